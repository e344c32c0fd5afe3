import { Column, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * ORDER BY for a server-sorted page: the column, then the id in the same direction so pages never
 * overlap. Nulls go last either way; a NOT NULL column has none, so it keeps PostgreSQL's plain
 * order and one ascending (column, id) index serves both directions, forwards and backwards
 * (migration 0010; plans in bench/results/lists-plans.txt).
 */
export function listOrder(column: AnyColumn | SQL, id: AnyColumn, order: 'asc' | 'desc'): SQL[] {
  const direction = sql.raw(order === 'asc' ? 'asc' : 'desc');
  const nulls = is(column, Column) && column.notNull ? sql.raw('') : sql.raw(' nulls last');
  return [sql`${column} ${direction}${nulls}`, sql`${id} ${direction}`];
}
