import { index, numeric, text, timestamp, type ExtraConfigColumn } from 'drizzle-orm/pg-core';

/** Money as numeric(12,2): drizzle reads numeric back as a decimal string, never a float. */
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });

/** Percentages such as insurer commission: 0.00–100.00, read back as a string. */
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A list's search text: the lower-cased text of every field its search matches (own and joined),
 * one field a line of U+001F so a term never spans two fields (src/repositories/search.ts). Kept by
 * the database alone (migration 0016's triggers, or a generated column): nothing else writes it.
 */
export const searchText = () => text('search');

/** The one trigram index a list's search reads its matches from. */
export const searchTextIndex = (table: string, column: ExtraConfigColumn) =>
  index(`${table}_search_trgm`).using('gin', column.op('gin_trgm_ops'));
