// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { documentedAnswers } from '../test/openApiCheck';
import { createQuoteFixture } from './payments/test/fixtures';

/**
 * Every operation of the API fuzzed from its contract: requests generated from the schemas the
 * OpenAPI document publishes (which the contract's zod schemas produce), with hostile values mixed
 * in. No answer may be a 5xx; a refusal is a 4xx in the error shape; a success matches the
 * documented response schema. Fixed seed in the normal run; `FUZZ_RUNS=200 FUZZ_SEED=…` for a
 * longer one.
 */
type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
};
interface Operation {
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: unknown[];
}

const runs = Number(process.env.FUZZ_RUNS ?? 6);
const seed = Number(process.env.FUZZ_SEED ?? 15);

/** Values no schema expects: wrong types, extremes, unicode, NUL, markup and SQL. */
const hostile = fc.constantFrom<unknown>(
  null,
  -1,
  0,
  2 ** 31,
  2 ** 53,
  -(2 ** 63),
  1.5,
  '',
  ' ',
  'x'.repeat(5000),
  '\u0000',
  'a\u0000b',
  '🏗️'.repeat(40),
  '\u202eevil',
  "' OR 1=1 --",
  '"; DROP TABLE quotes; --',
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%00',
  '1e309',
  'NaN',
  true,
  [],
  {},
  { __proto__: { polluted: true } },
  [null, { constructor: { prototype: { polluted: true } } }],
);

const hostileText = fc.constantFrom(
  '',
  'x'.repeat(300),
  '\u0000',
  '-1',
  '2147483648',
  '9007199254740993',
  '1.5',
  'null',
  '%',
  "' OR 1=1 --",
  '<b>',
  '🏗️',
  'a b',
  'true',
);

function valid(schema: Schema | undefined, depth: number): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.jsonValue({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => valid(s, depth + 1)));
  if (schema.allOf?.length) return valid(schema.allOf[0], depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 100_000, 2 ** 31),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e9, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date')
        return fc
          .date({ min: new Date('2000-01-01'), max: new Date('2040-01-01'), noInvalidDate: true })
          .map((d) => d.toISOString().slice(0, 10));
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'array':
      return fc.array(value(schema.items, depth + 1), { maxLength: 3 });
    case 'object': {
      const properties = schema.properties ?? {};
      const record = Object.fromEntries(Object.entries(properties).map(([k, s]) => [k, value(s, depth + 1)]));
      return fc.record(record, { requiredKeys: (schema.required ?? []).filter((k) => k in properties) });
    }
    default:
      return fc.jsonValue({ maxDepth: 1 });
  }
}

/** Mostly what the schema asks for, sometimes something hostile. */
function value(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 4, arbitrary: valid(schema, depth) }, { weight: 1, arbitrary: hostile });
}

/** A path or query value as text. */
function text(schema: Schema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: valid(schema, 3).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))) },
    { weight: 1, arbitrary: hostileText },
  );
}

/** How the body travels: as JSON mostly, otherwise broken or mislabelled. */
const bodyForms = fc.constantFrom(
  'json',
  'json',
  'json',
  'json',
  'malformed',
  'text/plain',
  'multipart-no-boundary',
  'form-urlencoded',
);

describe('contract fuzzing: every operation, generated requests, no 5xx', () => {
  const ctx = useTestApp('pglite', { LOGIN_MAX_FAILURES_PER_USER: '100000', LOGIN_MAX_FAILURES_PER_ADDRESS: '100000' });

  it('answers every generated request with a documented 4xx in the error shape or a 2xx matching its schema', {
    timeout: 120_000,
  }, async () => {
    const staff = await ctx.as('super_admin');
    // Records for the generated ids to find (ids 1 and 2 of quotes, policies, insureds, users).
    await createQuoteFixture(ctx.app);
    await createQuoteFixture(ctx.app, { policyStatus: 'draft', quoteStatus: 'quoted' });
    const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const check = documentedAnswers(ctx.app);
    const operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/') && path !== '/api/v1/auth/logout')
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
      );
    expect(operations.length).toBeGreaterThan(60);

    const failures: string[] = [];
    const succeeded = new Set<string>();
    for (const { method, path, operation } of operations) {
      const parameters = operation.parameters ?? [];
      const pathParams = parameters.filter((p) => p.in === 'path');
      const queryParams = parameters.filter((p) => p.in === 'query');
      const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
      const request = fc.record({
        // An empty segment would be another path: a path value has at least one character.
        path: fc.record(
          Object.fromEntries(
            pathParams.map((p) => [
              p.name,
              fc.oneof(
                fc.constantFrom('1', '2'),
                text(p.schema).map((v) => v || '0'),
              ),
            ]),
          ),
        ),
        query: fc.record(Object.fromEntries(queryParams.map((p) => [p.name, text(p.schema)])), { requiredKeys: [] }),
        body: bodySchema ? value(bodySchema) : fc.constant(undefined),
        form: bodyForms,
        signedIn: fc.boolean(),
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ path: params, query, body, form, signedIn }) => {
          const url = `${path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(params[name] ?? '1'))}${Object.keys(query).length ? `?${new URLSearchParams(query as Record<string, string>)}` : ''}`;
          const json = JSON.stringify(body ?? {});
          const payload = method === 'GET' ? undefined : form === 'malformed' ? `${json.slice(0, -1)},` : json;
          const contentType = {
            json: 'application/json',
            malformed: 'application/json',
            'text/plain': 'text/plain',
            'multipart-no-boundary': 'multipart/form-data',
            'form-urlencoded': 'application/x-www-form-urlencoded',
          }[form];
          const headers = {
            ...(signedIn && operation.security ? staff : {}),
            ...(payload === undefined ? {} : { 'content-type': contentType }),
          };
          const response = await ctx.app.inject({
            method: method as 'GET',
            url,
            headers,
            ...(payload === undefined ? {} : { payload }),
          });
          const label = `${method} ${url} [${form}${signedIn ? ', staff' : ''}] ${payload?.slice(0, 200) ?? ''} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          if (response.statusCode >= 500) {
            failures.push(label);
            return;
          }
          if (response.statusCode < 300) succeeded.add(`${method} ${path}`);
          const isJson = String(response.headers['content-type']).startsWith('application/json');
          if (response.statusCode >= 400) {
            const answer = isJson ? (response.json() as { success?: unknown; message?: unknown }) : {};
            if (answer.success !== false || typeof answer.message !== 'string')
              failures.push(`${label}: not the error shape`);
          }
          for (const problem of check.problems(
            method,
            url,
            response.statusCode,
            response.headers['content-type'] as string | undefined,
            response.body,
          ))
            failures.push(`${label}: ${problem}`);
        }),
        { numRuns: runs, seed, endOnFailure: true },
      );
    }
    expect(failures).toEqual([]);
    // The generated requests get past validation too: many operations answered with success at least once.
    expect(succeeded.size).toBeGreaterThan(operations.length / 4);
  });

  it('refuses a body larger than the limit with 413 in the error shape', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'x'.repeat(2 * 1024 * 1024), password: 'x' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ success: false, message: 'The request body is too large' });
  });
});
