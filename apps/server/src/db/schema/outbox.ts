import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
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
  },
  (t) => [
    index('outbox_emails_status_created_at').on(t.status, t.created_at),
    index('outbox_emails_quote_id').on(t.quote_id),
    index('outbox_emails_created_at_desc_id').on(t.created_at.desc().nullsLast(), t.id.desc().nullsFirst()),
    index('outbox_emails_to_trgm').using('gin', t.to.op('gin_trgm_ops')),
    index('outbox_emails_subject_trgm').using('gin', t.subject.op('gin_trgm_ops')),
    // The Mail list's sortable columns (migration 0010).
    ...listSortIndexes('outbox_emails_created_at', t.created_at, t.id),
    ...listSortIndexes('outbox_emails_to', t.to, t.id),
    ...listSortIndexes('outbox_emails_subject', t.subject, t.id),
    ...listSortIndexes('outbox_emails_status', t.status, t.id),
  ],
);
