import { sampleInsurer } from '@buildcover/domain/testing';
import { e2eAdmin } from './admin';

/** A staff session on the API, as the back office holds one, for setting up what a journey needs. */
export interface StaffApi {
  token: string;
  call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
}

export async function staffApi(baseUrl: string, credentials: { username: string; password: string } = e2eAdmin): Promise<StaffApi> {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
  });
  if (!login.ok) throw new Error(`POST /api/v1/auth/login answered ${login.status}`);
  const token = ((await login.json()) as { data: { token: { access: string } } }).data.token.access;
  return {
    token,
    async call<T>(method: string, path: string, body?: unknown): Promise<T> {
      const response = await fetch(`${baseUrl}/api/v1${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await response.text();
      if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
      return JSON.parse(text) as T;
    },
  };
}

/** Adds an insurer to the panel as staff would (Insurers → Add Insurer); `uid` keeps it unique per journey. */
export async function addPanelInsurer(api: StaffApi, uid: string): Promise<{ id: number; name: string }> {
  const body = await api.call<{ data: { id: number; name: string } }>('POST', '/insurer', { ...sampleInsurer, name: `${sampleInsurer.name} ${uid}`, uid });
  return body.data;
}

/** The back-office id of a submitted quote, found by its ref through the staff search. */
export async function quoteIdByRef(api: StaffApi, ref: string): Promise<number> {
  const body = await api.call<{ results: { id: number; ref: string }[] }>('GET', `/quotes/search?q=${encodeURIComponent(ref)}&start=0&limit=10`);
  const row = body.results.find((r) => r.ref === ref);
  if (!row) throw new Error(`quote ${ref} not found by search`);
  return row.id;
}
