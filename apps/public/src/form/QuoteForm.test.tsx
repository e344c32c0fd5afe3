import type { MockApi } from '@buildcover/api-client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { usePublicApp } from './proposalApp.test-support';
import { missingKinds } from './sections';

const openPublicApp = usePublicApp();

let server: MockApi | undefined;

async function renderQuotePage(states?: { state_code: string; name: string }[] | null) {
  const app = await openPublicApp('/', states);
  server = app.server;
  return app.user;
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.selectOptions(screen.getByRole('combobox', { name: label }), option);
}

async function completePolicyHolder(user: UserEvent) {
  await choose(user, /\bTitle$/, 'Ms');
  await user.type(screen.getByLabelText(/^First name/), 'Priya');
  await user.type(screen.getByLabelText(/^Surname/), 'Natarajan');
  await user.type(screen.getByLabelText(/^Contact phone number/), '0412 345 678');
  await user.type(screen.getByLabelText(/^Email address/), 'priya@example.com.au');
  await user.type(screen.getByLabelText(/^Confirm email address/), 'priya@example.com.au');
  const additional = screen.getByRole('radiogroup', { name: /additional policy holder/ });
  await user.click(within(additional).getByRole('radio', { name: 'No' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('quote form walking skeleton', { timeout: 30_000 }, () => {
  it('every listed section can be drawn', () => {
    expect(missingKinds()).toEqual([]);
  });

  it("Go to Top puts the focus back on the page's main region", async () => {
    const user = await renderQuotePage(undefined);
    await user.click(screen.getByRole('button', { name: 'Go to Top' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('keeps Property Location locked and shows the messages until Policy Holder is valid', async () => {
    const user = await renderQuotePage(undefined);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // The section's error summary takes focus and links each message to its field.
    // Its heading counts the errors it lists.
    const heading = await screen.findByText(/^Please correct the following \d+ errors and try again\.$/);
    await waitFor(() => expect(document.activeElement).toContainElement(heading));
    const listed = within(heading.closest('[role="alert"]') as HTMLElement).getAllByRole('link');
    expect(heading).toHaveTextContent(`Please correct the following ${listed.length} errors and try again.`);
    // Each entry names its question before the field's own words.
    expect(screen.getByRole('link', { name: 'First name: Please enter the first name.' })).toHaveAttribute(
      'href',
      '#policyHolder-firstName',
    );
    expect(screen.getByRole('link', { name: 'Surname: Please enter the surname.' })).toHaveAttribute(
      'href',
      '#policyHolder-surname',
    );
    expect(screen.getByRole('link', { name: 'Title: Please select an option.' })).toHaveAttribute(
      'href',
      '#policyHolder-title',
    );
    expect(
      screen.getByRole('link', { name: 'Is there an additional policy holder? Please select an option.' }),
    ).toHaveAttribute('href', '#addPolicyHolder');
    expect(screen.getByText('Please enter the first name.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Property Location/ })).toBeDisabled();
  });

  it('opens Property Location after Next and fills the State select from GET /api/v1/states', async () => {
    const user = await renderQuotePage([
      { state_code: 'NSW', name: 'New South Wales' },
      { state_code: 'VIC', name: 'Victoria' },
    ]);
    await completePolicyHolder(user);

    const stateSelect = await screen.findByRole('combobox', { name: /\bState$/ });
    expect(screen.getByRole('button', { name: /Policy Holder/ })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(server?.calls.some((c) => c.path === '/api/v1/states')).toBe(true));
    await waitFor(() =>
      expect(
        within(stateSelect)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Select an option', 'New South Wales', 'Victoria']),
    );
    await user.selectOptions(stateSelect, 'Victoria');
    expect(stateSelect).toHaveDisplayValue('Victoria');
    // Victorian questions appear only for VIC.
    expect(await screen.findByText(/protection work for an adjoining property/)).toBeInTheDocument();
  });

  it("offers only 'Select an option' when the states call fails", async () => {
    const user = await renderQuotePage(null);
    await completePolicyHolder(user);
    const stateSelect = await screen.findByRole('combobox', { name: /\bState$/ });
    await waitFor(() => expect(server?.calls.filter((c) => c.path === '/api/v1/states').length).toBeGreaterThan(0));
    expect(stateSelect).toHaveDisplayValue('Select an option');
    expect(
      within(stateSelect)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select an option']);
  });
});
