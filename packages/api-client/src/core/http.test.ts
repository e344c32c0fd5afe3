import { describe, expect, it } from 'vitest';
import { createSessionClient } from '../session/createSessionClient';
import { TEST_PASSWORD, TEST_USERNAME, useMockApi } from '../testing';
import { ApiError } from './ApiError';
import { createApiClient } from './createApiClient';

const KEY = 'buildcover.test.session';

const server = useMockApi();

async function signedIn() {
  const wired = createSessionClient({ baseUrl: server.url, storageKey: KEY });
  const tokens = await wired.client.auth.login({ username: TEST_USERNAME, password: TEST_PASSWORD });
  wired.session.signIn(TEST_USERNAME, tokens);
  return wired;
}

describe('session rules over HTTP', () => {
  it('sends the access token as a bearer header', async () => {
    const { client, session } = await signedIn();
    await client.quotes.list({ start: 0, limit: 10 });
    expect(server.calls.at(-1)).toMatchObject({
      path: '/api/v1/quotes/list',
      authorization: `Bearer ${session.get().token}`,
    });
  });

  it('on a 401 refreshes once with the refresh token as bearer, stores the new pair and retries', async () => {
    const { client, session } = await signedIn();
    const oldRefresh = session.get().refreshToken;
    server.expireAccessTokens();

    const page = await client.quotes.list({ start: 0, limit: 10 });

    expect(page.data).toEqual({ results: [], count: 0 });
    expect(server.refreshCount).toBe(1);
    const refreshCall = server.calls.find((c) => c.path === '/api/v1/auth/token/refresh');
    expect(refreshCall?.authorization).toBe(`Bearer ${oldRefresh}`);
    expect(session.get().token).not.toBeNull();
    expect(session.get().refreshToken).not.toBe(oldRefresh);
    expect(server.calls.filter((c) => c.path === '/api/v1/quotes/list')).toHaveLength(2);
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({
      token: session.get().token,
      refreshToken: session.get().refreshToken,
      username: TEST_USERNAME,
    });
  });

  it('shares one refresh between requests that fail at the same time', async () => {
    const { client } = await signedIn();
    server.expireAccessTokens();
    server.refreshDelayMs = 80;

    const results = await Promise.all([
      client.quotes.list({ start: 0, limit: 10 }),
      client.insurers.list({ start: 0, limit: 10 }),
      client.quotes.list({ start: 10, limit: 10 }),
    ]);

    expect(results.every((r) => r.success)).toBe(true);
    expect(server.refreshCount).toBe(1);
  });

  it('logs out when the refresh fails, and reports the refresh error', async () => {
    const { client, session } = await signedIn();
    server.expireAccessTokens();
    server.failRefresh = true;

    const error = await client.quotes.list({ start: 0, limit: 10 }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Error refreshing access token' });
    expect(session.get()).toEqual({ token: null, refreshToken: null, username: null });
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('logs out on a 401 when there is no refresh token, without calling refresh', async () => {
    const { client, session } = await signedIn();
    session.setTokens({ access: 'expired-access', refresh: '' });
    server.expireAccessTokens();

    await expect(client.quotes.list({ start: 0, limit: 10 })).rejects.toMatchObject({ status: 401 });
    expect(server.refreshCount).toBe(0);
    expect(session.get().token).toBeNull();
  });

  it('keeps the session on a 403 (a refused action, not an ended session) and passes the server message on', async () => {
    const { client, session } = await signedIn();

    // Only a super admin lists users; the mock signs in an admin.
    await expect(client.users.list({ start: 0, limit: 10 })).rejects.toMatchObject({
      status: 403,
      message: 'You do not have permission to do this',
    });
    expect(session.get().token).not.toBeNull();
    expect(server.refreshCount).toBe(0);
  });

  it('restores a persisted session in a new client (page reload)', async () => {
    const first = await signedIn();
    const reloaded = createSessionClient({ baseUrl: server.url, storageKey: KEY });

    expect(reloaded.session.get()).toEqual(first.session.get());
    await expect(reloaded.client.quotes.list({ start: 0, limit: 10 })).resolves.toMatchObject({ success: true });
  });
});

describe('errors', () => {
  it('login failure carries the server message', async () => {
    const client = createApiClient({ baseUrl: server.url });
    await expect(client.auth.login({ username: TEST_USERNAME, password: 'wrong' })).rejects.toMatchObject({
      status: 401,
      message: 'Invalid username or password',
    });
  });

  it("reports 'Network error' with status 0 when nothing answers", async () => {
    const url = server.url;
    await server.close();
    const client = createApiClient({ baseUrl: url });
    const error = await client.states.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 0, message: 'Network error', isNetworkError: true });
  });

  it('reads the states list without a token when nobody is signed in', async () => {
    const client = createApiClient({ baseUrl: server.url });
    const body = await client.states.list();
    expect(body.data).toEqual([
      { state_code: 'NSW', name: 'New South Wales' },
      { state_code: 'VIC', name: 'Victoria' },
    ]);
    expect(server.calls.at(-1)?.authorization).toBeUndefined();
  });
});
