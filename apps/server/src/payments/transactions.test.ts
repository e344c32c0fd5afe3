// @vitest-environment node
import {
  addDaysIso,
  paymentLinkRefusalMessages,
  premiumBreakdownKeys,
  refundedMessage,
  todayIso,
} from '@buildcover/domain';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { useTestApp } from '../../test/app';
import { auditLog, policies } from '../db/schema';
import { createQuoteFixture, policyRow, quoteAccessToken, type FixtureOptions } from './test/fixtures';
import { paidQuoteFixture, payCall, preparePayment } from './test/flow';

describeEachEngine('policies, transactions and refunds (back office)', (engine) => {
  const ctx = useTestApp(engine);
  const get = async (url: string, role: 'super_admin' | 'admin' | 'normal' = 'normal') => {
    const response = await ctx.app.inject({ method: 'GET', url, headers: await ctx.as(role) });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  };
  const refund = async (id: number, payload: unknown, role: 'super_admin' | 'admin' | 'normal' = 'super_admin') => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/payments/${id}/refund`,
      payload: payload as Record<string, unknown>,
      headers: await ctx.as(role),
    });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  };

  const paidQuote = (options: FixtureOptions = {}) => paidQuoteFixture(ctx.app, options);

  it('lists a paid policy as Active with its holder, insurer and quote; a payment as a transaction with its 3-D Secure result', async () => {
    const { quote, paymentId } = await paidQuote({ name: 'Priya Policyholder' });
    const list = await get('/api/v1/policies?q=Policyholder');
    expect(list.status).toBe(200);
    expect(list.body.data.count).toBe(1);
    expect(list.body.data.results[0]).toMatchObject({
      id: quote.policyId,
      status: 'active',
      full_name: 'Priya Policyholder',
      quote_ref: quote.ref,
      insurer_name: 'Harbour Mutual Insurance',
      total_amount: '1309.00',
    });

    const holderId = (await get(`/api/v1/quotes/${quote.quoteId}`)).body.data.insured.id as number;
    expect((await get(`/api/v1/policies?insured_id=${holderId}`)).body.data).toMatchObject({
      count: 1,
      results: [{ id: quote.policyId }],
    });
    expect((await get(`/api/v1/policies?insured_id=${holderId + 100000}`)).body.data).toMatchObject({
      count: 0,
      results: [],
    });

    const detail = await get(`/api/v1/policies/${quote.policyId}`);
    expect(detail.body.data).toMatchObject({
      status: 'active',
      quote: { id: quote.quoteId, ref: quote.ref },
      premium: { base: '1000.00', stamp_duty: '99.00' },
    });
    expect(Object.keys(detail.body.data.premium)).toEqual(premiumBreakdownKeys);
    expect(detail.body.data.payments).toEqual([
      expect.objectContaining({ id: paymentId, status: 'succeeded', total_amount: '1323.40' }),
    ]);

    const transaction = await get(`/api/v1/payments/${paymentId}`);
    expect(transaction.body.data).toMatchObject({
      status: 'succeeded',
      quote_ref: quote.ref,
      full_name: 'Priya Policyholder',
      surcharge_amount: '14.40',
      card_scheme: 'visa',
      card_number_mask: '424242******4242',
      threeds: { verified: true },
      refund: null,
    });
    expect(transaction.body.data.threeds.eci).toMatch(/^\d{2}$/);
    const search = await get(`/api/v1/payments?q=${encodeURIComponent(quote.ref)}`);
    expect(search.body.data.results.map((t: { id: number }) => t.id)).toEqual([paymentId]);
  });

  it('derives Expired from the expiry date and filters by standing; unpaid policies are not listed', async () => {
    const expired = await paidQuote({ name: 'Eddie Expired' });
    await ctx.app.db
      .update(policies)
      .set({ expiry_date: addDaysIso(todayIso(), -1) })
      .where(eq(policies.id, expired.quote.policyId));
    const unpaid = await createQuoteFixture(ctx.app, { name: 'Una Unpaid' });

    const byName = await get('/api/v1/policies?q=Eddie%20Expired');
    expect(byName.body.data.results[0].status).toBe('expired');
    const expiredOnly = await get('/api/v1/policies?status=expired&limit=100');
    expect(expiredOnly.body.data.results.map((p: { id: number }) => p.id)).toContain(expired.quote.policyId);
    expect(expiredOnly.body.data.results.every((p: { status: string }) => p.status === 'expired')).toBe(true);
    const activeOnly = await get('/api/v1/policies?status=active&limit=100');
    expect(activeOnly.body.data.results.map((p: { id: number }) => p.id)).not.toContain(expired.quote.policyId);
    expect((await get('/api/v1/policies?q=Una%20Unpaid')).body.data.count).toBe(0);
    expect((await get(`/api/v1/policies/${unpaid.policyId}`)).status).toBe(404);
  });

  it('sorts by standing, Active then Cancelled then Expired (reversed descending), paging across them', async () => {
    const [activeOne, activeTwo, cancelled, expired] = [
      await paidQuote({ name: 'Standing Active One' }),
      await paidQuote({ name: 'Standing Active Two' }),
      await paidQuote({ name: 'Standing Cancelled' }),
      await paidQuote({ name: 'Standing Expired' }),
    ].map((paid) => paid.quote.policyId);
    await ctx.app.db.update(policies).set({ status: 'cancelled' }).where(eq(policies.id, cancelled!));
    await ctx.app.db
      .update(policies)
      .set({ expiry_date: addDaysIso(todayIso(), -1) })
      .where(eq(policies.id, expired!));
    // Without an expiry a paid policy is active: oldest first, the active ones start with it.
    await ctx.app.db.update(policies).set({ expiry_date: null }).where(eq(policies.id, activeOne!));
    const page = async (query: string) => {
      const rows = (await get(`/api/v1/policies?q=Standing&sort=status&${query}`)).body.data.results as {
        id: number;
        status: string;
      }[];
      return rows.map((row) => [row.id, row.status]);
    };
    const ascending = [
      [activeOne, 'active'],
      [activeTwo, 'active'],
      [cancelled, 'cancelled'],
      [expired, 'expired'],
    ];
    expect(await page('order=asc')).toEqual(ascending);
    expect(await page('order=desc')).toEqual([...ascending].reverse());
    expect(await page('order=asc&start=1&limit=2')).toEqual(ascending.slice(1, 3));
    expect(await page('order=desc&start=2&limit=2')).toEqual([...ascending].reverse().slice(2, 4));
    expect(await page('order=desc&status=active')).toEqual([
      [activeTwo, 'active'],
      [activeOne, 'active'],
    ]);
  });

  it('sorts and pages on the server, with the total past the last page', async () => {
    const first = await paidQuote({ name: 'Sort Aardvark' });
    const second = await paidQuote({ name: 'Sort Zebra' });
    const asc = await get('/api/v1/policies?q=Sort%20&sort=full_name&order=asc');
    expect(asc.body.data.results.map((p: { id: number }) => p.id)).toEqual([
      first.quote.policyId,
      second.quote.policyId,
    ]);
    const desc = await get('/api/v1/policies?q=Sort%20&sort=full_name&order=desc&limit=1');
    expect(desc.body.data.results.map((p: { id: number }) => p.id)).toEqual([second.quote.policyId]);
    expect(desc.body.data.count).toBe(2);
    const past = await get('/api/v1/policies?q=Sort%20&start=50');
    expect(past.body.data).toEqual({ results: [], count: 2 });
    const byAmount = await get('/api/v1/payments?sort=total_amount&order=desc&limit=100');
    const totals = byAmount.body.data.results.map((t: { total_amount: string }) => Number(t.total_amount));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
  });

  it('refuses bad list input with 400 and field errors, never 500', async () => {
    for (const url of [
      '/api/v1/policies?status=lapsed',
      '/api/v1/policies?sort=nope',
      '/api/v1/policies?q=ab',
      '/api/v1/payments?status=won',
      '/api/v1/payments?limit=1000',
      '/api/v1/outbox?status=x',
    ]) {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      expect(response.body.success).toBe(false);
    }
  });

  it('refunds once, through the gateway, for a super_admin with a reason: audited, the policy cancelled', async () => {
    const { quote, paymentId } = await paidQuote({ name: 'Rita Refund' });
    const conversion = async () =>
      (await get('/api/v1/dashboard')).body.data.conversion as { priced: number; paid: number };
    const before = await conversion();
    expect((await get(`/api/v1/quotes/${quote.quoteId}`)).body.data.status).toBe('paid');
    expect((await refund(paymentId, { reason: 'Customer withdrew' }, 'admin')).status).toBe(403);
    expect((await refund(paymentId, { reason: 'Customer withdrew' }, 'normal')).status).toBe(403);
    const noReason = await refund(paymentId, { reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors).toEqual([{ path: 'reason', message: 'Please give the reason for the refund.' }]);
    expect((await get(`/api/v1/payments/${paymentId}`)).body.data.status).toBe('succeeded');

    // Two at once and a repeat afterwards: one refund at the gateway.
    const [a, b] = await Promise.all([
      refund(paymentId, { reason: 'Customer withdrew' }),
      refund(paymentId, { reason: 'Customer withdrew' }),
    ]);
    expect([a.status, b.status].sort()).toEqual(a.status === b.status ? [200, 200] : [200, 409]);
    const repeat = await refund(paymentId, { reason: 'Customer withdrew' });
    expect(repeat.status).toBe(200);
    expect(repeat.body.message).toBe(refundedMessage);
    expect(repeat.body.data).toMatchObject({
      status: 'refunded',
      refund: { status: 'refunded', reason: 'Customer withdrew' },
    });

    expect((await policyRow(ctx.app, quote.policyId)).status).toBe('cancelled');
    // The quote is no longer paid: Client Lost, and the dashboard no longer counts it as converted.
    expect((await get(`/api/v1/quotes/${quote.quoteId}`)).body.data.status).toBe('lost');
    expect(await conversion()).toMatchObject({ priced: before.priced - 1, paid: before.paid - 1 });
    const listed = await get('/api/v1/policies?q=Rita%20Refund');
    expect(listed.body.data.results[0].status).toBe('cancelled');
    expect(
      (await get('/api/v1/payments?status=refunded&limit=100')).body.data.results.map((t: { id: number }) => t.id),
    ).toContain(paymentId);
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund'), eq(auditLog.entity_id, String(paymentId))));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toMatchObject({
      status: 'refunded',
      policy_status: 'cancelled',
      quote_status: 'lost',
      reason: 'Customer withdrew',
      refunded_amount: '1323.40',
    });
    // The sandbox gateway refunded the charge in full, once: a further refund there is refused.
    const transaction = (await get(`/api/v1/payments/${paymentId}`)).body.data;
    const again = await ctx.app.paymentGateway.refund({
      chargeReference: transaction.gateway_reference,
      amountCents: 1,
    });
    expect(again.ok).toBe(false);
  });

  it("keeps every change to the quote's payments in its History: the declined card, the payment, the refund; a refunded quote gets no pay link", async () => {
    const quote = await createQuoteFixture(ctx.app, { name: 'Hilda History' });
    const token = await quoteAccessToken(ctx.app, quote.publicId);
    expect(
      (
        await payCall(
          ctx.app,
          token,
          (
            await preparePayment(ctx.app, token, quote, { number: '4000000000000002' })
          ).body,
        )
      ).status,
    ).toBe(402);
    const paid = await payCall(
      ctx.app,
      token,
      (await preparePayment(ctx.app, token, quote, { number: '4242424242424242' })).body,
    );
    expect(paid.status).toBe(200);
    expect((await refund(paid.body.data.transaction_id, { reason: 'Customer withdrew' })).status).toBe(200);

    type Entry = {
      action: string;
      label: string;
      actor: string;
      changes: { field: string; from: string | null; to: string | null }[];
    };
    // The receipt mail has its own entry; these are the changes to the quote, its policy and payments.
    const history = ((await get(`/api/v1/quotes/${quote.quoteId}/history`)).body.data.results as Entry[]).filter(
      (entry) => entry.action !== 'mail',
    );
    expect(history.map((entry) => entry.action).slice(0, 3)).toEqual(['refund', 'pay', 'payment_failed']);
    const [refunded, , declined] = history;
    expect(refunded).toMatchObject({ label: 'Payment refunded', actor: expect.stringContaining('super_admin') });
    expect(refunded!.changes).toEqual(
      expect.arrayContaining([
        { field: 'status', from: 'succeeded', to: 'refunded' },
        { field: 'quote_status', from: 'paid', to: 'lost' },
        { field: 'policy_status', from: 'paid', to: 'cancelled' },
        { field: 'reason', from: null, to: 'Customer withdrew' },
      ]),
    );
    expect(declined).toMatchObject({ label: 'Card payment failed', actor: 'public' });
    expect(declined!.changes).toEqual(expect.arrayContaining([{ field: 'status', from: 'pending', to: 'failed' }]));

    const link = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/${quote.quoteId}/payment`,
      headers: await ctx.as('admin'),
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().message).toBe(paymentLinkRefusalMessages.cancelled);
    expect((await policyRow(ctx.app, quote.policyId)).status).toBe('cancelled');
  });

  it('refuses to refund a payment that did not succeed', async () => {
    const quote = await createQuoteFixture(ctx.app);
    const token = await quoteAccessToken(ctx.app, quote.publicId);
    const prepared = await preparePayment(ctx.app, token, quote, { number: '4000000000000002' });
    const declined = await payCall(ctx.app, token, prepared.body);
    expect(declined.status).toBe(402);
    const [row] = (await get(`/api/v1/payments?quote_id=${quote.quoteId}`)).body.data.results;
    expect(row).toMatchObject({ status: 'failed', threeds: { verified: true } });
    const response = await refund(row.id, { reason: 'Trying anyway' });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Only a successful payment can be refunded.');
  });
});

describeEachEngine('policies sorted by standing, oldest first', (engine) => {
  const ctx = useTestApp(engine);

  // A paid policy without an expiry is active, however old: each standing is read by id (policyRegister.ts).
  it('starts the active ones at the oldest, an undated one included', async () => {
    const [undated, expired, dated] = [
      await paidQuoteFixture(ctx.app, { name: 'Oldest Undated' }),
      await paidQuoteFixture(ctx.app, { name: 'Middle Expired' }),
      await paidQuoteFixture(ctx.app, { name: 'Newest Dated' }),
    ].map((paid) => paid.quote.policyId);
    await ctx.app.db.update(policies).set({ expiry_date: null }).where(eq(policies.id, undated!));
    await ctx.app.db
      .update(policies)
      .set({ expiry_date: addDaysIso(todayIso(), -1) })
      .where(eq(policies.id, expired!));
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/policies?sort=status&order=asc',
      headers: await ctx.as('normal'),
    });
    const rows = (response.json() as { data: { results: { id: number; status: string }[] } }).data.results;
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [undated, 'active'],
      [dated, 'active'],
      [expired, 'expired'],
    ]);
  });
});
