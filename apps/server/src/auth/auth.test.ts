// @vitest-environment node
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { ADMIN_EMAIL, ADMIN_PASSWORD, useTestApp } from '../../test/app';
import { signAccessToken } from './tokens';

describeEachEngine('auth', (engine) => {
  const ctx = useTestApp(engine, { LOGIN_MAX_FAILURES_PER_USER: '3' });
  const login = (username: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } });
  const refresh = (token: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/token/refresh', headers: { authorization: `Bearer ${token}` } });

  it('creates the first super_admin from ADMIN_USERNAME / ADMIN_PASSWORD and signs it in', async () => {
    const response = await login(ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, data: { user: { name: 'Administrator', email: ADMIN_EMAIL, user_type: 'super_admin' } } });
    expect(body.data.token.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.token.refresh).toMatch(/^[\w-]{40,}$/);
    const users = await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${body.data.token.access}` } });
    expect(users.json().data.results[0].last_login).not.toBeNull();
  });

  it('answers 401 Invalid credentials for a wrong password or an unknown user', async () => {
    for (const [username, password] of [
      [ADMIN_EMAIL, 'wrong-password'],
      ['nobody@example.com', ADMIN_PASSWORD],
    ] as const) {
      const response = await login(username, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Invalid credentials' });
    }
  });

  it('rotates the refresh token and revokes the whole family when an old one is reused', async () => {
    const first = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).json().data.token.refresh as string;
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const body = rotated.json();
    expect(body.access).toBe(body.data.access);
    expect(body.refresh).toBe(body.data.refresh);
    expect(body.refresh).not.toBe(first);
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${body.access}` } });
    expect(me.statusCode).toBe(200);

    // The old token again: a leak. It fails, and so does the newer token of the same family.
    expect((await refresh(first)).statusCode).toBe(401);
    expect((await refresh(body.refresh)).statusCode).toBe(401);
  });

  it('refuses a refresh without a token or with an access token', async () => {
    const noToken = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/token/refresh' });
    expect(noToken.statusCode).toBe(401);
    const access = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).json().data.token.access as string;
    expect((await refresh(access)).statusCode).toBe(401);
  });

  it('answers 401 without a token, with a forged or an expired one', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/v1/users' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false });
    const forged = await signAccessToken('x'.repeat(48), { userId: 1, userType: 'super_admin' });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${forged}` } })).statusCode).toBe(401);
    const expired = await signAccessToken(ctx.config.jwtSecret, { userId: 1, userType: 'super_admin' }, new Date(Date.now() - 16 * 60_000));
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${expired}` } });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 when the role does not allow the action', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: await ctx.as('admin'),
      payload: { name: 'X', email: 'x@example.com', user_type: 'normal', password: 'Passw0rd!', status: true },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('locks a username after repeated failures, counted in the database', async () => {
    const username = 'locked@staff.test';
    await ctx.as('normal'); // exists with its own account
    for (let i = 0; i < 3; i++) expect((await login(username, 'bad')).statusCode).toBe(401);
    const blocked = await login(username, 'bad');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    // Other users are not affected.
    expect((await login(ADMIN_EMAIL, ADMIN_PASSWORD)).statusCode).toBe(200);
  });
});
