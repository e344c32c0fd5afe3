import { count, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { exactListCountLimit } from '@buildcover/domain';
import type { Database } from '../db/database';

/** A query of matching rows' ids (one column, `id`). */
export type MatchedRows = SQLWrapper;

/** A list's total: exact, or (past `exactListCountLimit` rows) the planner's estimate. */
export interface ListTotal {
  count: number;
  estimated: boolean;
}

/**
 * How many rows of `table` match `where`, without counting a million rows on every page: the rows
 * are counted up to `exactListCountLimit` (an index scan that stops there). Past it the total is
 * the planner's estimate for the same filter (EXPLAIN, from the table's statistics), never below
 * what was counted, and marked estimated so the list can say "about".
 */
export function listTotal(db: Database, table: PgTable, where: SQL | undefined): Promise<ListTotal> {
  return rowsTotal(db, db.select({ one: sql`1` }).from(table).where(where));
}

/** The same for the rows a query returns. */
export async function rowsTotal(db: Database, rows: MatchedRows): Promise<ListTotal> {
  const [counted] = await db
    .select({ value: count() })
    .from(sql`(select 1 from (${rows}) counted limit ${exactListCountLimit + 1}) capped`);
  return totalOfCounted(counted?.value ?? 0, () => plannedRows(db, rows));
}

/** The total when `counted` rows (at most `exactListCountLimit` + 1) were read already; `planned` is asked only past the limit. */
export async function totalOfCounted(counted: number, planned: () => Promise<number>): Promise<ListTotal> {
  if (counted <= exactListCountLimit) return { count: counted, estimated: false };
  return { count: Math.max(counted, await planned()), estimated: true };
}

/** How many rows the planner expects `rows` to return (EXPLAIN, from the tables' statistics). */
export async function plannedRows(db: Database, rows: MatchedRows): Promise<number> {
  const planned = await db.execute(sql`explain (format json) ${rows}`);
  // db.execute's result is typed per driver (unknown over both); both answer EXPLAIN's JSON as rows.
  const plan = (planned as unknown as { rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[] }).rows[0]?.[
    'QUERY PLAN'
  ][0].Plan;
  return Math.round(plan?.['Plan Rows'] ?? 0);
}
