import { z } from 'zod';
import { amountInput } from '../money/amountInput';
import { editablePremiumKeys } from '../rating/breakdown';
import { ratedPremiumSchema } from '../rating/ratingTable';
import { policyDocumentKeys } from '../reference/documents';
import { keyed } from '../util/keyed';
import { sectionUpdateSchemas } from '../mapping/updateSchemas';
import { quoteStatusValues } from '../reference/quoteStatus';
import { quoteInfoMessages, quoteReferenceMaxLength, referredReasonMaxLength } from '../backoffice/quoteInfo';
import { premiumAmountMessage } from '../backoffice/premiumMessages';
import { textTooLongMessage } from '../proposal/textLimits';
import {
  dataResponse,
  errors,
  idParam,
  idParams,
  nullableTimestamp,
  savedResponse,
  searchResponse,
  staffErrors,
  staffListErrors,
} from './envelopes';
import { defineEndpoint } from './endpoint';
import { searchTerm, sortedListQuery } from './lists';
import { outboxStatuses } from './outbox';
import {
  addressRecord,
  claimRiskRecord,
  coverRecord,
  decimalAmount,
  fileRecord,
  holderRiskRecord,
  insuredRecord,
  insurerSummary,
  isoDate,
  policySummary,
  premiumBreakdown,
  projectRecord,
  propertyRecord,
  propertyRiskRecord,
} from './records';

/** Columns the quotes list sorts by on the server. */
export const quoteSortKeys = [
  'ref',
  'full_name',
  'wb_code',
  'state',
  'inception_date',
  'end_date',
  'premium_amount',
  'status',
  'created_at',
] as const;
export type QuoteSort = (typeof quoteSortKeys)[number];

/** A page of quotes; `insured_id` keeps one policy holder's (the insured's page links here). */
export const quotesListQuery = sortedListQuery(quoteSortKeys, 'created_at').extend({ insured_id: idParam.optional() });

/** A row of the quotes list (ref, insured name, wb_code, state, inception, end, premium, status). */
export const quoteListItem = z.object({
  id: z.number().int(),
  ref: z.string(),
  status: z.enum(quoteStatusValues),
  inception_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  premium_amount: decimalAmount.nullable(),
  created_at: nullableTimestamp,
  insured: z.object({
    id: z.number().int(),
    full_name: z.string(),
    wb_code: z.string().nullable(),
    email: z.string().nullable(),
  }),
  address: z.object({ state: z.string().nullable(), suburb: z.string().nullable() }),
});

export type QuoteListItem = z.output<typeof quoteListItem>;

/** What underwriting and staff noted on a quote. */
export const quoteMeta = z.object({
  /** Each underwriting rule that referred or declined the proposal. */
  reasons: z.array(z.object({ rule: z.string(), outcome: z.string(), reason: z.string() })).optional(),
  /** Why underwriting referred the quote, or the reason staff gave when choosing 'referred'. */
  referred_reason: z.union([z.string(), z.array(z.string())]).optional(),
  declined_reasons: z.array(z.string()).optional(),
  /** How the premium was rated (the rating table's steps). */
  rating: ratedPremiumSchema.optional(),
});

/** GET /quotes/{id}: everything the back-office editor reads. */
export const quoteDetail = z.object({
  id: z.number().int(),
  ref: z.string(),
  public_id: z.string(),
  status: z.enum(quoteStatusValues),
  inception_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  premium_amount: decimalAmount.nullable(),
  is_renewal: z.boolean(),
  created_at: nullableTimestamp,
  updated_at: nullableTimestamp,
  meta: quoteMeta,
  insured: insuredRecord,
  address: addressRecord.nullable(),
  insurer: insurerSummary.nullable(),
  policy: policySummary.nullable(),
  property: propertyRecord.nullable(),
  covers: z.array(coverRecord),
  claim_risk: claimRiskRecord.nullable(),
  property_holder_risk: holderRiskRecord.nullable(),
  property_risk: propertyRiskRecord.nullable(),
  files: z.array(fileRecord),
});
export type QuoteDetail = z.output<typeof quoteDetail>;

const quoteReference = z.string().trim().max(quoteReferenceMaxLength, textTooLongMessage).nullable().optional();

