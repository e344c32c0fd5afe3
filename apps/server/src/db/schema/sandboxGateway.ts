import { index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';

/**
 * The sandbox payment gateway's own storage (it plays the provider inside this process). Kept in the
 * database, not in memory, so several API instances behind a load balancer share tokens, 3-D Secure
 * authentications and charges. Only the published test cards are accepted, so no real card data is
 * ever stored here.
 */
export const sandboxCards = pgTable(
  'sandbox_gateway_cards',
  {
    /** The secure token handed to the merchant page instead of the card. */
    token: text('token').primaryKey(),
    card_number: text('card_number').notNull(),
    scheme: text('scheme').notNull(),
    expiry_month: integer('expiry_month').notNull(),
    expiry_year: integer('expiry_year').notNull(),
    holder_name: text('holder_name').notNull(),
    /** The merchant's payment reference (drn) the token was issued for. */
    reference: text('reference').notNull(),
    created_at: createdAt(),
    expires_at: timestampTz('expires_at').notNull(),
  },
  (t) => [index('sandbox_gateway_cards_expires_at').on(t.expires_at)],
);

export const sandboxAuthenticationStatuses = ['authenticated', 'challenge', 'failed'] as const;

/** One 3-D Secure authentication of a token for an amount; its id is the directory server transaction id. */
export const sandboxAuthentications = pgTable(
  'sandbox_gateway_authentications',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull(),
    reference: text('reference').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    status: text('status', { enum: sandboxAuthenticationStatuses }).notNull(),
    cavv: text('cavv'),
    eci: text('eci'),
    xid: text('xid').notNull(),
    version: text('version').notNull(),
    challenge_attempts: integer('challenge_attempts').notNull().default(0),
    created_at: createdAt(),
    expires_at: timestampTz('expires_at').notNull(),
    completed_at: timestampTz('completed_at'),
  },
  (t) => [index('sandbox_gateway_authentications_token').on(t.token)],
);

export const sandboxChargeStatuses = ['approved', 'declined'] as const;

/** Charges at the sandbox gateway; the merchant's idempotency key makes a repeated charge return the first one. */
export const sandboxCharges = pgTable(
  'sandbox_gateway_charges',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    idempotency_key: text('idempotency_key').notNull(),
    token: text('token').notNull(),
    amount_cents: integer('amount_cents').notNull(),
    refunded_cents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull(),
    status: text('status', { enum: sandboxChargeStatuses }).notNull(),
    response_code: text('response_code').notNull(),
    message: text('message').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_gateway_charges_idempotency_key').on(t.idempotency_key),
    uniqueIndex('sandbox_gateway_charges_reference').on(t.reference),
  ],
);
