import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, percent, timestampTz, updatedAt } from './columns';
import { users } from './users';

/**
 * Per-insurer rating and fee settings (levy rates per state, fees, minimum premium…), kept as
 * jsonb so the rating code in @buildcover/domain owns their shape. Amounts are decimal strings.
 */
export type InsurerSettings = Record<string, unknown>;

export const insurers = pgTable(
  'insurers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contact_no: text('contact_no').notNull(),
    abn: text('abn').notNull(),
    afsl: text('afsl').notNull(),
    underwriter: text('underwriter').notNull(),
    street: text('street').notNull(),
    suburb: text('suburb').notNull(),
    state: text('state').notNull(),
    postcode: text('postcode').notNull(),
    country: text('country').notNull().default('AU'),
    uid: text('uid').notNull(),
    fsg_version: text('fsg_version').notNull(),
    pds_version: text('pds_version').notNull(),
    privacy_version: text('privacy_version').notNull(),
    advice_type: text('advice_type').notNull(),
    advice_given: text('advice_given').notNull(),
    commission: percent('commission').notNull(),
    associate_commission: percent('associate_commission').notNull(),
    settings: jsonb('settings').$type<InsurerSettings>().notNull().default({}),
    /** Starts this insurer's policy numbers (domain policyNumberOf); the uid when not set. */
    policy_prefix: text('policy_prefix'),
    /** The last policy number issued for this insurer: it only goes up, so no number is issued twice. */
    policy_sequence: integer('policy_sequence').notNull().default(0),
    /** Current document file keys; every upload also adds a row to insurer_documents. */
    pds_doc: text('pds_doc'),
    fsg_doc: text('fsg_doc'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    /** Insurers referenced by quotes are soft-deleted so those quotes keep their insurer. */
    deleted_at: timestampTz('deleted_at'),
  },
  (t) => [
    uniqueIndex('insurers_uid_live_unique').on(sql`lower(${t.uid})`).where(sql`${t.deleted_at} is null`),
    index('insurers_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('insurers_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
    index('insurers_uid_trgm').using('gin', t.uid.op('gin_trgm_ops')),
    index('insurers_created_at').on(t.created_at),
  ],
);

export const insurerDocumentKinds = ['pds', 'fsg'] as const;

/** Each PDS / FSG upload is a new version; the insurer row points at the latest. */
export const insurerDocuments = pgTable(
  'insurer_documents',
  {
    id: serial('id').primaryKey(),
    insurer_id: integer('insurer_id')
      .notNull()
      .references(() => insurers.id),
    kind: text('kind', { enum: insurerDocumentKinds }).notNull(),
    version: integer('version').notNull(),
    file_key: text('file_key').notNull(),
    uploaded_by: integer('uploaded_by').references(() => users.id),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('insurer_documents_version_unique').on(t.insurer_id, t.kind, t.version)],
);