/**
 * PATCH /quotes/{id}/info: any of status, wb_code, policy_number, referred_reason ('referred' needs
 * the reason), as long as the quote editor lets staff type them (backoffice/quoteInfo.ts).
 */
export const quoteInfoUpdateBody = z
  .object({
    status: z.enum(quoteStatusValues, { error: quoteInfoMessages.status }).optional(),
    wb_code: quoteReference,
    policy_number: quoteReference,
    referred_reason: z
      .string()
      .trim()
      .max(referredReasonMaxLength, quoteInfoMessages.referredReasonLength)
      .nullable()
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.status === 'referred' && !body.referred_reason) {
      context.addIssue({ code: 'custom', path: ['referred_reason'], message: quoteInfoMessages.referredReason });
    }
  });
export type QuoteInfoBody = z.input<typeof quoteInfoUpdateBody>;

/** POST /quotes/{id}/insurer: the insurer chosen, an id of the panel. */
export const insurerSelectionBody = z.object({
  insurer_id: z.coerce
    .number({ error: quoteInfoMessages.insurer })
    .int(quoteInfoMessages.insurer)
    .positive(quoteInfoMessages.insurer)
    .max(2_147_483_647, quoteInfoMessages.insurer),
});
export type InsurerSelectionBody = z.input<typeof insurerSelectionBody>;

/** A typed premium amount: blank is nought (rating/breakdown.ts `parseAmountInput` reads it). */
const amount = amountInput({ message: premiumAmountMessage, blank: true })
  .nullable()
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()));

/**
 * POST /quotes/{id}/premium: the amounts staff type. The editor sends every breakdown field (back-office §7);
 * the computed lines (GST, totals, commissions) are dropped here and computed again, never trusted.
 */
export const premiumAmountsBody = z.object(keyed(editablePremiumKeys, () => amount));
export type PremiumAmounts = z.output<typeof premiumAmountsBody>;
export type PremiumSaveBody = z.input<typeof premiumAmountsBody>;

const fileKey = z.string().trim().min(1).max(300).optional();
/** PATCH /quotes/policy/{policyId}/documents: stored file keys of the Documents tab's uploads. */
export const policyDocumentsBody = z.object(
  keyed(
    policyDocumentKeys.map(({ key }) => key),
    () => fileKey,
  ),
);

/** A mail the back office sent: its outbox row and whether it went out or was kept. */
const mailSent = z.object({ outbox_id: z.number().int(), delivery: z.enum(outboxStatuses) });

const policyParams = z.object({ policyId: idParam });
const tags = ['quotes'];
const sectionTags = ['quote sections'];
const infoErrors = errors(400, 401, 403, 404, 409);
const mailErrors = errors(400, 401, 403, 404, 502);

