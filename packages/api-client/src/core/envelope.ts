import type {
  dataResponse,
  listPage,
  listResponse,
  messageResponse,
  savedResponse,
  searchResponse,
} from '@buildcover/domain/api';
import type { z } from 'zod';

/*
 * The answers' envelopes, as the contract's envelope schemas (packages/domain/src/api/envelopes.ts)
 * give them, for a payload of type T.
 */
/** `{ success, data }`: a single thing. */
export type Envelope<T> = z.output<ReturnType<typeof dataResponse<z.ZodType<T>>>>;

/** `{ success, message, data }`: a change and the record as saved. */
export type SavedEnvelope<T> = z.output<ReturnType<typeof savedResponse<z.ZodType<T>>>>;

/** One page of a list and the total across all pages. */
export type ListPage<T> = z.output<ReturnType<typeof listPage<z.ZodType<T>>>>;

/** List calls: `{ success, data: { results, count } }`. */
export type ListEnvelope<T> = z.output<ReturnType<typeof listResponse<z.ZodType<T>>>>;

/** Search calls carry the page twice: inside `data` and at the top level (`results, count`). */
export type SearchEnvelope<T> = z.output<ReturnType<typeof searchResponse<z.ZodType<T>>>>;

/** A body-less acknowledgement: `{ success, message }`. */
export type Ack = z.output<typeof messageResponse>;

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
