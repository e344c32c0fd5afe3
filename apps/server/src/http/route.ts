import type { Endpoint } from '@buildcover/domain/api';

type Part<E, K extends string> = E extends { [P in K]: infer S } ? S : undefined;

interface RouteSchema<E extends Endpoint> {
  tags: string[];
  summary: string;
  security?: { bearer: never[] }[];
  produces?: string[];
  consumes?: string[];
  params: Part<E, 'params'>;
  querystring: Part<E, 'query'>;
  headers: Part<E, 'headers'>;
  /** A multipart body is read by the handler, not by Fastify's JSON validation. */
  body: E extends { multipart: true } ? undefined : Part<E, 'body'>;
  /** The multipart form's fields, for the OpenAPI document only (plugins/swagger.ts). */
  multipartForm?: E extends { multipart: true } ? Part<E, 'body'> : undefined;
  response: E['responses'];
}

/**
 * A contract endpoint as Fastify route options: method, url and the schema Fastify validates the
 * request with and serialises the answer with (so an answer that drifts from the contract is a 500
 * and a failing test, never a customer's problem). Spread it: `app.route({ ...route(e), handler })`.
 */
export function route<const E extends Endpoint>(endpoint: E): { method: E['method']; url: E['path']; schema: RouteSchema<E> } {
  const schema = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.auth === 'none' ? {} : { security: [{ bearer: [] }] }),
    // An HTML answer (`html: true`) is documented by its 200 schema's description; `produces` would
    // take the JSON error bodies out of the OpenAPI document.
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    ...(endpoint.body ? (endpoint.multipart ? { multipartForm: endpoint.body } : { body: endpoint.body }) : {}),
    response: endpoint.responses,
  };
  return { method: endpoint.method, url: endpoint.path, schema: schema as RouteSchema<E> };
}
