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
  return jsonSchemaTransform(multipartForm ? { ...input, schema: { ...schema, body: multipartForm } } : input);
};

/** OpenAPI built from the routes' zod schemas, browsable at /api/docs. */
export default fp(
  async (app) => {
    await app.register(swagger, {
      openapi: {
        info: { title: 'BuildCover API', version: '1.0.0', description:
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
