import { policyStandings, todayIso } from '@buildcover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../../auth/guards';
import { notFound } from '../../http/errors';
import { idParams, iso, listBody, listResponse, optionalSearch, paginationQuery } from '../../http/schemas';
import { policySortColumns, type PolicySort } from '../../repositories/policyRegister';
import { sortQuery } from '@buildcover/domain/api';
import { staffErrors } from '../quotes/schemas';

const sortKeys = ['status', ...Object.keys(policySortColumns)] as [PolicySort, ...PolicySort[]];

const policiesQuery = paginationQuery.extend({
  ...sortQuery(sortKeys, 'paid_at').shape,
  order: z.enum(['asc', 'desc'], { error: 'order must be asc or desc' }).default('desc'),
  status: z.enum(policyStandings, { error: `status must be one of: ${policyStandings.join(', ')}` }).optional(),
  q: optionalSearch,
});

const policyListItem = z.object({
  id: z.number(),
  num: z.string().nullable(),
  status: z.enum(policyStandings),
  inception_date: z.string().nullable(),
  expiry_date: z.string().nullable(),
  premium_amount: z.string().nullable(),
  total_amount: z.string().nullable(),
  paid_at: z.string().nullable(),
  quote_id: z.number(),
  quote_ref: z.string(),
  insured_id: z.number(),
  full_name: z.string(),
  email: z.string().nullable(),
  insurer_id: z.number().nullable(),
  insurer_name: z.string().nullable(),
});

const money = z.string().nullable();
const policyDetail = policyListItem.extend({
  policy_status: z.string(),
  premium: z.object({
    base: money,
    base_gst: money,
    fsl: money,
    fsl_gst: money,
    association_fee: money,
    association_fee_gst: money,
    insurer_fee: money,
    insurer_fee_gst: money,
    broker_fee: money,
    broker_fee_gst: money,
    stamp_duty: money,
    total_amount: money,
    commission: money,
    commission_gst: money,
  }),
  quote: z.object({ id: z.number(), ref: z.string(), status: z.string(), public_id: z.string() }),
  insured: z.object({ id: z.number(), full_name: z.string(), email: z.string().nullable(), contact_no: z.string().nullable(), wb_code: z.string().nullable(), abn: z.string().nullable() }),
  insurer: z.object({ id: z.number(), name: z.string(), uid: z.string().nullable(), afsl: z.string().nullable() }).nullable(),
  payments: z.array(
    z.object({ id: z.number(), status: z.string(), total_amount: z.string(), card_number_mask: z.string().nullable(), created_at: z.string().nullable(), refunded_at: z.string().nullable() }),
  ),
});
export type PolicyListItem = z.infer<typeof policyListItem>;

/**
 * GET /api/v1/policies (staff): bound policies — paid, or cancelled by a refund — with where each
 * stands today (Active, Expired, Cancelled), filtered by `status`, searched with `q`, sorted and
 * paged on the server. GET /api/v1/policies/{id}: one, with its premium lines and payments.
 */
const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/policies',
    { preHandler: requireStaff, schema: { tags: ['policies'], security: [{ bearer: [] }], querystring: policiesQuery, response: { 200: listResponse(policyListItem), ...staffErrors } } },
    async (request) => {
      const query = { ...request.query, today: todayIso() };
      const [rows, total] = await Promise.all([app.repos.policyRegister.page(query), app.repos.policyRegister.count(query)]);
      return listBody(
        rows.map(({ policy_status: _bound, ...row }) => ({ ...row, paid_at: iso(row.paid_at) })),
        total,
      );
    },
  );

  app.get(
    '/policies/:id',
    { preHandler: requireStaff, schema: { tags: ['policies'], security: [{ bearer: [] }], params: idParams, response: { 200: z.object({ success: z.literal(true), data: policyDetail }), ...staffErrors } } },
    async (request) => {
      const found = await app.repos.policyRegister.detail(request.params.id, todayIso());
      if (!found) throw notFound('Policy not found');
      const { policy, status, quote, insured, insurer } = found;
      return {
        success: true as const,
        data: {
          id: policy.id,
          num: policy.num,
          status,
          policy_status: policy.status,
          inception_date: policy.inception_date,
          expiry_date: policy.expiry_date,
          premium_amount: policy.premium_amount,
          total_amount: policy.total_amount,
          paid_at: iso(policy.paid_at),
          quote_id: quote.id,
          quote_ref: quote.ref,
          insured_id: insured.id,
          full_name: insured.full_name,
          email: insured.email,
          insurer_id: insurer?.id ?? null,
          insurer_name: insurer?.name ?? null,
          premium: {
            base: policy.base,
            base_gst: policy.base_gst,
            fsl: policy.fsl,
            fsl_gst: policy.fsl_gst,
            association_fee: policy.association_fee,
            association_fee_gst: policy.association_fee_gst,
            insurer_fee: policy.insurer_fee,
            insurer_fee_gst: policy.insurer_fee_gst,
            broker_fee: policy.broker_fee,
            broker_fee_gst: policy.broker_fee_gst,
            stamp_duty: policy.stamp_duty,
            total_amount: policy.total_amount,
            commission: policy.commission,
            commission_gst: policy.commission_gst,
          },
          quote,
          insured,
          insurer: insurer?.id ? insurer : null,
          payments: found.payments.map((p) => ({ ...p, created_at: iso(p.created_at), refunded_at: iso(p.refunded_at) })),
        },
      };
    },
  );
};

export default policyRoutes;
