import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../auth/guards';
import { searchBody, searchResponse } from '../../http/schemas';
import { quoteSortColumns, type QuoteSort } from '../../repositories/quotes';
import { quoteListItem } from './present';
import { listQuery, searchTerm, staffErrors } from './schemas';

const sortKeys = Object.keys(quoteSortColumns) as [QuoteSort, ...QuoteSort[]];
const quotesListQuery = listQuery(sortKeys, 'created_at');
const item = z.looseObject({ id: z.number(), ref: z.string(), status: z.string() });

/** GET /api/v1/quotes/list and /quotes/search: pages of quotes, sorted on the server. */
const quoteListRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quotes/list',
    { preHandler: requireStaff, schema: { tags: ['quotes'], security: [{ bearer: [] }], querystring: quotesListQuery, response: { 200: searchResponse(item), ...staffErrors } } },
    async (request) => {
      const { results, count } = await app.repos.quotes.list(request.query);
      return searchBody(results.map(quoteListItem), count);
    },
  );

  app.get(
    '/quotes/search',
    {
      preHandler: requireStaff,
      schema: { tags: ['quotes'], security: [{ bearer: [] }], querystring: quotesListQuery.extend(searchTerm.shape), response: { 200: searchResponse(item), ...staffErrors } },
    },
    async (request) => {
      const { results, count } = await app.repos.quotes.list(request.query);
      return searchBody(results.map(quoteListItem), count);
    },
  );
};

export default quoteListRoutes;
