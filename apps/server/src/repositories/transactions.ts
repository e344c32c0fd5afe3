import type { TransactionSort as ContractTransactionSort } from '@buildcover/domain/api';
import type { TransactionStatus } from '@buildcover/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { insureds, payments, policies, quotes, users } from '../db/schema';
import { type Pagination } from '../http/schemas';
import { listOrder } from './listOrder';
import { listTotal, type ListTotal } from './listTotal';
import { listSearch, searchMatches } from './search';

/** The Transactions list: every card payment attempt with its quote, holder and policy. */
export const transactionSortColumns = {
  created_at: payments.created_at,
  total_amount: payments.total_amount,
  status: payments.status,
  quote_ref: quotes.ref,
  // The holder's name as the payment keeps it (migration 0013), read from its own index.
  full_name: payments.holder_name,
  card_scheme: payments.card_scheme,
} as const satisfies Record<ContractTransactionSort, unknown>; // the contract's sort keys, each with its column
export type TransactionSort = keyof typeof transactionSortColumns;

export interface TransactionListQuery extends Pagination {
  q?: string | undefined;
  status?: TransactionStatus | undefined;
  quote_id?: number | undefined;
  sort: TransactionSort;
  order: 'asc' | 'desc';
}

/**
 * Payments matching a search: reference (drn), masked card, or the quote's ref or holder's name,
 * e-mail or wb code (the payment's search text, migration 0016; `search.ts`).
 */
function transactionSearch(db: Database, q: string, filters: SQL | undefined) {
  return listSearch(db, searchMatches(payments.search, q), { table: payments, id: payments.id, filters });
}

const sortNeedsQuote = new Set<TransactionSort>(['quote_ref']);

export const transactionColumns = {
  id: payments.id,
  status: payments.status,
  quote_id: payments.quote_id,
  quote_ref: quotes.ref,
  policy_id: payments.policy_id,
  policy_num: policies.num,
  full_name: insureds.full_name,
  gateway: payments.gateway,
  drn: payments.drn,
  currency: payments.currency,
  amount: payments.amount,
  surcharge_amount: payments.surcharge_amount,
  total_amount: payments.total_amount,
  card_scheme: payments.card_scheme,
  card_number_mask: payments.card_number_mask,
  card_holder_name: payments.card_holder_name,
  gateway_reference: payments.gateway_reference,
  error_message: payments.error_message,
  threeds: payments.threeds,
  threeds_verified: payments.threeds_verified,
  refund_requested_at: payments.refund_requested_at,
  refund_reason: payments.refund_reason,
  refunded_at: payments.refunded_at,
  refunded_by_name: users.name,
  refund_error: payments.refund_error,
  created_at: payments.created_at,
  updated_at: payments.updated_at,
};
export type TransactionRow = Awaited<ReturnType<ReturnType<typeof transactionRepository>['page']>>[number];

export function transactionRepository(db: Database) {
  const filters = (query: Pick<TransactionListQuery, 'status' | 'quote_id'>) =>
    and(
      query.status ? eq(payments.status, query.status) : undefined,
      query.quote_id ? eq(payments.quote_id, query.quote_id) : undefined,
    );
  const joined = () =>
    db
      .select(transactionColumns)
      .from(payments)
      .innerJoin(quotes, eq(quotes.id, payments.quote_id))
      .innerJoin(insureds, eq(insureds.id, quotes.insured_id))
      .innerJoin(policies, eq(policies.id, payments.policy_id))
      .leftJoin(users, eq(users.id, payments.refunded_by));

  return {
    /** One page: its ids first (joining only what the sort needs), then those rows joined. */
    async page(query: TransactionListQuery) {
      const order = listOrder(transactionSortColumns[query.sort], payments.id, query.order);
      const read = (from: typeof payments, where: SQL | undefined) => {
        let ids = db.select({ id: payments.id }).from(from).$dynamic();
        if (sortNeedsQuote.has(query.sort)) ids = ids.innerJoin(quotes, eq(quotes.id, payments.quote_id));
        const pageIds = ids
          .where(where)
          .orderBy(...order)
          .offset(query.start)
          .limit(query.limit);
        return joined()
          .where(inArray(payments.id, pageIds))
          .orderBy(...order);
      };
      if (!query.q) return read(payments, filters(query));
      // A sort by the quote's ref walks the join, not the payments' own order.
      const walkOrder = sortNeedsQuote.has(query.sort) ? undefined : order;
      return transactionSearch(db, query.q, filters(query)).page({ order: walkOrder, limit: query.limit }, read);
    },

    count(query: Pick<TransactionListQuery, 'q' | 'status' | 'quote_id'>): Promise<ListTotal> {
      return query.q ? transactionSearch(db, query.q, filters(query)).total() : listTotal(db, payments, filters(query));
    },

    async findById(id: number) {
      const [row] = await joined().where(eq(payments.id, id));
      return row;
    },
  };
}
export type TransactionRepository = ReturnType<typeof transactionRepository>;
