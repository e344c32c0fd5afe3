import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/errors';
import { SandboxGateway, SandboxGatewayError } from './gateway';
import { sandboxTestCards } from './testCards';

const publicDir = new URL('../../../public-sandbox/', import.meta.url);
const read = (name: string) => readFileSync(fileURLToPath(new URL(name, publicDir)), 'utf8');

/** The gateway's browser files, read once at start. */
const assets = {
  'sdk.js': { type: 'text/javascript; charset=utf-8', body: read('sdk.js') },
  'fields.js': { type: 'text/javascript; charset=utf-8', body: read('fields.js') },
  'card-rules.js': { type: 'text/javascript; charset=utf-8', body: read('card-rules.js') },
  'challenge.js': { type: 'text/javascript; charset=utf-8', body: read('challenge.js') },
  'fields.css': { type: 'text/css; charset=utf-8', body: read('fields.css') },
  'challenge.css': { type: 'text/css; charset=utf-8', body: read('challenge.css') },
} as const;
const fieldsPage = read('fields.html');
const challengePage = read('challenge.html');

const tokenBody = z.object({
  number: z.string().max(40),
  expiry: z.string().max(10),
  cvc: z.string().max(10),
  name: z.string().max(200),
  reference: z.string().min(1).max(200),
  amount_cents: z.number().int().min(0),
  verification: z.string().min(1).max(200),
});
const authenticationId = z.object({ id: z.uuid('Unknown verification') });

function refusal(error: unknown): never {
  if (error instanceof SandboxGatewayError)
    throw badRequest(error.message, error.field ? [{ path: error.field, message: error.message }] : undefined);
  throw error;
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * The sandbox gateway as its provider would serve it: SDK script, hosted card fields and the 3-D
 * Secure challenge page (no inline script: they run under the server's CSP), and its API (tokens,
 * authentications, test cards). Card numbers are posted here by the iframe, never to /api/v1.
 */
const sandboxGatewayRoutes: FastifyPluginAsyncZod<{ gateway: SandboxGateway }> = async (app, { gateway }) => {
  for (const [name, asset] of Object.entries(assets)) {
    app.get(`/sandbox-gateway/${name}`, { schema: { hide: true } }, async (_request, reply) =>
      reply.type(asset.type).header('cache-control', 'no-cache').send(asset.body),
    );
  }

  app.get(
    '/sandbox-gateway/fields',
    {
      schema: {
        hide: true,
        querystring: z
          .object({ css: z.string().max(500).optional(), css_signature: z.string().max(200).optional() })
          .loose(),
      },
    },
    async (request, reply) => {
      const { css, css_signature: signature } = request.query;
      // A merchant stylesheet is only linked when the gateway signed it (tokenize config) and it is on this origin;
      // the path pattern admits only word characters, '.', '/' and '-', so it needs no HTML escaping.
      const sameOrigin = css !== undefined && /^\/(?!\/)[\w./-]*\.css$/.test(css);
      const link =
        sameOrigin && signature && gateway.cssAllowed(css, signature) ? `<link rel="stylesheet" href="${css}" />` : '';
      return noStore(reply).type('text/html; charset=utf-8').send(fieldsPage.replace('<!--merchant-css-->', link));
    },
  );

  app.get('/sandbox-gateway/challenge', { schema: { hide: true } }, async (_request, reply) =>
    noStore(reply).type('text/html; charset=utf-8').send(challengePage),
  );

  app.get('/sandbox-gateway/api/test-cards', { schema: { hide: true } }, async () => ({
    success: true as const,
    data: sandboxTestCards,
  }));

  app.post(
    '/sandbox-gateway/api/tokens',
    { schema: { hide: true, body: tokenBody }, config: { rateLimit: { max: 60, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const card = await gateway.issueToken(request.body).catch(refusal);
      return noStore(reply).send({ success: true as const, data: card });
    },
  );

  app.post(
    '/sandbox-gateway/api/3ds/authentications',
    {
      schema: {
        hide: true,
        body: z.object({ access_token: z.string().min(1).max(2000), token: z.string().min(1).max(200) }),
      },
    },
    async (request, reply) => {
      const view = await gateway.authenticate(request.body).catch(refusal);
      return noStore(reply).send({ success: true as const, data: view });
    },
  );

  app.get(
    '/sandbox-gateway/api/3ds/authentications/:id',
    { schema: { hide: true, params: authenticationId } },
    async (request, reply) => {
      const view = await gateway.authentication(request.params.id);
      if (!view) throw notFound('Unknown verification');
      return noStore(reply).send({ success: true as const, data: view });
    },
  );

  app.post(
    '/sandbox-gateway/api/3ds/authentications/:id/challenge',
    {
      schema: {
        hide: true,
        params: authenticationId,
        body: z.object({
          code: z
            .string()
            .trim()
            .regex(/^\d{6}$/, 'Enter the 6-digit code.'),
        }),
      },
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const view = await gateway.completeChallenge(request.params.id, request.body.code);
      if (!view) throw notFound('Unknown verification');
      return noStore(reply).send({ success: true as const, data: view });
    },
  );
};

export default sandboxGatewayRoutes;
