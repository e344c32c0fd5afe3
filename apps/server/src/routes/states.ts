import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataResponse } from '../http/schemas';

export const stateOption = z.object({ state_code: z.string(), name: z.string() });

/** Public: the quote form offers states without a session. `{ success: true, data: [{ state_code, name }] }`. */
const stateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/states',
    { schema: { tags: ['reference'], summary: 'Australian states and territories', response: { 200: dataResponse(z.array(stateOption)) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600');
      return { success: true as const, data: await app.repos.states.all() };
    },
  );
};

export default stateRoutes;
