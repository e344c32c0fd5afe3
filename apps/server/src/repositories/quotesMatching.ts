import type { QuoteStatus } from '@buildcover/domain';
import { and, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { insureds, quotes } from '../db/schema';
import { everyMatchOnce, throughParent, type MatchedRows, type SearchBranch } from './search';

/** Quotes whose ref (or status, one of `statuses`) matches: the ref's trigram index, the status index. */
export function byQuoteRefOrStatus(db: Database, pattern: string, statuses: readonly QuoteStatus[] = []): SearchBranch {
  const test = or(ilike(quotes.ref, pattern), statuses.length > 0 ? inArray(quotes.status, statuses) : undefined)!;
  return { rows: (where) => db.select({ id: quotes.id }).from(quotes).where(and(test, where)), test };
}

/** Quotes whose holder's name, e-mail or wb code matches: the holders from their trigram indexes, then their quotes. */
export function quotesByHolder(db: Database, pattern: string): SearchBranch {
  const holderMatches = (holder: typeof insureds) => or(ilike(holder.full_name, pattern), ilike(holder.email, pattern), ilike(holder.wb_code, pattern))!;
  return throughParent(db, {
    id: quotes.id,
    foreignKey: quotes.insured_id,
    parentId: insureds.id,
    parents: { rows: db.select({ id: insureds.id }).from(insureds).where(holderMatches(insureds)), test: holderMatches(insureds) },
  });
}

/**
 * Quotes whose ref, or whose holder's name or e-mail or wb code, matches a LIKE pattern, each once:
 * the search branch the policy and transaction lists share (rows from the indexes, and the test on
 * one quote).
 */
export function quotesMatching(db: Database, pattern: string): { rows: MatchedRows; test: SQL } {
  return everyMatchOnce([byQuoteRefOrStatus(db, pattern), quotesByHolder(db, pattern)], undefined);
}
