// @vitest-environment node
import { addDaysIso, todayIso } from '@buildcover/domain';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { useTestApp } from '../../test/app';
import { policies, quotes } from '../db/schema';
import { createQuoteFixture } from '../payments/test/fixtures';

describeEachEngine('GET /dashboard', (engine) => {
  const ctx = useTestApp(engine);
  const dashboard = async (query = '') => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/dashboard${query}`,
      headers: await ctx.as('normal'),
    });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  };

  it('on a fresh install: no insurer on the panel, nothing counted, twelve empty months', async () => {
    const { status, body } = await dashboard();
    expect(status).toBe(200);
    expect(body.data.panel.insurers).toBe(0);
    expect(body.data.quotes).toEqual({ total: 0, by_status: [] });
    expect(body.data.conversion).toEqual({ priced: 0, paid: 0, rate: null });
    expect(body.data.premium_by_month).toHaveLength(12);
    expect(body.data.premium_total).toBe('0.00');
  });

  it('counts what SQL counts: quotes by status, conversion, premium written by month, referrals by age', async () => {
    const today = todayIso();
    for (const status of ['quoted', 'quoted', 'referred', 'declined'] as const)
      await createQuoteFixture(ctx.app, { quoteStatus: status });
    const paid = await createQuoteFixture(ctx.app, { quoteStatus: 'paid', policyStatus: 'paid' });
    await ctx.app.db.update(policies).set({ paid_at: new Date() }).where(eq(policies.id, paid.policyId));
    // A referral waiting five days.
    const old = await createQuoteFixture(ctx.app, { quoteStatus: 'referred' });
    await ctx.app.db
      .update(quotes)
      .set({ created_at: new Date(Date.now() - 5 * 86_400_000) })
      .where(eq(quotes.id, old.quoteId));

    const { body } = await dashboard(`?from=${addDaysIso(today, -30)}&to=${today}`);
    const { rows } = (await ctx.app.db.execute(
      sql`select status, count(*)::int as count from quotes where created_at >= now() - interval '31 days' group by status`,
    )) as unknown as { rows: { status: string; count: number }[] };
    const expected = Object.fromEntries(rows.map((r) => [r.status, r.count]));
    expect(
      Object.fromEntries(body.data.quotes.by_status.map((r: { status: string; count: number }) => [r.status, r.count])),
    ).toEqual(expected);
    expect(expected).toEqual({ quoted: 2, referred: 2, declined: 1, paid: 1 });
    expect(body.data.conversion).toEqual({ priced: 3, paid: 1, rate: '33.3' });
    expect(body.data.panel.insurers).toBe(6);
    expect(body.data.premium_total).toBe('1309.00');
    expect(body.data.premium_by_month.at(-1)).toEqual({ month: today.slice(0, 7), policies: 1, premium: '1309.00' });
    expect(body.data.referrals.total).toBe(2);
    expect(
      Object.fromEntries(body.data.referrals.by_age.map((b: { id: string; count: number }) => [b.id, b.count])),
    ).toEqual({ under_1_day: 1, days_1_to_3: 0, days_3_to_7: 1, over_7_days: 0 });
    expect(body.data.latest_policies[0]).toMatchObject({ id: paid.policyId, status: 'active' });

    // A range that holds none of them.
    const before = await dashboard(`?from=${addDaysIso(today, -400)}&to=${addDaysIso(today, -370)}`);
    expect(before.body.data.quotes.total).toBe(0);
  });

  it('refuses a bad range with a message, never 500', async () => {
    const backwards = await dashboard('?from=2026-03-01&to=2026-01-01');
    expect(backwards.status).toBe(400);
    expect(backwards.body.message).toBe('From must be on or before To.');
    expect((await dashboard('?from=yesterday')).status).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard' })).statusCode).toBe(401);
  });
});
