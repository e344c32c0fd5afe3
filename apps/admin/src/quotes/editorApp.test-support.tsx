import { createSessionClient } from '@buildcover/api-client';
import type { MockApi } from '@buildcover/api-client/testing';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { memoryLocation } from 'wouter/memory-location';
import { App, sessionStorageKey } from '../App';

/**
 * The back office at `path` (under /admin), signed in as the mock API's staff user with a session
 * stored as a login leaves it: the role in its token is `server.staffUser.user_type` now.
 */
export function renderAdminAt(server: MockApi, path: string) {
  const { access, refresh } = server.signIn();
  localStorage.setItem(
    sessionStorageKey,
    JSON.stringify({ token: access, refreshToken: refresh, username: server.staffUser.email }),
  );
  const { client, session } = createSessionClient({ baseUrl: server.url, storageKey: sessionStorageKey });
  const location = memoryLocation({ path, record: true });
  render(<App client={client} session={session} locationHook={location.hook} searchHook={location.searchHook} />);
  /** Where the app is now, query string included. */
  const at = (): string => location.history.at(-1) ?? '';
  return { user: userEvent.setup(), at, isSignedIn: () => localStorage.getItem(sessionStorageKey) !== null };
}
