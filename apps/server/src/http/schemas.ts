import { listQuerySchema, searchQuerySchema } from '@buildcover/domain';
import type { ListTotal } from '../repositories/listTotal';
import { z } from 'zod';

/** `start` is the offset of the first row, `limit` the page size; search needs 3 characters (domain rules). */
export const paginationQuery = listQuerySchema;
export const searchQuery = searchQuerySchema;
export type Pagination = z.infer<typeof paginationQuery>;

/** `/:id`: the contract's database id. */
export { idParam, idParams } from '@buildcover/domain/api';

export const errorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

export const dataResponse = <T extends z.ZodType>(data: T) => z.object({ success: z.literal(true), data });

/** Lists: `{ success, data: { results, count } }`; count is the total, even past the last page. */
export const listResponse = <T extends z.ZodType>(item: T) =>
  z.object({ success: z.literal(true), data: z.object({ results: z.array(item), count: z.number().int() }) });

/**
 * Search and the lists the spec reads at the top level (`results, count`): both readings answered,
 * `{ success, results, count, data: { results, count } }`.
 */
export const searchResponse = <T extends z.ZodType>(item: T) =>
  z.object({
    success: z.literal(true),
    results: z.array(item),
    count: z.number().int(),
    data: z.object({ results: z.array(item), count: z.number().int() }),
  });

/** A total as the contract sends it: `count_estimated` only when the count is an estimate (src/repositories/listTotal.ts). */
const total = (count: number | ListTotal) =>
  typeof count === 'number'
    ? { count }
    : count.estimated
      ? { count: count.count, count_estimated: true }
      : { count: count.count };
export const listBody = <T>(results: T[], count: number | ListTotal) => ({
  success: true as const,
  data: { results, ...total(count) },
});
export const searchBody = <T>(results: T[], count: number | ListTotal) => ({
  success: true as const,
  results,
  ...total(count),
  data: { results, ...total(count) },
});

/** ISO 8601 for a timestamp column, null when empty. */
export const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

/** A list's optional search term (`q`): the contract's one definition (3 characters at least; blank is the plain list). */
export { optionalSearchTerm as optionalSearch } from '@buildcover/domain/api';
