import { api } from '@buildcover/domain/api';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../auth/guards';
import { searchBody } from '../../http/schemas';
import { cachedListAnswer } from '../../cache/cachedList';
import type { QuoteListQuery } from '../../repositories/quotes';
import { quoteListItem } from './present';
import { route } from '../../http/route';

/** Every table a quotes list row or search reads. */
const quoteList = { name: 'quotes', tables: ['quotes', 'insureds', 'properties', 'addresses'] } as const;

/** GET /api/v1/quotes/list and /quotes/search: pages of quotes, sorted on the server. */
const quoteListRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = (reply: FastifyReply, query: QuoteListQuery) =>
    cachedListAnswer(reply, app.readCache, quoteList, app.repos.quotes, query, ({ results, count }) =>
      searchBody(results.map(quoteListItem), count),
    );

  app.route({
    ...route(api.quotes.list),
    preHandler: requireStaff,
    handler: (request, reply) => answer(reply, request.query),
  });

  app.route({
    ...route(api.quotes.search),
    preHandler: requireStaff,
    handler: (request, reply) => answer(reply, request.query),
  });
};

export default quoteListRoutes;
