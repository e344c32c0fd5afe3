import { api } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route';

/** Public: the quote form offers states without a session. `{ success: true, data: [{ state_code, name }] }`. */
const stateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.states.list),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, data: await app.repos.states.all() };
    },
  });
};

export default stateRoutes;
