import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { quotes } from './quotes';
import { users } from './users';

export const notes = pgTable(
  'notes',
  {
    id: serial('id').primaryKey(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    user_id: integer('user_id').references(() => users.id),
    /** The author's name when the note was written. */
    user_name: text('user_name').notNull(),
    /** Sanitised HTML. */
    note: text('note').notNull(),
    created_at: createdAt(),
    /** When the author last corrected the note (the earlier text is in the audit log); null if never. */
    edited_at: timestampTz('edited_at'),
  },
  (t) => [index('notes_quote_id_created_at').on(t.quote_id, t.created_at)],
);
