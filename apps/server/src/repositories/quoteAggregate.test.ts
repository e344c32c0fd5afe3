// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describeEachEngine } from '../../test/engines';
import { useTestApp } from '../../test/app';
import * as schema from '../db/schema';
import { createInsurer } from '../routes/quotes/quoteFixtures.test-support';
import { loadQuoteAggregate, loadQuoteAggregateByPublicId, type QuoteAggregate } from './quoteAggregate';

/** Every record around one quote, written straight into the database, as the inserts returned them. */
async function buildFullQuote(app: FastifyInstance) {
  const db = app.db;
  const liveInsurer = await createInsurer(app);
  const deletedInsurer = await createInsurer(app, { deleted_at: new Date('2026-01-02T03:04:05.678Z') });
  const [insured] = await db
    .insert(schema.insureds)
    .values({ full_name: 'Jane Builder', first_name: 'Jane', last_name: 'Builder', email: 'jane@example.com.au' })
    .returning();
  const [addHolder] = await db
    .insert(schema.insureds)
    .values({ full_name: 'John Builder', primary_insured_id: insured!.id })
    .returning();
  const [quote] = await db
    .insert(schema.quotes)
    .values({
      public_id: randomBytes(16).toString('base64url'),
      status: 'quoted',
      insured_id: insured!.id,
      insurer_id: liveInsurer.id,
      premium_amount: '1500.5',
      meta: { referred_reason: 'depth' },
    })
    .returning();
  // The holder as stored once its quote is written: its search text takes the quote's ref (migration 0016).
  const [storedInsured] = await db.select().from(schema.insureds).where(eq(schema.insureds.id, insured!.id));
  const [address] = await db
    .insert(schema.addresses)
    .values({ street: '1 Main Road', suburb: 'Parramatta', state: 'NSW', postcode: '2150' })
    .returning();
  const [property] = await db
    .insert(schema.properties)
    .values({ quote_id: quote!.id, address_id: address!.id, valuation: '450000', proposed_start_date: '2027-03-01' })
    .returning();
  await db.insert(schema.properties).values({ quote_id: quote!.id, valuation: '1' });
  const coverRows = await db
    .insert(schema.covers)
    .values([
      { quote_id: quote!.id, cover: '10000000', construction_type: 'new_home' },
      { quote_id: quote!.id, cover: '20000000', construction_type: 'other', construction_type_other: 'Granny flat' },
    ])
    .returning();
  const [claimRisk] = await db
    .insert(schema.claimRisks)
    .values({ quote_id: quote!.id, is_claimed_in_last_three_year: true, clt_total_claims: '3000' })
    .returning();
  const [laterClaimRisk] = await db
    .insert(schema.claimRisks)
    .values({ quote_id: quote!.id, is_claimed_in_last_three_year: false })
    .returning();
  const claimRows = await db
    .insert(schema.claims)
    .values([
      {
        claim_risk_id: claimRisk!.id,
        insurer: 'Old Insurer',
        claim_date: '2025-05-06',
        cost: '1200.5',
        claimed_for: 'Storm',
      },
      {
        claim_risk_id: claimRisk!.id,
        insurer: 'Other Insurer',
        claim_date: '2024-01-02',
        cost: '1799.5',
        claimed_for: 'Theft',
      },
    ])
    .returning();
  await db.insert(schema.claims).values({ claim_risk_id: laterClaimRisk!.id, cost: '9.99' });
  const [holderRisk] = await db
    .insert(schema.propertyHolderRisks)
    .values({ quote_id: quote!.id, is_declared_bankrupt: false })
    .returning();
  const [propertyRisk] = await db
    .insert(schema.propertyRisks)
    .values({ quote_id: quote!.id, is_excavation_deeper_than_five_meter: true })
    .returning();
  const [olderPolicy] = await db
    .insert(schema.policies)
    .values({ quote_id: quote!.id, insurer_id: liveInsurer.id, total_amount: '100' })
    .returning();
  const [policy] = await db
    .insert(schema.policies)
    .values({
      quote_id: quote!.id,
      insurer_id: deletedInsurer.id,
      status: 'paid',
      total_amount: '1650.55',
      base: '1200',
      paid_at: new Date('2026-02-03T04:05:06.789Z'),
    })
    .returning();
  const file = (name: string, owner: Partial<typeof schema.files.$inferInsert>) => ({
    key: `test/${randomBytes(8).toString('hex')}/${name}`,
    name,
    mime: 'application/pdf',
    size: 10,
    storage: 'local' as const,
    ...owner,
  });
  const [quoteFile] = await db
    .insert(schema.files)
    .values(file('plans.pdf', { quote_id: quote!.id, field: 'plans' }))
    .returning();
  await db.insert(schema.files).values(file('deleted.pdf', { quote_id: quote!.id, deleted_at: new Date() }));
  await db.insert(schema.files).values(file('older-policy.pdf', { policy_id: olderPolicy!.id }));
  const [policyFile] = await db
    .insert(schema.files)
    .values(file('schedule.pdf', { policy_id: policy!.id, field: 'schedule' }))
    .returning();
  const [laterQuoteFile] = await db
    .insert(schema.files)
    .values(file('survey.pdf', { quote_id: quote!.id }))
    .returning();
  return {
    quote: quote!,
    insured: storedInsured!,
    addHolder: addHolder!,
    property: property!,
    address: address!,
    covers: coverRows,
    claimRisk: claimRisk!,
    claims: claimRows,
    propertyHolderRisk: holderRisk!,
    propertyRisk: propertyRisk!,
    policy: policy!,
    insurer: deletedInsurer,
    files: [quoteFile!, policyFile!, laterQuoteFile!],
    liveInsurer,
  };
}

