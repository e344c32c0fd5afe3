import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * A multipart upload's form is read by its handler, so it is not the route's `body` (Fastify would
 * validate it as JSON); the document still states it as the request body, with `consumes` naming
 * multipart/form-data (apps/server/src/http/route.ts).
 */
const documentMultipartForm: typeof jsonSchemaTransform = (input) => {
  const { multipartForm, ...schema } = (input.schema ?? {}) as { multipartForm?: unknown };
  return withoutBodies(
    jsonSchemaTransform(multipartForm ? { ...input, schema: { ...schema, body: multipartForm } } : input),
  );
};

/** Statuses that never carry a body (RFC 9110: 204 No Content, 304 Not Modified). */
const bodiless = ['204', '304'];

/**
 * A 204 or 304 answer has no body: `type: 'null'` makes @fastify/swagger declare it with no content
 * at all (a zod null would come out as a JSON body holding null).
 */
function withoutBodies(output: ReturnType<typeof jsonSchemaTransform>): ReturnType<typeof jsonSchemaTransform> {
  const response = (output.schema as { response?: Record<string, { description?: string }> } | undefined)?.response;
  if (!response || !bodiless.some((status) => status in response)) return output;
  const kept = Object.fromEntries(
    Object.entries(response).map(([status, answer]) => [
      status,
      bodiless.includes(status) ? { type: 'null', description: answer.description } : answer,
    ]),
  );
  return { ...output, schema: { ...output.schema, response: kept } };
}

/** OpenAPI built from the routes' zod schemas, browsable at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'BuildCover API',
          version: '1.0.0',
          description:
            'Quotes, policies, payments and back office for BuildCover. Every failure answers `{ success: false, message, errors? }`; a method a path does not have answers 405 with `Allow` listing the ones it has.',
        },
        components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: documentMultipartForm,
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
