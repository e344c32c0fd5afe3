import { defaultInsurerSettings, useMockApi } from '@buildcover/api-client/testing';
import type { InsurerRates, UnderwritingLimits } from '@buildcover/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from '../../quotes/editorApp.test-support';

const server = useMockApi((mock) => {
  // Insurer 4 keeps no settings of its own yet; the mock API answers 404 for any other.
  mock.insurerSettings = { 4: defaultInsurerSettings() };
});

const renderSettings = () => renderAdminAt(server, '/admin/insurers/4/settings').user;
const puts = () => server.insurerSettingsUpdates;

describe('insurer pricing settings', { timeout: 90_000 }, () => {
  it('checks each value as it is typed, shows the example premium live, and saves', async () => {
    const user = renderSettings();
    const duty = await screen.findByRole('textbox', { name: /Stamp duty NSW/ }, { timeout: 15_000 });
    expect(duty).toHaveValue('9');
    const example = screen.getByRole('region', { name: 'Example premium' });
    const total = () => within(example).getByText('Total amount').nextSibling?.textContent;
    const before = total();

    await user.clear(duty);
    await user.type(duty, 'abc');
    expect(await screen.findByText('Enter a percentage from 0 to 100, with up to 2 decimals.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
    expect(within(example).getByText('Correct the highlighted values to see an example premium.')).toBeInTheDocument();

    await user.clear(duty);
    await user.type(duty, '11');
    await waitFor(() => expect(total()).not.toBe(before));

    const auto = screen.getByRole('textbox', { name: /Quote automatically up to/ });
    await user.clear(auto);
    await user.type(auto, '999999999');
    expect(await screen.findByText('The automatic-quote limit cannot be above the panel maximum.')).toBeInTheDocument();
    await user.clear(auto);
    await user.type(auto, '500000');

    expect(screen.getByRole('button', { name: 'Save settings' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Insurer settings updated successfully!', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect((puts()[0]?.rates as InsurerRates).stampDutyBasisPoints.NSW).toBe(1100);
    expect((puts()[0]?.underwriting_limits as UnderwritingLimits).autoQuoteMaxCents).toBe(50_000_000);
    // Only the changed sections become the insurer's own; the rating table keeps the default.
    expect(puts()[0]?.rating_table).toBeUndefined();
    expect(screen.getAllByText("Insurer's own")).toHaveLength(2);
  });

  it('says what is wrong in the units staff type (percent), beside the field: a stamp duty of 150 %', async () => {
    const user = renderSettings();
    const duty = await screen.findByRole('textbox', { name: /Stamp duty NSW/ }, { timeout: 15_000 });
    await user.clear(duty);
    await user.type(duty, '150');
    await waitFor(() => expect(duty).toHaveAccessibleDescription(/Enter a percentage from 0 to 100/));
    expect(screen.queryByText(/expected number|10000/)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const factor = screen.getByRole('textbox', { name: 'New home' });
    await user.clear(factor);
    await user.type(factor, '1200');
    await waitFor(() => expect(factor).toHaveAccessibleDescription(/Enter a percentage from 0 to 1000/));
    expect(screen.getByRole('button', { name: 'Save settings' })).toBeDisabled();
  });

  it('puts a section back to the default', async () => {
    server.insurerSettings[4] = {
      ...defaultInsurerSettings(),
      rates: { ...defaultInsurerSettings().rates, source: 'insurer' },
    };
    const user = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Use the default' }, { timeout: 15_000 }));
    expect(await screen.findByText('Insurer settings updated successfully!')).toBeInTheDocument();
    expect(puts()[0]).toEqual({ rates: null });
  });
});
