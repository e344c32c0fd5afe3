import type { TokenPair } from '@buildcover/domain/api';
import { ApiError, NETWORK_ERROR_MESSAGE, errorFromBody } from './ApiError';
import { toQueryString, type Query } from './query';

export type { TokenPair };

export interface ApiClientOptions {
  /** Origin (and optional prefix) of the API: '' for same-origin, or e.g. 'http://127.0.0.1:3000'. */
  baseUrl?: string;
  getAccessToken?: () => string | null | undefined;
  getRefreshToken?: () => string | null | undefined;
  /** Called with the new pair after a successful refresh: store both. */
  onTokens?: (tokens: TokenPair) => void;
  /** Called when the session can no longer be used (refresh failed, no refresh token). */
  onLogout?: () => void;
  /** Injected for tests or other runtimes; defaults to the global fetch. */
  fetch?: typeof fetch;
}

/**
 * How a request is authorised: 'session' sends the signed-in access token (if any) and runs the
 * refresh-and-retry rules; 'none' sends nothing; `{ bearer }` sends that exact token (a quote-scoped
 * token on the pay screen, the refresh token on refresh) and never touches the session.
 */
export type RequestAuth = 'session' | 'none' | { bearer: string };

export interface RequestOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path below the base URL, starting with /api/v1. */
  path: string;
  query?: Query;
  /** JSON body. */
  json?: unknown;
  /** Multipart body (uploads). */
  form?: FormData;
  auth?: RequestAuth;
  /** 'text' for HTML documents, 'blob' for a stored file's bytes; JSON otherwise. */
  responseType?: 'json' | 'text' | 'blob';
  /** Message used when the server gives none. */
  fallbackMessage?: string;
  /**
   * Multipart only: told how much of the body has gone, 0 to 1, as it goes (sent through
   * XMLHttpRequest, the browser's one way to watch an upload; fetch where there is none).
   */
  onUploadProgress?: (fraction: number) => void;
}

export interface HttpClient {
  request<T>(options: RequestOptions): Promise<T>;
  /** Runs (or joins) the one in-flight token refresh; resolves to the new access token or null. */
  refreshSession(): Promise<string | null>;
}

export const REFRESH_PATH = '/api/v1/auth/token/refresh';
export const REFRESH_ERROR_MESSAGE = 'Error refreshing access token';

/** Reads `access`/`refresh` from `data.token`, `data` or the body itself, whichever carries them. */
export function readTokenPair(body: unknown): TokenPair | null {
  const candidates: unknown[] = [];
  if (typeof body === 'object' && body !== null) {
    const data = (body as Record<string, unknown>).data;
    if (typeof data === 'object' && data !== null) candidates.push((data as Record<string, unknown>).token, data);
    candidates.push((body as Record<string, unknown>).token, body);
  }
  for (const c of candidates) {
    if (typeof c !== 'object' || c === null) continue;
    const { access, refresh } = c as Record<string, unknown>;
    if (typeof access === 'string' && access && typeof refresh === 'string' && refresh) return { access, refresh };
  }
  return null;
}

async function readBody(response: Response, type: 'json' | 'text' | 'blob'): Promise<unknown> {
  if (type === 'blob' && response.ok) return response.blob();
  const text = await response.text();
  if (type === 'text' && response.ok) return text;
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** An upload through XMLHttpRequest, its progress reported as it goes; answers as fetch would. */
function sendWatched(
  url: string,
  method: string,
  headers: Record<string, string>,
  form: FormData,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(1, event.loaded / event.total));
    };
    xhr.onload = () => {
      const type = xhr.getResponseHeader('Content-Type');
      resolve(
        new Response(xhr.status === 204 ? null : xhr.responseText, {
          status: xhr.status,
          headers: type ? { 'Content-Type': type } : {},
        }),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.onabort = () => reject(new ApiError(0, NETWORK_ERROR_MESSAGE));
    xhr.send(form);
  });
}

/**
 * The fetch wrapper every call goes through: JSON in and out, bearer header, multipart uploads,
 * errors as ApiError. Session rules (public-site §4 Session): a 401 runs ONE refresh (shared by
 * every request that fails at the same time) and retries once; a failed refresh or a missing refresh
 * token ends the session through `onLogout`. A 403 does not: the user may not take that one action,
 * so the screen says so and keeps the session and the typed work.
 */
export function createHttpClient(options: ApiClientOptions = {}): HttpClient {
  const baseUrl = (options.baseUrl ?? '').replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
  let refreshing: Promise<string | null> | null = null;

  const logout = (): void => options.onLogout?.();

  async function send(req: RequestOptions, bearer: string | null | undefined): Promise<Response> {
    const headers: Record<string, string> = {
      Accept:
        req.responseType === 'text'
          ? 'text/html, application/json'
          : req.responseType === 'blob'
            ? '*/*'
            : 'application/json',
    };
    let body: BodyInit | undefined;
    if (req.form) {
      body = req.form; // fetch sets the multipart boundary itself
    } else if (req.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(req.json);
    }
    if (bearer) headers.Authorization = `Bearer ${bearer}`;
    const url = `${baseUrl}${req.path}${toQueryString(req.query)}`;
    if (req.form && req.onUploadProgress && !options.fetch && typeof XMLHttpRequest !== 'undefined') {
      return sendWatched(url, req.method, headers, req.form, req.onUploadProgress);
    }
    try {
      return await doFetch(url, { method: req.method, headers, body });
    } catch {
      throw new ApiError(0, NETWORK_ERROR_MESSAGE);
    }
  }

  async function runRefresh(): Promise<string | null> {
    const refreshToken = options.getRefreshToken?.();
    if (!refreshToken) {
      logout();
      return null;
    }
    try {
      const response = await send({ method: 'POST', path: REFRESH_PATH }, refreshToken);
      const body = await readBody(response, 'json');
      const pair = response.ok ? readTokenPair(body) : null;
      if (!pair) {
        logout();
        return null;
      }
      options.onTokens?.(pair);
      return pair.access;
    } catch {
      logout();
      return null;
    }
  }

  function refreshSession(): Promise<string | null> {
    refreshing ??= runRefresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function request<T>(req: RequestOptions): Promise<T> {
    const auth = req.auth ?? 'session';
    const bearer = auth === 'none' ? null : auth === 'session' ? options.getAccessToken?.() : auth.bearer;
    let response = await send(req, bearer);

    if (response.status === 401 && auth === 'session') {
      // Another request may already have refreshed while this one was in flight: then just retry.
      const current = options.getAccessToken?.();
      let fresh = current && current !== bearer ? current : null;
      if (!fresh) {
        if (options.getRefreshToken?.()) {
          fresh = await refreshSession();
          if (!fresh) throw new ApiError(401, REFRESH_ERROR_MESSAGE);
        } else {
          logout(); // no refresh token: the session is over; the server's own 401 is reported below
        }
      }
      if (fresh) {
        response = await send(req, fresh);
        if (response.status === 401) logout();
      }
    }

    const body = await readBody(response, req.responseType ?? 'json');
    if (!response.ok)
      throw errorFromBody(response.status, body, req.fallbackMessage ?? `Request failed (${response.status})`);
    if (typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false) {
      throw errorFromBody(response.status, body, req.fallbackMessage ?? 'Request failed');
    }
    return body as T;
  }

  return { request, refreshSession };
}
