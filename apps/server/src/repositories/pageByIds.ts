import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import type { Pagination } from '../http/schemas';

/** Where a page's rows come from: see `pageByIds`. */
export interface PageRead<T extends PgTable> {
  from: T;
  where: SQL | undefined;
  order: SQL[];
  page: Pagination;
}

/**
 * The ids of one page of `read.from` (the table, or some of its rows named as it:
 * src/repositories/search.ts) with `where`, in order. The ids alone can come from an index without
 * the table (an index-only scan of the order, the search text beside it).
 */
export function pageIds<T extends PgTable>(db: Database, id: PgColumn, read: PageRead<T>) {
  return db
    .select({ id })
    .from(read.from as PgTable)
    .where(read.where)
    .orderBy(...read.order)
    .offset(read.page.start)
    .limit(read.page.limit);
}

/** One page of `table`'s whole rows: the page's ids first (`pageIds`), then those rows. */
export function pageByIds<T extends PgTable>(
  db: Database,
  table: T,
  id: PgColumn,
  read: PageRead<T>,
): Promise<T['$inferSelect'][]> {
  // drizzle types a select from a generic table loosely; the rows are the table's own.
  return db
    .select()
    .from(table as PgTable)
    .where(inArray(id, pageIds(db, id, read)))
    .orderBy(...read.order) as unknown as Promise<T['$inferSelect'][]>;
}
