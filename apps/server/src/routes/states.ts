import { createHash } from 'node:crypto';
import type { StateOption } from '@buildcover/domain';
import { api } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route';

interface StatesAnswer {
  states: StateOption[];
  /** The answer already serialised, sent as it is. */
  body: string;
  etag: string;
}

/**
 * Public: the quote form offers states without a session. `{ success: true, data: [{ state_code, name }] }`.
 * Eight rows that never change: read once, kept as the serialised answer with its ETag, so a call is
 * answered from memory (bench/README.md), and a browser holding the same ETag gets 304 and no body.
 */
const stateRoutes: FastifyPluginAsyncZod = async (app) => {
  let answer: Promise<StatesAnswer> | undefined;
  const load = async (): Promise<StatesAnswer> => {
    const states = await app.repos.states.all();
    const body = JSON.stringify({ success: true, data: states });
    return { states, body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
  };

  app.route({
    ...route(api.states.list),
    handler: async (request, reply) => {
      // A failed read is not kept: the next call tries the database again.
      answer ??= load().catch((error: unknown) => {
        answer = undefined;
        throw error;
      });
      const { states, body, etag } = await answer;
      reply.header('cache-control', 'public, max-age=3600').header('etag', etag);
      const sent = request.headers['if-none-match'];
      if (sent !== undefined && sent.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
        return reply.code(304).send(null);
      // Serialised once: this reply's serializer hands back the kept JSON instead of serialising again.
      return reply
        .type('application/json; charset=utf-8')
        .serializer(() => body)
        .send({ success: true, data: states });
    },
  });
};

export default stateRoutes;
