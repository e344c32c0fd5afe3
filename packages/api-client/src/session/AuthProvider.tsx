import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import { useSWRConfig } from 'swr';
import { isApiError } from '../core/ApiError';
import { useApiClient } from './ApiClientProvider';
import type { SessionStore } from './sessionStore';
import type { TokenPair } from '../core/http';

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid credentials';

export interface AuthState {
  token: string | null;
  refreshToken: string | null;
  username: string | null;
  loading: boolean;
  error: string | null;
  isAuthenticated: boolean;
  /** Resolves true when signed in; on failure sets `error` and resolves false. */
  login(username: string, password: string): Promise<boolean>;
  logout(): void;
  /** Carry on with new tokens (after one's own password change signed out every other session). */
  replaceTokens(tokens: TokenPair): void;
}

const AuthContext = createContext<AuthState | null>(null);

/** Why login failed, in the words the login screen shows. */
function loginErrorMessage(error: unknown): string {
  // Wrong username or password (or a rejected body) reads 'Invalid credentials'; a server that
  // cannot be reached or is rate-limiting says so in its own words instead of blaming the user.
  if (
    isApiError(error) &&
    (error.status === 400 || error.status === 401 || error.status === 403 || error.status === 404)
  )
    return INVALID_CREDENTIALS_MESSAGE;
  if (isApiError(error)) return error.message;
  return INVALID_CREDENTIALS_MESSAGE;
}

/** Auth state for the back office (public-site §4 Session), backed by a persisted SessionStore. */
export function AuthProvider({ session, children }: { session: SessionStore; children: ReactNode }): ReactElement {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  const data = useSyncExternalStore(session.subscribe, session.get, session.get);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // However the session ends (logout, failed refresh, 403, another tab), forget what it fetched.
  const hadToken = useRef(Boolean(data.token));
  useEffect(() => {
    if (hadToken.current && !data.token) void mutate(() => true, undefined, { revalidate: false });
    hadToken.current = Boolean(data.token);
  }, [data.token, mutate]);

  const login = useCallback(
    async (username: string, password: string): Promise<boolean> => {
      setLoading(true);
      setError(null);
      try {
        const tokens = await client.auth.login({ username, password });
        session.signIn(username, tokens);
        return true;
      } catch (e) {
        session.clear();
        setError(loginErrorMessage(e));
        return false;
      } finally {
        setLoading(false);
      }
    },
    [client, session],
  );

  const logout = useCallback(() => {
    const { refreshToken } = session.get();
    // Revoke the refresh token on the server too; the local sign-out never waits for it.
    if (refreshToken) client.auth.logout(refreshToken).catch(() => undefined);
    session.clear();
    setError(null);
  }, [client, session]);

  const replaceTokens = useCallback((tokens: TokenPair) => session.setTokens(tokens), [session]);

  const value = useMemo<AuthState>(
    () => ({ ...data, loading, error, isAuthenticated: Boolean(data.token), login, logout, replaceTokens }),
    [data, loading, error, login, logout, replaceTokens],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an <AuthProvider> above it');
  return auth;
}
