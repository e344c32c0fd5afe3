import type { Endpoint } from '@buildcover/domain/api';

type Part<E, K extends string> = E extends { [P in K]: infer S } ? S : undefined;

interface RouteSchema<E extends Endpoint> {
  tags: string[];
  summary: string;
  security?: { bearer: never[] }[];
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
/**
 * The success answer's content types when it is not JSON: a rendered document is text/html, a
 * stored file comes in its own types. Declared per status (Fastify's `content` form), so the JSON
 * error bodies keep application/json in the OpenAPI document.
 */
function successMediaTypes(endpoint: Endpoint): readonly string[] | undefined {
  if (endpoint.html) return ['text/html'];
  if (endpoint.binary) return endpoint.mediaTypes ?? ['application/octet-stream'];
  return undefined;
}

function responsesOf(endpoint: Endpoint): Record<number, unknown> {
  const types = successMediaTypes(endpoint);
  if (!types) return endpoint.responses;
  const success = endpoint.responses[200];
  return {
    ...endpoint.responses,
    200: {
      description: success.description,
      content: Object.fromEntries(types.map((type) => [type, { schema: success }])),
    },
  };
}

/**
 * A contract endpoint as Fastify route options: method, url and the schema Fastify validates the
 * request with and serialises the answer with (so an answer that drifts from the contract is a 500
 * and a failing test, never a customer's problem). Spread it: `app.route({ ...route(e), handler })`.
 */
export function route<const E extends Endpoint>(
  endpoint: E,
): { method: E['method']; url: E['path']; schema: RouteSchema<E> } {
  const schema = {
    tags: [...endpoint.tags],
    summary: endpoint.summary,
    ...(endpoint.auth === 'none' ? {} : { security: [{ bearer: [] }] }),
    ...(endpoint.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(endpoint.params ? { params: endpoint.params } : {}),
    ...(endpoint.query ? { querystring: endpoint.query } : {}),
    ...(endpoint.headers ? { headers: endpoint.headers } : {}),
    ...(endpoint.body ? (endpoint.multipart ? { multipartForm: endpoint.body } : { body: endpoint.body }) : {}),
    response: responsesOf(endpoint),
  };
  return { method: endpoint.method, url: endpoint.path, schema: schema as RouteSchema<E> };
}
