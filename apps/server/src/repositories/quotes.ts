import type { QuoteSort as ContractQuoteSort } from '@buildcover/domain/api';
import type { QuoteStatus } from '@buildcover/domain';
import { and, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { quoteStatusValues } from '@buildcover/domain';
import type { Database } from '../db/database';
import { addresses, insureds, insurers, properties, quotes, type QuoteMeta } from '../db/schema';
import { listSearch, searchMatches } from './search';
import { type Pagination } from '../http/schemas';
import { listOrder } from './listOrder';
import { listTotal, type ListTotal } from './listTotal';
import { loadQuoteAggregate, loadQuoteAggregateByPublicId, type QuoteRow } from './quoteAggregate';

/** Columns the quotes list can sort by (server side), with the names the admin table uses. */
export const quoteSortColumns = {
  ref: quotes.ref,
  full_name: insureds.full_name,
  wb_code: insureds.wb_code,
  state: quotes.state,
  inception_date: quotes.inception_date,
  end_date: quotes.end_date,
  premium_amount: quotes.premium_amount,
  status: quotes.status,
  created_at: quotes.created_at,
} as const satisfies Record<ContractQuoteSort, unknown>; // the contract's sort keys, each with its column
export type QuoteSort = keyof typeof quoteSortColumns;
/** Sorts on a joined table: the page's ids need that join too. */
const sortNeedsInsured = new Set<QuoteSort>(['full_name', 'wb_code']);

export interface QuoteListQuery extends Pagination {
  q?: string | undefined;
  /** Only this policy holder's quotes. */
  insured_id?: number | undefined;
  sort: QuoteSort;
  order: 'asc' | 'desc';
}

export interface QuoteListRow {
  id: number;
  ref: string;
  status: QuoteStatus;
  inception_date: string | null;
  end_date: string | null;
  premium_amount: string | null;
  created_at: Date;
  insured_id: number;
  full_name: string;
  wb_code: string | null;
  email: string | null;
  state: string | null;
  suburb: string | null;
}

export interface QuoteInfoChange {
  status?: QuoteStatus | undefined;
  meta?: QuoteMeta | undefined;
}

/** The list's filters other than the search: one policy holder's quotes, or all. */
function listFilters(filter: Pick<QuoteListQuery, 'insured_id'>): SQL | undefined {
  return filter.insured_id === undefined ? undefined : eq(quotes.insured_id, filter.insured_id);
}

/**
 * Quotes matching a search: the ref, or the insured's name, e-mail or wb code (the quote's search
 * text, migration 0016), or the status (`search.ts`).
 */
function quoteSearch(db: Database, filter: Pick<QuoteListQuery, 'q' | 'insured_id'> & { q: string }) {
  // Statuses are a short known list: matched here, they become an indexed equality.
  const needle = filter.q.toLowerCase();
  const statuses = quoteStatusValues.filter((value) => value.toLowerCase().includes(needle));
  const match = searchMatches(
    quotes.search,
    filter.q,
    statuses.length > 0 ? inArray(quotes.status, statuses) : undefined,
  );
  return listSearch(db, match, { table: quotes, id: quotes.id, filters: listFilters(filter) });
}

export function quoteRepository(db: Database) {
  return {
    /** The full quote aggregate (quote, insured, property, address, covers, risks, policy, insurer, files). */
    loadAggregate: (id: number) => loadQuoteAggregate(db, id),
    loadAggregateByPublicId: (publicId: string) => loadQuoteAggregateByPublicId(db, publicId),

    async findById(id: number): Promise<QuoteRow | undefined> {
      const [row] = await db.select().from(quotes).where(eq(quotes.id, id));
      return row;
    },

    /**
     * One page, sorted on the server. The page's ids are found first, joining only what the sort
     * needs, and only those rows are joined for display: joining every row before the offset cost
     * most of the page at deep offsets (bench/api).
     */
    async page(query: QuoteListQuery): Promise<QuoteListRow[]> {
      const order = listOrder(quoteSortColumns[query.sort], quotes.id, query.order);
      const read = (from: typeof quotes, where: SQL | undefined) => {
        let ids = db.select({ id: quotes.id }).from(from).$dynamic();
        if (sortNeedsInsured.has(query.sort)) ids = ids.innerJoin(insureds, eq(insureds.id, quotes.insured_id));
        const pageIds = ids
          .where(where)
          .orderBy(...order)
          .offset(query.start)
          .limit(query.limit);
        return db
          .select({
            id: quotes.id,
            ref: quotes.ref,
            status: quotes.status,
            inception_date: quotes.inception_date,
            end_date: quotes.end_date,
            premium_amount: quotes.premium_amount,
            created_at: quotes.created_at,
            insured_id: insureds.id,
            full_name: insureds.full_name,
            wb_code: insureds.wb_code,
            email: insureds.email,
            state: addresses.state,
            suburb: addresses.suburb,
          })
          .from(quotes)
          .innerJoin(insureds, eq(insureds.id, quotes.insured_id))
          .leftJoin(properties, eq(properties.quote_id, quotes.id))
          .leftJoin(addresses, eq(addresses.id, properties.address_id))
          .where(inArray(quotes.id, pageIds))
          .orderBy(...order);
      };
      if (!query.q) return read(quotes, listFilters(query));
      // A sort by the holder walks the join, not the quotes' own order.
      const walkOrder = sortNeedsInsured.has(query.sort) ? undefined : order;
      return quoteSearch(db, { ...query, q: query.q }).page({ order: walkOrder, limit: query.limit }, read);
    },

    /**
     * How many quotes the list or a search holds. Every filter is on quotes (a quote has one insured
     * and one property), so no joins: joining every row for it cost more than the page (bench/api).
     */
    count(filter: Pick<QuoteListQuery, 'q' | 'insured_id'>): Promise<ListTotal> {
      return filter.q
        ? quoteSearch(db, { ...filter, q: filter.q }).total()
        : listTotal(db, quotes, listFilters(filter));
    },

    async updateInfo(id: number, change: QuoteInfoChange): Promise<QuoteRow | undefined> {
      const [row] = await db
        .update(quotes)
        .set({ ...change, updated_at: new Date() })
        .where(eq(quotes.id, id))
        .returning();
      return row;
    },

    async setStatus(id: number, status: QuoteStatus, at: Date = new Date()): Promise<void> {
      await db.update(quotes).set({ status, updated_at: at }).where(eq(quotes.id, id));
    },

    async setInsurer(id: number, insurerId: number): Promise<void> {
      await db.update(quotes).set({ insurer_id: insurerId, updated_at: new Date() }).where(eq(quotes.id, id));
    },

    async setPremiumAmount(id: number, premiumAmount: string | null): Promise<void> {
      await db.update(quotes).set({ premium_amount: premiumAmount, updated_at: new Date() }).where(eq(quotes.id, id));
    },

    /** A live (not deleted) insurer. */
    async findLiveInsurer(insurerId: number) {
      const [row] = await db
        .select()
        .from(insurers)
        .where(and(eq(insurers.id, insurerId), isNull(insurers.deleted_at)));
      return row;
    },
  };
}
export type QuoteRepository = ReturnType<typeof quoteRepository>;
