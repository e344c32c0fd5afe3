// @vitest-environment node
import { createHash } from 'node:crypto';
import { api, openApiPath, type Endpoint } from '@buildcover/domain/api';
import { describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, useTestApp } from '../test/app';
import { signAccessToken } from './auth/tokens';
import { createQuoteFixture, quoteAccessToken } from './payments/test/fixtures';

interface Operation {
  security?: unknown[];
}

/** Open to everyone, reading a staff token only when one is sent. */
const optionalAuth = new Set(['POST /api/v1/static/upload', 'GET /api/v1/states']);
/** Opened by the customer's quote access token, not by a staff session. */
const customerCalls = new Set([
  '/api/v1/payments/drn',
  '/api/v1/payments/config/tokenize',
  '/api/v1/payments/surcharge',
  '/api/v1/payments/config/3ds',
  '/api/v1/payments/pay/v4',
]);

/** Documents a customer reads with the quote access token of their own quote (staff read every one). */
const customerDocuments = /^\/api\/v1\/quotes\/policy\/\{policyId\}\/(schedule|invoice|certificate|closing)$/;

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('back-office security', () => {
  const ctx = useTestApp('pglite');

  const backOffice = () => {
    const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/') && !customerCalls.has(path))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
      )
      .filter(({ method, path, operation }) => operation.security?.length && !optionalAuth.has(`${method} ${path}`));
  };

  const login = async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { username: ADMIN_EMAIL, password: ADMIN_PASSWORD },
    });
    return response.json().data.token as { access: string; refresh: string };
  };

  /** Status of every back-office operation called with `authorization`; the ones not 401. */
  const notRefused = async (authorization: string | undefined, skip: RegExp = /^$/) => {
    const wrong: string[] = [];
    for (const { method, path } of backOffice().filter((op) => !skip.test(op.path))) {
      const response = await ctx.app.inject({
        method: method as 'GET',
        url: path.replace(/\{[^}]+\}/g, '1'),
        headers: authorization ? { authorization } : {},
        ...(method === 'GET' ? {} : { payload: {} }),
      });
      if (response.statusCode !== 401 || response.json().success !== false)
        wrong.push(`${method} ${path}: ${response.statusCode}`);
    }
    return wrong;
  };

  it('refuses a missing, expired, forged (wrong key, alg none), refresh or customer token on every back-office call', async () => {
    expect(backOffice().length).toBeGreaterThan(40);
    const { access, refresh } = await login();
    const [header, payload] = access.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const sessionId = String(claims.sid);
    const quote = await createQuoteFixture(ctx.app);

    const tokens: Record<string, string | undefined> = {
      missing: undefined,
      'not a bearer': `Basic ${Buffer.from(`${ADMIN_EMAIL}:${ADMIN_PASSWORD}`).toString('base64')}`,
      expired: `Bearer ${await signAccessToken(ctx.config.jwtSecret, { userId: 1, userType: 'super_admin', sessionId }, new Date(Date.now() - 16 * 60_000))}`,
      'wrong key': `Bearer ${await signAccessToken('another-secret-of-enough-length-0123456789', { userId: 1, userType: 'super_admin', sessionId })}`,
      'alg none': `Bearer ${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      'alg none, no dot': `Bearer ${base64url({ alg: 'none' })}.${payload}`,
      'claims changed, signature kept': `Bearer ${header}.${base64url({ ...claims, sub: '2', user_type: 'super_admin' })}.${access.split('.')[2]}`,
      'refresh token': `Bearer ${refresh}`,
      'customer quote token': `Bearer ${await quoteAccessToken(ctx.app, quote.publicId)}`,
    };
    for (const [kind, authorization] of Object.entries(tokens)) {
      expect(
        await notRefused(authorization, kind === 'customer quote token' ? customerDocuments : undefined),
        kind,
      ).toEqual([]);
    }
  });

  it('ends the access token with its sign-in: refused on every call after logout, while another sign-in carries on', async () => {
    const first = await login();
    const me = { authorization: `Bearer ${first.access}` };
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers: me })).statusCode).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/auth/logout',
          headers: { authorization: `Bearer ${first.refresh}` },
        })
      ).statusCode,
    ).toBe(200);
    expect(await notRefused(me.authorization)).toEqual([]);

    // Another sign-in is not affected by the first one's logout.
    const second = await login();
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/users',
          headers: { authorization: `Bearer ${second.access}` },
        })
      ).statusCode,
    ).toBe(200);
  });

  it('answers 403 to a role without the right on every call the contract reserves for admins or super admins', async () => {
    const normal = await ctx.as('normal');
    const admin = await ctx.as('admin');
    const endpoints = Object.values(api).flatMap((resource) => Object.values(resource as Record<string, Endpoint>));
    const wrong: string[] = [];
    for (const endpoint of endpoints) {
      const callers = endpoint.auth === 'admin' ? [normal] : endpoint.auth === 'super_admin' ? [normal, admin] : [];
      for (const headers of callers) {
        const response = await ctx.app.inject({
          method: endpoint.method,
          url: `/api/v1${openApiPath(endpoint.path).replace(/\{[^}]+\}/g, '1')}`,
          headers,
          ...(endpoint.method === 'GET' ? {} : { payload: {} }),
        });
        if (response.statusCode !== 403)
          wrong.push(`${endpoint.method} ${endpoint.path} (${endpoint.auth}): ${response.statusCode}`);
      }
    }
    expect(endpoints.filter((e) => e.auth === 'admin' || e.auth === 'super_admin').length).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it('treats search and sort parameters carrying SQL as data', async () => {
    const headers = await ctx.as('super_admin');
    for (const q of ["' OR '1'='1", "x%' OR 1=1 --", "'; DROP TABLE users; --", '%%%', '___']) {
      for (const path of ['/api/v1/users/search', '/api/v1/insurer/search', '/api/v1/quotes/search']) {
        const response = await ctx.app.inject({ method: 'GET', url: `${path}?${new URLSearchParams({ q })}`, headers });
        expect(response.statusCode, `${path} ${q}`).toBe(200);
        expect(response.json().count, `${path} ${q}`).toBe(0);
      }
    }
    const sorted = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/quotes/list?${new URLSearchParams({ sort: 'created_at; DROP TABLE quotes', order: 'asc' })}`,
      headers,
    });
    expect(sorted.statusCode).toBe(400);
    const users = await ctx.app.inject({ method: 'GET', url: '/api/v1/users', headers });
    expect(users.json().data.count).toBeGreaterThan(0);
  });

  it("sends the security headers and a content security policy allowing no inline script but a page's own", async () => {
    for (const url of ['/api/v1/health', '/', '/admin/login']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      const csp = String(response.headers['content-security-policy']);
      const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1] ?? '';
      // A prerendered page's inline script (its early-input keeper) is allowed by its hash, and nothing else is.
      const ownInlineScripts = [...response.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        ([, code]) =>
          `'sha256-${createHash('sha256')
            .update(code ?? '')
            .digest('base64')}'`,
      );
      expect(scriptSrc, url).toBe(["'self'", ...ownInlineScripts].join(' '));
      expect(csp, url).toMatch(/default-src 'self'/);
      expect(csp, url).toMatch(/object-src 'none'/);
      expect(csp, url).toMatch(/frame-ancestors 'self'/);
      expect(csp, url).toMatch(/base-uri 'self'/);
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(response.headers['strict-transport-security'], url).toMatch(/max-age=\d+/);
      expect(response.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});
