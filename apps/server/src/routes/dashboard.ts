import {
  centsToDecimal,
  dashboardRangeSchema,
  defaultDashboardRange,
  quoteConversion,
  referralAgeBuckets,
  toCents,
  todayIso,
} from '@buildcover/domain';
import { api } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../auth/guards';
import { badRequest, fieldErrors } from '../http/errors';
import { route } from '../http/route';
import { iso } from '../http/schemas';
import { presentTransaction } from '../payments/transactions';

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
  app.route({
    ...route(api.dashboard.get),
    preHandler: requireStaff,
    handler: async (request) => {
      const fallback = defaultDashboardRange(todayIso());
      const parsed = dashboardRangeSchema.safeParse({
        from: request.query.from || fallback.from,
        to: request.query.to || fallback.to,
      });
      if (!parsed.success)
        throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid date range', fieldErrors(parsed.error.issues));
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
      const premiumByMonth = monthsOf(range.from, range.to).map(
        (month) => premium.find((row) => row.month === month) ?? { month, policies: 0, premium: '0.00' },
      );
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
            by_age: referralAgeBuckets.map((bucket) => ({
              id: bucket.id,
              label: bucket.label,
              count: referrals.byAge[bucket.id],
            })),
          },
          latest_policies: latestPolicies.map((p) => ({
            id: p.id,
            num: p.num,
            full_name: p.full_name,
            total_amount: p.total_amount,
            paid_at: iso(p.paid_at),
            status: p.status,
          })),
          latest_payments: latestPayments.map(presentTransaction).map((t) => ({
            id: t.id,
            quote_ref: t.quote_ref,
            full_name: t.full_name,
            total_amount: t.total_amount,
            status: t.status,
            created_at: t.created_at,
          })),
        },
      };
    },
  });
};

export default dashboardRoutes;
