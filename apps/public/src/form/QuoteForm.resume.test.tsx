import type { ProposalFormValues } from '@buildcover/domain';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepProposal, usePublicApp } from './proposalApp.test-support';
import { loadSavedProposal } from './loadSavedProposal';

const openPublicApp = usePublicApp();

/** Opens the form with these answers kept from an earlier visit on this device. */
async function resumeWith(overrides: Partial<ProposalFormValues>) {
  keepProposal(overrides);
  return (await openPublicApp('/', [{ state_code: 'NSW', name: 'New South Wales' }])).user;
}

const group = (title: string) => screen.getByRole('group', { name: title });

describe('the proposal form resumes, reveals and lists claims', { timeout: 60_000 }, () => {
  it('reopens where the customer stopped, with every earlier section complete', async () => {
    await resumeWith({ damage: '' });
    expect(await screen.findByText(/We kept the answers you gave on this device/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Previous Claims/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /^Project Details/ })).toHaveTextContent('Complete');
    expect(screen.getByRole('button', { name: /^Property Holder Risk/ })).toBeDisabled();
  });

  it('answering yes to past claims shows a list of two claims; added ones can be removed; Next names each claim field', async () => {
    const user = await resumeWith({ damage: '' });
    const claims = await waitFor(() => group('Previous Claims'));
    await user.click(
      within(within(claims).getByRole('radiogroup', { name: /2 or more claims/ })).getByRole('radio', { name: 'Yes' }),
    );
    // The claims list's code loads with it (ui's ProposalSectionFields).
    expect(await within(claims).findByRole('group', { name: 'Claim 1' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(within(claims).getByRole('group', { name: 'Claim 2' })).toBeInTheDocument();
    expect(within(claims).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();

    await user.click(within(claims).getByRole('button', { name: 'Add claim' }));
    expect(within(claims).getByRole('group', { name: 'Claim 3' })).toBeInTheDocument();
    await user.click(within(claims).getByRole('button', { name: /Remove/ }));
    expect(within(claims).queryByRole('group', { name: 'Claim 3' })).not.toBeInTheDocument();

    await user.click(within(claims).getByRole('button', { name: 'Next' }));
    const link = await screen.findByRole('link', { name: 'Claim 1 – Insurer: Insurer is required.' });
    expect(link).toHaveAttribute('href', '#claims-0-insurer');
    expect(document.getElementById('claims-0-insurer')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Property Holder Risk/ })).toBeDisabled();
  });

  it('asbestos and swimming pool only show their notes and follow-ups without blocking', async () => {
    const user = await resumeWith({ asbestos: '', swimmingPoolContracts: '' });
    const risks = await waitFor(() => group('Property Risk'));
    await user.click(
      within(within(risks).getByRole('radiogroup', { name: 'Does the work involve asbestos?' })).getByRole('radio', {
        name: 'Yes',
      }),
    );
    expect(await within(risks).findByText(/Work involving asbestos is not covered/)).toBeInTheDocument();
    expect(within(risks).getByRole('radiogroup', { name: /licensed asbestos removalist/ })).toBeInTheDocument();
    await user.click(
      within(within(risks).getByRole('radiogroup', { name: /swimming pool only/ })).getByRole('radio', { name: 'Yes' }),
    );
    expect(await within(risks).findByText(/does not cover swimming pool work/)).toBeInTheDocument();
    // No: the follow-ups go, and so does the note.
    await user.click(
      within(within(risks).getByRole('radiogroup', { name: 'Does the work involve asbestos?' })).getByRole('radio', {
        name: 'No',
      }),
    );
    expect(within(risks).queryByText(/Work involving asbestos is not covered/)).not.toBeInTheDocument();
    expect(within(risks).queryByRole('radiogroup', { name: /licensed asbestos removalist/ })).not.toBeInTheDocument();
  });

  it("after Next the newly opened section's heading has the focus", async () => {
    const user = await resumeWith({ damage: '' });
    const claims = await waitFor(() => group('Previous Claims'));
    await user.click(
      within(within(claims).getByRole('radiogroup', { name: /2 or more claims/ })).getByRole('radio', { name: 'No' }),
    );
    await user.click(within(claims).getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: /^Property Holder Risk/ })),
    );
    expect(document.activeElement).toHaveAttribute('aria-expanded', 'true');
  });

  it("an earlier section broken again takes '✓ Complete' from the later ones and locks them until it is mended", async () => {
    const user = await resumeWith({ excavationDeeper: '' });
    const risks = await waitFor(() => group('Property Risk'));
    await user.click(
      within(within(risks).getByRole('radiogroup', { name: /excavation deeper than 5 metres/ })).getByRole('radio', {
        name: 'No',
      }),
    );
    await user.click(screen.getByRole('button', { name: /^Policy Holder/ }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Policy Holder/ })).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(screen.getByRole('button', { name: /^Property Location/ })).toHaveTextContent(/Complete$/);

    const firstName = within(screen.getByRole('group', { name: /^Policy Holder/ })).getByRole('textbox', {
      name: /^First name/,
    });
    await user.clear(firstName);
    for (const title of ['Policy Holder', 'Property Location', 'Property Risk']) {
      await waitFor(() =>
        expect(screen.getByRole('button', { name: new RegExp(`^${title}`) })).not.toHaveTextContent(/Complete$/),
      );
    }
    expect(screen.getByRole('button', { name: /^Property Location/ })).toBeDisabled();
    // No message yet: the customer has not asked to move on.
    expect(screen.queryByText('Please enter the first name.')).not.toBeInTheDocument();

    await user.type(firstName, 'Jane');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Property Risk/ })).toHaveTextContent(/Complete$/));
    expect(screen.getByRole('button', { name: /^Property Location/ })).toBeEnabled();
  });

  it('Start again asks first, then clears every answer kept on this device', async () => {
    const user = await resumeWith({ damage: '' });
    await user.click(await screen.findByRole('button', { name: 'Start again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start again' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Policy Holder/ })).toHaveAttribute('aria-expanded', 'true'),
    );
    expect(within(group('Policy Holder')).getByRole('textbox', { name: /^First name/ })).toHaveValue('');
    await waitFor(() => expect(loadSavedProposal()).toBeNull());
  });
});
