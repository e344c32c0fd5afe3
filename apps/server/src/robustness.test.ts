// @vitest-environment node
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../test/engines';
import { useTestApp } from '../test/app';

/** Staff calls that take input; none may answer 500 whatever the caller sends. */
const writes = [
  ['POST', '/api/v1/users'],
  ['PUT', '/api/v1/users/1'],
  ['POST', '/api/v1/insurer'],
  ['PUT', '/api/v1/insurer/1'],
  ['PATCH', '/api/v1/insurer/1'],
  ['POST', '/api/v1/auth/login'],
  ['DELETE', '/api/v1/quotes/files/remove'],
] as const;

const reads = ['/api/v1/users', '/api/v1/users/search', '/api/v1/insurer', '/api/v1/insurer/search'] as const;

describeEachEngine('bad input never answers 500', (engine) => {
  const ctx = useTestApp(engine, { LOGIN_MAX_FAILURES_PER_USER: '1000', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' });

  it('for arbitrary JSON bodies', async () => {
    const headers = await ctx.as('super_admin');
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...writes), fc.jsonValue({ maxDepth: 3 }), async ([method, url], body) => {
        const response = await ctx.app.inject({
          method,
          url,
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        expect(response.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBeLessThan(500);
        expect(response.json()).toHaveProperty('success');
      }),
      { numRuns: 60 },
    );
  });

  it('for text the database cannot store (NUL characters)', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: await ctx.as('super_admin'),
      payload: {
        name: 'Nul\u0000Name',
        email: 'nul@broker.test',
        user_type: 'normal',
        password: 'Str0ng!Pass',
        status: true,
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'A value contains characters that cannot be stored' });
  });

  it('for arbitrary query strings and ids', async () => {
    const headers = await ctx.as('admin');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...reads),
        fc.string(),
        fc.string(),
        fc.string({ maxLength: 30 }),
        async (path, start, limit, q) => {
          const query = new URLSearchParams({ start, limit, q }).toString();
          const response = await ctx.app.inject({ method: 'GET', url: `${path}?${query}`, headers });
          expect(response.statusCode, `${path}?${query}`).toBeLessThan(500);
          const id = await ctx.app.inject({
            method: 'GET',
            url: `/api/v1/insurer/${encodeURIComponent(q || '0')}`,
            headers,
          });
          expect(id.statusCode, q).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
  });
});
