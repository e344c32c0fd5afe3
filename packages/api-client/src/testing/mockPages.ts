/** The paging, order and search of a back-office list, as the server applies them (SQL ORDER BY, OFFSET, LIMIT, ILIKE). */

type Sortable = string | number | boolean | null | undefined;

/** Nulls last; numbers and numeric strings by value, other text alphabetically. */
function compare(a: Sortable, b: Sortable): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true });
}

export interface PageQuery {
  start: number;
  limit: number;
  sort?: string;
  order?: 'asc' | 'desc';
}

/** One page of `rows` in the asked order, and the total: `{ results, count }`. */
export function pageOf<T>(
  rows: readonly T[],
  query: PageQuery,
  valueOf: (row: T, sort: string) => Sortable = (row, sort) => (row as Record<string, Sortable>)[sort],
) {
  const { sort, order } = query;
  const sorted = sort
    ? [...rows].sort((a, b) => compare(valueOf(a, sort), valueOf(b, sort)) * (order === 'desc' ? -1 : 1))
    : [...rows];
  return { results: sorted.slice(query.start, query.start + query.limit), count: rows.length };
}

/** A list answer that carries the page both at the top level and in `data` (the search and quote lists). */
export function searchPage<T>(page: { results: T[]; count: number }) {
  return { status: 200 as const, body: { success: true as const, ...page, data: page } };
}

/** A list answer: `{ success, data: { results, count } }`. */
export function listPage<T>(page: { results: T[]; count: number }) {
  return { status: 200 as const, body: { success: true as const, data: page } };
}

/** True when any of the texts contains `q`, ignoring case (the server's ILIKE '%q%'). */
export function contains(q: string, ...texts: (string | null | undefined)[]): boolean {
  const needle = q.trim().toLowerCase();
  return texts.some((text) => text?.toLowerCase().includes(needle));
}
