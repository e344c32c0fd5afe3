import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../auth/guards';
import { searchBody, searchResponse } from '../../http/schemas';
import { cachedList } from '../../cache/cachedList';
import { quoteSortColumns, type QuoteListQuery, type QuoteSort } from '../../repositories/quotes';
import { quoteListItem } from './present';
import { listQuery, searchTerm, staffErrors } from './schemas';

const sortKeys = Object.keys(quoteSortColumns) as [QuoteSort, ...QuoteSort[]];
const quotesListQuery = listQuery(sortKeys, 'created_at');
const item = z.looseObject({ id: z.number(), ref: z.string(), status: z.string() });
/** Every table a quotes list row or search reads. */
const quoteList = { name: 'quotes', tables: ['quotes', 'insureds', 'properties', 'addresses'] } as const;

/** GET /api/v1/quotes/list and /quotes/search: pages of quotes, sorted on the server. */
const quoteListRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = async (query: QuoteListQuery) => {
    const { results, count } = await cachedList(app.readCache, quoteList, app.repos.quotes, query);
    return searchBody(results.map(quoteListItem), count);
  };

  app.get(
    '/quotes/list',
    { preHandler: requireStaff, schema: { tags: ['quotes'], security: [{ bearer: [] }], querystring: quotesListQuery, response: { 200: searchResponse(item), ...staffErrors } } },
    (request) => answer(request.query),
  );

  app.get(
    '/quotes/search',
    {
      preHandler: requireStaff,
      schema: { tags: ['quotes'], security: [{ bearer: [] }], querystring: quotesListQuery.extend(searchTerm.shape), response: { 200: searchResponse(item), ...staffErrors } },
    },
    (request) => answer(request.query),
  );
};

export default quoteListRoutes;
