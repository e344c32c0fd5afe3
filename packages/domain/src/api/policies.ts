import { z } from 'zod';
import { listQuerySchema } from '../backoffice/listQuery';
import { policyStandings } from '../policy/standing';
import { premiumBreakdownKeys } from '../rating/breakdown';
import { keyed } from '../util/keyed';
import {
  dataResponse,
  idParam,
  idParams,
  listResponse,
  nullableTimestamp,
  staffErrors,
  staffListErrors,
} from './envelopes';
import { defineEndpoint } from './endpoint';
import { sortQuery } from './lists';
import { optionalSearchTerm } from './outbox';
import { decimalAmount, isoDate } from './records';

/** Columns the policy register sorts by on the server. */
export const policySortKeys = [
  'status',
  'num',
  'full_name',
  'insurer',
  'inception_date',
  'expiry_date',
  'total_amount',
  'paid_at',
] as const;
export type PolicySort = (typeof policySortKeys)[number];

export const policiesListQuery = listQuerySchema.extend({
  ...sortQuery(policySortKeys, 'paid_at').shape,
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  status: z.enum(policyStandings, { error: `status must be one of: ${policyStandings.join(', ')}` }).optional(),
  q: optionalSearchTerm,
  /** One policy holder's policies (the insured's page links here). */
  insured_id: idParam.optional(),
});

/** A bound policy as the register lists it; `status` is where it stands today (active, expired, cancelled). */
export const policyListItem = z.object({
  id: z.number().int(),
  num: z.string().nullable(),
  status: z.enum(policyStandings),
  inception_date: isoDate.nullable(),
  expiry_date: isoDate.nullable(),
  premium_amount: decimalAmount.nullable(),
  total_amount: decimalAmount.nullable(),
  paid_at: nullableTimestamp,
  quote_id: z.number().int(),
  quote_ref: z.string(),
  insured_id: z.number().int(),
  full_name: z.string(),
  email: z.string().nullable(),
  insurer_id: z.number().int().nullable(),
  insurer_name: z.string().nullable(),
});

const money = decimalAmount.nullable();

/** One policy with its premium lines, quote, insured, insurer and card payments. */
export const policyDetail = policyListItem.extend({
  /** The stored policy status (paid, cancelled). */
  policy_status: z.string(),
  /** Every line of the premium breakdown as the policy stored it. */
  premium: z.object(keyed(premiumBreakdownKeys, () => money)),
  quote: z.object({ id: z.number().int(), ref: z.string(), status: z.string(), public_id: z.string() }),
  insured: z.object({
    id: z.number().int(),
    full_name: z.string(),
    email: z.string().nullable(),
    contact_no: z.string().nullable(),
    wb_code: z.string().nullable(),
    abn: z.string().nullable(),
  }),
  insurer: z
    .object({ id: z.number().int(), name: z.string(), uid: z.string().nullable(), afsl: z.string().nullable() })
    .nullable(),
  payments: z.array(
    z.object({
      id: z.number().int(),
      status: z.string(),
      total_amount: decimalAmount,
      card_number_mask: z.string().nullable(),
      created_at: nullableTimestamp,
      refunded_at: nullableTimestamp,
    }),
  ),
});

export type PolicyListItem = z.output<typeof policyListItem>;
export type PolicyDetail = z.output<typeof policyDetail>;

const tags = ['policies'];

/** Bound policies (paid, or cancelled by a refund), for staff. */
export const policiesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/policies',
    summary: 'Bound policies with where each stands today, filtered, searched, sorted and paged on the server',
    tags,
    auth: 'staff',
    query: policiesListQuery,
    responses: { 200: listResponse(policyListItem), ...staffListErrors },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/policies/:id',
    summary: 'One policy with its premium lines and payments',
    tags,
    auth: 'staff',
    params: idParams,
    responses: { 200: dataResponse(policyDetail), ...staffErrors },
  }),
};
