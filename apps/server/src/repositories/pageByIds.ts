import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import type { Pagination } from '../http/schemas';

/**
 * One page of `table`'s rows: the page's ids first, read from `from` (the table, or some of its rows
 * named as it: src/repositories/search.ts) with `where`, then those rows. The ids alone can come
 * from an index without the table (an index-only scan of the order, the search text beside it).
 */
export function pageByIds<T extends PgTable>(
  db: Database,
  table: T,
  id: PgColumn,
  read: { from: T; where: SQL | undefined; order: SQL[]; page: Pagination },
): Promise<T['$inferSelect'][]> {
  const pageIds = db
    .select({ id })
    .from(read.from as PgTable)
    .where(read.where)
    .orderBy(...read.order)
    .offset(read.page.start)
    .limit(read.page.limit);
  // drizzle types a select from a generic table loosely; the rows are the table's own.
  return db
    .select()
    .from(table as PgTable)
    .where(inArray(id, pageIds))
    .orderBy(...read.order) as unknown as Promise<T['$inferSelect'][]>;
}
