import { z } from 'zod';
import { customerPremiumKeys, premiumBreakdownKeys } from '../rating/breakdown';
import { keyed } from '../util/keyed';
import {
  claimPayloadSchema,
  claimRiskPayloadSchema,
  coverPayloadSchema,
  projectPayloadSchema,
  propertyHolderRiskPayloadSchema,
  propertyRiskPayloadSchema,
} from '../proposal/payload';
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
export const premiumBreakdown = z.object(keyed(premiumBreakdownKeys, () => decimalAmount));

/** The premium as the customer reads it: what they pay, line by line, and the total (no commissions). */
export const customerPremiumBreakdown = z.object(keyed(customerPremiumKeys, () => decimalAmount));

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
  premium: customerPremiumBreakdown.nullable(),
});

/** The policy as staff read it: the whole premium with its commissions, its uploaded documents and when it was paid. */
export const policySummary = publicPolicySummary.extend({
  premium: premiumBreakdown.nullable(),
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
export type PublicPolicySummary = z.output<typeof publicPolicySummary>;
export type PolicySummary = z.output<typeof policySummary>;
export type InsurerSummary = z.output<typeof insurerSummary>;

/*
 * The proposal's sections as stored: every answer of the section's payload schema (yes/no answers
 * boolean or null, text, dates and amounts string or null), with the record's ids and creation time.
 */
type StoredAnswer<S> =
  S extends z.ZodDefault<z.ZodNullable<z.ZodBoolean>> ? z.ZodNullable<z.ZodBoolean> : z.ZodNullable<z.ZodString>;
type StoredAnswers<S extends z.ZodRawShape> = { -readonly [K in keyof S]: StoredAnswer<S[K]> };

function isFlag(schema: z.core.$ZodType): boolean {
  let inner: z.core.$ZodType = schema;
  while (inner instanceof z.ZodDefault || inner instanceof z.ZodNullable || inner instanceof z.ZodOptional)
    inner = inner.unwrap() as z.core.$ZodType;
  return inner instanceof z.ZodBoolean;
}

function storedAnswers<S extends z.ZodRawShape>(shape: S): StoredAnswers<S> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, schema]) => [
      key,
      isFlag(schema) ? z.boolean().nullable() : z.string().nullable(),
    ]),
  ) as StoredAnswers<S>;
}

const id = z.number().int();

/** The construction project (without its address: `propertyRecord` adds it). */
export const projectRecord = z.object({
  id,
  quote_id: id,
  address_id: id.nullable(),
  ...storedAnswers(projectPayloadSchema.shape),
  created_at: nullableTimestamp,
});
export const propertyRecord = projectRecord.extend({ address: addressRecord.nullable() });
export const coverRecord = z.object({
  id,
  quote_id: id,
  ...storedAnswers(coverPayloadSchema.shape),
  created_at: nullableTimestamp,
});
export const claimRecord = z.object({
  id,
  claim_risk_id: id,
  ...storedAnswers(claimPayloadSchema.shape),
  created_at: nullableTimestamp,
});
export const claimRiskRecord = z.object({
  id,
  quote_id: id,
  ...storedAnswers(claimRiskPayloadSchema.omit({ claims: true }).shape),
  created_at: nullableTimestamp,
  claims: z.array(claimRecord),
});
export const holderRiskRecord = z.object({
  id,
  quote_id: id,
  ...storedAnswers(propertyHolderRiskPayloadSchema.shape),
  created_at: nullableTimestamp,
});
export const propertyRiskRecord = z.object({
  id,
  quote_id: id,
  ...storedAnswers(propertyRiskPayloadSchema.shape),
  created_at: nullableTimestamp,
});

export type ProjectRecord = z.output<typeof projectRecord>;
export type PropertyRecord = z.output<typeof propertyRecord>;
export type CoverRecord = z.output<typeof coverRecord>;
export type ClaimRecord = z.output<typeof claimRecord>;
export type ClaimRiskRecord = z.output<typeof claimRiskRecord>;
export type HolderRiskRecord = z.output<typeof holderRiskRecord>;
export type PropertyRiskRecord = z.output<typeof propertyRiskRecord>;
