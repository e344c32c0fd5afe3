import { date, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/*
 * The dashboard's per-day figures, so a date range reads a few thousand rows rather than a million
 * quotes (src/repositories/dashboard.ts). Days are calendar days in Sydney. Triggers of migration
 * 0015 keep them on every write to quotes and policies, whatever the code path; that migration
 * fills them from the rows already there.
 */

/** Quotes by the day they were created and the status they have now. */
export const quoteStatusDays = pgTable(
  'quote_status_days',
  {
    status: text('status').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    quotes: integer('quotes').notNull(),
  },
  // Status first: referrals waiting read one status over every day; a date range reads each status's days.
  (t) => [primaryKey({ name: 'quote_status_days_pkey', columns: [t.status, t.day] })],
);

/** Paid policies by the day they were paid, and their premium (total amount). */
export const premiumWrittenDays = pgTable('premium_written_days', {
  day: date('day', { mode: 'string' }).primaryKey(),
  policies: integer('policies').notNull(),
  premium: numeric('premium', { precision: 14, scale: 2 }).notNull(),
});
