import { keyed, premiumBreakdownKeys } from '@buildcover/domain';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money, searchText, searchTextIndex, timestampTz, updatedAt } from './columns';
import { insurers } from './insurers';
import { quotes } from './quotes';
import { listSortIndexes } from './listSortIndexes';

export const policyStatuses = ['draft', 'due_payment', 'paid', 'cancelled'] as const;
export type PolicyStatus = (typeof policyStatuses)[number];

/** One money column per line of the domain's premium breakdown, named by its key. */
const premiumBreakdownColumns = () => keyed(premiumBreakdownKeys, money);

/**
 * A quote bound (or about to be bound) with an insurer. The premium breakdown is one numeric(12,2)
 * column per line, as the customer saw it; drizzle reads each back as a decimal string.
 */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    quote_id: integer('quote_id')
      .notNull()
      .references(() => quotes.id, { onDelete: 'cascade' }),
    insurer_id: integer('insurer_id').references(() => insurers.id),
    num: text('num'),
    status: text('status', { enum: policyStatuses }).notNull().default('draft'),
    inception_date: date('inception_date', { mode: 'string' }),
    expiry_date: date('expiry_date', { mode: 'string' }),
    premium_amount: money('premium_amount'),
    ...premiumBreakdownColumns(),
    /** File keys of the documents staff upload on the Documents tab. */
    uploaded_schedule: text('uploaded_schedule'),
    uploaded_coc: text('uploaded_coc'),
    uploaded_closing: text('uploaded_closing'),
    paid_at: timestampTz('paid_at'),
    /**
     * The holder's name (the quote's insured's full_name), so the Policy list sorts by holder from an
     * index. Written only by the triggers of migration 0013, which keep it equal to the insured's name.
     */
    holder_name: text('holder_name'),
    /** Number and the quote's search text (the Policy search, with the insurer's name; migration 0016). Filled for bound policies. */
    search: searchText(),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [
    uniqueIndex('policies_num_unique').on(t.num).where(sql`${t.num} is not null`),
    index('policies_quote_id').on(t.quote_id),
    index('policies_status').on(t.status),
    index('policies_created_at').on(t.created_at),
    // Bound policies (paid or cancelled after a refund) are the Policy list, newest first, and the
    // dashboard's latest policies.
    index('policies_bound_paid_at_desc_id')
      .on(t.paid_at.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.status} in ('paid', 'cancelled')`),
    // The Policy list's sortable columns over bound policies (migration 0010).
    ...listSortIndexes('policies_bound_num', t.num, t.id, sql`${t.status} in ('paid', 'cancelled')`),
    ...listSortIndexes(
      'policies_bound_inception_date',
      t.inception_date,
      t.id,
      sql`${t.status} in ('paid', 'cancelled')`,
    ),
    ...listSortIndexes('policies_bound_expiry_date', t.expiry_date, t.id, sql`${t.status} in ('paid', 'cancelled')`),
    ...listSortIndexes('policies_bound_total_amount', t.total_amount, t.id, sql`${t.status} in ('paid', 'cancelled')`),
    index('policies_bound_paid_at_id').on(t.paid_at, t.id).where(sql`${t.status} in ('paid', 'cancelled')`),
    // Sorted by standing, each standing is read by id within its status, the expiry date alongside (src/repositories/policyRegister.ts).
    index('policies_bound_status_id')
      .on(t.status, t.id, t.expiry_date)
      .where(sql`${t.status} in ('paid', 'cancelled')`),
    // Sorted by holder, and by insurer: each insurer's policies read by id (src/repositories/policyRegister.ts).
    ...listSortIndexes('policies_bound_holder_name', t.holder_name, t.id, sql`${t.status} in ('paid', 'cancelled')`),
    index('policies_bound_insurer_id_id').on(t.insurer_id, t.id).where(sql`${t.status} in ('paid', 'cancelled')`),
    searchTextIndex('policies_bound', t.search).where(sql`${t.status} in ('paid', 'cancelled')`),
  ],
);
