import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check',
        response: {
          200: z.object({ success: z.literal(true), status: z.literal('ok'), database: z.string() }),
          503: z.object({ success: z.literal(false), status: z.literal('unavailable'), message: z.string() }),
        },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { success: true as const, status: 'ok' as const, database: app.dbEngine };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ success: false as const, status: 'unavailable' as const, message: 'Database unreachable' });
      }
    },
  );
};

export default healthRoutes;
