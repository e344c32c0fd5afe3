import { keyed, premiumBreakdownKeys, todayIso } from '@buildcover/domain';
import { api } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../auth/guards';
import { notFound } from '../../http/errors';
import { route } from '../../http/route';
import { iso, listBody } from '../../http/schemas';

/**
 * GET /api/v1/policies (staff): bound policies — paid, or cancelled by a refund — with where each
 * stands today (Active, Expired, Cancelled), filtered by `status`, searched with `q`, sorted and
 * paged on the server. GET /api/v1/policies/{id}: one, with its premium lines and payments.
 */
const policyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.policies.list),
    preHandler: requireStaff,
    handler: async (request) => {
      const query = { ...request.query, today: todayIso() };
      const [rows, total] = await Promise.all([
        app.repos.policyRegister.page(query),
        app.repos.policyRegister.count(query),
      ]);
      return listBody(
        rows.map(({ policy_status: _bound, ...row }) => ({ ...row, paid_at: iso(row.paid_at) })),
        total,
      );
    },
  });

  app.route({
    ...route(api.policies.get),
    preHandler: requireStaff,
    handler: async (request) => {
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
          premium: keyed(premiumBreakdownKeys, (key) => policy[key]),
          quote,
          insured,
          insurer: insurer?.id ? insurer : null,
          payments: found.payments.map((p) => ({
            ...p,
            created_at: iso(p.created_at),
            refunded_at: iso(p.refunded_at),
          })),
        },
      };
    },
  });
};

export default policyRoutes;
