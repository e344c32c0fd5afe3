import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { insurers } from './insurers';
import { policies } from './policies';
import { quoteDrafts, quotes } from './quotes';
import { users } from './users';

export const fileStorages = ['local', 's3'] as const;

/**
 * Uploaded documents. The owner is one of: a quote draft (public upload before submission, by
 * uid), a quote, an insurer or a policy; `field` names the form field or document slot.
 */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storage: text('storage', { enum: fileStorages }).notNull(),
    field: text('field'),
    draft_uid: text('draft_uid').references(() => quoteDrafts.uid),
    quote_id: integer('quote_id').references(() => quotes.id),
    insurer_id: integer('insurer_id').references(() => insurers.id),
    policy_id: integer('policy_id').references(() => policies.id),
    uploaded_by: integer('uploaded_by').references(() => users.id),
    meta: jsonb('meta').$type<Record<string, unknown>>().notNull().default({}),
    created_at: createdAt(),
    deleted_at: timestampTz('deleted_at'),
  },
  (t) => [
    uniqueIndex('files_key_unique').on(t.key),
    index('files_draft_uid').on(t.draft_uid),
    index('files_quote_id').on(t.quote_id),
    index('files_insurer_id').on(t.insurer_id),
    index('files_policy_id').on(t.policy_id),
  ],
);
