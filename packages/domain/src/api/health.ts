import { z } from 'zod';
import { defineEndpoint } from './endpoint';

/** GET /health: the process is up and its database answers. */
export const healthApi = {
  check: defineEndpoint({
    method: 'GET',
    path: '/health',
    summary: 'Liveness and database check',
    tags: ['health'],
    auth: 'none',
    responses: {
      200: z.object({ success: z.literal(true), status: z.literal('ok'), database: z.string() }),
      503: z.object({ success: z.literal(false), status: z.literal('unavailable'), message: z.string() }),
    },
  }),
};
