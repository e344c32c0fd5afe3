import { z } from 'zod';
import { maxId } from '../api/endpoint';
import { defaultPageSize, searchMessage, searchMinLength } from './lists';

// The list calls' query schemas, apart from lists.ts's plain constants: a screen that needs only
// those (a page size, the empty-list text) does not load zod with them.

/** The offset of a page's first row: no table holds more rows than an integer id counts. */
export const pageStart = z.coerce.number().int().min(0).max(maxId).default(0);

/** start/limit paging of every list call. */
export const listQuerySchema = z.object({
  start: pageStart,
  limit: z.coerce.number().int().min(1).max(100).default(defaultPageSize),
});

/** q + paging of every search call; a search needs at least 3 characters. */
export const searchQuerySchema = listQuerySchema.extend({
  q: z.string().trim().min(searchMinLength, searchMessage).max(100),
});
