import { sql } from 'drizzle-orm';
import { integer, index, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, searchText, searchTextIndex, timestampTz } from './columns';
import { policies } from './policies';
import { quotes } from './quotes';
import { listSortIndexes } from './listSortIndexes';

export const outboxStatuses = ['queued', 'sent', 'failed', 'kept'] as const;

export interface OutboxAttachment {
  filename: string;
  content_type: string;
  /** Base64 body, or a file key in storage. */
  content?: string;
  file_key?: string;
}

/** Every e-mail the product sends; without SMTP_URL mail stays here ('kept') for staff to read. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    cc: text('cc'),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text'),
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    status: text('status', { enum: outboxStatuses }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    quote_id: integer('quote_id').references(() => quotes.id),
    policy_id: integer('policy_id').references(() => policies.id),
    created_at: createdAt(),
    sent_at: timestampTz('sent_at'),
    /** Recipient and subject (the Mail search; migration 0016), computed by the database. */
    search: searchText().generatedAlwaysAs(sql`lower("to" || chr(31) || subject)`),
  },
  (t) => [
    index('outbox_emails_status_created_at').on(t.status, t.created_at),
    index('outbox_emails_quote_id').on(t.quote_id),
    searchTextIndex('outbox_emails', t.search),
    // The Mail list's sortable columns (migration 0010). By date, and its searches, from
    // outbox_emails_created_at_id_search (migration 0019): (created_at, id) INCLUDE (search), which
    // drizzle's index builder cannot say.
    ...listSortIndexes('outbox_emails_to', t.to, t.id),
    ...listSortIndexes('outbox_emails_subject', t.subject, t.id),
    ...listSortIndexes('outbox_emails_status', t.status, t.id),
  ],
);
