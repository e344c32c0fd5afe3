import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD, TEST_USERNAME, useMockApi } from '../testing';
import { ApiClientProvider } from './ApiClientProvider';
import { AuthProvider, useAuth } from './AuthProvider';
import { createSessionClient } from './createSessionClient';
import { staffRoleOf } from './staffRole';

const KEY = 'buildcover.test.auth';

const server = useMockApi();

function Probe(): ReactElement {
  const auth = useAuth();
  const [password, setPassword] = useState(TEST_PASSWORD);
  return (
    <div>
      <p>user: {auth.username ?? 'none'}</p>
      <p>{auth.isAuthenticated ? 'signed in' : 'signed out'}</p>
      <p>{auth.loading ? 'loading' : 'idle'}</p>
      {auth.error ? <p role="alert">{auth.error}</p> : null}
      <button type="button" onClick={() => setPassword('wrong-password')}>
        use wrong password
      </button>
      <button type="button" onClick={() => void auth.login(TEST_USERNAME, password)}>
        sign in
      </button>
      <button type="button" onClick={auth.logout}>
        sign out
      </button>
    </div>
  );
}

function renderAuth(baseUrl = server.url) {
  const { client, session } = createSessionClient({ baseUrl, storageKey: KEY });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ApiClientProvider client={client}>
        <AuthProvider session={session}>
          <Probe />
        </AuthProvider>
      </ApiClientProvider>
    </SWRConfig>,
  );
  return { session };
}

describe('AuthProvider', () => {
  it('signs in, shows loading while pending, stores tokens and username in localStorage', async () => {
    server.loginDelayMs = 100;
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('signed in')).toBeInTheDocument();
    expect(screen.getByText(`user: ${TEST_USERNAME}`)).toBeInTheDocument();
    expect(screen.getByText('idle')).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem(KEY) ?? '{}') as Record<string, string>;
    expect(stored.username).toBe(TEST_USERNAME);
    // The access token carries the role, as the server's does, for the screens' role checks.
    expect(staffRoleOf(stored.token)).toBe('admin');
    expect(stored.refreshToken).toMatch(/^refresh-/);
  });

  it("shows 'Invalid credentials' when the server refuses the password", async () => {
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'use wrong password' }));
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByText('signed out')).toBeInTheDocument();
  });

  it("says 'Network error' when the server cannot be reached", async () => {
    const url = server.url;
    await server.close();
    renderAuth(url);
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error');
  });

  it('logout clears the session and its storage', async () => {
    renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await screen.findByText('signed in');
    await userEvent.click(screen.getByRole('button', { name: 'sign out' }));
    expect(screen.getByText('signed out')).toBeInTheDocument();
    expect(screen.getByText('user: none')).toBeInTheDocument();
    expect(localStorage.getItem(KEY)).toBeNull();
    await waitFor(() =>
      expect(
        server.calls.some((c) => c.path === '/api/v1/auth/logout' && c.authorization?.startsWith('Bearer refresh-')),
      ).toBe(true),
    );
  });

  it('picks up a session persisted by an earlier page load', async () => {
    const { access, refresh } = server.signIn();
    localStorage.setItem(KEY, JSON.stringify({ token: access, refreshToken: refresh, username: 'kept.user' }));
    renderAuth();
    expect(screen.getByText('signed in')).toBeInTheDocument();
    expect(screen.getByText('user: kept.user')).toBeInTheDocument();
  });

  it('a failed background refresh signs the screen out', async () => {
    const { session } = renderAuth();
    await userEvent.click(screen.getByRole('button', { name: 'sign in' }));
    await screen.findByText('signed in');
    server.expireAccessTokens();
    server.failRefresh = true;
    const { client } = createSessionClient({ baseUrl: server.url, storageKey: KEY });
    // A second client over the same storage key stands in for another tab of the back office.
    await client.quotes.list({ start: 0, limit: 10 }).catch(() => undefined);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    await waitFor(() => expect(screen.getByText('signed out')).toBeInTheDocument());
    expect(session.get().token).toBeNull();
  });
});
