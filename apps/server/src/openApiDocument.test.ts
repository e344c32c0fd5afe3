// @vitest-environment node
/*
 * The OpenAPI document at /api/docs/json, read as an outside client (or an OpenAPI fuzzer) reads it:
 * every answer has a schema, every failure the one error shape, the failures each call can meet are
 * declared, ids are bounded to what PostgreSQL stores, and every request body the contract takes,
 * uploads included, is stated.
 */
import { api, maxId, openApiPath, type Endpoint } from '@buildcover/domain/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { toQuoteRequest } from '@buildcover/domain';
import { useTestApp } from '../test/app';
import { newUid, proposal } from './routes/quotes/quoteFixtures.test-support';

interface Schema {
  type?: string;
  pattern?: string;
  maxLength?: number;
  description?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}
interface Operation {
  security?: unknown[];
  parameters?: { name: string; in: string; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
  'x-rate-limit'?: unknown;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** Statuses that never carry a body. */
const bodiless = ['204', '304'];

const endpoints: Endpoint[] = Object.values(api).flatMap((resource) => Object.values(resource) as Endpoint[]);

/** A property that holds a database id (`id`, `quote_id`, `noteId`) or a list of them (`policies`). */
const idName = /^(id|.+_id|.+Id|policies)$/;

/** Every schema inside `schema` with the property name it sits under (array items keep their array's name). */
function* schemasIn(schema: Schema | undefined, name: string): Generator<{ name: string; schema: Schema }> {
  if (!schema) return;
  yield { name, schema };
  for (const [child, value] of Object.entries(schema.properties ?? {})) yield* schemasIn(value, child);
  yield* schemasIn(schema.items, name);
  for (const branch of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])])
    yield* schemasIn(branch, name);
}

