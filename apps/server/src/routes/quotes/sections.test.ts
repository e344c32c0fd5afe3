// @vitest-environment node
import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDaysIso, quoteToEditorValues, todayIso, toSectionUpdate, type QuoteRecord } from '@buildcover/domain';
import { describeEachEngine } from '../../../test/engines';
import { useTestApp } from '../../../test/app';
import { auditLog } from '../../db/schema';
import { submitProposal, type Submitted } from './quoteFixtures.test-support';

type Detail = QuoteRecord & {
  id: number;
  property: { id: number; address: { id: number } };
  covers: { id: number }[];
  claim_risk: { id: number; claims: unknown[] };
  property_holder_risk: { id: number };
  property_risk: { id: number };
};

const claim = (claimDate: string) => ({
  insurer: 'NRMA',
  claimDate,
  claimedFor: 'Storm',
  cost: '1200.50',
  address: '1 Road, Sydney',
});

describeEachEngine('back-office section saves', (engine) => {
  const ctx = useTestApp(engine);
  let mine: Submitted;
  let other: Submitted;

  beforeAll(async () => {
    mine = await submitProposal(ctx.app);
    other = await submitProposal(ctx.app);
  });

  const detail = async (id: number): Promise<Detail> =>
    (await ctx.app.inject({ method: 'GET', url: `/api/v1/quotes/${id}`, headers: await ctx.as('admin') })).json().data;
  const put = async (url: string, payload: unknown, role: 'admin' | 'normal' = 'admin') =>
    ctx.app.inject({
      method: 'PUT',
      url: `/api/v1/quotes/${url}`,
      headers: await ctx.as(role),
      payload: payload as object,
    });
  const expectSaved = (response: Awaited<ReturnType<typeof put>>) => {
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Details updated successfully!' });
  };
  const expectMissing = (response: Awaited<ReturnType<typeof put>>, message: string) => {
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message });
  };

  it('saves the property address, only through its own property, and audits it', async () => {
    const quote = await detail(mine.quoteId);
    const theirs = await detail(other.quoteId);
    const body = { street: '99 New Street', suburb: 'Newcastle', state: 'NSW', postcode: '2300' };
    expectSaved(await put(`project/${quote.property.id}/address/${quote.property.address.id}`, body));
    expect((await detail(mine.quoteId)).property.address).toMatchObject(body);

    expectMissing(
      await put(`project/${quote.property.id}/address/${theirs.property.address.id}`, body),
      'Property or Address information is missing.',
    );
    expectMissing(await put(`project/999999/address/1`, body), 'Property or Address information is missing.');
    const bad = await put(`project/${quote.property.id}/address/${quote.property.address.id}`, {
      ...body,
      postcode: '23',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(['postcode']);
    expect(
      (await put(`project/${quote.property.id}/address/${quote.property.address.id}`, body, 'normal')).statusCode,
    ).toBe(403);

    const [entry] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'update_address'), eq(auditLog.entity_id, String(mine.quoteId))));
    expect(entry).toMatchObject({
      user_id: ctx.userId('admin'),
      before: { street: '12 Example Street' },
      after: { street: '99 New Street' },
    });
  });

  it('sorts the quotes list by the state the address was saved with', async () => {
    const quote = await detail(mine.quoteId);
    const saveState = async (state: string, postcode: string) =>
      expectSaved(
        await put(`project/${quote.property.id}/address/${quote.property.address.id}`, {
          street: '5 Moved Street',
          suburb: 'Elsewhere',
          state,
          postcode,
        }),
      );
    const firstByState = async (order: 'asc' | 'desc') => {
      const response = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/quotes/list?sort=state&order=${order}&limit=1`,
        headers: await ctx.as('admin'),
      });
      return response.json().results[0] as { id: number; address: { state: string } };
    };
    // The other quotes keep the form's state; WA sorts after every other state, ACT before.
    await saveState('WA', '6000');
    expect(await firstByState('desc')).toMatchObject({ id: mine.quoteId, address: { state: 'WA' } });
    await saveState('ACT', '2600');
    expect(await firstByState('asc')).toMatchObject({ id: mine.quoteId, address: { state: 'ACT' } });
    expect(await firstByState('desc')).not.toMatchObject({ id: mine.quoteId });
  });

  it('saves the cover and the contract value', async () => {
    const quote = await detail(mine.quoteId);
    expectSaved(
      await put(`cover/${quote.covers[0]!.id}`, {
        valuation: '520000',
        cover: '10000000',
        construction_type: 'Granny Flat',
        construction_type_other: null,
      }),
    );
    const after = await detail(mine.quoteId);
    expect(after.property).toMatchObject({ valuation: '520000.00' });
    expect(after.covers[0]).toMatchObject({ cover: '10000000', construction_type: 'Granny Flat' });
    expectMissing(
      await put('cover/999999', { valuation: '1', cover: '5000000', construction_type: 'Granny Flat' }),
      'Cover information is missing.',
    );
    const bad = await put(`cover/${quote.covers[0]!.id}`, {
      valuation: '520000',
      cover: '7',
      construction_type: 'Granny Flat',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors[0].path).toBe('cover');
  });

  it('saves the project details, checked by the domain rules', async () => {
    const quote = await detail(mine.quoteId);
    const values = quoteToEditorValues(quote);
    const start = addDaysIso(todayIso(), 60);
    values.builderProjectStartDate = start;
    // The contract value belongs to the cover save: a project save leaves it as stored.
    expectSaved(
      await put(`project/${quote.property.id}`, { ...toSectionUpdate('project', values), valuation: '1.00' }),
    );
    expect((await detail(mine.quoteId)).property).toMatchObject({ proposed_start_date: start, valuation: '520000.00' });

    const missingAnswer = { ...toSectionUpdate('project', values), is_project_work_commenced: null };
    const bad = await put(`project/${quote.property.id}`, missingAnswer);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toContain('is_project_work_commenced');
    expectMissing(await put('project/999999', toSectionUpdate('project', values)), 'Property information is missing.');
  });

  it('saves the claim risk with its claims list, replacing the stored list', async () => {
    const quote = await detail(mine.quoteId);
    const values = quoteToEditorValues(quote);
    values.damage = 'yes';
    values.claims = [claim(addDaysIso(todayIso(), -100)), claim(addDaysIso(todayIso(), -400))];
    expectSaved(await put(`claim/risk/${quote.claim_risk.id}`, toSectionUpdate('claimRisk', values)));
    const withClaims = await detail(mine.quoteId);
    expect(withClaims.claim_risk).toMatchObject({ is_claimed_in_last_three_year: true, clt_total_claims: '2401.00' });
    expect(withClaims.claim_risk.claims).toEqual([
      expect.objectContaining({ insurer: 'NRMA', cost: '1200.50', claim_date: values.claims[0]!.claimDate }),
      expect.objectContaining({ claim_date: values.claims[1]!.claimDate }),
    ]);

    values.damage = 'no';
    expectSaved(await put(`claim/risk/${quote.claim_risk.id}`, toSectionUpdate('claimRisk', values)));
    expect((await detail(mine.quoteId)).claim_risk.claims).toEqual([]);

    const badClaim = {
      ...toSectionUpdate('claimRisk', {
        ...values,
        damage: 'yes',
        claims: [claim(addDaysIso(todayIso(), 5)), claim(addDaysIso(todayIso(), -5))],
      }),
    };
    const bad = await put(`claim/risk/${quote.claim_risk.id}`, badClaim);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { path: string }) => e.path)).toEqual(['claims.0.claim_date']);
    expectMissing(
      await put('claim/risk/999999', toSectionUpdate('claimRisk', values)),
      'Claim Risk information is missing.',
    );
  });

  it('saves the property holder risk', async () => {
    const quote = await detail(mine.quoteId);
    const values = {
      ...quoteToEditorValues(quote),
      convicted: 'yes' as const,
      convictedWhen: '2015-03-01',
      offenceCategory: 'Traffic',
      offenceOutcome: 'Fine',
    };
    expectSaved(
      await put(`property/holder/risk/${quote.property_holder_risk.id}`, toSectionUpdate('holderRisk', values)),
    );
    expect((await detail(mine.quoteId)).property_holder_risk).toMatchObject({
      is_convicted_criminal: true,
      criminal_offense: 'Traffic',
      when_occurred: '2015-03-01',
    });
    const bad = await put(
      `property/holder/risk/${quote.property_holder_risk.id}`,
      toSectionUpdate('holderRisk', { ...values, offenceCategory: '' }),
    );
    expect(bad.statusCode).toBe(400);
    expectMissing(
      await put('property/holder/risk/999999', toSectionUpdate('holderRisk', values)),
      'Property Holder Risk information is missing.',
    );
  });

  it('saves the property risk, with plans that must be stored files', async () => {
    const quote = await detail(mine.quoteId);
    const values = { ...quoteToEditorValues(quote), demolition: 'yes' as const };
    expectSaved(await put(`property/risk/${quote.property_risk.id}`, toSectionUpdate('propertyRisk', values)));
    expect((await detail(mine.quoteId)).property_risk).toMatchObject({ demolition_above_ten_meters: true });

    const withPlans = toSectionUpdate('propertyRisk', {
      ...values,
      workInvolving: 'yes',
      workInvolvingFile: 'not-a-stored-file.pdf',
    });
    const bad = await put(`property/risk/${quote.property_risk.id}`, withPlans);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      { path: 'piling_plans', message: 'This file was not found. Please upload it again.' },
    ]);
    expectMissing(
      await put('property/risk/999999', toSectionUpdate('propertyRisk', values)),
      'Property Risk information is missing.',
    );
  });
});
