// @vitest-environment node
import { beforeAll, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  createQuoteRequestSchema,
  defaultInsurerRates,
  defaultRatingTable,
  defaultUnderwritingLimits,
  quotePremium,
  type InsurerRates,
  type RatingTable,
  type UnderwritingLimits,
} from '@buildcover/domain';
import { describeEachEngine } from '../../../test/engines';
import { useTestApp } from '../../../test/app';
import { auditLog, insurers } from '../../db/schema';
import { createInsurer, payloadFor } from '../quotes/quoteFixtures.test-support';

/** Dearer than the defaults in every band, with a higher minimum premium. */
const dearerTable: RatingTable = {
  ...defaultRatingTable,
  contractWorksBands: defaultRatingTable.contractWorksBands.map((band) => ({
    ...band,
    rateBasisPoints: band.rateBasisPoints * 2,
  })),
  minimumPremiumCents: 900_00,
};
const feeRates: InsurerRates = {
  ...defaultInsurerRates,
  fees: { association_fee: 10_00, insurer_fee: 25_00, broker_fee: 0 },
};
/** The clean proposal's contract value is $450,000: above this automatic-quote limit, within the panel maximum. */
const lowLimits: UnderwritingLimits = { autoQuoteMaxCents: 400_000_00, panelMaxCents: 2_000_000_00 };

const defaults = {
  rates: { value: defaultInsurerRates, source: 'default', invalid: false },
  rating_table: { value: defaultRatingTable, source: 'default', invalid: false },
  underwriting_limits: { value: defaultUnderwritingLimits, source: 'default', invalid: false },
};

