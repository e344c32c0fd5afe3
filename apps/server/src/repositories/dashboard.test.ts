// @vitest-environment node
import { addDaysIso, todayIso } from '@buildcover/domain';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { useTestApp } from '../../test/app';
import { policies, quotes } from '../db/schema';
import { createQuoteFixture } from '../payments/test/fixtures';
import { paidQuoteFixture } from '../payments/test/flow';

type Rows<T> = { rows: T[] };

/**
 * The dashboard reads per-day figures that database triggers keep (migration 0015); whatever
 * changes quotes, policies and payments, its figures stay equal to counts taken over those tables.
 */
describeEachEngine('dashboard figures after writes', (engine) => {
  const ctx = useTestApp(engine);
  const today = todayIso();
  const range = { from: addDaysIso(today, -60), to: today };

  const dashboard = async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard?from=${range.from}&to=${range.to}`,
      headers: await ctx.as('super_admin'),
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: Record<string, any> }).data;
  };
  const query = async <T>(statement: ReturnType<typeof sql>) =>
    ((await ctx.app.db.execute(statement)) as unknown as Rows<T>).rows;
  /** Sydney midnight at the start of a yyyy-mm-dd day. */
  const sydneyMidnight = (day: string) => sql`(${day}::date::timestamp at time zone 'Australia/Sydney')`;

  /** The dashboard's figures, counted straight from quotes and policies. */
  async function countedInSql() {
    const inRange = (column: string) =>
      sql`${sql.raw(column)} >= ${sydneyMidnight(range.from)} and ${sql.raw(column)} < ${sydneyMidnight(addDaysIso(range.to, 1))}`;
    const byStatus = await query<{ status: string; count: number }>(
      sql`select status, count(*)::int as count from quotes where ${inRange('created_at')} group by status`,
    );
    const months = await query<{ month: string; policies: number; premium: string }>(
      sql`select to_char(paid_at at time zone 'Australia/Sydney', 'YYYY-MM') as month, count(*)::int as policies, sum(total_amount)::numeric(14,2)::text as premium
          from policies where status = 'paid' and ${inRange('paid_at')} group by 1`,
    );
    const [referrals] = await query<{
      total: number;
      under_1_day: number;
      days_1_to_3: number;
      days_3_to_7: number;
      over_7_days: number;
    }>(
      sql`select count(*)::int as total,
            count(*) filter (where now() - created_at < interval '1 day')::int as under_1_day,
            count(*) filter (where now() - created_at >= interval '1 day' and now() - created_at < interval '3 days')::int as days_1_to_3,
            count(*) filter (where now() - created_at >= interval '3 days' and now() - created_at < interval '7 days')::int as days_3_to_7,
            count(*) filter (where now() - created_at >= interval '7 days')::int as over_7_days
          from quotes where status = 'referred'`,
    );
    const { total, ...byAge } = referrals!;
    return {
      byStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.count])),
      months: Object.fromEntries(months.map((m) => [m.month, { policies: m.policies, premium: m.premium }])),
      referrals: { total, byAge },
    };
  }

  async function expectFiguresCountedInSql() {
    const [shown, counted] = await Promise.all([dashboard(), countedInSql()]);
    expect(
      Object.fromEntries(shown.quotes.by_status.map((r: { status: string; count: number }) => [r.status, r.count])),
    ).toEqual(counted.byStatus);
    const shownMonths = shown.premium_by_month.filter((m: { policies: number }) => m.policies > 0);
    expect(
      Object.fromEntries(
        shownMonths.map((m: { month: string; policies: number; premium: string }) => [
          m.month,
          { policies: m.policies, premium: m.premium },
        ]),
      ),
    ).toEqual(counted.months);
    expect(shown.referrals.total).toBe(counted.referrals.total);
    expect(
      Object.fromEntries(shown.referrals.by_age.map((b: { id: string; count: number }) => [b.id, b.count])),
    ).toEqual(counted.referrals.byAge);
    return shown;
  }

  const setCreatedAt = (quoteId: number, at: ReturnType<typeof sql>) =>
    ctx.app.db
      .update(quotes)
      .set({ created_at: at as unknown as Date })
      .where(eq(quotes.id, quoteId));

  it('follows new quotes, status changes, quotes moved across the range edge at Sydney midnight, and deletions', async () => {
    const quoted = await createQuoteFixture(ctx.app, { quoteStatus: 'quoted' });
    const referred = await createQuoteFixture(ctx.app, { quoteStatus: 'referred' });
    const older = await createQuoteFixture(ctx.app, { quoteStatus: 'referred' });
    await createQuoteFixture(ctx.app, { quoteStatus: 'declined' });
    let shown = await expectFiguresCountedInSql();
    expect(shown.quotes.by_status).toEqual([
      { status: 'referred', count: 2 },
      { status: 'declined', count: 1 },
      { status: 'quoted', count: 1 },
    ]);

    // Staff accept a referral; a referral waits ten days; one quote is made at the first instant of the range, another just before it.
    await ctx.app.db.update(quotes).set({ status: 'quoted' }).where(eq(quotes.id, referred.quoteId));
    await setCreatedAt(older.quoteId, sql`now() - interval '10 days'`);
    await setCreatedAt(quoted.quoteId, sydneyMidnight(range.from));
    const outside = await createQuoteFixture(ctx.app, { quoteStatus: 'quoted' });
    await setCreatedAt(outside.quoteId, sql`${sydneyMidnight(range.from)} - interval '1 millisecond'`);
    shown = await expectFiguresCountedInSql();
    expect(shown.quotes.by_status).toEqual([
      { status: 'quoted', count: 2 },
      { status: 'declined', count: 1 },
      { status: 'referred', count: 1 },
    ]);
    expect(shown.referrals.by_age.find((b: { id: string }) => b.id === 'over_7_days').count).toBe(1);

    // Deleting a quote takes it (and its policy) off its day.
    await ctx.app.db.delete(quotes).where(eq(quotes.id, referred.quoteId));
    shown = await expectFiguresCountedInSql();
    expect(shown.quotes.total).toBe(3);
  });

  it('follows a payment, a changed premium, a payment moved to another month and a refund', async () => {
    const { paymentId } = await paidQuoteFixture(ctx.app);
    let shown = await expectFiguresCountedInSql();
    expect(shown.premium_total).toBe('1309.00');
    expect(shown.conversion).toMatchObject({ paid: 1 });

    const second = await createQuoteFixture(ctx.app, { quoteStatus: 'paid', policyStatus: 'paid' });
    await ctx.app.db
      .update(policies)
      .set({
        paid_at: sql`${sydneyMidnight(range.from)} + interval '1 hour'` as unknown as Date,
        total_amount: '2000.05',
      })
      .where(eq(policies.id, second.policyId));
    shown = await expectFiguresCountedInSql();
    expect(shown.premium_total).toBe('3309.05');
    await ctx.app.db.update(policies).set({ total_amount: '2100.10' }).where(eq(policies.id, second.policyId));
    shown = await expectFiguresCountedInSql();
    expect(shown.premium_total).toBe('3409.10');

    const refund = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${paymentId}/refund`,
      payload: { reason: 'Customer withdrew' },
      headers: await ctx.as('super_admin'),
    });
    expect(refund.statusCode).toBe(200);
    shown = await expectFiguresCountedInSql();
    expect(shown.premium_total).toBe('2100.10');
    expect(shown.conversion).toMatchObject({ paid: 1 });
  });

  it('is empty again when the tables are emptied', async () => {
    await ctx.app.db.execute(sql`truncate quotes cascade`);
    const shown = await expectFiguresCountedInSql();
    expect(shown.quotes.total).toBe(0);
    expect(shown.premium_total).toBe('0.00');
    expect(shown.referrals.total).toBe(0);
  });
});
