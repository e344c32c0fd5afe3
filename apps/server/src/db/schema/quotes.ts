import { sql } from 'drizzle-orm';
import { quoteStatusValues } from '@buildcover/domain';
import type { SavedFormPlace } from '@buildcover/domain/api';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, money, searchText, searchTextIndex, timestampTz, updatedAt } from './columns';
import { insureds } from './insureds';
import { insurers } from './insurers';
import { listSortIndexes } from './listSortIndexes';

export const quoteRefSequence = pgSequence('quote_ref_seq', { startWith: 1 });

export interface QuoteMeta {
  /** Why underwriting referred the quote, or the reason staff gave when choosing 'referred'. */
  referred_reason?: string | string[];
  /** Reasons a quote was declined. */
  declined_reasons?: string[];
  [key: string]: unknown;
}

/** Upload session opened before a quote exists (GET /quotes/get/id); files hang off its uid. */
export const quoteDrafts = pgTable(
  'quote_drafts',
  {
    uid: text('uid').primaryKey(),
    quote_id: integer('quote_id'),
    created_at: createdAt(),
    expires_at: timestampTz('expires_at').notNull(),
    /** 'Save and finish later': the answers as the form held them (the proposal's shape only, never card data). */
    saved_answers: jsonb('saved_answers').$type<Record<string, unknown>>(),
    saved_at: timestampTz('saved_at'),
    /** Which reading of the form (and wizard step) the answers were saved from, for the link to reopen. */
    saved_place: jsonb('saved_place').$type<SavedFormPlace>(),
  },
  (t) => [index('quote_drafts_expires_at').on(t.expires_at)],
);

/**
 * The e-mailed links that open a saved draft: only a hash of each link's secret is kept. They go
 * with their draft when the draft sweep removes it (apps/server/src/drafts/sweep.ts).
 */
export const draftResumeLinks = pgTable(
  'draft_resume_links',
  {
    token_hash: text('token_hash').primaryKey(),
    draft_uid: text('draft_uid')
      .notNull()
      .references(() => quoteDrafts.uid, { onDelete: 'cascade' }),
    created_at: createdAt(),
  },
  (t) => [index('draft_resume_links_draft_uid').on(t.draft_uid)],
);

export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    /**
     * Human reference such as BC-000123, from its own sequence: at least six digits, never cut
     * (quote_ref() is created by migration 0005; plain lpad truncated BC-1000000 to BC-100000).
     */
    ref: text('ref').notNull().default(sql`quote_ref(nextval('quote_ref_seq'))`),
    /** Unguessable id for customer links: 128 random bits, base64url. */
    public_id: text('public_id').notNull(),
    status: text('status', { enum: quoteStatusValues }).notNull(),
    insured_id: integer('insured_id')
      .notNull()
      .references(() => insureds.id),
    insurer_id: integer('insurer_id').references(() => insurers.id),
    draft_uid: text('draft_uid').references(() => quoteDrafts.uid),
    inception_date: date('inception_date', { mode: 'string' }),
    end_date: date('end_date', { mode: 'string' }),
    premium_amount: money('premium_amount'),
    /**
     * The project address's state, copied here so the list sorts by it from one index (joined
     * through properties and addresses it sorted a million rows: bench/README.md). Written with
     * the address (src/repositories/proposals.ts, quoteSections.ts); filled by migration 0012.
     */
    state: text('state'),
    is_renewal: boolean('is_renewal').notNull().default(false),
    meta: jsonb('meta').$type<QuoteMeta>().notNull().default({}),
    /** The proposal exactly as submitted, for audit and re-rating. */
    request: jsonb('request').$type<Record<string, unknown>>(),
    /** Ref, holder's name, e-mail and wb code (the quotes search; migration 0016). */
    search: searchText(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('quotes_ref_unique').on(t.ref),
    uniqueIndex('quotes_public_id_unique').on(t.public_id),
    searchTextIndex('quotes', t.search),
    index('quotes_insured_id').on(t.insured_id),
    // Deleting a swept draft checks this foreign key: without it, a scan of every quote per draft.
    index('quotes_draft_uid').on(t.draft_uid),
    index('quotes_insurer_id').on(t.insurer_id),
    // The lists' default order, newest first (created_at desc, id desc: src/repositories/listOrder.ts),
    // is a backward scan of it (bench/results/lists-plans.txt).
    index('quotes_created_at').on(t.created_at),
    // The dashboard's referrals waiting: the oldest, and the recent ones by age (quotes by status over a
    // date range come from quote_status_days, src/db/schema/dashboard.ts).
    index('quotes_referred_created_at').on(t.created_at).where(sql`${t.status} = 'referred'`),
    // Each sortable column of the quotes list pages from an index (migration 0010, bench/api/lists.ts).
    ...listSortIndexes('quotes_status', t.status, t.id),
    ...listSortIndexes('quotes_inception_date', t.inception_date, t.id),
    ...listSortIndexes('quotes_end_date', t.end_date, t.id),
    ...listSortIndexes('quotes_premium_amount', t.premium_amount, t.id),
    ...listSortIndexes('quotes_state', t.state, t.id),
  ],
);
