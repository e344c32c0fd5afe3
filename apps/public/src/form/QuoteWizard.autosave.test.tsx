import { createApiClient } from '@buildcover/api-client';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../App';
import { loadSavedProposal } from './loadSavedProposal';
import { keepProposal, usePublicApp } from './proposalApp.test-support';

const openPublicApp = usePublicApp();

// The repo's wait for findBy* (15 s, scripts/vitest-setup-dom.ts): 10 s here timed out at load 11-21.
const stepHeading = (name: string) => screen.findByRole('heading', { level: 2, name });

describe('the steps kept on this device', { timeout: 60_000 }, () => {
  it('reopen at the step the customer was on, with their answers', async () => {
    // Every answer of Insurance passes and Cover misses one: the steps open at Cover.
    keepProposal({ damage: '' });
    const { user, server } = await openPublicApp('/quotes/get');
    await stepHeading('Cover');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Steps' })).getByRole('button', { name: /Insurance/ }),
    );
    await stepHeading('Insurance');
    await waitFor(() => expect(loadSavedProposal()?.place).toEqual({ form: 'steps', step: 0 }));

    // The page opened again on this device (a reload, or another visit).
    cleanup();
    render(
      <App
        client={createApiClient({ baseUrl: server.url })}
        locationHook={memoryLocation({ path: '/quotes/get' }).hook}
      />,
    );
    expect(await screen.findByText(/We kept the answers you gave on this device/)).toBeInTheDocument();
    expect(await stepHeading('Insurance')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveValue('Jane');
  });
});
