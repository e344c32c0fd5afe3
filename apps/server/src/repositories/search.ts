import { and, inArray, or, sql, type AnyColumn, type SQL, type SQLWrapper } from 'drizzle-orm';
import { exactListCountLimit } from '@buildcover/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
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
 * A search over one list: its branches, the list's other filters (on the list's table) and its id.
 *
 * Why it is built like this (plans in bench/README.md, "Back-office lists at scale"): a common term
 * (a surname on 20,000 quotes) used to gather every match, sort them all by date and count them
 * all. Now every match is found once (`everyMatchOnce`), only `exactListCountLimit` + 1 of them
 * are ever gathered, and the page and the total share that one gathering (`firstMatches`).
 */
export function listSearch(branches: readonly SearchBranch[], filters: SQL | undefined, id: AnyColumn) {
  const { rows: matches } = everyMatchOnce(branches, filters);
  return {
    /**
     * The condition for a page of the search: up to `exactListCountLimit` matches, their ids (the
     * page sorts only those); past that, the row test, so the page reads the list's order index and
     * stops once it has its rows (a common term matches often, so that is soon). The branches run
     * in turn, so those before the last one read are done: the ones among them that found nothing
     * are left out of the test (a surname matches no quote ref: no ref lookup on every row read).
     */
    async pageCondition(db: Database): Promise<SQL> {
      const found = await firstMatches(db, matches);
      if (found.length > exactListCountLimit) {
        const lastRead = found[found.length - 1]!.branch;
        const foundBy = new Set(found.map((row) => row.branch));
        return or(...branches.filter((_, i) => i >= lastRead || foundBy.has(i)).map((b) => b.test))!;
      }
      return found.length === 0 ? sql`false` : inArray(id, found.map((row) => row.id));
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
