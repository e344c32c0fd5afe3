import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { quotes } from './quotes';

/** What the server does after a submission's answer, so the customer does not wait for it. */
export const pendingWorkKinds = ['payment_link_mail'] as const;
export type PendingWorkKind = (typeof pendingWorkKinds)[number];

/**
 * The durable outbox of work done after a request answers (src/work/): written in the request's
 * own transaction, so a committed submission always has its mail to come, and worked through by
 * every running instance (a row is claimed with FOR UPDATE SKIP LOCKED) until it is done. A row
 * left by a process that stopped is done after the next start.
 */
export const pendingWork = pgTable(
  'pending_work',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: pendingWorkKinds }).notNull(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    attempts: integer('attempts').notNull().default(0),
    /** Not before this time: a failed attempt waits longer each time. */
    run_after: timestampTz('run_after').notNull().defaultNow(),
    last_error: text('last_error'),
    created_at: createdAt(),
  },
  (t) => [index('pending_work_run_after').on(t.run_after)],
);
