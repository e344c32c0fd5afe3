import { errors, type ErrorStatus } from '@buildcover/domain/api';
import type { FastifyError, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { isAuthGuard } from '../auth/guards';
import { sendError } from './errors';

declare module 'fastify' {
  interface FastifyInstance {
    /** The methods the API has for a concrete `/api/...` path (empty when the path is unknown). */
    allowedMethods(path: string): string[];
  }
}

const NUL_MESSAGE = 'A value contains characters that cannot be stored';

/** Fastify's own URL errors (a path parameter longer than the router takes, a bad %-escape), in the API's error shape. */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') sendError(reply, 414, 'The address is too long');
  else if (error.code === 'FST_ERR_BAD_URL') sendError(reply, 400, 'The address is not valid');
  else sendError(reply, 500, 'Something went wrong at our end. Please try again!');
}

const asList = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** `/api/v1/quotes/:id/notes` → a pattern for concrete paths. */
const pathPattern = (url: string): RegExp =>
  new RegExp(
    `^${url
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/:[A-Za-z_][A-Za-z0-9_]*/g, '[^/]+')
      .replace(/\*/g, '.*')}/?$`,
  );

const bodyMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The failures every API operation can give besides its own: a bad address or a value with NUL (400),
 * an address too long (414), a body too large or not JSON (413, 415), no or a wrong token (401, 403),
 * too many calls (429), and our own fault (500). Declared here once, so the OpenAPI document states them
 * for every operation.
 */
function commonStatuses(route: RouteOptions): ErrorStatus[] {
  const statuses: ErrorStatus[] = [400, 500];
  if (route.url.includes(':')) statuses.push(414);
  if (asList(route.method).some((m) => bodyMethods.has(m))) statuses.push(413, 415);
  if ((route.schema as { security?: unknown[] } | undefined)?.security?.length) statuses.push(401, 403);
  if ((route.config as { rateLimit?: unknown } | undefined)?.rateLimit) statuses.push(429);
  return statuses;
}

/**
 * What every API route does at its edge, whoever wrote it: authentication before anything else,
 * no NUL anywhere in the address, the common failures declared, and the methods of each path known
 * (405 with `Allow` for one it lacks, answered by the not-found handler).
 */
export default fp(
  async (app) => {
    const routes: { pattern: RegExp; methods: string[] }[] = [];

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      routes.push({ pattern: pathPattern(route.url), methods: asList(route.method) });

      const preHandlers = asList(route.preHandler);
      const guards = preHandlers.filter(isAuthGuard);
      if (guards.length > 0) {
        route.preHandler = preHandlers.filter((hook) => !isAuthGuard(hook));
        route.onRequest = [...guards, ...asList(route.onRequest)] as RouteOptions['onRequest'];
      }

      const schema = route.schema as
        | { response?: Record<string, unknown>; hide?: boolean; 'x-rate-limit'?: unknown }
        | undefined;
      if (schema?.response && !schema.hide) {
        const declared = new Set(Object.keys(schema.response));
        const missing = commonStatuses(route).filter((status) => !declared.has(String(status)));
        schema.response = { ...schema.response, ...errors(...missing) };
        // The document says which calls are rate limited (the reason for their 429), and how.
        const rateLimit = (route.config as { rateLimit?: { max?: unknown; timeWindow?: unknown } } | undefined)
          ?.rateLimit;
        if (rateLimit) schema['x-rate-limit'] = { max: rateLimit.max, timeWindow: rateLimit.timeWindow };
      }
    });

    // A NUL byte in a path or query value (`%00`) can never be stored or searched for: refused before routing further.
    app.addHook('onRequest', async (request, reply) => {
      if (/%00|\u0000/i.test(request.url)) return sendError(reply, 400, NUL_MESSAGE);
    });

    app.decorate('allowedMethods', (path: string): string[] => {
      const methods = new Set<string>();
      for (const route of routes) if (route.pattern.test(path)) for (const method of route.methods) methods.add(method);
      return [...methods];
    });
  },
  { name: 'edges', dependencies: ['errors'] },
);
