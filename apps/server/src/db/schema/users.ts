import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz, updatedAt } from './columns';

export const userTypes = ['super_admin', 'admin', 'normal'] as const;
export type UserType = (typeof userTypes)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    user_type: text('user_type', { enum: userTypes }).notNull(),
    password_hash: text('password_hash').notNull(),
    status: boolean('status').notNull().default(true),
    last_login: timestampTz('last_login'),
    created_at: createdAt(),
    updated_at: updatedAt(),
    /** Deleted users keep their row so notes and the audit log still name them. */
    deleted_at: timestampTz('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_live_unique').on(sql`lower(${t.email})`).where(sql`${t.deleted_at} is null`),
    index('users_name_trgm').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm').using('gin', t.email.op('gin_trgm_ops')),
    index('users_created_at').on(t.created_at),
  ],
);

/** Refresh tokens are stored as SHA-256 hashes; a family shares one login, so reuse can revoke them all. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull(),
    family_id: uuid('family_id').notNull(),
    expires_at: timestampTz('expires_at').notNull(),
    used_at: timestampTz('used_at'),
    revoked_at: timestampTz('revoked_at'),
    created_at: createdAt(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_unique').on(t.token_hash), index('refresh_tokens_family').on(t.family_id)],
);

/** Every login attempt, so the failure limit holds across several API instances. */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    created_at: createdAt(),
  },
  (t) => [
    index('login_attempts_username').on(t.username, t.created_at),
    index('login_attempts_ip').on(t.ip, t.created_at),
  ],
);
