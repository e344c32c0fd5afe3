// @vitest-environment node
import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { computePremiumBreakdown } from '@buildcover/domain';
import { describeEachEngine } from '../../../test/engines';
import { useTestApp } from '../../../test/app';
import { auditLog, policies, quotes } from '../../db/schema';
import { createInsurer, proposal, submitProposal, type Submitted } from './quoteFixtures.test-support';

const holder = (firstName: string, surname: string, wbCode = '') => ({
  policyHolder: {
    ...proposal().policyHolder,
    firstName,
    surname,
    wbCode,
    emailAddress: `${firstName}.${surname}@example.com.au`.toLowerCase(),
    confirmEmailAddress: `${firstName}.${surname}@example.com.au`.toLowerCase(),
  },
});

describeEachEngine('back-office quotes', (engine) => {
  const ctx = useTestApp(engine);
  let unpriced: Submitted;
  let quoted: Submitted[];
  let insurer: Awaited<ReturnType<typeof createInsurer>>;

  beforeAll(async () => {
    // Before any insurer exists, a clean proposal is referred for a broker to price.
    unpriced = await submitProposal(ctx.app, { ...holder('Unpriced', 'Person'), state: 'NSW' });
    insurer = await createInsurer(ctx.app, { commission: '15.00', associate_commission: '20.00' });
    quoted = [
      await submitProposal(ctx.app, { ...holder('Alice', 'Qwertyson', 'WB-ALPHA'), constructionValue: '300000' }),
      await submitProposal(ctx.app, {
        ...holder('Bob', 'Qwertyson', 'WB-BRAVO'),
        constructionValue: '600000',
        state: 'VIC',
        postcode: '3000',
        suburb: 'Melbourne',
        victorianProtection: 'no',
      }),
      await submitProposal(ctx.app, {
        ...holder('Carol', 'Qwertyson', 'WB-CHARLIE'),
        constructionValue: '150000',
        state: 'QLD',
        postcode: '4000',
        suburb: 'Brisbane',
      }),
    ];
  });

  const get = async (url: string, role: 'admin' | 'normal' | 'super_admin' = 'normal') =>
    ctx.app.inject({ method: 'GET', url, headers: await ctx.as(role) });

  it('needs a staff session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/quotes/list' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/quotes/${unpriced.quoteId}` })).statusCode).toBe(401);
  });

  it('lists quotes a page at a time with the total, also past the last page', async () => {
    const first = (await get('/api/v1/quotes/list?start=0&limit=2')).json();
    expect(first.count).toBe(4);
    expect(first.data.count).toBe(4);
    expect(first.results).toHaveLength(2);
    expect(first.results).toEqual(first.data.results);
    // Newest first by default.
    // A quoted proposal's pay link goes out on submission: payment due.
    expect(first.results[0]).toMatchObject({
      ref: quoted[2]!.ref,
      status: 'paydue',
      insured: { full_name: 'Carol Qwertyson', wb_code: 'WB-CHARLIE' },
      address: { state: 'QLD' },
    });
    expect(first.results[0].premium_amount).toMatch(/^\d+\.\d{2}$/);
    const past = (await get('/api/v1/quotes/list?start=100&limit=10')).json();
    expect(past).toMatchObject({ success: true, results: [], count: 4 });
    expect((await get('/api/v1/quotes/list?limit=1000')).statusCode).toBe(400);
  });

  it('sorts on the server by the list columns', async () => {
    const byName = (await get('/api/v1/quotes/list?sort=full_name&order=asc'))
      .json()
      .results.map((r: { insured: { full_name: string } }) => r.insured.full_name);
    expect(byName).toEqual(['Alice Qwertyson', 'Bob Qwertyson', 'Carol Qwertyson', 'Unpriced Person']);
    const byPremium = (await get('/api/v1/quotes/list?sort=premium_amount&order=desc'))
      .json()
      .results.map((r: { ref: string }) => r.ref);
    // Highest contract value, highest premium; the unpriced quote (no premium) last.
    expect(byPremium).toEqual([quoted[1]!.ref, quoted[0]!.ref, quoted[2]!.ref, unpriced.ref]);
    const byPath = (await get('/api/v1/quotes/list?sort=insured.full_name&order=desc'))
      .json()
      .results.map((r: { insured: { full_name: string } }) => r.insured.full_name);
    expect(byPath).toEqual([...byName].reverse());
    const byState = (await get('/api/v1/quotes/list?sort=state&order=asc'))
      .json()
      .results.map((r: { address: { state: string } }) => r.address.state);
    expect(byState).toEqual(['NSW', 'NSW', 'QLD', 'VIC']);
    const bad = await get('/api/v1/quotes/list?sort=password&order=sideways');
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['order', 'sort']);
  });

  it('searches from 3 characters, case-insensitively, over names, e-mail, ref and wb_code', async () => {
    const short = await get('/api/v1/quotes/search?q=qw');
    expect(short.statusCode).toBe(400);
    expect(short.json().errors[0]).toEqual({ path: 'q', message: 'Search needs at least 3 characters' });
    const byName = (await get('/api/v1/quotes/search?q=QWERTY&start=0&limit=2')).json();
    expect(byName.count).toBe(3);
    expect(byName.results).toHaveLength(2);
    expect((await get('/api/v1/quotes/search?q=wb-bravo')).json().results.map((r: { ref: string }) => r.ref)).toEqual([
      quoted[1]!.ref,
    ]);
    expect(
      (await get(`/api/v1/quotes/search?q=${quoted[0]!.ref.toLowerCase()}`))
        .json()
        .results.map((r: { ref: string }) => r.ref),
    ).toEqual([quoted[0]!.ref]);
    expect((await get('/api/v1/quotes/search?q=carol.qwertyson@')).json().count).toBe(1);
    // Statuses are searched too; the priced quotes are payment due, the unpriced one was referred.
    expect((await get('/api/v1/quotes/search?q=PAYDUE')).json().count).toBe(3);
    expect((await get('/api/v1/quotes/search?q=erred')).json().results.map((r: { ref: string }) => r.ref)).toEqual([
      unpriced.ref,
    ]);
    expect((await get('/api/v1/quotes/search?q=QWERTY&start=10')).json()).toMatchObject({ results: [], count: 3 });
    expect((await get('/api/v1/quotes/search?q=100%25')).json()).toMatchObject({ results: [], count: 0 });
  });

  it("lists one policy holder's quotes by insured_id, also within a search", async () => {
    const [row] = (await get(`/api/v1/quotes/search?q=${quoted[1]!.ref}`)).json().results as {
      insured: { id: number };
    }[];
    const insuredId = row!.insured.id;
    const own = (await get(`/api/v1/quotes/list?insured_id=${insuredId}`)).json();
    expect(own).toMatchObject({ count: 1, results: [{ ref: quoted[1]!.ref, insured: { id: insuredId } }] });
    // Another holder's term finds nothing of this holder's.
    expect((await get(`/api/v1/quotes/search?q=QWERTY&insured_id=${insuredId}`)).json().count).toBe(1);
    expect((await get(`/api/v1/quotes/search?q=Alice&insured_id=${insuredId}`)).json()).toMatchObject({
      count: 0,
      results: [],
    });
    // The whole list is still counted apart from the holder's (the read cache keys both).
    expect((await get('/api/v1/quotes/list')).json().count).toBe(4);
    expect((await get('/api/v1/quotes/list?insured_id=0')).statusCode).toBe(400);
  });

  it('reads a quote with everything the editor needs', async () => {
    const response = await get(`/api/v1/quotes/${quoted[1]!.quoteId}`);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      id: quoted[1]!.quoteId,
      ref: quoted[1]!.ref,
      status: 'paydue',
      insured: { full_name: 'Bob Qwertyson', add_holder: null },
      address: { state: 'VIC', postcode: '3000' },
      insurer: { id: insurer.id, commission: '15.00', associate_commission: '20.00' },
      property: { valuation: '600000.00', is_victorian_project: false, address: { state: 'VIC' } },
      covers: [{ cover: '5000000', construction_type: 'New home' }],
      claim_risk: { claims: [] },
      files: [],
    });
    for (const part of [
      data.property,
      data.property.address,
      data.covers[0],
      data.claim_risk,
      data.property_holder_risk,
      data.property_risk,
      data.policy,
    ]) {
      expect(part.id).toEqual(expect.any(Number));
    }
    expect(data.policy.premium.total_amount).toBe(data.premium_amount);
    expect((await get('/api/v1/quotes/999999')).json()).toEqual({ success: false, message: 'Quote not found' });
    expect((await get('/api/v1/quotes/abc')).statusCode).toBe(400);
  });

  it('changes status, wb_code and policy number (admin only), needing a reason for referred, with an audit row', async () => {
    const url = `/api/v1/quotes/${quoted[0]!.quoteId}/info`;
    const asNormal = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers: await ctx.as('normal'),
      payload: { status: 'review' },
    });
    expect(asNormal.statusCode).toBe(403);

    const headers = await ctx.as('admin');
    const noReason = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { status: 'referred', referred_reason: '  ' },
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors).toEqual([{ path: 'referred_reason', message: 'Please enter the referred reason.' }]);
    const badStatus = await ctx.app.inject({ method: 'PATCH', url, headers, payload: { status: 'bribed' } });
    expect(badStatus.statusCode).toBe(400);
    // No longer than the quote editor lets staff type.
    const longReason = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { status: 'referred', referred_reason: 'x'.repeat(1001) },
    });
    expect(longReason.json().errors).toEqual([
      { path: 'referred_reason', message: 'Please keep the referred reason under 1000 characters.' },
    ]);
    const longCode = await ctx.app.inject({ method: 'PATCH', url, headers, payload: { wb_code: 'x'.repeat(51) } });
    expect(longCode.json().errors).toEqual([{ path: 'wb_code', message: 'Please enter no more than 50 characters.' }]);

    const ok = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: {
        status: 'referred',
        referred_reason: 'Check the soil report',
        wb_code: 'WB-NEW',
        policy_number: 'POL-0001',
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({
      success: true,
      message: 'Quote updated successfully!',
      data: {
        status: 'referred',
        meta: { referred_reason: 'Check the soil report' },
        insured: { wb_code: 'WB-NEW' },
        policy: { num: 'POL-0001' },
      },
    });

    const taken = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/quotes/${quoted[1]!.quoteId}/info`,
      headers,
      payload: { policy_number: 'POL-0001' },
    });
    expect(taken.statusCode).toBe(409);

    const [entry] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'quote'),
          eq(auditLog.action, 'update_info'),
          eq(auditLog.entity_id, String(quoted[0]!.quoteId)),
        ),
      );
    expect(entry).toMatchObject({
      user_id: ctx.userId('admin'),
      before: { status: 'paydue', wb_code: 'WB-ALPHA', policy_number: null },
      after: {
        status: 'referred',
        referred_reason: 'Check the soil report',
        wb_code: 'WB-NEW',
        policy_number: 'POL-0001',
      },
    });
    expect(entry!.created_at).toBeInstanceOf(Date);
  });

  it('refuses a premium before an insurer is chosen, then prices it on the server when one is', async () => {
    const headers = await ctx.as('admin');
    const premiumUrl = `/api/v1/quotes/${unpriced.quoteId}/premium`;
    const inputs = {
      base: '1000',
      fsl: '',
      association_fee: '50',
      insurer_fee: '25.50',
      broker_fee: '100',
      stamp_duty: '',
    };
    const early = await ctx.app.inject({ method: 'POST', url: premiumUrl, headers, payload: inputs });
    expect(early.statusCode).toBe(400);
    expect(early.json().message).toBe(
      'To update premium details please first update the insurer from Basic Policy tab!',
    );

    const unknownInsurer = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/${unpriced.quoteId}/insurer`,
      headers,
      payload: { insurer_id: 999999 },
    });
    expect(unknownInsurer.statusCode).toBe(400);
    const chosen = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/${unpriced.quoteId}/insurer`,
      headers,
      payload: { insurer_id: insurer.id },
    });
    expect(chosen.statusCode).toBe(200);
    const { data } = chosen.json();
    expect(data.insurer).toMatchObject({ id: insurer.id, commission: '15.00', associate_commission: '20.00' });
    expect(data.policy.id).toEqual(expect.any(Number));

    // Totals and commissions sent by the client are ignored: the server computes them.
    const priced = await ctx.app.inject({
      method: 'POST',
      url: premiumUrl,
      headers,
      payload: { ...inputs, total_amount: '1.00', commission: '999.00', base_gst: '0.01' },
    });
    expect(priced.statusCode).toBe(200);
    const expected = computePremiumBreakdown({
      ...inputs,
      commission_percent: '15.00',
      associate_commission_percent: '20.00',
      state: 'NSW',
    });
    expect(priced.json()).toMatchObject({
      success: true,
      message: 'Premium updated successfully!',
      data: { policy: { id: data.policy.id, premium: expected, premium_amount: expected.total_amount } },
    });
    expect(expected.total_amount).not.toBe('1.00');
    const [policy] = await ctx.app.db.select().from(policies).where(eq(policies.id, data.policy.id));
    expect(policy).toMatchObject({
      total_amount: expected.total_amount,
      commission: expected.commission,
      base_gst: expected.base_gst,
    });
    const [quote] = await ctx.app.db.select().from(quotes).where(eq(quotes.id, unpriced.quoteId));
    expect(quote!.premium_amount).toBe(expected.total_amount);

    const bad = await ctx.app.inject({
      method: 'POST',
      url: premiumUrl,
      headers,
      payload: { ...inputs, base: '12.345', broker_fee: 'abc' },
    });
    expect(bad.statusCode).toBe(400);
    expect(
      bad
        .json()
        .errors.map((e: { path: string }) => e.path)
        .sort(),
    ).toEqual(['base', 'broker_fee']);
    expect(
      (await ctx.app.inject({ method: 'POST', url: premiumUrl, headers: await ctx.as('normal'), payload: inputs }))
        .statusCode,
    ).toBe(403);

    // A new insurer re-prices the commission lines of the stored premium.
    const other = await createInsurer(ctx.app, { commission: '10.00', associate_commission: '0.00' });
    const switched = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/${unpriced.quoteId}/insurer`,
      headers,
      payload: { insurer_id: other.id },
    });
    const repriced = computePremiumBreakdown({
      ...inputs,
      fsl: expected.fsl,
      stamp_duty: expected.stamp_duty,
      commission_percent: '10.00',
      associate_commission_percent: '0.00',
      state: 'NSW',
    });
    expect(switched.json().data.policy.premium).toEqual(repriced);
    const audits = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'policy'), eq(auditLog.action, 'set_premium')));
    expect(audits.some((a) => (a.after as { total_amount: string }).total_amount === expected.total_amount)).toBe(true);
  });

  it('attaches uploaded documents to a policy by their stored keys', async () => {
    const headers = await ctx.as('admin');
    const policyId = (await get(`/api/v1/quotes/${quoted[2]!.quoteId}`)).json().data.policy.id;
    const url = `/api/v1/quotes/policy/${policyId}/documents`;
    const missing = await ctx.app.inject({ method: 'PATCH', url, headers, payload: { uploaded_schedule: 'nope.pdf' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { path: 'uploaded_schedule', message: 'This file was not found. Please upload it again.' },
    ]);
    expect((await ctx.app.inject({ method: 'PATCH', url, headers, payload: {} })).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'PATCH',
          url: '/api/v1/quotes/policy/999999/documents',
          headers,
          payload: { uploaded_coc: 'x' },
        })
      ).statusCode,
    ).toBe(404);

    const { multipartBody, pdfFile } = await import('../../../test/fixtures');
    const body = multipartBody({ name: 'Schedule.pdf', body: pdfFile(), type: 'application/pdf' });
    const upload = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/static/upload?field=uploaded_schedule',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
    const key = upload.json().key as string;
    const saved = await ctx.app.inject({ method: 'PATCH', url, headers, payload: { uploaded_schedule: key } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.policy).toMatchObject({ id: policyId, uploaded_schedule: key, uploaded_coc: null });
    const detail = (await get(`/api/v1/quotes/${quoted[2]!.quoteId}`)).json().data;
    expect(detail.files).toEqual([
      expect.objectContaining({ file_key: key, meta: expect.objectContaining({ field: 'uploaded_schedule' }) }),
    ]);
    expect(
      (await ctx.app.inject({ method: 'PATCH', url, headers: await ctx.as('normal'), payload: { uploaded_coc: key } }))
        .statusCode,
    ).toBe(403);
  });
});
