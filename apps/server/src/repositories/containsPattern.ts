/** The LIKE pattern for a case-insensitive "contains" search, with %, _ and \ taken literally. */
export const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
