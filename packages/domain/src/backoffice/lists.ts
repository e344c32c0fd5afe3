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

/** What a search of fewer than searchMinLength characters answers. */
export const searchMessage = `Please type at least ${searchMinLength} characters to search.`;

/** "Schedule_for_Jane_Citi…": a file name cut for display. */
export function truncateFileName(name: string, length = fileNameDisplayLength): string {
  return name.length > length ? `${name.slice(0, length)}…` : name;
}
