/** The server's answer for a single thing: `{ success, data, message }`. */
export interface Envelope<T> {
  success: boolean;
  data: T;
  message?: string;
}

/** One page of a list and the total across all pages. */
export interface ListPage<T> {
  results: T[];
  count: number;
}

/** List calls: `{ success, data: { results, count } }`. */
export type ListEnvelope<T> = Envelope<ListPage<T>>;

/** Search calls carry the page twice: inside `data` and at the top level (`results, count`). */
export type SearchEnvelope<T> = ListEnvelope<T> & ListPage<T>;

/** A body-less acknowledgement: `{ success, message }` (data may be absent). */
export interface Ack {
  success: boolean;
  message?: string;
  data?: unknown;
}

/** `start` is the offset of the first row (0-based), `limit` the page size. */
export interface Paging {
  start: number;
  limit: number;
}

/** A page plus the server-side order: `sort` is a column name, `order` asc or desc. */
export interface ListParams extends Paging {
  sort?: string;
  order?: 'asc' | 'desc';
}

export interface SearchParams extends ListParams {
  q: string;
}
