import { z } from 'zod';
import { createQuoteRequestSchema } from '../mapping/requestSchema';
import { quoteOutcomes, quoteStatusValues } from '../reference/quoteStatus';
import { dataResponse, errors, messageResponse, nullableTimestamp } from './envelopes';
import { defineEndpoint } from './endpoint';
import {
  addressRecord,
  claimRiskRecord,
  decimalAmount,
  fileRecord,
  holderRiskRecord,
  insuredRecord,
  isoDate,
  propertyRecord,
  propertyRiskRecord,
  publicInsurerSummary,
  publicPolicySummary,
} from './records';

/** The quote as the customer reads it back: `id` is the unguessable public id, never the sequential one. */
export const quoteReadBack = z.object({
  ref: z.string(),
  id: z.string(),
  status: z.enum(quoteStatusValues),
  property_value: decimalAmount.nullable(),
  total_amount: decimalAmount.nullable(),
  inception_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  created_at: nullableTimestamp,
  insured: z.object({
    full_name: z.string(),
    initial: z.string().nullable(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    email: z.string().nullable(),
    contact_no: z.string().nullable(),
  }),
  address: addressRecord.nullable(),
  insurer: publicInsurerSummary.nullable(),
  covers: z.array(
    z.object({
      id: z.number().int(),
      cover: z.string().nullable(),
      construction_type: z.string().nullable(),
      construction_type_other: z.string().nullable(),
    }),
  ),
  policy: publicPolicySummary.nullable(),
  files: z.array(fileRecord),
  /** With `?access=1`: a 20-minute token for the pay calls and the schedule of this quote only. */
  access_token: z.string().optional(),
});

/** data of a successful pay/v4: what was charged, on which card, its reference and when (a repeat replays it). */
export const paymentReceipt = z.object({
  transaction_id: z.number().int(),
  reference: z.string(),
  drn: z.string().nullable(),
  quote_ref: z.string().nullable(),
  policy_id: z.number().int(),
  policy_num: z.string().nullable(),
  amount: decimalAmount,
  surcharge_amount: decimalAmount,
  total_amount: decimalAmount,
  currency_code: z.string(),
  card_number_mask: z.string().nullable(),
  card_scheme: z.string().nullable(),
  paid_at: z.string(),
});

/** /details: the read-back plus the proposal as the customer answered it and the card payment's receipt. */
export const quoteCustomerDetail = quoteReadBack.extend({
  // The proposal's sections as stored: the records staff read too (the domain's quoteToEditorValues reads them).
  insured: insuredRecord,
  property: propertyRecord.nullable(),
  claim_risk: claimRiskRecord.nullable(),
  property_holder_risk: holderRiskRecord.nullable(),
  property_risk: propertyRiskRecord.nullable(),
  policy: publicPolicySummary.extend({ paid_at: nullableTimestamp }).nullable(),
  payment: paymentReceipt.nullable(),
});

/** data of POST /quotes/get: the outcome, the quote's reference, its link id and the text to show. */
export const quoteSubmitResult = z.object({
  status: z.enum(quoteOutcomes),
  ref: z.string(),
  id: z.string(),
  message: z.string(),
  /** Quoted and due for payment: the pay link (/quotes/pay/{id}) is open now and was mailed to the customer. */
  payable: z.boolean(),
});

export const quoteLinkParams = z.object({ id: z.string().trim().min(1).max(200) });

const tags = ['quotes (public)'];

/** Customer-side quote calls: no staff session. */
export const publicQuotesApi = {
  newUid: defineEndpoint({
    method: 'GET',
    path: '/quotes/get/id',
    summary: 'Opens an upload session for a new proposal',
    tags,
    auth: 'none',
    responses: { 200: dataResponse(z.object({ uid: z.string() })), ...errors(429) },
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: '/quotes/get',
    summary: 'Submits a proposal: quoted, referred or declined',
    tags,
    auth: 'none',
    body: createQuoteRequestSchema(),
    responses: { 200: dataResponse(quoteSubmitResult), ...errors(400, 404, 413, 415, 429) },
  }),
  retrieve: defineEndpoint({
    method: 'POST',
    path: '/quotes/retrieve/:id',
    summary: 'The quote as read back (with ?access=1 a 20-minute quote access token)',
    tags,
    auth: 'none',
    params: quoteLinkParams,
    query: z.object({ access: z.enum(['0', '1', 'true', 'false']).optional() }),
    responses: { 200: dataResponse(quoteReadBack), ...errors(400, 404, 413, 415) },
  }),
  retrieveDetails: defineEndpoint({
    method: 'POST',
    path: '/quotes/retrieve/:id/details',
    summary: 'The quote as read back, with its files, the proposal as answered and the receipt once paid',
    tags,
    auth: 'none',
    params: quoteLinkParams,
    responses: { 200: dataResponse(quoteCustomerDetail), ...errors(400, 404, 413, 415) },
  }),
  removeFile: defineEndpoint({
    method: 'DELETE',
    path: '/quotes/files/remove',
    summary: 'Remove a file uploaded to a proposal draft before submission',
    tags: ['files'],
    auth: 'none',
    body: z.object({
      uid: z.string().trim().min(1, 'uid is required').max(100),
      file_key: z.string().trim().min(1, 'file_key is required').max(100),
    }),
    responses: { 200: messageResponse, ...errors(400, 404, 413, 415) },
  }),
};

export type QuoteReadBack = z.output<typeof quoteReadBack>;
export type QuoteCustomerDetail = z.output<typeof quoteCustomerDetail>;
export type PaymentReceipt = z.output<typeof paymentReceipt>;
export type QuoteSubmitResult = z.output<typeof quoteSubmitResult>;
