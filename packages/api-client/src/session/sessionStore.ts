import type { TokenPair } from '../core/http';

export interface SessionData {
  token: string | null;
  refreshToken: string | null;
  username: string | null;
}

export interface SessionStore {
  get(): SessionData;
  /** Login succeeded: keep both tokens and who signed in. */
  signIn(username: string, tokens: TokenPair): void;
  /** A refresh replaced both tokens. */
  setTokens(tokens: TokenPair): void;
  /** Logout: forget everything. */
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export interface SessionStoreOptions {
  /** localStorage key; one per app so the public site and back office never share a session. */
  storageKey?: string;
  /** Defaults to window.localStorage; anything with the Storage methods works. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

export const DEFAULT_SESSION_KEY = 'buildcover.admin.session';

const EMPTY: SessionData = Object.freeze({ token: null, refreshToken: null, username: null });

function defaultStorage(): SessionStoreOptions['storage'] {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null; // storage disabled by the browser: the session lives for this page only
  }
}

function parse(raw: string | null): SessionData {
  if (!raw) return EMPTY;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof SessionData, unknown>>;
    const str = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);
    const data = { token: str(value.token), refreshToken: str(value.refreshToken), username: str(value.username) };
    return data.token || data.refreshToken ? data : EMPTY;
  } catch {
    return EMPTY;
  }
}

/**
 * The signed-in session, persisted in local storage (public-site §4 Session) and shared with other
 * tabs of the same app through the `storage` event, so logging out in one tab logs out all.
 */
export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  const key = options.storageKey ?? DEFAULT_SESSION_KEY;
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const listeners = new Set<() => void>();
  let current: SessionData = parse(safeRead());

  function safeRead(): string | null {
    try {
      return storage?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  function write(next: SessionData): void {
    current = next;
    try {
      if (next.token || next.refreshToken) storage?.setItem(key, JSON.stringify(next));
      else storage?.removeItem(key);
    } catch {
      // quota or privacy mode: keep the in-memory session
    }
    listeners.forEach((l) => l());
  }

  const onStorage = (event: StorageEvent): void => {
    if (event.key !== key && event.key !== null) return;
    current = parse(safeRead());
    listeners.forEach((l) => l());
  };

  return {
    get: () => current,
    signIn: (username, tokens) => write({ token: tokens.access, refreshToken: tokens.refresh, username }),
    setTokens: (tokens) => write({ ...current, token: tokens.access, refreshToken: tokens.refresh }),
    clear: () => write(EMPTY),
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined') window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      };
    },
  };
}
