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
  const term = query.q?.toLowerCase() ?? '';
  const insured = query.insured_id ?? null;
  const pageKey = JSON.stringify([list.name, 'page', term, insured, query.sort, query.order, query.start, query.limit]);
  const countKey = JSON.stringify([list.name, 'count', term, insured]);
  const [results, count] = await Promise.all([
    cache.read(pageKey, list.tables, () => source.page(query)),
    cache.read(countKey, list.tables, () => source.count({ q: query.q, insured_id: query.insured_id })),
  ]);
  return { results, count };
}