/** Back-office quote calls (staff bearer). */
export const quotesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/quotes/list',
    summary: 'Quotes, a page at a time, sorted on the server',
    tags,
    auth: 'staff',
    query: quotesListQuery,
    responses: { 200: searchResponse(quoteListItem), ...staffListErrors },
  }),
  search: defineEndpoint({
    method: 'GET',
    path: '/quotes/search',
    summary: 'Quotes whose reference, insured, e-mail or wb code contains q',
    tags,
    auth: 'staff',
    query: quotesListQuery.extend(searchTerm.shape),
    responses: { 200: searchResponse(quoteListItem), ...staffListErrors },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/quotes/:id',
    summary: 'A quote with everything the editor reads',
    tags,
    auth: 'staff',
    params: idParams,
    responses: { 200: dataResponse(quoteDetail), ...staffErrors },
  }),
  updateInfo: defineEndpoint({
    method: 'PATCH',
    path: '/quotes/:id/info',
    summary: 'Status, wb code, policy number and referred reason',
    tags,
    auth: 'admin',
    params: idParams,
    body: quoteInfoUpdateBody,
    responses: { 200: savedResponse(quoteDetail), ...infoErrors },
  }),
  setInsurer: defineEndpoint({
    method: 'POST',
    path: '/quotes/:id/insurer',
    summary: "Chooses the quote's insurer (a premium already set is re-priced with its commissions)",
    tags,
    auth: 'admin',
    params: idParams,
    body: insurerSelectionBody,
    responses: { 200: savedResponse(z.object({ insurer: insurerSummary, policy: policySummary })), ...staffErrors },
  }),
  savePremium: defineEndpoint({
    method: 'POST',
    path: '/quotes/:id/premium',
    summary: 'The premium amounts; GST, totals and commissions are computed',
    tags,
    auth: 'admin',
    params: idParams,
    body: premiumAmountsBody,
    responses: {
      200: savedResponse(z.object({ policy: policySummary.extend({ premium: premiumBreakdown }) })),
      ...staffErrors,
    },
  }),
  sendPaymentLink: defineEndpoint({
    method: 'POST',
    path: '/quotes/:id/payment',
    summary: 'E-mails the customer the pay link (the quote becomes payment due)',
    tags,
    auth: 'admin',
    params: idParams,
    responses: { 200: savedResponse(mailSent.extend({ link: z.string() })), ...mailErrors },
  }),
  sendPolicyDocuments: defineEndpoint({
    method: 'POST',
    path: '/quotes/policy/:policyId/documents',
    summary: 'E-mails the insured the documents of a paid policy',
    tags,
    auth: 'admin',
    params: policyParams,
    // The uploaded policy documents are read from file storage to be attached (503 when it fails).
    responses: { 200: savedResponse(mailSent), ...mailErrors, ...errors(503) },
  }),
  updatePolicyDocuments: defineEndpoint({
    method: 'PATCH',
    path: '/quotes/policy/:policyId/documents',
    summary: "The policy's uploaded schedule, certificate of currency and closing (stored file keys)",
    tags,
    auth: 'admin',
    params: policyParams,
    body: policyDocumentsBody,
    responses: { 200: savedResponse(z.object({ policy: policySummary })), ...staffErrors },
  }),
};

/** The back-office section saves of a quote: each answers the section as saved. */
export const quoteSectionsApi = {
  address: defineEndpoint({
    method: 'PUT',
    path: '/quotes/project/:propertyId/address/:addressId',
    summary: "The project's address",
    tags: sectionTags,
    auth: 'admin',
    params: z.object({ propertyId: idParam, addressId: idParam }),
    body: sectionUpdateSchemas.address,
    responses: { 200: savedResponse(addressRecord), ...staffErrors },
  }),
  cover: defineEndpoint({
    method: 'PUT',
    path: '/quotes/cover/:id',
    summary: 'The cover (liability limit, construction type) and the project value',
    tags: sectionTags,
    auth: 'admin',
    params: idParams,
    body: sectionUpdateSchemas.cover,
    responses: { 200: savedResponse(coverRecord.extend({ valuation: z.string().nullable() })), ...staffErrors },
  }),
  project: defineEndpoint({
    method: 'PUT',
    path: '/quotes/project/:id',
    summary: 'The construction project',
    tags: sectionTags,
    auth: 'admin',
    params: idParams,
    body: sectionUpdateSchemas.project,
    responses: { 200: savedResponse(projectRecord), ...staffErrors },
  }),
  claimRisk: defineEndpoint({
    method: 'PUT',
    path: '/quotes/claim/risk/:id',
    summary: 'Claims history and its listed claims',
    tags: sectionTags,
    auth: 'admin',
    params: idParams,
    body: sectionUpdateSchemas.claimRisk,
    responses: { 200: savedResponse(claimRiskRecord), ...staffErrors },
  }),
  holderRisk: defineEndpoint({
    method: 'PUT',
    path: '/quotes/property/holder/risk/:id',
    summary: "The holder's bankruptcy and criminal history",
    tags: sectionTags,
    auth: 'admin',
    params: idParams,
    body: sectionUpdateSchemas.holderRisk,
    responses: { 200: savedResponse(holderRiskRecord), ...staffErrors },
  }),
  propertyRisk: defineEndpoint({
    method: 'PUT',
    path: '/quotes/property/risk/:id',
    summary: 'Project risks and their plans and reports (stored file keys)',
    tags: sectionTags,
    auth: 'admin',
    params: idParams,
    body: sectionUpdateSchemas.propertyRisk,
    responses: { 200: savedResponse(propertyRiskRecord), ...staffErrors },
  }),
};
