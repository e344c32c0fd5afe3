import { and, getTableName, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { exactListCountLimit } from '@buildcover/domain';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { containsPattern } from './containsPattern';
import { plannedRows, totalOfCounted, type ListTotal, type MatchedRows } from './listTotal';

/**
 * A row's search text (src/db/schema/columns.ts `searchText`: lower-cased, fields apart) holds the
 * term, or `otherwise` (a match the text does not keep: a quote's status, a policy's insurer).
 * LIKE with the lower-cased pattern is ILIKE's own rule (both sides lower-cased) without lower-casing
 * every row read; the text's trigram index serves it.
 */
export function searchMatches(searchText: AnyColumn, q: string, otherwise?: SQL): SQL {
  return or(sql`${searchText} like lower(${containsPattern(q)})`, otherwise)!;
}

/** Searches' reads in flight, by database, what is read and query text (see `sharedRead`). */
const readsInFlight = new WeakMap<Database, Map<string, Promise<unknown>>>();

/**
 * `read`, or the same read already running. A page and its total are asked together
 * (src/cache/cachedList.ts, src/routes/policies/index.ts) and both need a search's first matches
 * and its estimate: the second asker shares the read running instead of reading again. Only a read
 * in flight is shared, so nothing is kept once it is answered.
 */
function sharedRead<T>(db: Database, what: string, matches: MatchedRows, read: () => Promise<T>): Promise<T> {
  const { sql: text, params } = db.select({ id: sql`id` }).from(sql`(${matches}) matches`).toSQL();
  const key = JSON.stringify([what, text, params]);
  const reading = readsInFlight.get(db) ?? new Map<string, Promise<unknown>>();
  readsInFlight.set(db, reading);
  const running = reading.get(key) as Promise<T> | undefined;
  if (running) return running;
  const started = read().finally(() => reading.delete(key));
  reading.set(key, started);
  return started;
}

/** Up to `exactListCountLimit` + 1 matches' ids, in the order the database finds them. */
function firstMatches(db: Database, matches: MatchedRows): Promise<number[]> {
  return sharedRead(db, 'first matches', matches, async () => {
    const rows = await db
      .select({ id: sql<number>`id` })
      .from(sql`(${matches}) matches`)
      .limit(exactListCountLimit + 1);
    return rows.map((row) => Number(row.id));
  });
}

/** How many matches the planner expects: the total past `exactListCountLimit`, and whether a page walks its order at once. */
function plannedMatches(db: Database, matches: MatchedRows): Promise<number> {
  return sharedRead(db, 'planned matches', matches, () => plannedRows(db, matches));
}

/**
 * How many rows of the list's order a page of a common term walks before it sorts every match
 * instead: a term matching one row in a thousand would have the page read ~30,000 rows for page 3,
 * and a term whose matches sit late in the order (insured 'Nguyen' by full name: the 'Aisha Nguyen'
 * holders come after every 'Aisha A…' to 'Aisha M…') read 44,000 holders for its 10.
 */
export const searchWalkLimit = 2_000;

/**
 * The same for an order read from an index that carries the search text (`(column, id) INCLUDE
 * (search)`, migrations 0017 to 0019): the walk tests the LIKE on the index entries, about 80 to a
 * page, and reads no table row, so ten times as far costs fewer buffers (20,000 entries: ~260,
 * 2,000 table rows: ~700). It serves a term on one row in a thousand ('chloe.t': 15,000 holders
 * for page 3), which a walk of the table left to a sort of every match.
 */
export const searchIndexWalkLimit = 20_000;

/**
 * `rows` named as `table`, so the page's column references (`"quotes"."id"`) read them: behind
 * the subquery's LIMIT the planner cannot walk the table's order index instead.
 */
function named<T extends PgTable>(table: T, rows: PgSelect): T {
  return rows.as(getTableName(table)) as unknown as T;
}

/**
 * The list's page: read from `from` (the table, or some of its rows named as it) where `where`
 * holds. `where` is all the page's rows must meet: with the table it carries the list's filters;
 * rows already filtered do not repeat them, so a walk of an index that carries the search text
 * tests only what the entry holds (an index-only scan).
 */
export type ReadPage<T extends PgTable, Row> = (from: T, where: SQL | undefined) => Promise<Row[]>;

/**
 * A search over one list: its rows that `match` (`searchMatches`), with the list's table, id and
 * other filters (on its table).
 *
 * Why it is built like this (plans in bench/README.md, "Back-office lists at scale"): a common term
 * (a surname on 20,000 quotes) used to gather every match, sort them all by date and count them
 * all. Now only `exactListCountLimit` + 1 matches are gathered first (from the text's trigram index,
 * or for a term on many rows a scan that stops there), and the page and the total share that one
 * gathering (`firstMatches`) and the planner's estimate (`plannedMatches`).
 */
export function listSearch<T extends PgTable>(
  db: Database,
  match: SQL,
  list: { table: T; id: PgColumn; filters: SQL | undefined },
) {
  const table: PgTable = list.table;
  const matches = db.select({ id: list.id }).from(table).where(and(match, list.filters));
  /**
   * Only the rows of `ids`: the page sorts just those (a walk of the order index stopped at them took
   * 1.8 s when they sat late in it). The ids go as one array parameter: `inArray` makes one per id,
   * and drizzle took 10–35 ms to build the page's query around 1,000 of them.
   */
  const only = (ids: number[]): T =>
    named(
      list.table,
      db
        .select()
        .from(table)
        .where(sql`${list.id} = any(${sql.param(ids)}::int[])`)
        .limit(ids.length)
        .$dynamic(),
    );
  return {
    /**
     * A page of the search, `read` with the rows it may come from:
     * - up to `exactListCountLimit` matches: their ids (the page sorts only those);
     * - past that, the term is common: the page walks the list's order (`order`, when it is on the
     *   list's own table) with the match and stops once it has its rows, reading at most
     *   `walkLimit` rows (`searchWalkLimit`, or `searchIndexWalkLimit` for an index with the text);
     *   when the planner expects more than `exactListCountLimit` matches, it walks at once, beside
     *   the gathering instead of after it (the gathering is most of a common term's answer);
     * - when those rows hold less than the page (matches few, or late in the order), every match is
     *   read from the trigram index and sorted: a cost of the matches, not of where they sit.
     * Without `order` (a sort on a joined table) the walk goes as far as the page needs.
     */
    async page<Row>(
      page: { order: SQL[] | undefined; walkLimit?: number; limit: number },
      read: ReadPage<T, Row>,
    ): Promise<Row[]> {
      const finding = firstMatches(db, matches);
      const walk = (order: SQL[]) => {
        const firstInOrder = db
          .select()
          .from(table)
          .where(list.filters)
          .orderBy(...order)
          .limit(page.walkLimit ?? searchWalkLimit)
          .$dynamic();
        return read(named(list.table, firstInOrder), match);
      };
      let walked: Row[] | undefined;
      if (page.order && (await plannedMatches(db, matches)) > exactListCountLimit) {
        // Common by the statistics: the walk runs while the first matches are read (for the total).
        // Whenever it fills the page, that is the page, however many match.
        walked = await walk(page.order);
        if (walked.length === page.limit) {
          finding.catch(() => undefined); // the total awaits it and answers its failure
          return walked;
        }
      }
      const found = await finding;
      if (found.length <= exactListCountLimit) return read(only(found), undefined);
      if (!page.order) return read(list.table, and(match, list.filters));
      walked ??= await walk(page.order);
      if (walked.length === page.limit) return walked;
      // OFFSET 0 keeps the matches a subquery of their own, so the planner cannot walk the order index instead.
      return read(
        named(list.table, db.select().from(table).where(and(match, list.filters)).offset(0).$dynamic()),
        undefined,
      );
    },
    /** How many rows match: exact up to `exactListCountLimit`, estimated past it. */
    async total(): Promise<ListTotal> {
      // Asked with the first matches, so the page's read of it is shared and a common term's total
      // does not wait for another query once they are in.
      const planned = plannedMatches(db, matches);
      planned.catch(() => undefined); // awaited below only past the limit
      return totalOfCounted((await firstMatches(db, matches)).length, () => planned);
    },
  };
}
