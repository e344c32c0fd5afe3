import { api } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../http/route';
import { pingDatabase } from '../repositories/health';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.health.check),
    handler: async (request, reply) => {
      try {
        await pingDatabase(app.db);
        return { success: true as const, status: 'ok' as const, database: app.dbEngine };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply
          .code(503)
          .send({ success: false as const, status: 'unavailable' as const, message: 'Database unreachable' });
      }
    },
  });
};

export default healthRoutes;
