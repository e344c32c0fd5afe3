import type { ProposalFormValues } from '@buildcover/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepProposal, usePublicApp } from './proposalApp.test-support';

const openPublicApp = usePublicApp();

/** Opens /quotes/get, with these answers kept from an earlier visit when given. */
async function openWizard(kept?: Partial<ProposalFormValues>) {
  if (kept) keepProposal(kept);
  return openPublicApp('/quotes/get');
}

const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });
const progress = () => screen.getByRole('progressbar', { name: 'Form progress' });

describe('the proposal step by step at /quotes/get', { timeout: 60_000 }, () => {
  it('starts on Insurance: three steps, a third of the bar, Back disabled; Next on errors stays with the wizard’s messages', async () => {
    const { user } = await openWizard();
    await stepHeading('Insurance');
    const steps = within(screen.getByRole('navigation', { name: 'Steps' })).getAllByRole('button');
    expect(steps.map((s) => s.textContent)).toEqual(['1Insurance', '2Cover', '3Review and declare']);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 1 of 3');
    expect(progress()).toHaveAttribute('aria-valuenow', String(1 / 3));
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByRole('link', { name: 'Contact phone number: Contact Phone Number is required.' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Street Number/Name: Street Number/Name is required.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Insurance' })).toBeInTheDocument();

    // Focusing a field clears its message; editing checks the step again.
    const phone = screen.getByRole('textbox', { name: /^Contact phone number/ });
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Contact Phone Number is required.'));
    await user.click(phone);
    await waitFor(() =>
      expect(phone).not.toHaveAccessibleDescription(expect.stringContaining('Contact Phone Number is required.')),
    );
    await user.type(phone, '04');
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription(expect.stringContaining('Contact Phone Number must be 10 digits.')),
    );
    expect(screen.getByText('Please enter the first name.')).toBeInTheDocument();
  });

  it('ticks a step in the stepper only when its answers are valid, not because it comes before the current one', async () => {
    const { user } = await openWizard();
    await stepHeading('Insurance');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('link', { name: 'Contact phone number: Contact Phone Number is required.' });
    const stepper = () => within(screen.getByRole('navigation', { name: 'Steps' }));
    await user.click(stepper().getByRole('button', { name: /Review and declare/ }));
    await stepHeading('Review and declare');
    expect(stepper().getByRole('button', { name: /Insurance$/ })).not.toHaveAttribute('aria-current');
    expect(stepper().getByRole('button', { name: /Cover$/ })).toBeInTheDocument();
    expect(stepper().queryByRole('button', { name: /completed/ })).not.toBeInTheDocument();
  });

  it('Next moves on when the step is complete; the stepper jumps back; the heading takes the focus', async () => {
    const { user } = await openWizard({ damage: '' });
    await stepHeading('Cover');
    expect(progress()).toHaveAttribute('aria-valuetext', 'Step 2 of 3');
    const claims = screen.getByRole('region', { name: 'Previous Claims' });
    await user.click(
      within(within(claims).getByRole('radiogroup', { name: /2 or more claims/ })).getByRole('radio', { name: 'No' }),
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const review = await stepHeading('Review and declare');
    expect(review).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(progress()).toHaveAttribute('aria-valuenow', '1');

    // Both steps before the review were answered: both show as done.
    const stepper = within(screen.getByRole('navigation', { name: 'Steps' }));
    expect(stepper.getByRole('button', { name: /Cover\s*\(completed\)$/ })).toBeInTheDocument();
    await user.click(stepper.getByRole('button', { name: /Insurance\s*\(completed\)$/ }));
    expect(await stepHeading('Insurance')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  it('lists every answer with a Change link, takes the declaration and submits the proposal once', async () => {
    const { user, location, server } = await openWizard({});
    await stepHeading('Review and declare');
    const answers = screen.getByRole('region', { name: 'Your answers' });
    expect(within(answers).getByText('Parramatta')).toBeInTheDocument();

    await user.click(within(answers).getByRole('button', { name: 'Change Suburb' }));
    await stepHeading('Insurance');
    const suburb = screen.getByRole('textbox', { name: /^Suburb/ });
    await waitFor(() => expect(suburb).toHaveFocus());
    await user.clear(suburb);
    await user.type(suburb, 'Penrith');

    await user.click(screen.getByRole('button', { name: /Review and declare/ }));
    await stepHeading('Review and declare');
    expect(within(screen.getByRole('region', { name: 'Your answers' })).getByText('Penrith')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    // The summary item reads as two sentences: the statement, then what to do.
    expect(
      await screen.findByRole('link', {
        name: 'I declare that the information I have given is true and complete. Please confirm the declaration.',
      }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /I declare that the information/ }));
    await user.dblClick(screen.getByRole('button', { name: 'Submit' }));
    // Off to the result page (its answer travels in history state, which the memory router does not
    // keep, so the page sends this test back home; the e2e journey reads the result).
    await waitFor(() => expect(location.history.at(-1)).not.toBe('/quotes/get'));
    expect(server.proposals).toHaveLength(1);
    expect(server.proposals[0]?.property.address.suburb).toBe('Penrith');
  });
});
