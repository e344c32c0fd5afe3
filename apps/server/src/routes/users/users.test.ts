// @vitest-environment node
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines';
import { useTestApp } from '../../../test/app';

const valid = {
  name: 'Priya Shah',
  email: 'priya@broker.test',
  user_type: 'admin',
  password: 'Str0ng!Pass',
  status: true,
};

describeEachEngine('users API', (engine) => {
  const ctx = useTestApp(engine);
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    role: 'super_admin' | 'admin' | 'normal' = 'super_admin',
  ) => ctx.app.inject({ method, url: `/api/v1${url}`, headers: await ctx.as(role), ...(payload ? { payload } : {}) });

  it('creates a user and never returns the password', async () => {
    const response = await call('POST', '/users', valid);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      message: 'User created successfully!',
      data: { name: 'Priya Shah', email: 'priya@broker.test', user_type: 'admin', status: true, last_login: null },
    });
    expect(JSON.stringify(body)).not.toMatch(/password|Str0ng/);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'PRIYA@broker.test', password: 'Str0ng!Pass' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answers 400 with the form messages per field', async () => {
    const response = await call('POST', '/users', { name: '', email: 'not-an-email', password: 'short' });
    expect(response.statusCode).toBe(400);
    const { errors } = response.json();
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Invalid email format' },
        { path: 'user_type', message: 'User type is required' },
        { path: 'password', message: 'Password must be at least 8 characters long' },
      ]),
    );
    const weak = await call('POST', '/users', { ...valid, email: 'weak@broker.test', password: 'alllowercase1' });
    expect(weak.json().errors).toContainEqual({
      path: 'password',
      message:
        'Password must contain at least 1 uppercase letter, 1 lowercase letter, 1 number, and 1 special character',
    });
  });

  it('refuses a second user with the same e-mail in any case', async () => {
    const response = await call('POST', '/users', { ...valid, email: 'PRIYA@BROKER.TEST' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors).toEqual([{ path: 'email', message: 'A user with this email already exists' }]);
  });

  it('lists with a total count, and searches from 3 characters', async () => {
    for (const n of [1, 2, 3])
      await call('POST', '/users', {
        ...valid,
        name: `Reviewer ${n}`,
        email: `reviewer${n}@broker.test`,
        user_type: 'normal',
      });
    const page = await call('GET', '/users?start=0&limit=2');
    expect(page.statusCode).toBe(200);
    const body = page.json();
    expect(body.data.results).toHaveLength(2);
    expect(body.data.count).toBeGreaterThanOrEqual(5);
    const past = await call('GET', '/users?start=500&limit=10');
    expect(past.json().data).toEqual({ results: [], count: body.data.count });

    const search = await call('GET', '/users/search?q=REVIEW&start=0&limit=2');
    expect(search.statusCode).toBe(200);
    const found = search.json();
    expect(found.count).toBe(3);
    expect(found.results).toHaveLength(2);
    expect(found.data).toEqual({ results: found.results, count: 3 });
    const short = await call('GET', '/users/search?q=re');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toEqual([{ path: 'q', message: 'Please type at least 3 characters to search.' }]);
  });

  it('updates a user, keeping the password when none is entered', async () => {
    const created = (await call('POST', '/users', { ...valid, email: 'update-me@broker.test' })).json().data;
    const response = await call('PUT', `/users/${created.id}`, {
      name: 'Renamed',
      email: 'update-me@broker.test',
      user_type: 'normal',
      status: false,
      password: '',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'User updated successfully!',
      data: { name: 'Renamed', user_type: 'normal', status: false },
    });
    const inactive = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'update-me@broker.test', password: 'Str0ng!Pass' },
    });
    expect(inactive.statusCode).toBe(401);
    const missing = await call('PUT', '/users/999999', {
      name: 'A',
      email: 'a@broker.test',
      user_type: 'normal',
      status: true,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('does not let a user delete themselves or remove the last active super admin', async () => {
    await ctx.as('super_admin');
    const self = await call('DELETE', `/users/${ctx.userId('super_admin')}`);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot delete your own account');

    // Two super admins exist (the first-start owner and the test one): demote the owner, then the last one must stay.
    const list = (await call('GET', '/users/search?q=owner%40buildcover&limit=10')).json().results;
    const owner = list[0];
    expect(
      (
        await call('PUT', `/users/${owner.id}`, {
          name: owner.name,
          email: owner.email,
          user_type: 'admin',
          status: true,
        })
      ).statusCode,
    ).toBe(200);
    const me = (await call('GET', `/users/${ctx.userId('super_admin')}`)).json().data;
    const demoteSelf = await call('PUT', `/users/${me.id}`, {
      name: me.name,
      email: me.email,
      user_type: 'admin',
      status: true,
    });
    expect(demoteSelf.statusCode).toBe(400);
    expect(demoteSelf.json().errors).toEqual([
      { path: 'user_type', message: 'You cannot change your own user type or deactivate your own account' },
    ]);
    const deactivateSelf = await call('PUT', `/users/${me.id}`, {
      name: me.name,
      email: me.email,
      user_type: 'super_admin',
      status: false,
    });
    expect(deactivateSelf.json().errors).toEqual([
      { path: 'status', message: 'You cannot change your own user type or deactivate your own account' },
    ]);
    // A super admin may still rename themselves.
    expect(
      (
        await call('PUT', `/users/${me.id}`, {
          name: 'Renamed Self',
          email: me.email,
          user_type: 'super_admin',
          status: true,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('sorts on every column, both ways', async () => {
    for (const [name, type] of [
      ['Aaron Apple', 'normal'],
      ['zoe Zebra', 'admin'],
    ] as const) {
      await call('POST', '/users', {
        ...valid,
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@sorted.test`,
        user_type: type,
      });
    }
    const names = async (query: string) =>
      (await call('GET', `/users/search?q=sorted.test&${query}`)).json().results.map((u: { name: string }) => u.name);
    expect(await names('sort=name&order=asc')).toEqual(['Aaron Apple', 'zoe Zebra']);
    expect(await names('sort=name&order=desc')).toEqual(['zoe Zebra', 'Aaron Apple']);
    expect(await names('sort=user_type&order=asc')).toEqual(['zoe Zebra', 'Aaron Apple']);
    for (const sort of ['last_login', 'email', 'status', 'created_at']) {
      expect((await call('GET', `/users?sort=${sort}&order=asc`)).statusCode).toBe(200);
    }
    expect((await call('GET', '/users?sort=password_hash')).statusCode).toBe(400);
  });

  it('Profile Settings: one changes one own name, and a new password needs the current one and ends the other sessions', async () => {
    const email = 'profile@broker.test';
    await call('POST', '/users', { ...valid, email, user_type: 'normal' });
    const signIn = async (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: email, password } });
    const first = (await signIn('Str0ng!Pass')).json().data.token;
    const other = (await signIn('Str0ng!Pass')).json().data.token;
    const put = (payload: object) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/profile',
        headers: { authorization: `Bearer ${first.access}` },
        payload,
      });

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/profile',
      headers: { authorization: `Bearer ${first.access}` },
    });
    expect(me.json().data).toMatchObject({ email, name: 'Priya Shah', user_type: 'normal' });

    const wrong = await put({ name: 'Priya S', current_password: 'Wrong!Pass1', password: '' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ path: 'current_password', message: 'Current password is incorrect' }]);
    const missing = await put({ name: 'Priya S', current_password: '' });
    expect(missing.json().errors).toEqual([{ path: 'current_password', message: 'Current password is required' }]);

    const renamed = await put({ name: 'Priya S', current_password: 'Str0ng!Pass', password: '' });
    expect(renamed.json()).toMatchObject({
      message: 'Profile updated successfully!',
      data: { name: 'Priya S' },
      token: null,
    });

    const changed = await put({ name: 'Priya S', current_password: 'Str0ng!Pass', password: 'N3w!Password' });
    expect(changed.statusCode).toBe(200);
    const { token } = changed.json();
    expect(token.refresh).toEqual(expect.any(String));
    // The other session cannot refresh; this one carries on with its new tokens.
    const refresh = (t: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/auth/token/refresh', headers: { authorization: `Bearer ${t}` } });
    expect((await refresh(other.refresh)).statusCode).toBe(401);
    expect((await refresh(token.refresh)).statusCode).toBe(200);
    expect((await signIn('Str0ng!Pass')).statusCode).toBe(401);
    expect((await signIn('N3w!Password')).statusCode).toBe(200);
    // A profile change never touches the user type.
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/v1/profile',
          headers: { authorization: `Bearer ${token.access}` },
          payload: { name: 'X', current_password: 'N3w!Password', user_type: 'super_admin' },
        })
      ).json().data.user_type,
    ).toBe('normal');
  });

  it('deletes a user, who then disappears from lists and cannot sign in', async () => {
    const created = (await call('POST', '/users', { ...valid, email: 'leaver@broker.test' })).json().data;
    const response = await call('DELETE', `/users/${created.id}`);
    expect(response.statusCode).toBe(200);
    expect((await call('GET', `/users/${created.id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/users/${created.id}`)).statusCode).toBe(404);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: 'leaver@broker.test', password: 'Str0ng!Pass' },
    });
    expect(login.statusCode).toBe(401);
  });

  it('refuses users to admins and normal staff, and rejects a non-numeric id', async () => {
    for (const role of ['admin', 'normal'] as const) {
      expect((await call('GET', '/users', undefined, role)).statusCode).toBe(403);
      expect((await call('GET', '/users/search?q=staff', undefined, role)).statusCode).toBe(403);
      expect((await call('POST', '/users', { ...valid, email: `${role}-made@broker.test` }, role)).statusCode).toBe(
        403,
      );
      expect((await call('PUT', '/users/1', valid, role)).statusCode).toBe(403);
      expect((await call('DELETE', '/users/1', undefined, role)).statusCode).toBe(403);
    }
    expect((await call('GET', '/users/abc')).statusCode).toBe(400);
  });
});
