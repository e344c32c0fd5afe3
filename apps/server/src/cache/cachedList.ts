import type { FastifyReply } from 'fastify';
import type { ListTotal } from '../repositories/listTotal';
import type { ReadCache } from './readCache';

export interface ListQuery {
  q?: string | undefined;
  /** Only this policy holder's rows (lists that offer it). */
  insured_id?: number | undefined;
  sort: string;
  order: 'asc' | 'desc';
  start: number;
  limit: number;
}

/** Where a list reads from: one page, and the total for a search (or the whole list). */
export interface ListSource<Q extends ListQuery, Row> {
  page(query: Q): Promise<Row[]>;
  count(filter: Pick<ListQuery, 'q' | 'insured_id'>): Promise<ListTotal>;
}

/** Search terms are case-insensitive, so their keys are too. */
function keysOf(name: string, query: ListQuery): { pageKey: string; countKey: string } {
  const term = query.q?.toLowerCase() ?? '';
  const insured = query.insured_id ?? null;
  return {
    pageKey: JSON.stringify([name, 'page', term, insured, query.sort, query.order, query.start, query.limit]),
    countKey: JSON.stringify([name, 'count', term, insured]),
  };
}

/**
 * A list page and its total through the read cache. The total is cached on its own, by search
 * term only, so paging through a list counts it once; search terms are case-insensitive, so their
 * keys are too.
 */
export async function cachedList<Q extends ListQuery, Row>(
  cache: ReadCache,
  list: { name: string; tables: readonly string[] },
  source: ListSource<Q, Row>,
  query: Q,
): Promise<{ results: Row[]; count: ListTotal }> {
  const { pageKey, countKey } = keysOf(list.name, query);
  const [results, count] = await Promise.all([
    cache.read(pageKey, list.tables, () => source.page(query)),
    cache.read(countKey, list.tables, () => source.count({ q: query.q, insured_id: query.insured_id })),
  ]);
  return { results, count };
}

/**
 * The route's whole answer for a list page, kept serialised: validating and serialising a page
 * through its zod response schema was a quarter of a cached request's CPU (bench/README.md,
 * 2026-12-02), so it runs once per cached page, with the route's own serialiser (an answer that
 * drifts from the contract still fails), and repeats send the kept JSON as it is.
 */
export async function cachedListAnswer<Q extends ListQuery, Row>(
  reply: FastifyReply,
  cache: ReadCache,
  list: { name: string; tables: readonly string[] },
  source: ListSource<Q, Row>,
  query: Q,
  present: (page: { results: Row[]; count: ListTotal }) => unknown,
): Promise<void> {
  // Per route: two routes may answer one page in different shapes.
  const answerKey = JSON.stringify([reply.request.routeOptions.url, keysOf(list.name, query).pageKey]);
  const body = await cache.read(answerKey, list.tables, async () =>
    reply.serialize(present(await cachedList(cache, list, source, query))),
  );
  // A string with a JSON content type is sent as it is: not serialised again.
  reply.type('application/json; charset=utf-8').send(body);
}
