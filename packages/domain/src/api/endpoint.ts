import type { z } from 'zod';
import type { UserType } from '../reference/userTypes';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: nobody in particular, a staff session, an admin or super admin, or a quote's own access token. */
export type EndpointAuth = 'none' | 'optional' | 'staff' | 'admin' | 'super_admin' | 'quote';

/** The staff levels an endpoint can ask for. */
export type StaffAuth = Extract<EndpointAuth, 'staff' | 'admin' | 'super_admin'>;

/**
 * The one role rule: whether a staff member of `role` may make a call whose contract says `auth`.
 * A super admin may do anything; an admin what is for staff or admins; a normal user what is for
 * staff (reads, notes). The server's guards refuse by it; the screens show only what it allows.
 * Calls that are not staff calls (public, quote-token) are allowed here: their own checks decide.
 */
export function roleMayCall(role: UserType | null | undefined, auth: EndpointAuth): boolean {
  if (auth !== 'staff' && auth !== 'admin' && auth !== 'super_admin') return true;
  if (!role) return false;
  if (role === 'super_admin') return true;
  if (auth === 'super_admin') return false;
  return auth === 'staff' || role === 'admin';
}

/** The answers a call can give, by HTTP status: a zod schema each (JSON unless the endpoint is `html` or `binary`). */
export type EndpointResponses = { [status: number]: z.ZodType };

/**
 * One API call: method, path (relative to /api/v1, `:name` for a path parameter) and the zod
 * schemas of what goes in and what comes out. The server validates and serialises with it, the
 * OpenAPI document is generated from it, the api-client and the test doubles are typed by it.
 */
export interface Endpoint {
  method: HttpMethod;
  path: string;
  summary: string;
  tags: readonly string[];
  auth: EndpointAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Request headers the route reads (e.g. pay/v4's Idempotency-Key). */
  headers?: z.ZodType;
  /** The request body is multipart/form-data (uploads); `body` is then not JSON. */
  multipart?: boolean;
  /** 200 is the success answer; every other status the route can answer is listed with its error body. */
  responses: EndpointResponses & { 200: z.ZodType };
  /** The success answer is an HTML document (`text/html`), not JSON. */
  html?: boolean;
  /** The success answer is a stored file's bytes in its own content type: the caller receives a Blob. */
  binary?: boolean;
  /** The content types a `binary` answer comes in (the OpenAPI document lists each). */
  mediaTypes?: readonly string[];
}

/** Keeps the literal types of one endpoint (so params, query, body and answers stay precise). */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type SchemaOf<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends z.ZodType }
  ? S
  : undefined;

/**
 * What a caller passes in: the schemas' input types. A coerced field (`z.coerce.number()`) takes
 * unknown on the server; a caller still sends the type the server ends up with.
 */
export type InputOf<S> = S extends z.ZodType
  ? unknown extends z.input<S>
    ? z.output<S>
    : { [K in keyof z.input<S>]: unknown extends z.input<S>[K] ? z.output<S>[K & keyof z.output<S>] : z.input<S>[K] }
  : never;

export type ParamsOf<E extends Endpoint> = InputOf<SchemaOf<E, 'params'>>;
export type QueryOf<E extends Endpoint> = InputOf<SchemaOf<E, 'query'>>;
export type BodyOf<E extends Endpoint> = InputOf<SchemaOf<E, 'body'>>;

/** The success answer as the caller receives it: the JSON the server serialised with the 200 schema, or a Blob of a file's bytes. */
export type ResponseOf<E extends Endpoint> = E extends { binary: true } ? Blob : z.output<E['responses'][200]>;

/** What the handler may return for the success answer (before the schema's own defaults). */
export type ReplyOf<E extends Endpoint> = z.input<E['responses'][200]>;

/** `/quotes/:id/notes` with `{ id: 7 }` → `/quotes/7/notes`; every value is URL-encoded. */
/** The largest id a PostgreSQL integer column holds. */
export const maxId = 2_147_483_647;

/** Whether a path's id can name a record: a positive whole number the database can store ('abc', 0, 1.5 and NaN cannot). */
export function isRecordId(value: unknown): boolean {
  const id = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id >= 1 && id <= maxId;
}

export function pathOf(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The OpenAPI form of a path: `/quotes/:id` → `/quotes/{id}`. */
export function openApiPath(path: string): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, '{$1}');
}
