// @vitest-environment node
import { expect, it } from 'vitest';
import { australianStates } from '@buildcover/domain';
import { describeEachEngine } from '../test/engines';
import { useTestApp } from '../test/app';

describeEachEngine('app shell', (engine) => {
  const ctx = useTestApp(engine);

  it('answers the health check with the database engine', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, status: 'ok', database: engine });
  });

  it('lists the eight states without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/states' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: australianStates.map((s) => ({ state_code: s.state_code, name: s.name })),
    });
  });

  it('answers the states from memory with an ETag, and 304 without a body to a caller holding it', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/v1/states' });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('public, max-age=3600');
    const again = await ctx.app.inject({ method: 'GET', url: '/api/v1/states', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/states',
      headers: { 'if-none-match': '"another"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toBe(first.body);
  });

  it('answers 404 JSON for an unknown API route', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, message: expect.stringContaining('not found') });
  });

  it('answers 400 for malformed JSON, never 500', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": "a",',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'The request body is not valid JSON' });
  });

  it('treats an empty JSON body as no body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/token/refresh',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(response.statusCode).toBe(401);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().errors).toEqual([{ path: '', message: expect.any(String) }]);
  });

  it('serves the API docs page', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/text\/html/);
  });

  it('answers 415 for a content type the route does not read', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ success: false });
  });

  it('answers 413 for an oversized JSON body', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers validation errors with field paths', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { username: '' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'username', message: 'Username is required' },
        expect.objectContaining({ path: 'password' }),
      ]),
    );
  });

  it('sends strict security headers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes OpenAPI at /api/docs', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/v1/auth/login', '/api/v1/states', '/api/v1/health']),
    );
  });
});
