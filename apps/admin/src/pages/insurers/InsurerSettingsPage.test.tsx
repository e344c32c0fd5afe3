import { createSessionClient } from '@buildcover/api-client';
import { defaultInsurerSettings, fail, ok, respond } from '@buildcover/api-client/testing';
import type { InsurerRates, UnderwritingLimits } from '@buildcover/domain';
import { api, type InsurerPricingSettings, type InsurerPricingSettingsInput } from '@buildcover/domain/api';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../../App';

const URL = 'http://settings.test';
const KEY = 'buildcover.admin.settings-test';
const token = `h.${btoa(JSON.stringify({ sub: '3', user_type: 'admin' })).replace(/=+$/, '')}.s`;

let stored: InsurerPricingSettings;
let puts: InsurerPricingSettingsInput[] = [];
const server = setupServer(
  respond(api.insurers.settings, ({ params }) => (params.id === 4 ? ok({ success: true as const, data: stored }) : fail(404, 'Insurer not found')), URL),
  respond(api.insurers.updateSettings, ({ body }) => {
    puts.push(body);
    stored = {
      rates: body.rates ? { value: body.rates, source: 'insurer', invalid: false } : stored.rates,
      rating_table: body.rating_table ? { value: body.rating_table, source: 'insurer', invalid: false } : stored.rating_table,
      underwriting_limits: body.underwriting_limits ? { value: body.underwriting_limits, source: 'insurer', invalid: false } : stored.underwriting_limits,
    };
    return ok({ success: true as const, message: 'Insurer settings updated successfully!', data: stored });
  }, URL),
  respond(api.insurers.get, () => fail(404, 'Insurer not found'), URL),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  localStorage.clear();
  stored = defaultInsurerSettings();
  puts = [];
});
afterEach(cleanup);

function renderSettings() {
  localStorage.setItem(KEY, JSON.stringify({ token, refreshToken: 'refresh', username: 'staff' }));
  const { client, session } = createSessionClient({ baseUrl: URL, storageKey: KEY });
  render(<App client={client} session={session} locationHook={memoryLocation({ path: '/admin/insurers/4/settings' }).hook} />);
  return userEvent.setup();
}

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
    expect(await screen.findByText('Enter a percentage with up to 2 decimals')).toBeInTheDocument();
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
    expect(await screen.findByText('Insurer settings updated successfully!', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect((puts[0]?.rates as InsurerRates).stampDutyBasisPoints.NSW).toBe(1100);
    expect((puts[0]?.underwriting_limits as UnderwritingLimits).autoQuoteMaxCents).toBe(50_000_000);
    // Only the changed sections become the insurer's own; the rating table keeps the default.
    expect(puts[0]?.rating_table).toBeUndefined();
    expect(screen.getAllByText("Insurer's own")).toHaveLength(2);
  });

  it('puts a section back to the default', async () => {
    stored = { ...defaultInsurerSettings(), rates: { ...defaultInsurerSettings().rates, source: 'insurer' } };
    const user = renderSettings();
    await user.click(await screen.findByRole('button', { name: 'Use the default' }, { timeout: 15_000 }));
    expect(await screen.findByText('Insurer settings updated successfully!')).toBeInTheDocument();
    expect(puts[0]).toEqual({ rates: null });
  });
});
