import { centsToDecimal, dashboardRangeSchema, defaultDashboardRange, quoteConversion, referralAgeBuckets, toCents, todayIso } from '@buildcover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireStaff } from '../auth/guards';
import { badRequest, fieldErrors } from '../http/errors';
import { errorResponse, iso } from '../http/schemas';
import { presentTransaction } from '../payments/transactions';

const dashboardQuery = z.object({ from: z.string().optional(), to: z.string().optional() });

const dashboard = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  panel: z.object({ insurers: z.number().int() }),
  quotes: z.object({ total: z.number().int(), by_status: z.array(z.object({ status: z.string(), count: z.number().int() })) }),
  conversion: z.object({ priced: z.number().int(), paid: z.number().int(), rate: z.string().nullable() }),
  premium_by_month: z.array(z.object({ month: z.string(), policies: z.number().int(), premium: z.string() })),
  premium_total: z.string(),
  referrals: z.object({
    total: z.number().int(),
    oldest_created_at: z.string().nullable(),
    by_age: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int() })),
  }),
  latest_policies: z.array(z.object({ id: z.number(), num: z.string().nullable(), full_name: z.string(), total_amount: z.string().nullable(), paid_at: z.string().nullable(), status: z.string() })),
  latest_payments: z.array(z.object({ id: z.number(), quote_ref: z.string(), full_name: z.string(), total_amount: z.string(), status: z.string(), created_at: z.string().nullable() })),
});
export type Dashboard = z.infer<typeof dashboard>;

/** Every month of the range as yyyy-mm, so the chart shows months with nothing written too. */
function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.push(month);
    if (month >= last) return months;
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
}


/**
 * GET /api/v1/dashboard?from=yyyy-mm-dd&to=yyyy-mm-dd (staff): the back office's figures over a
 * range (default: the last twelve months), each computed in SQL (src/repositories/dashboard.ts).
 */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      preHandler: requireStaff,
      schema: {
        tags: ['dashboard'],
        security: [{ bearer: [] }],
        querystring: dashboardQuery,
        response: { 200: z.object({ success: z.literal(true), data: dashboard }), 400: errorResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request) => {
      const fallback = defaultDashboardRange(todayIso());
      const parsed = dashboardRangeSchema.safeParse({ from: request.query.from || fallback.from, to: request.query.to || fallback.to });
      if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid date range', fieldErrors(parsed.error.issues));
      const range = parsed.data;
      const repo = app.repos.dashboard;
      const [byStatus, premium, referrals, insurers, latestPolicies, latestPayments] = await Promise.all([
        repo.quotesByStatus(range),
        repo.premiumByMonth(range),
        repo.referralsWaiting(new Date()),
        repo.panelSize(),
        app.repos.policyRegister.page({ start: 0, limit: 5, sort: 'paid_at', order: 'desc', today: todayIso() }),
        app.repos.transactions.page({ start: 0, limit: 5, sort: 'created_at', order: 'desc' }),
      ]);
      const premiumByMonth = monthsOf(range.from, range.to).map((month) => premium.find((row) => row.month === month) ?? { month, policies: 0, premium: '0.00' });
      return {
        success: true as const,
        data: {
          range,
          panel: { insurers },
          quotes: { total: byStatus.reduce((sum, row) => sum + row.count, 0), by_status: byStatus },
          conversion: quoteConversion(byStatus),
          premium_by_month: premiumByMonth,
          premium_total: centsToDecimal(premium.reduce((sum, row) => sum + toCents(row.premium), 0)),
          referrals: {
            total: referrals.total,
            oldest_created_at: iso(referrals.oldest),
            by_age: referralAgeBuckets.map((bucket) => ({ id: bucket.id, label: bucket.label, count: referrals.byAge[bucket.id] })),
          },
          latest_policies: latestPolicies.map((p) => ({ id: p.id, num: p.num, full_name: p.full_name, total_amount: p.total_amount, paid_at: iso(p.paid_at), status: p.status })),
          latest_payments: latestPayments.map(presentTransaction).map((t) => ({ id: t.id, quote_ref: t.quote_ref, full_name: t.full_name, total_amount: t.total_amount, status: t.status, created_at: t.created_at })),
        },
      };
    },
  );
};

export default dashboardRoutes;
