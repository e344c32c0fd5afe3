// @vitest-environment node
import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { describeEachEngine } from '../../../test/engines';
import { useTestApp } from '../../../test/app';
import { auditLog } from '../../db/schema';
import { proposal, submitProposal, type Submitted } from '../quotes/quoteFixtures.test-support';

const holder = (firstName: string, surname: string, wbCode: string) => {
  const email = `${firstName}.${surname}@example.com.au`.toLowerCase();
  return {
    policyHolder: {
      ...proposal().policyHolder,
      firstName,
      surname,
      wbCode,
      emailAddress: email,
      confirmEmailAddress: email,
    },
  };
};
const additional = {
  addPolicyHolder: 'yes' as const,
  additionalHolder: {
    ...proposal().additionalHolder,
    title: 'Mr',
    firstName: 'Second',
    surname: 'Holder',
    contactPhone: '0498765432',
    emailAddress: 'second@example.com.au',
    confirmEmailAddress: 'second@example.com.au',
  },
};

describeEachEngine('insured', (engine) => {
  const ctx = useTestApp(engine);
  let withHolder: Submitted;

  beforeAll(async () => {
    await submitProposal(ctx.app, holder('Zara', 'Plumtree', 'WB-100'));
    await submitProposal(ctx.app, holder('Yusuf', 'Plumtree', 'WB-200'));
    withHolder = await submitProposal(ctx.app, { ...holder('Xena', 'Oakley', 'WB-300'), ...additional });
  });

  const get = async (url: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/v1/insured${url}`, headers: await ctx.as('normal') });
  const mainId = async () => (await ctx.app.repos.quotes.loadAggregate(withHolder.quoteId))!.insured.id;

  it('lists main holders only, a page at a time, with the total even past the end', async () => {
    const page = (await get('?start=0&limit=2')).json();
    expect(page.data.count).toBe(3);
    expect(page.count).toBe(3);
    expect(page.data.results.map((r: { full_name: string }) => r.full_name)).toEqual(['Xena Oakley', 'Yusuf Plumtree']);
    expect(page.data.results[0].add_holder).toMatchObject({
      full_name: 'Second Holder',
      email: 'second@example.com.au',
    });
    expect((await get('?start=30&limit=10')).json()).toMatchObject({ data: { results: [], count: 3 } });
    const sorted = (await get('?sort=full_name&order=asc'))
      .json()
      .results.map((r: { full_name: string }) => r.full_name);
    expect(sorted).toEqual(['Xena Oakley', 'Yusuf Plumtree', 'Zara Plumtree']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/insured' })).statusCode).toBe(401);
  });

  it('searches from 3 characters over names, e-mail, quote ref and wb_code, in any case', async () => {
    expect((await get('/search?q=pl')).statusCode).toBe(400);
    expect((await get('/search?q=PLUMTREE')).json().count).toBe(2);
    expect((await get('/search?q=plumtree&limit=1')).json()).toMatchObject({ count: 2, results: [expect.any(Object)] });
    expect((await get('/search?q=wb-300')).json().results.map((r: { full_name: string }) => r.full_name)).toEqual([
      'Xena Oakley',
    ]);
    expect((await get('/search?q=zara.plumtree@EXAMPLE')).json().count).toBe(1);
    expect(
      (await get(`/search?q=${withHolder.ref.toLowerCase()}`))
        .json()
        .results.map((r: { full_name: string }) => r.full_name),
    ).toEqual(['Xena Oakley']);
    // An additional holder is found through its main holder only.
    expect((await get('/search?q=Second Holder')).json().count).toBe(0);
  });

  it('reads an insured with the additional holder, 404 for unknown ids', async () => {
    const id = await mainId();
    const response = await get(`/${id}`);
    expect(response.json().data).toMatchObject({
      id,
      full_name: 'Xena Oakley',
      wb_code: 'WB-300',
      add_holder: { full_name: 'Second Holder' },
    });
    expect((await get('/999999')).json()).toEqual({ success: false, message: 'No insured found' });
    expect((await get('/abc')).statusCode).toBe(400);
  });

  it('updates the insured and adds, changes or removes the additional holder (admin only), audited', async () => {
    const id = await mainId();
    const url = `/api/v1/insured/${id}`;
    const body = {
      full_name: 'Xena Oakley-Smith',
      initial: 'Ms',
      first_name: 'Xena',
      last_name: 'Oakley-Smith',
      contact_no: '0411111111',
      wb_code: 'WB-301',
      email: 'xena@example.com.au',
      abn: null,
      add_holder: {
        full_name: 'Second Holder',
        initial: 'Mr',
        first_name: 'Second',
        last_name: 'Holder',
        contact_no: '0422222222',
        email: 'second@example.com.au',
        wb_code: null,
        abn: null,
      },
    };
    expect(
      (await ctx.app.inject({ method: 'PUT', url, headers: await ctx.as('normal'), payload: body })).statusCode,
    ).toBe(403);
    const headers = await ctx.as('admin');
    const saved = await ctx.app.inject({ method: 'PUT', url, headers, payload: body });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      message: 'Details updated successfully!',
      data: { full_name: 'Xena Oakley-Smith', wb_code: 'WB-301', add_holder: { contact_no: '0422222222' } },
    });

    const bad = await ctx.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { ...body, contact_no: '12', add_holder: { ...body.add_holder, email: 'nope' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['contact_no', 'add_holder.email']),
    );

    const removed = await ctx.app.inject({ method: 'PUT', url, headers, payload: { ...body, add_holder: {} } });
    expect(removed.json().data.add_holder).toBeNull();
    expect((await get(`/${id}`)).json().data.add_holder).toBeNull();

    const missing = await ctx.app.inject({ method: 'PUT', url: '/api/v1/insured/999999', headers, payload: body });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Insured information is missing.');

    const entries = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'insured'), eq(auditLog.entity_id, String(id))));
    expect(entries[0]).toMatchObject({
      action: 'update',
      before: { full_name: 'Xena Oakley', add_holder: { full_name: 'Second Holder' } },
      after: { full_name: 'Xena Oakley-Smith' },
    });
  });
});
