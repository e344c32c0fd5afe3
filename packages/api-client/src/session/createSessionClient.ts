import { createApiClient, type ApiClient } from '../core/createApiClient';
import { createSessionStore, type SessionStore, type SessionStoreOptions } from './sessionStore';

export interface SessionClient {
  client: ApiClient;
  session: SessionStore;
}

/** The back office's wiring in one call: a persisted session and a client that reads and renews it. */
export function createSessionClient(
  options: { baseUrl?: string; fetch?: typeof fetch } & SessionStoreOptions = {},
): SessionClient {
  const session = createSessionStore(options);
  const client = createApiClient({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    getAccessToken: () => session.get().token,
    getRefreshToken: () => session.get().refreshToken,
    onTokens: (tokens) => session.setTokens(tokens),
    onLogout: () => session.clear(),
  });
  return { client, session };
}
