import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, updatedAt } from './columns';
import { policies } from './policies';
import { quotes } from './quotes';

export const paymentStatuses = ['pending', 'succeeded', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

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
  ],
);
