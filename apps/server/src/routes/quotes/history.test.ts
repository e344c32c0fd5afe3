// @vitest-environment node
import { beforeAll, expect, it } from 'vitest';
import { describeEachEngine } from '../../../test/engines';
import { useTestApp } from '../../../test/app';
import { createInsurer, submitProposal, type Submitted } from './quoteFixtures.test-support';

describeEachEngine('quote history', (engine) => {
  const ctx = useTestApp(engine);
  let quote: Submitted;

  beforeAll(async () => {
    quote = await submitProposal(ctx.app);
  });

  const history = async (quoteId = quote.quoteId, query = '') =>
    ctx.app.inject({
      method: 'GET',
      url: `/api/v1/quotes/${quoteId}/history${query}`,
      headers: await ctx.as('normal'),
    });

  it("reads the customer's submission, then each staff change with who, when and old → new, newest first", async () => {
    const admin = await ctx.as('admin');
    const info = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/v1/quotes/${quote.quoteId}/info`,
      headers: admin,
      payload: { status: 'review', wb_code: 'WB-1' },
    });
    expect(info.statusCode).toBe(200);
    const insurer = await createInsurer(ctx.app);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/quotes/${quote.quoteId}/insurer`,
          headers: admin,
          payload: { insurer_id: insurer.id },
        })
      ).statusCode,
    ).toBe(200);
    const premium = {
      base: '1000.00',
      fsl: '0',
      association_fee: '10',
      insurer_fee: '20',
      broker_fee: '30',
      stamp_duty: '0',
    };
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/quotes/${quote.quoteId}/premium`,
          headers: admin,
          payload: premium,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/v1/quotes/${quote.quoteId}/notes`,
          headers: admin,
          payload: { note: '<p>Called the <b>owner</b></p>' },
        })
      ).statusCode,
    ).toBe(200);

    const response = await history();
    expect(response.statusCode).toBe(200);
    const { results, count } = response.json().data;
    expect(count).toBe(5);
    expect(results.map((e: { action: string }) => e.action)).toEqual([
      'create_note',
      'set_premium',
      'set_insurer',
      'update_info',
      'submit',
    ]);
    const [note, savedPremium, , details, submitted] = results;
    expect(note).toMatchObject({
      label: 'Note added',
      actor: expect.stringContaining('Test admin'),
      changes: [{ field: 'note', from: null, to: 'Called the owner' }],
    });
    expect(savedPremium.changes).toContainEqual({ field: 'base', from: null, to: '1000.00' });
    // The insurer chosen by its name, not its id.
    expect(results[2].changes).toContainEqual(expect.objectContaining({ field: 'insurer', to: insurer.name }));
    expect(details.label).toBe('Quote details saved');
    expect(details.changes).toContainEqual({ field: 'status', from: 'referred', to: 'review' });
    expect(details.changes).toContainEqual({ field: 'wb_code', from: null, to: 'WB-1' });
    expect(submitted).toMatchObject({ actor: 'public', label: 'Proposal submitted' });
    expect(submitted.changes).toContainEqual({ field: 'status', from: null, to: 'referred' });
    for (const entry of results) expect(Date.parse(entry.at)).not.toBeNaN();
  });

  it('pages like every list, and answers 404 for an unknown quote and 401 without a session', async () => {
    const page = (await history(quote.quoteId, '?start=1&limit=2')).json().data;
    expect(page.results).toHaveLength(2);
    expect(page.count).toBeGreaterThanOrEqual(3);
    expect((await history(999_999)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/quotes/${quote.quoteId}/history` })).statusCode).toBe(
      401,
    );
    expect((await history(quote.quoteId, '?limit=abc')).statusCode).toBe(400);
  });
});
