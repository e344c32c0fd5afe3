import { z } from 'zod';
import { premiumBreakdownFields, type PremiumBreakdownKey } from '../rating/breakdown';
import { nullableTimestamp } from './envelopes';

/*
 * Records that several resources answer with (a quote, its insured, address, policy and files):
 * defined once, composed by quotes.ts, insured.ts and payments.ts.
 */

/** Where a policy stands. */
export const policyStatuses = ['draft', 'due_payment', 'paid', 'cancelled'] as const;
export type PolicyStatus = (typeof policyStatuses)[number];

/** A decimal amount as the API writes it ("1200.50"): never a binary float. */
export const decimalAmount = z.string().regex(/^-?\d+(\.\d+)?$/, 'An amount is a decimal string');

/** A date without time, yyyy-mm-dd. */
export const isoDate = z.string().describe('yyyy-mm-dd');

/** Every premium line item by key, as decimal strings. */
export const premiumBreakdown = z.object(
  Object.fromEntries(premiumBreakdownFields.map(({ key }) => [key, decimalAmount])) as Record<PremiumBreakdownKey, typeof decimalAmount>,
);

/** The insured or the additional holder. */
export const holderRecord = z.object({
  id: z.number().int(),
  full_name: z.string(),
  initial: z.string().nullable(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  contact_no: z.string().nullable(),
  wb_code: z.string().nullable(),
  email: z.string().nullable(),
  abn: z.string().nullable(),
  created_at: nullableTimestamp,
});

export const insuredRecord = holderRecord.extend({ add_holder: holderRecord.nullable() });

export const addressRecord = z.object({
  id: z.number().int(),
  street: z.string().nullable(),
  suburb: z.string().nullable(),
  state: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
});

/** A stored file with its link (`url` and `file_url` are the same link). */
export const fileRecord = z.object({
  id: z.number().int(),
  file_key: z.string(),
  file_name: z.string(),
  file_url: z.string(),
  url: z.string(),
  /** The proposal draft (uid) it was uploaded under; null for staff uploads. */
  transaction_id: z.string().nullable(),
  mime: z.string(),
  size: z.number().int(),
  meta: z.record(z.string(), z.unknown()).and(z.object({ field: z.string().nullable().optional() })),
  created_at: nullableTimestamp,
});

/** The policy as the customer reads it. */
export const publicPolicySummary = z.object({
  id: z.number().int(),
  num: z.string().nullable(),
  status: z.enum(policyStatuses),
  inception_date: isoDate.nullable(),
  expiry_date: isoDate.nullable(),
  premium_amount: decimalAmount.nullable(),
  premium: premiumBreakdown.nullable(),
});

/** The policy as staff read it: plus its uploaded documents and when it was paid. */
export const policySummary = publicPolicySummary.extend({
  uploaded_schedule: z.string().nullable(),
  uploaded_coc: z.string().nullable(),
  uploaded_closing: z.string().nullable(),
  paid_at: nullableTimestamp,
});

/** Who underwrites the cover, and its documents: what a customer sees (no commissions). */
export const publicInsurerSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  abn: z.string(),
  afsl: z.string(),
  underwriter: z.string(),
  pds_version: z.string(),
  fsg_version: z.string(),
  pds_url: z.string().nullable(),
  fsg_url: z.string().nullable(),
});

/** What staff see of a quote's insurer: plus contacts and commissions. */
export const insurerSummary = publicInsurerSummary.extend({
  email: z.string(),
  contact_no: z.string(),
  uid: z.string(),
  commission: z.string(),
  associate_commission: z.string(),
});

export type HolderRecord = z.output<typeof holderRecord>;
export type Insured = z.output<typeof insuredRecord>;
export type AddressRecord = z.output<typeof addressRecord>;
export type QuoteFile = z.output<typeof fileRecord>;
export type PolicySummary = z.output<typeof policySummary>;
