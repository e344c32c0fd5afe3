import { bigserial, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Who changed what, when: written in the same transaction as the change. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    user_id: integer('user_id').references(() => users.id),
    /** Name or label of the actor at the time ('public' for anonymous callers). */
    actor: text('actor').notNull(),
    ip: text('ip'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entity_id: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    created_at: createdAt(),
  },
  (t) => [
    index('audit_log_entity').on(t.entity, t.entity_id, t.created_at),
    index('audit_log_created_at').on(t.created_at),
  ],
);
