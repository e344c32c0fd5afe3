import { createApiClient } from '@buildcover/api-client';
import { fail, respond } from '@buildcover/api-client/testing';
import { api } from '@buildcover/domain/api';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../App';
import { loadSavedProposal } from './loadSavedProposal';
import { keepProposal, usePublicApp } from './proposalApp.test-support';

const openPublicApp = usePublicApp();

const firstName = () =>
  within(screen.getByRole('group', { name: /^Policy Holder/ })).getByRole('textbox', { name: /^First name/ });

/** Types into First name and waits until this device keeps it (autosave). */
async function typeFirstName(user: UserEvent, text: string): Promise<void> {
  await user.clear(firstName());
  await user.type(firstName(), text);
  await waitFor(() => expect(loadSavedProposal()?.values.policyHolder?.firstName).toBe(text));
}

/** The page opened again on this device: the answer kept is the answer shown. */
async function reload(serverUrl: string, path: string): Promise<void> {
  cleanup();
  render(<App client={createApiClient({ baseUrl: serverUrl })} locationHook={memoryLocation({ path }).hook} />);
  expect(await screen.findByText(/We kept the answers you gave on this device/)).toBeInTheDocument();
}

// Whatever the form does to its answers as a whole (Start again, a new upload session), a key typed
// after it still reaches the form, its autosave and the next visit.
describe('what the customer types after the form is reset is kept', { timeout: 60_000 }, () => {
  it('after Start again: typed, kept on this device, shown after a reload', async () => {
    const { user, server } = await openPublicApp('/');
    await waitFor(firstName);
    await typeFirstName(user, 'Ann');

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(firstName()).toHaveValue(''));
    await waitFor(() => expect(loadSavedProposal()).toBeNull());

    await typeFirstName(user, 'Jane');
    await reload(server.url, '/');
    expect(firstName()).toHaveValue('Jane');
  });

  it('after a new upload session (the old one had expired on the server): typed, kept, shown after a reload', async () => {
    const { user, server } = await openPublicApp('/');
    await waitFor(firstName);
    await typeFirstName(user, 'Ann');

    server.use(respond(api.proposalDrafts.saveForLater, () => fail(404, 'Proposal session not found'), server.url));
    await user.click(screen.getByRole('button', { name: 'Save and finish later' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save and finish later' });
    await user.type(within(dialog).getByRole('textbox', { name: /^Email address/ }), 'ann@example.com.au');
    await user.click(within(dialog).getByRole('button', { name: 'Send me the link' }));
    expect(await within(dialog).findByText(/Your quote session had expired/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await typeFirstName(user, 'Joan');
    await reload(server.url, '/');
    expect(firstName()).toHaveValue('Joan');
  });

  it('in the steps, after Start again: typed, kept, shown after a reload', async () => {
    const { user, server } = await openPublicApp('/quotes/get');
    const name = () => screen.getByRole('textbox', { name: /^First name/ });
    await user.type(await waitFor(name), 'Ann');
    await waitFor(() => expect(loadSavedProposal()?.values.policyHolder?.firstName).toBe('Ann'));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter the surname.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Start again?' });
    await user.click(within(dialog).getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(name()).toHaveValue(''));
    expect(screen.queryByText('Please enter the surname.')).not.toBeInTheDocument();

    await user.type(name(), 'Jane');
    await waitFor(() => expect(loadSavedProposal()?.values.policyHolder?.firstName).toBe('Jane'));
    // A blank form again: the step's messages come back only with the next Next.
    expect(screen.queryByText('Please enter the surname.')).not.toBeInTheDocument();
    await reload(server.url, '/quotes/get');
    expect(name()).toHaveValue('Jane');
  });
});
