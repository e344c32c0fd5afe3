import { z } from 'zod';
import { maxId } from '../api/envelopes';

/** Back-office list constants (back-office §9). */
export const pageSizeOptions = [10, 30, 50, 100] as const;
export const defaultPageSize = 10;
export const maxPageButtons = 5;
export const searchMinLength = 3;
export const searchDebounceMs = 300;
export const notesPageSize = 5;
export const insurerListPageSize = 10;
export const insurerTablePageSize = 7;
export const fileNameDisplayLength = 20;
export const emptyListText = 'No records available';
/**
 * Lists count their rows exactly up to this many; past it the server answers the database's
 * estimate with `count_estimated: true` (counting a million rows on every page is too slow).
 */
export const exactListCountLimit = 1_000;

/** start/limit paging of every list call. */
/** The offset of a page's first row: no table holds more rows than an integer id counts. */
export const pageStart = z.coerce.number().int().min(0).max(maxId).default(0);

export const listQuerySchema = z.object({
  start: pageStart,
  limit: z.coerce.number().int().min(1).max(100).default(defaultPageSize),
});

export const searchMessage = `Please type at least ${searchMinLength} characters to search.`;

/** q + paging of every search call; a search needs at least 3 characters. */
export const searchQuerySchema = listQuerySchema.extend({
  q: z.string().trim().min(searchMinLength, searchMessage).max(100),
});

/** "Schedule_for_Jane_Citi…": a file name cut for display. */
export function truncateFileName(name: string, length = fileNameDisplayLength): string {
  return name.length > length ? `${name.slice(0, length)}…` : name;
}