describe('the OpenAPI document', () => {
  const ctx = useTestApp('pglite');
  let operations: { method: string; path: string; operation: Operation }[];

  beforeAll(async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as Document;
    operations = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
      );
  });

  it('documents exactly the contract: every endpoint, no other operation', () => {
    const documented = operations.map(({ method, path }) => `${method} ${path}`).sort();
    const contract = endpoints.map((e) => `${e.method} /api/v1${openApiPath(e.path)}`).sort();
    expect(documented).toEqual(contract);
  });

  it('gives every status of every operation a response schema (304 and 204 carry no body)', () => {
    const missing: string[] = [];
    for (const { method, path, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (bodiless.includes(status)) continue;
        const schemas = Object.values(response.content ?? {}).map((media) => media.schema);
        if (schemas.length === 0 || schemas.some((schema) => !schema)) missing.push(`${method} ${path} ${status}`);
      }
    }
    expect(operations.length).toBeGreaterThan(70);
    expect(missing).toEqual([]);
  });

  it('answers every failure with the one error shape { success: false, message, errors? }', () => {
    const other: string[] = [];
    for (const { method, path, operation } of operations) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (Number(status) < 400) continue;
        const schema = response.content?.['application/json']?.schema;
        const errors = schema?.properties?.errors;
        const shaped =
          schema?.properties?.success?.enum?.length === 1 &&
          schema.properties.success.enum[0] === false &&
          schema.properties.message?.type === 'string' &&
          ['success', 'message'].every((field) => schema.required?.includes(field)) &&
          (!errors ||
            (errors.type === 'array' &&
              errors.items?.properties?.path?.type === 'string' &&
              errors.items.properties.message?.type === 'string'));
        if (!shaped) other.push(`${method} ${path} ${status}`);
      }
    }
    expect(other).toEqual([]);
  });

  it('declares the failures each operation can meet', () => {
    const missing: string[] = [];
    for (const { method, path, operation } of operations) {
      const inPath = (operation.parameters ?? []).some((p) => p.in === 'path');
      const takesInput = (operation.parameters ?? []).length > 0 || Boolean(operation.requestBody);
      const expected = [
        '500',
        ...(takesInput ? ['400'] : []),
        ...(operation.security?.length ? ['401', '403'] : []),
        // A path parameter names a record (or a token) that may not exist, and may be longer than the router takes.
        ...(inPath ? ['404', '414'] : []),
        ...(operation.requestBody ? ['413', '415'] : []),
        ...(operation['x-rate-limit'] ? ['429'] : []),
      ];
      for (const status of expected) if (!operation.responses?.[status]) missing.push(`${method} ${path} ${status}`);
    }
    expect(missing).toEqual([]);
  });

  it('says which operations are rate limited', () => {
    const limited = operations
      .filter(({ operation }) => operation['x-rate-limit'])
      .map(({ method, path }) => `${method} ${path}`);
    expect(limited).toEqual(
      expect.arrayContaining([
        'POST /api/v1/auth/login',
        'POST /api/v1/quotes/get',
        'POST /api/v1/static/upload',
        'POST /api/v1/quotes/drafts/save',
      ]),
    );
  });

  it('bounds every id in a path, query or body to 1..2147483647 (a PostgreSQL integer)', () => {
    const unbounded: string[] = [];
    let checked = 0;
    for (const { method, path, operation } of operations) {
      const inputs = [
        ...(operation.parameters ?? []).map((p) => ({ where: `${p.in} ${p.name}`, name: p.name, schema: p.schema })),
        ...Object.entries(operation.requestBody?.content ?? {}).map(([type, media]) => ({
          where: type,
          name: '',
          schema: media.schema,
        })),
      ];
      for (const input of inputs) {
        for (const { name, schema } of schemasIn(input.schema, input.name)) {
          if (schema.type !== 'integer' || !(idName.test(name) || input.where.startsWith('path'))) continue;
          checked++;
          const lowest =
            schema.exclusiveMinimum === true ? (schema.minimum ?? -Infinity) + 1 : (schema.minimum ?? -Infinity);
          if (lowest < 1 || schema.maximum === undefined || schema.maximum > maxId)
            unbounded.push(`${method} ${path} ${input.where} ${name}: ${schema.minimum}..${schema.maximum}`);
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(unbounded).toEqual([]);
  });

  it('states the request body of every call that takes one: JSON, or multipart/form-data with the file as binary', () => {
    const problems: string[] = [];
    for (const endpoint of endpoints) {
      const name = `${endpoint.method} /api/v1${openApiPath(endpoint.path)}`;
      const operation = operations.find(({ method, path }) => `${method} ${path}` === name)?.operation;
      const content = operation?.requestBody?.content ?? {};
      if (!endpoint.body) {
        if (operation?.requestBody) problems.push(`${name}: documents a body it does not take`);
        continue;
      }
      const type = endpoint.multipart ? 'multipart/form-data' : 'application/json';
      const schema = content[type]?.schema;
      if (!schema?.properties) {
        problems.push(`${name}: no ${type} body`);
        continue;
      }
      if (endpoint.multipart) {
        const files = Object.entries(schema.properties).filter(
          ([, property]) => property.type === 'string' && property.format === 'binary',
        );
        if (files.length === 0 || !files.every(([field]) => schema.required?.includes(field)))
          problems.push(`${name}: no required binary file field`);
      }
    }
    expect(endpoints.filter((e) => e.multipart).length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  it('declares each success answer in its real content type: HTML documents text/html, stored files their own types as binary, the rest JSON', () => {
    const wrong: string[] = [];
    for (const endpoint of endpoints) {
      const name = `${endpoint.method} /api/v1${openApiPath(endpoint.path)}`;
      const content =
        operations.find(({ method, path }) => `${method} ${path}` === name)?.operation.responses?.['200']?.content ??
        {};
      const types = Object.keys(content).sort();
      if (endpoint.html) {
        if (types.join() !== 'text/html' || content['text/html']?.schema?.type !== 'string')
          wrong.push(`${name}: ${types.join() || 'no content'}`);
      } else if (endpoint.binary) {
        const binary =
          types.length > 0 &&
          types.every(
            (type) =>
              type !== 'application/json' &&
              content[type]?.schema?.type === 'string' &&
              content[type]?.schema?.format === 'binary',
          );
        if (!binary) wrong.push(`${name}: ${types.join() || 'no content'}`);
      } else if (types.join() !== 'application/json') wrong.push(`${name}: ${types.join() || 'no content'}`);
    }
    expect(endpoints.filter((e) => e.html).length).toBeGreaterThan(3);
    expect(endpoints.filter((e) => e.binary).length).toBeGreaterThan(0);
    expect(wrong).toEqual([]);
  });

  it('declares a file download in the types an upload may be stored as (PDF among them)', () => {
    const content =
      operations.find(({ method, path }) => method === 'GET' && path === '/api/v1/static/files/{key}')?.operation
        .responses?.['200']?.content ?? {};
    expect(Object.keys(content)).toEqual(expect.arrayContaining(['application/pdf', 'image/png', 'image/jpeg']));
  });

  it('declares 304 (and any 204) with no body at all, not a JSON null', () => {
    const states = operations.find(({ method, path }) => method === 'GET' && path === '/api/v1/states')?.operation;
    expect(states?.responses?.['304']).toBeDefined();
    const withBody = operations.flatMap(({ method, path, operation }) =>
      Object.entries(operation.responses ?? {})
        .filter(([status, response]) => bodiless.includes(status) && response.content !== undefined)
        .map(([status]) => `${method} ${path} ${status}`),
    );
    expect(withBody).toEqual([]);
  });

  it('declares no 404 on a list that takes no path parameter (a list never answers an unknown id)', () => {
    const lists = operations.filter(({ operation }) => {
      const success = operation.responses?.['200']?.content?.['application/json']?.schema;
      const page = success?.properties?.data?.properties ?? success?.properties;
      return (
        page?.results?.type === 'array' &&
        page.count !== undefined &&
        !(operation.parameters ?? []).some((p) => p.in === 'path')
      );
    });
    expect(lists.length).toBeGreaterThan(8);
    expect(
      lists.filter(({ operation }) => operation.responses?.['404']).map(({ method, path }) => `${method} ${path}`),
    ).toEqual([]);
  });

  /** The documented body schema of an operation, and the schema at a dotted path inside it. */
  const bodyOf = (method: string, path: string): Schema | undefined =>
    operations.find((o) => o.method === method && o.path === path)?.operation.requestBody?.content?.['application/json']
      ?.schema;
  const at = (schema: Schema | undefined, path: string): Schema | undefined =>
    path
      .split('.')
      .reduce<Schema | undefined>(
        (s, key) =>
          key === '*'
            ? s?.items
            : (s?.properties?.[key] ?? s?.anyOf?.find((b) => b.properties?.[key])?.properties?.[key]),
        schema,
      );

  it('states the proposal answers’ formats in the quote request, the insured save and the section saves, and the rules across answers', () => {
    const stated = (method: string, path: string, field: string) => {
      const schema = at(bodyOf(method, path), field);
      return {
        pattern: schema?.pattern,
        format: schema?.format,
        maxLength: schema?.maxLength,
        enum: schema?.enum?.length,
        described: Boolean(schema?.description),
      };
    };
    const phone = {
      pattern: expect.any(String),
      format: undefined,
      maxLength: undefined,
      enum: undefined,
      described: true,
    };
    expect(stated('POST', '/api/v1/quotes/get', 'insured.contact_no')).toEqual(phone);
    expect(stated('POST', '/api/v1/quotes/get', 'insured.add_holder.contact_no')).toEqual(phone);
    expect(stated('PUT', '/api/v1/insured/{id}', 'contact_no')).toEqual(phone);
    expect(stated('POST', '/api/v1/quotes/get', 'insured.email')).toMatchObject({ format: 'email', maxLength: 254 });
    expect(stated('POST', '/api/v1/quotes/get', 'insured.first_name')).toMatchObject({ maxLength: 50 });
    expect(stated('POST', '/api/v1/quotes/get', 'property.address.postcode').pattern).toBeDefined();
    expect(stated('POST', '/api/v1/quotes/get', 'property.address.state').enum).toBe(9);
    expect(stated('POST', '/api/v1/quotes/get', 'property.valuation').pattern).toBeDefined();
    expect(stated('POST', '/api/v1/quotes/get', 'property.proposed_start_date').pattern).toBeDefined();
    expect(stated('POST', '/api/v1/quotes/get', 'covers.*.cover').enum).toBeGreaterThan(1);
    expect(stated('POST', '/api/v1/quotes/get', 'claim_risk.claims.*.cost').pattern).toBeDefined();
    expect(stated('POST', '/api/v1/quotes/get', 'property_risk.piling_plans').described).toBe(true);
    const savePaths = [
      '/api/v1/insured/{id}',
      '/api/v1/quotes/project/{propertyId}/address/{addressId}',
      '/api/v1/quotes/cover/{id}',
      '/api/v1/quotes/project/{id}',
      '/api/v1/quotes/claim/risk/{id}',
      '/api/v1/quotes/property/holder/risk/{id}',
      '/api/v1/quotes/property/risk/{id}',
    ];
    const saves = operations.filter(({ path, operation }) => savePaths.includes(path) && operation.requestBody);
    expect(saves.length).toBe(savePaths.length);
    const addressSave = saves.find(({ path }) => path.includes('/address/'))!;
    expect(at(bodyOf(addressSave.method, addressSave.path), 'postcode')?.pattern).toBeDefined();
    const coverSave = saves.find(({ path }) => path.includes('/cover/'))!;
    expect(at(bodyOf(coverSave.method, coverSave.path), 'valuation')?.pattern).toBeDefined();
    for (const { method, path } of [{ method: 'POST', path: '/api/v1/quotes/get' }, ...saves])
      expect(bodyOf(method, path)?.description, `${method} ${path}`).toMatch(/only when it is shown/);
  });

  it('refuses what the stated formats refuse, with the form’s message at the answer’s path', async () => {
    const body = bodyOf('POST', '/api/v1/quotes/get');
    const cases: { field: string; value: string; message: string }[] = [
      { field: 'insured.contact_no', value: '12345', message: 'Contact phone number must be 10 digits.' },
      { field: 'insured.abn', value: '1234', message: 'ABN must contain exactly 11 digits.' },
      { field: 'property.address.postcode', value: '20a0', message: 'Postcode must be 4 digits.' },
      { field: 'property.valuation', value: '12.345', message: 'Value of the construction work must be a number.' },
      { field: 'property.address.state', value: 'XYZ', message: 'State is required.' },
      { field: 'insured.first_name', value: 'x'.repeat(51), message: 'Please enter no more than 50 characters.' },
    ];
    for (const { field, value, message } of cases) {
      const schema = at(body, field);
      const documentedRefusal =
        (schema?.pattern !== undefined && !new RegExp(schema.pattern).test(value)) ||
        (schema?.enum !== undefined && !schema.enum.includes(value)) ||
        (schema?.maxLength !== undefined && value.length > schema.maxLength);
      expect(documentedRefusal, `${field}: the document refuses ${value}`).toBe(true);
      const payload = toQuoteRequest(proposal(), await newUid(ctx.app)) as unknown as Record<
        string,
        Record<string, unknown>
      >;
      const keys = field.split('.');
      const parent = keys
        .slice(0, -1)
        .reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, payload);
      parent[keys.at(-1)!] = value;
      const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload });
      expect(response.statusCode, `${field} = ${value}`).toBe(400);
      expect(response.json(), field).toMatchObject({ errors: expect.arrayContaining([{ path: field, message }]) });
    }
  });

  it('checks an answer’s stated format in the schema, shown or hidden question alike, and reports it once with the form’s message', async () => {
    const message = 'Replacement value of the existing structure must be a number.';
    const submit = async (existingStructure: 'yes' | 'no') => {
      const payload = toQuoteRequest(
        proposal({ existingStructure, nonCombustible: 'yes', structurallyUnsound: 'no' }),
        await newUid(ctx.app),
      );
      // The form sends a hidden answer as null; another client might send it anyway.
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/v1/quotes/get',
        payload: { ...payload, property: { ...payload.property, exs_replacement_value: '1,200' } },
      });
      return { status: response.statusCode, errors: response.json().errors as { path: string; message: string }[] };
    };
    for (const existingStructure of ['yes', 'no'] as const) {
      const { status, errors } = await submit(existingStructure);
      expect(status, existingStructure).toBe(400);
      expect(
        errors.filter((e) => e.path === 'property.exs_replacement_value'),
        existingStructure,
      ).toEqual([{ path: 'property.exs_replacement_value', message }]);
    }
  });

  it('gives a section save’s additional holder its own messages, as the quote request does', async () => {
    const { insured } = toQuoteRequest(proposal(), 'unused');
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/insured/1',
      headers: await ctx.as('admin'),
      payload: {
        ...insured,
        full_name: null,
        name: undefined,
        add_holder: { ...insured, name: undefined, contact_no: '12345' },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'add_holder.contact_no', message: "Additional policy holder's contact phone number must be 10 digits." },
    ]);
  });
});
