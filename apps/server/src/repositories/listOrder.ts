import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * ORDER BY for a server-sorted page: the column, nulls last either way, then the id in the same
 * direction so pages never overlap.
 */
export function listOrder(column: AnyColumn | SQL, id: AnyColumn, order: 'asc' | 'desc'): SQL[] {
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  return [sql`${column} ${direction} nulls last`, sql`${id} ${direction}`];
}
