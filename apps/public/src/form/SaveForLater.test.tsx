import { addDaysIso, todayIso } from '@buildcover/domain';
import { cleanProposal } from '@buildcover/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepProposal, usePublicApp } from './proposalApp.test-support';
import { loadSavedProposal } from './loadSavedProposal';

const openPublicApp = usePublicApp();

/** A resume link's secret as the server makes them (43 base64url characters). */
const token = (letter: string) => letter.repeat(43);

describe("'Save and finish later' and its resume link", { timeout: 60_000 }, () => {
  it('e-mails a link to the policy holder (or another address) and says until when it works', async () => {
    keepProposal({ damage: '' });
    const { user, server } = await openPublicApp('/');
    // The kept answers are read back a moment after the page opens (the form then opens with them).
    await screen.findByText(/We kept the answers you gave on this device/);
    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save and finish later' });
    const email = within(dialog).getByRole('textbox', { name: /^Email address/ });
    expect(email).toHaveValue('jane@example.com.au');

    await user.clear(email);
    await user.type(email, 'not an address');
    await user.click(within(dialog).getByRole('button', { name: 'Send me the link' }));
    expect(within(dialog).getByText('Email address must be valid.')).toBeInTheDocument();
    expect(server.savedForLater).toEqual([]);

    await user.clear(email);
    await user.type(email, 'jane.home@example.com.au{Enter}');
    const sent = await screen.findByRole('dialog', { name: 'Check your e-mail' });
    expect(within(sent).getByText('jane.home@example.com.au')).toBeInTheDocument();
    expect(
      within(sent).getByText(/The link works until \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(Sydney time\)/),
    ).toBeInTheDocument();
    expect(server.savedForLater).toHaveLength(1);
    expect(server.savedForLater[0]).toMatchObject({
      uid: 'uid-1',
      email: 'jane.home@example.com.au',
      answers: { policyHolder: { firstName: 'Jane' }, damage: '' },
    });
    // This device keeps the session as long as the server does (not the upload session's 48 hours).
    await waitFor(() => expect(loadSavedProposal()?.uidExpiresAt).toBeGreaterThan(Date.now() + 29 * 86_400_000));

    await user.click(within(sent).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the saved answers and the files still uploaded where the customer stopped, on a device that had none', async () => {
    const answers = cleanProposal({
      builderProjectStartDate: addDaysIso(todayIso(), 30),
      declaration: false,
      workInvolving: 'yes',
      workInvolvingFile: 'files/kept.pdf',
      waterEscape: 'yes',
      waterEscapeFile: 'files/removed.pdf',
    });
    const { server, location } = await openPublicApp('/contact');
    server.resumeLinks[token('k')] = {
      uid: 'saved-uid',
      answers,
      files: [{ key: 'files/kept.pdf', name: 'Structural plans.pdf' }],
      place: { form: 'sections', step: null },
      expires_at: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    };
    location.navigate(`/quotes/resume/${token('k')}`);

    expect(
      await screen.findByText(/We restored the answers and files you saved/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/');
    // The upload that is gone must be chosen again: the form opens at its section, the kept file listed.
    expect(screen.getByRole('button', { name: /^Property Holder Risk/ })).toHaveTextContent(/Complete$/);
    expect(screen.getByRole('button', { name: /^Property Risk/ })).toHaveAttribute('aria-expanded', 'true');
    // The focus is where they carry on, as after Next, not left on the page body.
    await waitFor(() => expect(screen.getByRole('button', { name: /^Property Risk/ })).toHaveFocus());
    // The section's file picker loads with the section (its own chunk), so the kept file shows once it has.
    expect(
      (await within(screen.getByRole('group', { name: 'Property Risk' })).findAllByText('Structural plans.pdf')).length,
    ).toBeGreaterThan(0);
    const saved = loadSavedProposal();
    expect(saved).toMatchObject({ uid: 'saved-uid', fileNames: { 'files/kept.pdf': 'Structural plans.pdf' } });
    // An upload no longer on the server is not offered as uploaded.
    expect(saved?.values).toMatchObject({ workInvolvingFile: 'files/kept.pdf', waterEscapeFile: '' });
  });

  it('reopens the steps at the step the customer saved from', async () => {
    keepProposal({ damage: '' });
    const { user, server, location } = await openPublicApp('/quotes/get');
    expect(await screen.findByRole('heading', { level: 2, name: 'Cover' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Save and finish later' })).getByRole('button', {
        name: 'Send me the link',
      }),
    );
    await screen.findByRole('dialog', { name: 'Check your e-mail' });
    expect(server.savedForLater[0]?.place).toEqual({ form: 'steps', step: 1 });

    localStorage.clear();
    server.resumeLinks[token('w')] = {
      uid: 'saved-uid',
      answers: cleanProposal({ builderProjectStartDate: addDaysIso(todayIso(), 30), declaration: false }),
      files: [],
      place: { form: 'steps', step: 1 },
      expires_at: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    };
    location.navigate(`/quotes/resume/${token('w')}`);
    expect(
      await screen.findByText(/We restored the answers and files you saved/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(location.history?.at(-1)).toBe('/quotes/get');
    // Every answer passes, yet the customer was on Cover: that is where they carry on.
    expect(screen.getByRole('heading', { level: 2, name: 'Cover' })).toBeInTheDocument();
    // The step's heading takes the focus, as when the customer moves to a step.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Cover' })).toHaveFocus());
  });

  it('says in words when the link has expired, is unknown or was already sent', async () => {
    const { server, location } = await openPublicApp('/contact');
    server.resumeLinks[token('e')] = {
      status: 410,
      message:
        'This link has expired, and the answers and files saved with it have been deleted. Please start a new quote.',
    };
    server.resumeLinks[token('s')] = {
      status: 409,
      message: 'This proposal has already been submitted (quote BC-000123). You do not need to send it again.',
    };

    location.navigate(`/quotes/resume/${token('e')}`);
    expect(
      await screen.findByRole('heading', { name: 'This link has expired' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    // Said once, with what to do next.
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The answers and files saved with it have been deleted, so they cannot be opened again.',
    );
    expect(document.querySelector('main')?.textContent?.match(/expired/g)).toHaveLength(1);
    expect(screen.getByText(/Please start a new quote. If you would like a hand, call us on/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Start a new quote' })).toBeInTheDocument();

    location.navigate(`/quotes/resume/${token('u')}`);
    expect(await screen.findByRole('heading', { name: 'We could not find your saved proposal' })).toBeInTheDocument();

    location.navigate(`/quotes/resume/${token('s')}`);
    expect(await screen.findByRole('heading', { name: 'This proposal has already been sent' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('BC-000123');
    expect(loadSavedProposal()).toBeNull();
  });
});
