import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, searchText, searchTextIndex, timestampTz, updatedAt } from './columns';
import { policies } from './policies';
import { quotes } from './quotes';
import { users } from './users';
import { listSortIndexes } from './listSortIndexes';

export const paymentStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface PaymentThreeDs {
  version: string;
  eci: string;
  directory_server_txn_id: string;
}

/**
 * One row per payment attempt. The idempotency key makes a retry replay the first result; the
 * partial unique indexes make a second successful payment, or a second attempt in flight, for the
 * same policy impossible.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    idempotency_key: text('idempotency_key').notNull(),
    /** Hash of the request parameters: a repeat of the key with other parameters is refused. */
    request_hash: text('request_hash').notNull(),
    policy_id: integer('policy_id')
      .notNull()
      .references(() => policies.id),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id),
    status: text('status', { enum: paymentStatuses }).notNull().default('pending'),
    gateway: text('gateway').notNull(),
    drn: text('drn'),
    currency: text('currency').notNull().default('AUD'),
    amount: money('amount').notNull(),
    surcharge_amount: money('surcharge_amount').notNull().default('0'),
    total_amount: money('total_amount').notNull(),
    card_scheme: text('card_scheme'),
    card_number_mask: text('card_number_mask'),
    card_holder_name: text('card_holder_name'),
    gateway_reference: text('gateway_reference'),
    error_message: text('error_message'),
    response: jsonb('response').$type<Record<string, unknown>>(),
    /** The 3-D Secure result the browser handed over (version, ECI, directory server id), never the CAVV. */
    threeds: jsonb('threeds').$type<PaymentThreeDs>(),
    /** Whether the gateway confirmed that result: null when the attempt never got that far. */
    threeds_verified: boolean('threeds_verified'),
    /** Set when staff ask for a refund: only the request that sets it calls the gateway (src/payments/refund.ts). */
    refund_requested_at: timestampTz('refund_requested_at'),
    refund_reason: text('refund_reason'),
    refunded_by: integer('refunded_by').references(() => users.id),
    refunded_at: timestampTz('refunded_at'),
    refund_error: text('refund_error'),
    /**
     * The holder's name (the quote's insured's full_name), so the Transactions list sorts by holder
     * from an index. Written only by the triggers of migration 0013, which keep it equal to the insured's name.
     */
    holder_name: text('holder_name'),
    /** Reference (drn), masked card, and the quote's search text (the Transactions search; migration 0016). */
    search: searchText(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_idempotency_key_unique').on(t.idempotency_key),
    uniqueIndex('payments_one_success_per_policy').on(t.policy_id).where(sql`${t.status} = 'succeeded'`),
    // One attempt in flight per policy: two tabs with different keys cannot both reach the gateway.
    uniqueIndex('payments_one_pending_per_policy').on(t.policy_id).where(sql`${t.status} = 'pending'`),
    index('payments_quote_id').on(t.quote_id),
    index('payments_status_created_at').on(t.status, t.created_at),
    // The Transactions list's sortable columns (migration 0010); its default order, newest first, is
    // a backward scan of payments_created_at_id (bench/results/lists-plans.txt).
    ...listSortIndexes('payments_created_at', t.created_at, t.id),
    ...listSortIndexes('payments_total_amount', t.total_amount, t.id),
    ...listSortIndexes('payments_status', t.status, t.id),
    ...listSortIndexes('payments_card_scheme', t.card_scheme, t.id),
    ...listSortIndexes('payments_holder_name', t.holder_name, t.id),
    searchTextIndex('payments', t.search),
  ],
);
