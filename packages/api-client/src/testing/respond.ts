import { errorResponse, type Endpoint } from '@buildcover/domain/api';
import { http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import { API_PREFIX } from '../core/call';

type Part<E, K extends string> = E extends { [P in K]: infer S extends z.ZodType } ? z.output<S> : undefined;

/** What a handler receives: the request, and its params, query and body as the server would have parsed them. */
export interface MockRequest<E extends Endpoint> {
  request: Request;
  params: Part<E, 'params'>;
  query: Part<E, 'query'>;
  body: Part<E, 'body'>;
}

/** An answer: a status the endpoint declares and a body of that status's schema (or the 500 any route can give). */
export type MockReply<E extends Endpoint> =
  | { [S in keyof E['responses'] & number]: { status: S; body: z.input<E['responses'][S]> } }[keyof E['responses'] &
      number]
  | { status: 500; body: z.input<typeof errorResponse> };

/** Shapes that the contract refused: a mock API's `close()` reports them, so the test fails. */
export const contractViolations: string[] = [];

const fieldErrors = (error: z.ZodError) =>
  error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/** An MSW handler answering requests to one contract endpoint (its method and path) with `resolver`. */
export function onEndpoint(endpoint: Endpoint, baseUrl: string, resolver: HttpResponseResolver): HttpHandler {
  const method = endpoint.method.toLowerCase() as Lowercase<Endpoint['method']>;
  return http[method](`${baseUrl}${API_PREFIX}${endpoint.path}`, resolver);
}

/**
 * An MSW handler for one contract endpoint. The request's params, query and JSON body are parsed by
 * the endpoint's schemas (bad input answers 400 as the server does), and the answer is parsed by the
 * endpoint's response schema for its status before it is sent: a test double can never answer a
 * shape the server does not send.
 */
export function respond<E extends Endpoint>(
  endpoint: E,
  resolve: (input: MockRequest<E>) => MockReply<E> | Promise<MockReply<E>>,
  baseUrl = '',
): HttpHandler {
  return onEndpoint(endpoint, baseUrl, async ({ request, params }) => {
    const url = new URL(request.url);
    const parsed: Record<string, unknown> = {};
    const inputs: [key: string, schema: z.ZodType | undefined, value: () => Promise<unknown>][] = [
      ['params', endpoint.params, async () => params],
      ['query', endpoint.query, async () => Object.fromEntries(url.searchParams)],
      [
        'body',
        endpoint.multipart ? undefined : endpoint.body,
        async () => {
          const text = await request.clone().text();
          return text ? (JSON.parse(text) as unknown) : undefined;
        },
      ],
    ];
    for (const [key, schema, value] of inputs) {
      if (!schema) continue;
      const result = schema.safeParse(await value());
      if (!result.success) {
        const errors = fieldErrors(result.error);
        return HttpResponse.json(
          { success: false, message: errors[0]?.message ?? 'Invalid input', errors },
          { status: 400 },
        );
      }
      parsed[key] = result.data;
    }
    const reply = await resolve({ request, ...parsed } as MockRequest<E>);
    // Any route may fail with the server's one error body (its error handler's 500).
    const schema =
      reply.status === 500
        ? errorResponse
        : (endpoint.responses as Record<number, z.ZodType | undefined>)[reply.status];
    const checked = schema?.safeParse(reply.body);
    if (!schema || !checked?.success) {
      const problem = `${endpoint.method} ${endpoint.path} answered ${reply.status} with a body its contract refuses: ${schema ? JSON.stringify(fieldErrors(checked!.error!)) : 'no schema for this status'}`;
      contractViolations.push(problem);
      throw new Error(problem);
    }
    if (endpoint.html && reply.status === 200) return HttpResponse.html(String(checked.data));
    // A stored file's bytes go out as they are, in the file's own content type.
    if (isBlob(checked.data))
      return new HttpResponse(checked.data, {
        status: reply.status,
        headers: { 'content-type': checked.data.type || 'application/octet-stream' },
      });
    return HttpResponse.json(checked.data as object, { status: reply.status });
  });
}

/** A Blob from any realm (jsdom's or Node's: `instanceof` tells them apart). */
const isBlob = (value: unknown): value is Blob =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Blob).arrayBuffer === 'function' &&
  typeof (value as Blob).type === 'string';

/** `{ status: 200, body }` */
export const ok = <B>(body: B) => ({ status: 200 as const, body });
/** `{ status, body: { success: false, message } }` */
export const fail = <S extends number>(status: S, message: string, errors?: { path: string; message: string }[]) => ({
  status,
  body: { success: false as const, message, ...(errors ? { errors } : {}) },
});
