import { count, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { exactListCountLimit } from '@buildcover/domain';
import type { Database } from '../db/database';
import type { MatchedRows } from './search';

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

/** The same for the rows a query returns (a search's matches, `search.ts`). */
export async function rowsTotal(db: Database, rows: MatchedRows): Promise<ListTotal> {
  const [counted] = await db.select({ value: count() }).from(sql`(select 1 from (${rows}) counted limit ${exactListCountLimit + 1}) capped`);
  return totalOfCounted(db, rows, counted?.value ?? 0);
}

/** The total of `rows` when `counted` of them (at most `exactListCountLimit` + 1) were read already. */
export async function totalOfCounted(db: Database, rows: MatchedRows, counted: number): Promise<ListTotal> {
  if (counted <= exactListCountLimit) return { count: counted, estimated: false };
  const planned = await db.execute(sql`explain (format json) ${rows}`);
  // db.execute's result is typed per driver (unknown over both); both answer EXPLAIN's JSON as rows.
  const plan = (planned as unknown as { rows: { 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[] }).rows[0]?.['QUERY PLAN'][0].Plan;
  return { count: Math.max(counted, Math.round(plan?.['Plan Rows'] ?? 0)), estimated: true };
}
