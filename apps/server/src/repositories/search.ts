import { and, getTableName, inArray, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { exactListCountLimit } from '@buildcover/domain';
import type { PgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database';
import { totalOfCounted, type ListTotal } from './listTotal';

/** A query of matching rows' ids (one column, `id`). */
export type MatchedRows = SQLWrapper;

/**
 * One way a list's row can match a search term, e.g. "the quote's ref" or "the holder's name".
 * `rows` finds those rows from an index (a trigram index, usually); `test` says the same of one row
 * of the list's table, so a page can walk its order index and keep the rows that match.
 */
export interface SearchBranch {
  /** The ids of the list's rows matching this way and `where`. */
  rows(where: SQL | undefined): MatchedRows;
  /** True when the list's current row matches this way. */
  test: SQL;
}

/**
 * The rows matching any branch (and `filters`), each once: every branch leaves out the rows an
 * earlier one has, so they are joined by UNION ALL (no de-duplication to wait for) and a LIMIT
 * stops their index scans early. With the test that says the same of one row. Branches likely to
 * find few rows go first (see `pageCondition`).
 */
export function everyMatchOnce(branches: readonly SearchBranch[], filters: SQL | undefined): { rows: MatchedRows; test: SQL } {
  const [first, ...rest] = branches.map((branch, i) => {
    const earlier = or(...branches.slice(0, i).map((b) => b.test));
    return branch.rows(and(filters, earlier ? sql`(${earlier}) is not true` : undefined));
  });
  // Each row says which branch found it (`branch`), so a page can leave out the tests of branches that found nothing.
  const numbered = [first!, ...rest].map((rows, i) => sql`(select id, ${sql.raw(String(i))} as branch from (${rows}) branch_rows)`);
  return { rows: sql.join(numbered, sql` union all `), test: or(...branches.map((b) => b.test))! };
}

/** A match among a search's first ones: its id, and the branch (by position) that found it. */
interface FirstMatch {
  id: number;
  branch: number;
}

/** Searches' first matches being read, by database and query text (see `firstMatches`). */
const readingFirstMatches = new WeakMap<Database, Map<string, Promise<FirstMatch[]>>>();

/**
 * Up to `exactListCountLimit` + 1 matches, in the order the branches find them. A page and its
 * total are asked together (src/cache/cachedList.ts, src/routes/policies/index.ts) and both need
 * these: the second asker shares the read already running instead of reading them again. Only a
 * read in flight is shared, so nothing is kept once it is answered.
 */
function firstMatches(db: Database, matches: MatchedRows): Promise<FirstMatch[]> {
  const query = db
    .select({ id: sql<number>`id`, branch: sql<number>`branch` })
    .from(sql`(${matches}) matches`)
    .limit(exactListCountLimit + 1);
  const { sql: text, params } = query.toSQL();
  const key = JSON.stringify([text, params]);
  const reading = readingFirstMatches.get(db) ?? new Map<string, Promise<FirstMatch[]>>();
  readingFirstMatches.set(db, reading);
  const running = reading.get(key);
  if (running) return running;
  const read = query.then((rows) => rows.map((row) => ({ id: Number(row.id), branch: Number(row.branch) }))).finally(() => reading.delete(key));
  reading.set(key, read);
  return read;
}

/**
 * How many rows of the list's order a page of a common term walks before it sorts every match
 * instead: a term matching one row in a thousand would have the page read ~30,000 rows for page 3.
 */
export const searchWalkLimit = 2_000;
/** Past this many matches a page walks the list's order however far it goes: sorting them all costs more. */
const sortedMatchesLimit = 2_500;

/** Every match (up to `limit`), in the order the branches find them. */
async function allMatches(db: Database, matches: MatchedRows, limit: number): Promise<number[]> {
  const rows = await db.select({ id: sql<number>`id` }).from(sql`(${matches}) matches`).limit(limit);
  return rows.map((row) => Number(row.id));
}

/**
 * `rows` named as `table`, so the page's column references (`"quotes"."id"`) read them: behind
 * the subquery's LIMIT the planner cannot walk the table's order index instead.
 */
function named<T extends PgTable>(table: T, rows: PgSelect): T {
  return rows.as(getTableName(table)) as unknown as T;
}

/** The list's page: read from `from` (the table, or some of its rows named as it) with `where`. */
export type ReadPage<T extends PgTable, Row> = (from: T, where: SQL | undefined) => Promise<Row[]>;

/**
 * A search over one list: its branches, and the list's table, id and other filters (on its table).
 *
 * Why it is built like this (plans in bench/README.md, "Back-office lists at scale"): a common term
 * (a surname on 20,000 quotes) used to gather every match, sort them all by date and count them
 * all. Now every match is found once (`everyMatchOnce`), only `exactListCountLimit` + 1 of them
 * are gathered first, and the page and the total share that one gathering (`firstMatches`).
 */
export function listSearch<T extends PgTable>(branches: readonly SearchBranch[], list: { table: T; id: AnyColumn; filters: SQL | undefined }) {
  const { rows: matches } = everyMatchOnce(branches, list.filters);
  const table: PgTable = list.table;
  /** Only the rows of `ids`: the page sorts just those (a walk of the order index stopped at them took 1.8 s when they sat late in it). */
  const only = (db: Database, ids: number[]): T => named(list.table, db.select().from(table).where(inArray(list.id, ids)).limit(ids.length).$dynamic());
  return {
    /**
     * A page of the search, `read` with the rows it may come from:
     * - up to `exactListCountLimit` matches: their ids (the page sorts only those);
     * - past that, the term is common: the page walks the list's order (`order`, when it is on the
     *   list's own table) with the row test and stops once it has its rows, reading at most
     *   `searchWalkLimit` rows; the branches run in turn, so those before the last one read are
     *   done, and the ones among them that found nothing are left out of the test (a surname
     *   matches no quote ref: no ref lookup on every row read);
     * - when those rows hold less than the page (matches few, or late in the order), every match
     *   (up to `sortedMatchesLimit`) is sorted instead; past that many, the walk goes on.
     * Without `order` (a sort on a joined table) the walk goes as far as the page needs.
     */
    async page<Row>(db: Database, page: { order: SQL[] | undefined; limit: number }, read: ReadPage<T, Row>): Promise<Row[]> {
      const found = await firstMatches(db, matches);
      if (found.length <= exactListCountLimit) return read(only(db, found.map((row) => row.id)), undefined);
      const lastRead = found[found.length - 1]!.branch;
      const foundBy = new Set(found.map((row) => row.branch));
      const test = or(...branches.filter((_, i) => i >= lastRead || foundBy.has(i)).map((b) => b.test))!;
      if (!page.order) return read(list.table, test);
      const firstInOrder = db
        .select()
        .from(table)
        .where(list.filters)
        .orderBy(...page.order)
        .limit(searchWalkLimit)
        .$dynamic();
      const walked = await read(named(list.table, firstInOrder), test);
      if (walked.length === page.limit) return walked;
      // Less than the page in those rows: walking on would read them again and many more (a term on
      // 2,000 of 1,000,000 rows finds a few there), so every match is sorted instead, unless there are many.
      const every = await allMatches(db, matches, sortedMatchesLimit + 1);
      return every.length > sortedMatchesLimit ? read(list.table, test) : read(only(db, every), undefined);
    },
    /** How many rows match: exact up to `exactListCountLimit`, estimated past it. */
    async total(db: Database): Promise<ListTotal> {
      return totalOfCounted(db, matches, (await firstMatches(db, matches)).length);
    },
  };
}

/**
 * A branch matching the list's rows through the row they point at (a quote's insured, a policy's
 * quote): the matching parents found first, then each one's rows by the list's foreign key. The
 * rows sit in a LATERAL subquery the planner cannot flatten (OFFSET 0), so the scan is a nested
 * loop that a LIMIT stops, not a hash of every match.
 */
export function throughParent(
  db: Database,
  link: { id: PgColumn; foreignKey: PgColumn; parentId: PgColumn; parents: { rows: MatchedRows; test: SQL } },
): SearchBranch {
  return {
    rows(where) {
      const children = db
        .select({ id: link.id })
        .from(link.foreignKey.table)
        .where(and(sql`${link.foreignKey} = matched_parent.id`, where));
      return sql`select children.id from (${link.parents.rows}) matched_parent cross join lateral (${children} offset 0) children`;
    },
    test: sql`coalesce((select ${link.parents.test} from ${link.parentId.table} where ${link.parentId} = ${link.foreignKey}), false)`,
  };
}
