import { type DashboardRange, referralAgeBuckets } from '@buildcover/domain';
import { and, count, eq, gte, isNull, lte, min, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { insurers, premiumWrittenDays, quoteStatusDays, quotes } from '../db/schema';

type ReferralAges = Record<(typeof referralAgeBuckets)[number]['id'], number>;

/**
 * The dashboard's figures, each one SQL statement. A range's figures add up the per-day rows that
 * migration 0015's triggers keep (src/db/schema/dashboard.ts: a few thousand rows for three years,
 * whatever the number of quotes); the range's days are calendar days in Sydney, as those rows'.
 */
export function dashboardRepository(db: Database) {
  return {
    async quotesByStatus(range: DashboardRange): Promise<{ status: string; count: number }[]> {
      const total = sql<number>`sum(${quoteStatusDays.quotes})::int`.mapWith(Number);
      return db
        .select({ status: quoteStatusDays.status, count: total })
        .from(quoteStatusDays)
        .where(and(gte(quoteStatusDays.day, range.from), lte(quoteStatusDays.day, range.to)))
        .groupBy(quoteStatusDays.status)
        .having(sql`${total} > 0`)
        .orderBy(sql`${total} desc`, quoteStatusDays.status);
    },

    /** Premium of paid policies by the month (Sydney) they were paid in; months without any are left out. */
    async premiumByMonth(range: DashboardRange): Promise<{ month: string; policies: number; premium: string }[]> {
      const month = sql<string>`to_char(${premiumWrittenDays.day}, 'YYYY-MM')`;
      const written = sql<number>`sum(${premiumWrittenDays.policies})::int`.mapWith(Number);
      return db
        .select({
          month,
          policies: written,
          premium: sql<string>`coalesce(sum(${premiumWrittenDays.premium}), 0)::numeric(14,2)::text`,
        })
        .from(premiumWrittenDays)
        .where(and(gte(premiumWrittenDays.day, range.from), lte(premiumWrittenDays.day, range.to)))
        .groupBy(month)
        .having(sql`${written} > 0`)
        .orderBy(month);
    },

    /**
     * Referred quotes waiting now (whatever the range), by how long they have waited, and the oldest.
     * Only the recent ones are read (by quotes_referred_created_at); the oldest bucket is the total,
     * from the per-day counts, less them. One statement, so every figure is of one moment.
     */
    async referralsWaiting(now: Date): Promise<{ total: number; oldest: Date | null; byAge: ReferralAges }> {
      const at = sql`${now.toISOString()}::timestamptz`;
      const age = sql`(${at} - ${quotes.created_at})`;
      const days = (n: number) => sql`${`${n} days`}::interval`;
      const recentBuckets = referralAgeBuckets.slice(0, -1);
      const oldestBucket = referralAgeBuckets[referralAgeBuckets.length - 1]!;
      const bucketSql = recentBuckets.map((bucket, i) => {
        const next = referralAgeBuckets[i + 1]!;
        return sql`count(*) filter (where ${age} >= ${days(bucket.minDays)} and ${age} < ${days(next.minDays)})::int`;
      });
      const referredTotal = db
        .select({ value: sql`coalesce(sum(${quoteStatusDays.quotes}), 0)::int` })
        .from(quoteStatusDays)
        .where(eq(quoteStatusDays.status, 'referred'));
      const oldestReferral = db
        .select({ value: min(quotes.created_at) })
        .from(quotes)
        .where(eq(quotes.status, 'referred'));
      const [row] = await db
        .select({
          total: sql<number>`(${referredTotal})`.mapWith(Number),
          oldest: sql<string | Date | null>`(${oldestReferral})`,
          recent: count(),
          buckets: sql<number[]>`array[${sql.join(bucketSql, sql`, `)}]`,
        })
        .from(quotes)
        .where(and(eq(quotes.status, 'referred'), sql`${quotes.created_at} > ${at} - ${days(oldestBucket.minDays)}`));
      const total = row?.total ?? 0;
      const buckets = row?.buckets ?? [];
      const byAge = Object.fromEntries(
        recentBuckets.map((bucket, i) => [bucket.id, Number(buckets[i] ?? 0)]),
      ) as ReferralAges;
      byAge[oldestBucket.id] = total - (row?.recent ?? 0);
      return { total, oldest: row?.oldest ? new Date(row.oldest) : null, byAge };
    },

    /** Live insurers on the panel: none means every proposal is referred. */
    async panelSize(): Promise<number> {
      const [row] = await db.select({ value: count() }).from(insurers).where(isNull(insurers.deleted_at));
      return row?.value ?? 0;
    },
  };
}
