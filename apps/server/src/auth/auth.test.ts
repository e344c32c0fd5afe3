// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { ADMIN_EMAIL, ADMIN_PASSWORD, useTestApp } from '../../test/app';
import { REFRESH_REUSE_GRACE_SECONDS } from '../repositories/sessions';
import { signAccessToken } from './tokens';

/** Moves this process's clock (Date only; timers keep running) to just past the reuse grace period. */
function moveClockPastReuseGrace(): void {
  const now = Date.now();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now + (REFRESH_REUSE_GRACE_SECONDS + 1) * 1000);
}

describeEachEngine('auth', (engine) => {
  const ctx = useTestApp(engine, { LOGIN_MAX_FAILURES_PER_USER: '3' });
  const login = (username: string, password: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username, password } });
  const refresh = (token: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh',
      headers: { authorization: `Bearer ${token}` },
    });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('creates the first super_admin from ADMIN_USERNAME / ADMIN_PASSWORD and signs it in', async () => {
    const response = await login(ADMIN_EMAIL.toUpperCase(), ADMIN_PASSWORD);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      data: { user: { name: 'Administrator', email: ADMIN_EMAIL, user_type: 'super_admin' } },
    });
    expect(body.data.token.access).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(body.data.token.refresh).toMatch(/^[\w-]{40,}$/);
    const users = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: { authorization: `Bearer ${body.data.token.access}` },
    });
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

  it('rotates the refresh token and revokes the whole family when an old one is reused after the grace period', async () => {
    const first = (await login(ADMIN_EMAIL, ADMIN_PASSWORD)).json().data.token.refresh as string;
    const rotated = await refresh(first);
    expect(rotated.statusCode).toBe(200);
    const body = rotated.json();
    expect(body.access).toBe(body.data.access);
    expect(body.refresh).toBe(body.data.refresh);
    expect(body.refresh).not.toBe(first);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: { authorization: `Bearer ${body.access}` },
    });
    expect(me.statusCode).toBe(200);

    // The old token again, later than two tabs racing could explain: a leak. It fails, and so does
    // the newer token of the same family.
    moveClockPastReuseGrace();
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
    const forged = await signAccessToken('x'.repeat(48), { userId: 1, userType: 'super_admin', sessionId: 'forged' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${forged}` } }))
        .statusCode,
    ).toBe(401);
    const expired = await signAccessToken(
      ctx.config.jwtSecret,
      { userId: 1, userType: 'super_admin', sessionId: 'expired' },
      new Date(Date.now() - 16 * 60_000),
    );
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/users',
      headers: { authorization: `Bearer ${expired}` },
    });
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

  describe('a refresh token presented again within the grace period', () => {
    let staffCount = 0;
    /** A new super admin (its own login rate limit) signed in: its id and first refresh token. */
    const newSignedInStaff = async (): Promise<{ id: number; refresh: string }> => {
      staffCount += 1;
      const email = `grace-${staffCount}@staff.test`;
      const created = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/users',
        headers: await ctx.as('super_admin'),
        payload: {
          name: `Grace ${staffCount}`,
          email,
          user_type: 'super_admin',
          password: 'Grace#Passw0rd',
          status: true,
        },
      });
      expect(created.statusCode).toBe(200);
      const signedIn = await login(email, 'Grace#Passw0rd');
      expect(signedIn.statusCode).toBe(200);
      return { id: created.json().data.id as number, refresh: signedIn.json().data.token.refresh as string };
    };
    const logout = (token: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${token}` } });
    const refreshedToken = async (token: string): Promise<string> => {
      const response = await refresh(token);
      expect(response.statusCode).toBe(200);
      return response.json().refresh as string;
    };

    it('answers another working pair of the same family, and a reuse after the grace period still revokes it all', async () => {
      const { refresh: first } = await newSignedInStaff();
      const firstTab = await refreshedToken(first);
      const secondTab = await refresh(first);
      expect(secondTab.statusCode).toBe(200);
      const second = secondTab.json();
      expect(second.refresh).not.toBe(firstTab);
      const users = await ctx.app.inject({
        method: 'GET',
        url: '/api/v1/users',
        headers: { authorization: `Bearer ${second.access}` },
      });
      expect(users.statusCode).toBe(200);

      // Both branches live on and rotate as usual.
      const firstTabNext = await refreshedToken(firstTab);
      const secondTabNext = await refreshedToken(second.refresh);

      // The grace does not stretch with each reuse: it runs from the first rotation.
      moveClockPastReuseGrace();
      expect((await refresh(first)).statusCode).toBe(401);
      expect((await refresh(firstTabNext)).statusCode).toBe(401);
      expect((await refresh(secondTabNext)).statusCode).toBe(401);
    });

    it('answers 401 once the family has ended: logout, reuse detected, user deactivated or deleted', async () => {
      const loggedOut = await newSignedInStaff();
      const loggedOutChild = await refreshedToken(loggedOut.refresh);
      expect((await logout(loggedOutChild)).statusCode).toBe(200);
      expect((await refresh(loggedOut.refresh)).statusCode).toBe(401);

      const deactivated = await newSignedInStaff();
      await refreshedToken(deactivated.refresh);
      const update = await ctx.app.inject({
        method: 'PUT',
        url: `/api/v1/users/${deactivated.id}`,
        headers: await ctx.as('super_admin'),
        payload: {
          name: 'Deactivated',
          email: `grace-${staffCount}@staff.test`,
          user_type: 'super_admin',
          status: false,
          password: '',
        },
      });
      expect(update.statusCode).toBe(200);
      expect((await refresh(deactivated.refresh)).statusCode).toBe(401);

      const deleted = await newSignedInStaff();
      await refreshedToken(deleted.refresh);
      expect(
        (
          await ctx.app.inject({
            method: 'DELETE',
            url: `/api/v1/users/${deleted.id}`,
            headers: await ctx.as('super_admin'),
          })
        ).statusCode,
      ).toBe(200);
      expect((await refresh(deleted.refresh)).statusCode).toBe(401);

      // A stolen token replayed late revokes the family; the token spent just now gets no grace after that.
      const robbed = await newSignedInStaff();
      const robbedChild = await refreshedToken(robbed.refresh);
      moveClockPastReuseGrace();
      await refreshedToken(robbedChild);
      expect((await refresh(robbed.refresh)).statusCode).toBe(401);
      expect((await refresh(robbedChild)).statusCode).toBe(401);
    });

    it('lets two simultaneous refreshes with one token both succeed, each with a working pair', async () => {
      const { refresh: first } = await newSignedInStaff();
      const answers = await Promise.all([refresh(first), refresh(first)]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
      const [one, two] = answers.map((a) => a.json().refresh as string);
      expect(one).not.toBe(two);
      const next = await Promise.all([refresh(one!), refresh(two!)]);
      expect(next.map((a) => a.statusCode)).toEqual([200, 200]);
    });

    it('leaves no working token when a logout or a late reuse races refreshes of the family', async () => {
      for (let round = 0; round < 3; round++) {
        const { refresh: first } = await newSignedInStaff();
        const [a, b, out] = await Promise.all([refresh(first), refresh(first), logout(first)]);
        expect(out.statusCode).toBe(200);
        for (const answer of [a, b])
          if (answer.statusCode === 200) expect((await refresh(answer.json().refresh)).statusCode).toBe(401);
        expect((await refresh(first)).statusCode).toBe(401);
      }

      const { refresh: stolen } = await newSignedInStaff();
      const current = await refreshedToken(stolen);
      moveClockPastReuseGrace();
      const [replay, c, d] = await Promise.all([refresh(stolen), refresh(current), refresh(current)]);
      expect(replay.statusCode).toBe(401);
      for (const answer of [c, d])
        if (answer.statusCode === 200) expect((await refresh(answer.json().refresh)).statusCode).toBe(401);
    });
  });
});
