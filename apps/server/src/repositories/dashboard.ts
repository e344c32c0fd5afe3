import { addDaysIso, type DashboardRange, referralAgeBuckets } from '@buildcover/domain';
import { and, count, eq, gte, isNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { insurers, policies, quotes } from '../db/schema';

/** The broker works in Sydney: a range's days start and end at Sydney midnight. */
const sydneyMidnight = (isoDate: string) => sql`(${isoDate}::date::timestamp at time zone 'Australia/Sydney')`;

/**
 * The dashboard's figures, each one SQL statement that reads an index alone (migration 0008:
 * quotes (created_at, status), referred quotes by created_at, paid policies (paid_at, total_amount)).
 */
export function dashboardRepository(db: Database) {
  return {
    async quotesByStatus(range: DashboardRange): Promise<{ status: string; count: number }[]> {
      const rows = await db
        .select({ status: quotes.status, count: count() })
        .from(quotes)
        .where(and(gte(quotes.created_at, sydneyMidnight(range.from)), lt(quotes.created_at, sydneyMidnight(addDaysIso(range.to, 1)))))
        .groupBy(quotes.status)
        .orderBy(sql`count(*) desc`, quotes.status);
      return rows;
    },

    /** Premium of paid policies by the month (Sydney) they were paid in; months without any are left out. */
    async premiumByMonth(range: DashboardRange): Promise<{ month: string; policies: number; premium: string }[]> {
      const month = sql<string>`to_char(${policies.paid_at} at time zone 'Australia/Sydney', 'YYYY-MM')`;
      return db
        .select({ month, policies: count(), premium: sql<string>`coalesce(sum(${policies.total_amount}), 0)::numeric(14,2)::text` })
        .from(policies)
        .where(and(eq(policies.status, 'paid'), gte(policies.paid_at, sydneyMidnight(range.from)), lt(policies.paid_at, sydneyMidnight(addDaysIso(range.to, 1)))))
        .groupBy(month)
        .orderBy(month);
    },

    /** Referred quotes waiting now (whatever the range), by how long they have waited, and the oldest. */
    async referralsWaiting(now: Date): Promise<{ total: number; oldest: Date | null; byAge: Record<(typeof referralAgeBuckets)[number]['id'], number> }> {
      const age = sql`(${now.toISOString()}::timestamptz - ${quotes.created_at})`;
      const bucketSql = referralAgeBuckets.map((bucket, i) => {
        const next = referralAgeBuckets[i + 1];
        const lower = sql`${age} >= ${`${bucket.minDays} days`}::interval`;
        const condition = next ? sql`${lower} and ${age} < ${`${next.minDays} days`}::interval` : lower;
        return sql`count(*) filter (where ${condition})::int`;
      });
      const [row] = await db
        .select({ total: count(), oldest: sql<string | null>`min(${quotes.created_at})`, buckets: sql<number[]>`array[${sql.join(bucketSql, sql`, `)}]` })
        .from(quotes)
        .where(eq(quotes.status, 'referred'));
      const buckets = row?.buckets ?? [];
      return {
        total: row?.total ?? 0,
        oldest: row?.oldest ? new Date(row.oldest) : null,
        byAge: Object.fromEntries(referralAgeBuckets.map((bucket, i) => [bucket.id, Number(buckets[i] ?? 0)])) as Record<(typeof referralAgeBuckets)[number]['id'], number>,
      };
    },

    /** Live insurers on the panel: none means every proposal is referred. */
    async panelSize(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(insurers).where(isNull(insurers.deleted_at));
      return row?.value ?? 0;
    },
  };
}
