// @vitest-environment node
import { maxId } from '@buildcover/domain/api';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { pdfFile } from '../test/fixtures';

type Json = Record<string, unknown>;
interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: Json }[];
  responses?: Record<string, unknown>;
}

const errorShape = { success: false, message: expect.any(String) };

/** Calls open to everyone that read a staff token only when one is sent (a staff upload, the states list). */
const optionalAuth = new Set(['POST /api/v1/static/upload', 'GET /api/v1/states']);

/** What the server answers at its edge, to any client, before a route's own code runs. */
describe('the API edge', () => {
  const logLines: string[] = [];
  const ctx = useTestApp('pglite', { LOG_LEVEL: 'warn' }, { logStream: { write: (line) => void logLines.push(line) } });
  const doc = () => ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
  const operations = () =>
    Object.entries(doc().paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
      );
  /** A concrete URL for an OpenAPI path: every parameter `1`. */
  const concrete = (path: string, value = '1') => path.replace(/\{[^}]+\}/g, value);

  it('answers a multipart body without a boundary, or with a part that never ends, with 400 and a message', async () => {
    const headers = await ctx.as('admin');
    const noBoundary = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/static/upload',
      headers: { ...headers, 'content-type': 'multipart/form-data' },
      payload: 'file',
    });
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({
      success: false,
      message: 'The upload is not a valid multipart/form-data body',
    });

    const head =
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="plan.pdf"\r\nContent-Type: application/pdf\r\n\r\n';
    const unterminated = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/static/upload',
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=XYZ' },
      payload: Buffer.concat([Buffer.from(head), pdfFile()]),
    });
    expect(unterminated.statusCode).toBe(400);
    expect(unterminated.json()).toEqual({
      success: false,
      message: 'The upload is not a valid multipart/form-data body',
    });
  });

  it('asks for a token before it reads the body on every protected call (401, never field errors)', async () => {
    const protectedOps = operations().filter(
      ({ method, path, operation }) => operation.security?.length && !optionalAuth.has(`${method} ${path}`),
    );
    expect(protectedOps.length).toBeGreaterThan(40);
    const answers: string[] = [];
    for (const { method, path } of protectedOps) {
      const response = await ctx.app.inject({
        method: method as 'POST',
        url: concrete(path),
        ...(method === 'GET' ? {} : { payload: { junk: '\u0000' } }),
      });
      if (response.statusCode !== 401)
        answers.push(`${method} ${path}: ${response.statusCode} ${response.body.slice(0, 120)}`);
    }
    expect(answers).toEqual([]);
  });

  it('validates every integer path and query parameter to what the database column holds', async () => {
    const headers = await ctx.as('super_admin');
    const unbounded: string[] = [];
    const answers: string[] = [];
    for (const { method, path, operation } of operations()) {
      for (const parameter of operation.parameters ?? []) {
        if (parameter.schema?.type !== 'integer' || !['path', 'query'].includes(parameter.in)) continue;
        if (typeof parameter.schema.maximum !== 'number' || parameter.schema.maximum > maxId)
          unbounded.push(`${method} ${path} ${parameter.name}`);
        // Reads only: a write could answer 400 for its body alone.
        if (method !== 'GET') continue;
        const tooBig = String(maxId + 1);
        const url =
          parameter.in === 'path'
            ? concrete(path.replace(`{${parameter.name}}`, tooBig))
            : `${concrete(path)}?${parameter.name}=${tooBig}`;
        const response = await ctx.app.inject({ method: 'GET', url, headers });
        if (response.statusCode !== 400) answers.push(`${method} ${path} ${parameter.name}: ${response.statusCode}`);
      }
    }
    expect(unbounded).toEqual([]);
    expect(answers).toEqual([]);
  });

  it('refuses a NUL in a search term with 400 before the database sees it, and never logs query values', async () => {
    const headers = await ctx.as('super_admin');
    logLines.length = 0;
    for (const url of [
      '/api/v1/insurer/search?q=ab%00cd',
      '/api/v1/users/search?q=jane%00',
      '/api/v1/quotes/search?q=x%00yz',
    ]) {
      const response = await ctx.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'A value contains characters that cannot be stored' });
    }
    expect(logLines).toEqual([]);

    // A value the database itself refuses: the warning names the refusal, not the customer's data.
    const create = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers,
      payload: {
        name: 'Private\u0000Person',
        email: 'private.person@example.test',
        user_type: 'normal',
        password: 'Str0ng!Pass',
        status: true,
      },
    });
    expect(create.statusCode).toBe(400);
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toMatch(/private\.person|Private/);
  });

  it('answers an address too long with 414 in the API error shape, without echoing it', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/retrieve/${'q'.repeat(300)}`,
      payload: {},
    });
    expect(response.statusCode).toBe(414);
    expect(response.json()).toEqual({ success: false, message: 'The address is too long' });
  });

  it('answers a method the path does not have with 405 and Allow', async () => {
    const headers = await ctx.as('super_admin');
    const response = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/users', headers });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('GET, HEAD, POST');
    expect(response.json()).toEqual(errorShape);
    const login = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/login' });
    expect(login.statusCode).toBe(405);
    expect(login.headers.allow).toBe('POST');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/no-such-thing' })).statusCode).toBe(404);
  });

  it('refuses JSON sent as text/plain with 415', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ username: 'someone@example.test', password: 'x' }),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual(errorShape);
  });

  it('declares these answers in the OpenAPI document for every operation', () => {
    const missing: string[] = [];
    for (const { method, path, operation } of operations()) {
      const expected = [
        '400',
        '500',
        ...(path.includes('{') ? ['414'] : []),
        ...(method === 'GET' ? [] : ['413', '415']),
        ...(operation.security?.length ? ['401', '403'] : []),
      ];
      for (const status of expected) if (!operation.responses?.[status]) missing.push(`${method} ${path} ${status}`);
    }
    expect(missing).toEqual([]);
  });
});