describeEachEngine('quote aggregate', (engine) => {
  const ctx = useTestApp(engine);
  let full: Awaited<ReturnType<typeof buildFullQuote>>;

  beforeAll(async () => {
    full = await buildFullQuote(ctx.app);
    // Another quote's records must not leak in.
    await buildFullQuote(ctx.app);
  });

  const expectFullQuote = (aggregate: QuoteAggregate | null) => {
    expect(aggregate).not.toBeNull();
    const { liveInsurer: _liveInsurer, ...expected } = full;
    expect(Object.keys(aggregate!).sort()).toEqual(Object.keys(expected).sort());
    for (const key of Object.keys(expected) as (keyof typeof expected)[])
      expect(aggregate![key], key).toStrictEqual(expected[key]);
  };

  it('loads the quote with every record around it, as stored', async () => {
    expectFullQuote(await loadQuoteAggregate(ctx.app.db, full.quote.id));
  });

  it('keeps the database types: Date timestamps, decimal strings for money, string dates', async () => {
    const aggregate = (await loadQuoteAggregate(ctx.app.db, full.quote.id))!;
    expect(aggregate.quote.created_at).toBeInstanceOf(Date);
    expect(aggregate.quote.premium_amount).toBe('1500.50');
    expect(aggregate.quote.meta).toEqual({ referred_reason: 'depth' });
    expect(aggregate.policy!.paid_at).toEqual(new Date('2026-02-03T04:05:06.789Z'));
    expect(aggregate.policy!.total_amount).toBe('1650.55');
    expect(aggregate.policy!.base).toBe('1200.00');
    expect(aggregate.property!.valuation).toBe('450000.00');
    expect(aggregate.property!.proposed_start_date).toBe('2027-03-01');
    expect(aggregate.claims.map((c) => [c.cost, c.claim_date])).toEqual([
      ['1200.50', '2025-05-06'],
      ['1799.50', '2024-01-02'],
    ]);
    expect(aggregate.insurer!.commission).toBe('20.00');
    expect(aggregate.insurer!.deleted_at).toEqual(new Date('2026-01-02T03:04:05.678Z'));
    expect(aggregate.addHolder!.created_at).toBeInstanceOf(Date);
    expect(aggregate.files.every((f) => f.created_at instanceof Date && f.deleted_at === null)).toBe(true);
  });

  it('picks the first property and claim risk by id, the latest policy, its (soft-deleted) insurer and live files of the quote and that policy', async () => {
    const aggregate = (await loadQuoteAggregate(ctx.app.db, full.quote.id))!;
    expect(aggregate.property!.address_id).toBe(full.address.id);
    expect(aggregate.claimRisk!.id).toBe(full.claimRisk.id);
    expect(aggregate.policy!.id).toBe(full.policy.id);
    expect(aggregate.insurer!.id).not.toBe(full.liveInsurer.id);
    expect(aggregate.files.map((f) => f.name)).toEqual(['plans.pdf', 'schedule.pdf', 'survey.pdf']);
    expect(aggregate.addHolder!.full_name).toBe('John Builder');
  });

  it('finds the same aggregate by public id and inside a transaction', async () => {
    expectFullQuote(await loadQuoteAggregateByPublicId(ctx.app.db, full.quote.public_id));
    expectFullQuote(await ctx.app.db.transaction((tx) => loadQuoteAggregate(tx, full.quote.id)));
    expectFullQuote(await ctx.app.db.transaction((tx) => loadQuoteAggregateByPublicId(tx, full.quote.public_id)));
  });

  it('answers null for an unknown id or public id', async () => {
    expect(await loadQuoteAggregate(ctx.app.db, 987_654_321)).toBeNull();
    expect(await loadQuoteAggregateByPublicId(ctx.app.db, 'no-such-public-id')).toBeNull();
  });

  it('gives null and empty lists for a bare quote, and the quote insurer when there is no policy', async () => {
    const insurer = await createInsurer(ctx.app);
    const [insured] = await ctx.app.db.insert(schema.insureds).values({ full_name: 'Solo Owner' }).returning();
    const [quote] = await ctx.app.db
      .insert(schema.quotes)
      .values({
        public_id: randomBytes(16).toString('base64url'),
        status: 'referred',
        insured_id: insured!.id,
        insurer_id: insurer.id,
      })
      .returning();
    await ctx.app.db.insert(schema.properties).values({ quote_id: quote!.id });
    // The holder as stored once its quote is written (its search text takes the quote's ref).
    const [storedInsured] = await ctx.app.db.select().from(schema.insureds).where(eq(schema.insureds.id, insured!.id));
    const aggregate = await loadQuoteAggregate(ctx.app.db, quote!.id);
    expect(aggregate).toStrictEqual({
      quote: quote!,
      insured: storedInsured!,
      addHolder: null,
      property: expect.objectContaining({ quote_id: quote!.id, address_id: null }),
      address: null,
      covers: [],
      claimRisk: null,
      claims: [],
      propertyHolderRisk: null,
      propertyRisk: null,
      policy: null,
      insurer,
      files: [],
    });
    const [deleted] = await ctx.app.db
      .update(schema.insurers)
      .set({ deleted_at: new Date() })
      .where(eq(schema.insurers.id, insurer.id))
      .returning();
    expect((await loadQuoteAggregate(ctx.app.db, quote!.id))!.insurer).toStrictEqual(deleted);
  });
});
