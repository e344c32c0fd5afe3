import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, searchText, searchTextIndex, updatedAt } from './columns';
import { listSortIndexes } from './listSortIndexes';

/**
 * Policy holders. An additional holder is an insured row whose primary_insured_id points at the
 * main holder (at most one per main holder); lists show main holders only.
 */
export const insureds = pgTable(
  'insureds',
  {
    id: serial('id').primaryKey(),
    full_name: text('full_name').notNull(),
    initial: text('initial'),
    first_name: text('first_name'),
    last_name: text('last_name'),
    contact_no: text('contact_no'),
    wb_code: text('wb_code'),
    email: text('email'),
    abn: text('abn'),
    primary_insured_id: integer('primary_insured_id').references((): AnyPgColumn => insureds.id, {
      onDelete: 'cascade',
    }),
    /** Full, first and last name, e-mail, wb code and the refs of the holder's quotes (the insured search; migration 0016). */
    search: searchText(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('insureds_one_additional_holder').on(t.primary_insured_id),
    searchTextIndex('insureds', t.search),
    index('insureds_created_at').on(t.created_at),
    // Server-side sorts of the insured and quotes lists (trigram indexes serve search, not order).
    index('insureds_full_name').on(t.full_name),
    index('insureds_wb_code').on(t.wb_code),
    // The quotes list sorts by its holder's wb code, nulls last both ways; the partial list index below misses additional holders.
    index('insureds_wb_code_desc').on(t.wb_code.desc().nullsLast()),
    index('insureds_email').on(t.email),
    // The insured list by date, and its searches: insureds_main_created_at_id_search (migration 0019),
    // (created_at, id) INCLUDE (search), which drizzle's index builder cannot say.
    // The insured list (main holders) by a nullable column, both ways (migration 0010).
    ...listSortIndexes('insureds_main_email', t.email, t.id, sql`${t.primary_insured_id} is null`),
    ...listSortIndexes('insureds_main_contact_no', t.contact_no, t.id, sql`${t.primary_insured_id} is null`),
    ...listSortIndexes('insureds_main_wb_code', t.wb_code, t.id, sql`${t.primary_insured_id} is null`),
  ],
);