describeEachEngine('insurer settings API', (engine) => {
  const ctx = useTestApp(engine);
  // Created first, so it is the oldest live insurer: the one that prices public quotes.
  let panel: Awaited<ReturnType<typeof createInsurer>>;
  beforeAll(async () => {
    panel = await createInsurer(ctx.app, { commission: '20.00', associate_commission: '10.00' });
  });

  const settingsCall = async (
    method: 'GET' | 'PUT',
    id: number | string,
    payload?: unknown,
    role: 'admin' | 'normal' | 'super_admin' = 'admin',
  ) =>
    ctx.app.inject({
      method,
      url: `/api/v1/insurers/${id}/settings`,
      headers: await ctx.as(role),
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  const storedSettings = async (id: number) =>
    (await ctx.app.db.select({ settings: insurers.settings }).from(insurers).where(eq(insurers.id, id)))[0]?.settings;
  const settingsAudit = (id: number) =>
    ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'insurer'), eq(auditLog.entity_id, String(id)), eq(auditLog.action, 'settings')));

  it('answers the domain defaults for an insurer that keeps none', async () => {
    const response = await settingsCall('GET', panel.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, data: defaults });
  });

  it('lets admins alone read and change settings; unknown and deleted insurers are 404', async () => {
    const insurer = await createInsurer(ctx.app);
    expect((await settingsCall('GET', insurer.id, undefined, 'normal')).statusCode).toBe(403);
    expect((await settingsCall('PUT', insurer.id, { underwriting_limits: lowLimits }, 'normal')).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/insurers/${insurer.id}/settings` })).statusCode).toBe(
      401,
    );
    expect((await settingsCall('GET', insurer.id, undefined, 'super_admin')).statusCode).toBe(200);
    expect(await storedSettings(insurer.id)).toEqual({});

    const unknown = await settingsCall('GET', 999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, message: 'Insurer not found' });
    expect((await settingsCall('PUT', 999_999, { underwriting_limits: lowLimits })).statusCode).toBe(404);
    expect((await settingsCall('GET', 'abc')).statusCode).toBe(400);

    const hidden = await createInsurer(ctx.app, { deleted_at: new Date() });
    expect((await settingsCall('GET', hidden.id)).statusCode).toBe(404);
    expect((await settingsCall('PUT', hidden.id, { underwriting_limits: lowLimits })).statusCode).toBe(404);
    expect(await storedSettings(hidden.id)).toEqual({});

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/insurer/${insurer.id}`,
      headers: await ctx.as('admin'),
    });
    expect(removed.statusCode).toBe(200);
    expect((await settingsCall('GET', insurer.id)).statusCode).toBe(404);
  });

  it('stores the keys sent, keeps the rest of the settings and audits before and after', async () => {
    const insurer = await createInsurer(ctx.app, { settings: { rates: feeRates, portal_note: 'kept as it is' } });
    const response = await settingsCall('PUT', insurer.id, {
      rating_table: dearerTable,
      underwriting_limits: lowLimits,
    });
    expect(response.statusCode).toBe(200);
    const expected = {
      rates: { value: feeRates, source: 'insurer', invalid: false },
      rating_table: { value: dearerTable, source: 'insurer', invalid: false },
      underwriting_limits: { value: lowLimits, source: 'insurer', invalid: false },
    };
    expect(response.json()).toEqual({
      success: true,
      message: 'Insurer settings updated successfully!',
      data: expected,
    });
    expect((await settingsCall('GET', insurer.id)).json().data).toEqual(expected);
    expect(await storedSettings(insurer.id)).toEqual({
      rates: feeRates,
      portal_note: 'kept as it is',
      rating_table: dearerTable,
      underwriting_limits: lowLimits,
    });

    const [entry, ...more] = await settingsAudit(insurer.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      user_id: ctx.userId('admin'),
      before: { rates: feeRates, rating_table: null, underwriting_limits: null },
      after: { rates: feeRates, rating_table: dearerTable, underwriting_limits: lowLimits },
    });
  });

  it('puts a key back to the domain default with null', async () => {
    const insurer = await createInsurer(ctx.app, { settings: { rates: feeRates, underwriting_limits: lowLimits } });
    const response = await settingsCall('PUT', insurer.id, { rates: null });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      ...defaults,
      underwriting_limits: { value: lowLimits, source: 'insurer', invalid: false },
    });
    expect(await storedSettings(insurer.id)).toEqual({ underwriting_limits: lowLimits });
    const [entry] = await settingsAudit(insurer.id);
    expect(entry).toMatchObject({
      before: { rates: feeRates },
      after: { rates: null, underwriting_limits: lowLimits },
    });
  });

  it('refuses bad values with field errors and changes nothing, not even the valid keys sent with them', async () => {
    const insurer = await createInsurer(ctx.app, { settings: { underwriting_limits: lowLimits } });
    const unordered = {
      ...dearerTable,
      contractWorksBands: [
        { upToCents: 500_000_00, rateBasisPoints: 40 },
        { upToCents: 100_000_00, rateBasisPoints: 30 },
        { upToCents: null, rateBasisPoints: 20 },
      ],
    };
    const response = await settingsCall('PUT', insurer.id, {
      rates: { ...defaultInsurerRates, gstBasisPoints: 'ten' },
      rating_table: unordered,
      underwriting_limits: { autoQuoteMaxCents: 3_000_000_00, panelMaxCents: 2_000_000_00 },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors).toEqual(
      expect.arrayContaining([
        { path: 'rates.gstBasisPoints', message: expect.any(String) },
        { path: 'rating_table.contractWorksBands', message: 'Bands must go up in order.' },
        { path: 'underwriting_limits', message: 'The automatic-quote limit cannot be above the panel maximum.' },
      ]),
    );
    expect(body.message).toBe(body.errors[0].message);

    const halfGood = await settingsCall('PUT', insurer.id, {
      rating_table: dearerTable,
      underwriting_limits: { autoQuoteMaxCents: -1, panelMaxCents: 2_000_000_00 },
    });
    expect(halfGood.statusCode).toBe(400);
    expect(halfGood.json().errors).toEqual([
      { path: 'underwriting_limits.autoQuoteMaxCents', message: expect.any(String) },
    ]);

    const empty = await settingsCall('PUT', insurer.id, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Send at least one of rates, rating_table or underwriting_limits');
    expect((await settingsCall('PUT', insurer.id, { surcharge: 1 })).statusCode).toBe(400);
    expect((await settingsCall('PUT', insurer.id)).statusCode).toBe(400);
    expect((await settingsCall('PUT', insurer.id, [lowLimits])).statusCode).toBe(400);

    expect(await storedSettings(insurer.id)).toEqual({ underwriting_limits: lowLimits });
    expect(await settingsAudit(insurer.id)).toEqual([]);
  });

  it('says when what an insurer keeps no longer parses, shows it, and lets an admin replace it', async () => {
    const broken = { ...defaultInsurerRates, gstBasisPoints: 'ten' };
    const insurer = await createInsurer(ctx.app, { settings: { rates: broken, rating_table: dearerTable } });
    const response = await settingsCall('GET', insurer.id);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.rates).toEqual({
      value: defaultInsurerRates,
      source: 'default',
      invalid: true,
      stored: broken,
      errors: [{ path: 'rates.gstBasisPoints', message: expect.any(String) }],
    });
    expect(data.rating_table).toEqual({ value: dearerTable, source: 'insurer', invalid: false });
    expect(data.underwriting_limits).toEqual(defaults.underwriting_limits);

    const fixed = await settingsCall('PUT', insurer.id, { rates: feeRates });
    expect(fixed.json().data.rates).toEqual({ value: feeRates, source: 'insurer', invalid: false });
    const [entry] = await settingsAudit(insurer.id);
    expect(entry).toMatchObject({ before: { rates: broken }, after: { rates: feeRates } });
  });

  it('publishes both calls, with the domain schemas, in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    const path = doc.paths['/api/v1/insurers/{id}/settings'];
    expect(Object.keys(path)).toEqual(expect.arrayContaining(['get', 'put']));
    const body = path.put.requestBody.content['application/json'].schema;
    expect(Object.keys(body.properties)).toEqual(['rates', 'rating_table', 'underwriting_limits']);
    expect(JSON.stringify(path.get.responses['200'])).toContain('contractWorksBands');
  });

  it("prices and underwrites public quotes with the panel insurer's saved settings", async () => {
    const submit = async () => {
      const payload = await payloadFor(ctx.app);
      const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload });
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      const readBack = (
        await ctx.app.inject({ method: 'POST', url: `/api/v1/quotes/retrieve/${data.id}`, payload: {} })
      ).json().data;
      return {
        status: data.status as string,
        total: readBack.total_amount as string | null,
        request: createQuoteRequestSchema().parse(payload),
        publicId: data.id as string,
      };
    };
    const commissions = { commission: '20.00', associate_commission: '10.00' };

    const standard = await submit();
    expect(standard.status).toBe('quoted');
    expect(standard.total).toBe(quotePremium(standard.request, commissions).breakdown.total_amount);

    expect((await settingsCall('PUT', panel.id, { rating_table: dearerTable, rates: feeRates })).statusCode).toBe(200);
    const own = await submit();
    expect(own.status).toBe('quoted');
    expect(own.total).toBe(
      quotePremium(own.request, { ...commissions, table: dearerTable, rates: feeRates }).breakdown.total_amount,
    );
    expect(Number(own.total)).toBeGreaterThan(Number(standard.total));

    expect((await settingsCall('PUT', panel.id, { underwriting_limits: lowLimits })).statusCode).toBe(200);
    const referred = await submit();
    expect(referred.status).toBe('referred');
    const quote = await ctx.app.repos.quotes.loadAggregateByPublicId(referred.publicId);
    const detail = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/quotes/${quote!.quote.id}`, headers: await ctx.as('admin') })
    ).json().data;
    expect(detail.meta.referred_reason).toContain('above the $400,000.00 automatic-quote limit');

    expect(
      (
        await settingsCall('PUT', panel.id, {
          underwriting_limits: { autoQuoteMaxCents: 100_000_00, panelMaxCents: 400_000_00 },
        })
      ).statusCode,
    ).toBe(200);
    expect((await submit()).status).toBe('declined');

    expect(
      (await settingsCall('PUT', panel.id, { rates: null, rating_table: null, underwriting_limits: null })).json().data,
    ).toEqual(defaults);
    const back = await submit();
    expect(back).toMatchObject({ status: 'quoted', total: standard.total });
  });
});
