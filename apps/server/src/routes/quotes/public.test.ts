// @vitest-environment node
import { beforeAll, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  createQuoteRequestSchema,
  defaultInsurerRates,
  defaultUnderwritingLimits,
  proposalAnswers,
  quotePremium,
  quoteToEditorValues,
  submissionMessage,
  toQuoteRequest,
} from '@buildcover/domain';
import { describeEachEngine } from '../../../test/engines';
import { useTestApp } from '../../../test/app';
import { multipartBody, pdfFile } from '../../../test/fixtures';
import { auditLog, files, insurers, policies, quotes } from '../../db/schema';
import { signQuoteAccessToken, verifyQuoteAccessToken } from '../../auth/quoteAccessToken';
import { submitQuote } from './submitQuote';
import {
  createInsurer,
  declinedAnswers,
  newUid,
  payloadFor,
  proposal,
  proposalRowCounts,
  referredAnswers,
  submitProposal,
} from './quoteFixtures.test-support';

describeEachEngine('public quote flow', (engine) => {
  const ctx = useTestApp(engine);
  let insurer: Awaited<ReturnType<typeof createInsurer>>;

  beforeAll(async () => {
    insurer = await createInsurer(ctx.app, { commission: '20.00', associate_commission: '10.00' });
  });

  const uploadPlan = async (uid: string, field: string) => {
    const body = multipartBody(
      { name: 'plans.pdf', body: pdfFile(), type: 'application/pdf' },
      { timestamp: String(Date.now()) },
    );
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/static/upload?quote=1&uid=${uid}&field=${field}`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode).toBe(200);
    return response.json().key as string;
  };
  const retrieve = (id: string | number, query = '', headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'POST', url: `/api/v1/quotes/retrieve/${id}${query}`, payload: {}, headers });

  it('hands out a new unguessable uid for each proposal', async () => {
    const [a, b] = [await newUid(ctx.app), await newUid(ctx.app)];
    expect(a).toMatch(/^[\w-]{22}$/);
    expect(a).not.toBe(b);
  });

  it('quotes a clean proposal: rated by the domain, a policy due for payment, a readable ref and a public id', async () => {
    const payload = await payloadFor(ctx.app);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.status).toBe('quoted');
    expect(data.ref).toMatch(/^BC-\d{6}$/);
    expect(data.id).toMatch(/^[\w-]{22}$/);
    const expected = quotePremium(createQuoteRequestSchema().parse(payload), {
      commission: '20.00',
      associate_commission: '10.00',
    }).breakdown;
    // The premium in words; the reference is the answer's own `ref` (the result page shows it once).
    expect(data.message).toBe(
      submissionMessage({ status: 'quoted', total: expected.total_amount, payment: 'emailed' }),
    );
    expect(data.payable).toBe(true);

    // Issued its pay link at once (routes/quotes/payNow.test.ts): payment due.
    const [quote] = await ctx.app.db.select().from(quotes).where(eq(quotes.public_id, data.id));
    expect(quote).toMatchObject({
      status: 'paydue',
      insurer_id: insurer.id,
      premium_amount: expected.total_amount,
      draft_uid: payload.meta.uid,
    });
    const [policy] = await ctx.app.db.select().from(policies).where(eq(policies.quote_id, quote!.id));
    expect(policy).toMatchObject({
      status: 'due_payment',
      insurer_id: insurer.id,
      base: expected.base,
      stamp_duty: expected.stamp_duty,
      total_amount: expected.total_amount,
      commission: expected.commission,
    });
    expect(policy!.inception_date).toBe(payload.property.proposed_start_date);
    const [entry] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity_id, String(quote!.id)))
      .orderBy(auditLog.id);
    expect(entry).toMatchObject({ action: 'submit', entity: 'quote', actor: 'public' });
  });

  it("prices and underwrites with the panel insurer's own settings when they are valid", async () => {
    const rates = {
      ...defaultInsurerRates,
      fees: { association_fee: 0, insurer_fee: 25_00, broker_fee: 0 },
      stampDutyBasisPoints: { ...defaultInsurerRates.stampDutyBasisPoints, NSW: 500 },
    };
    await ctx.app.db.update(insurers).set({ settings: { rates } }).where(eq(insurers.id, insurer.id));
    const payload = await payloadFor(ctx.app);
    const quoted = (await ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload })).json().data;
    const expected = quotePremium(createQuoteRequestSchema().parse(payload), {
      rates,
      commission: '20.00',
      associate_commission: '10.00',
    }).breakdown;
    const [policy] = await ctx.app.db
      .select()
      .from(policies)
      .innerJoin(quotes, eq(quotes.id, policies.quote_id))
      .where(eq(quotes.public_id, quoted.id));
    expect(policy!.policies).toMatchObject({
      insurer_fee: '25.00',
      broker_fee: '0.00',
      stamp_duty: expected.stamp_duty,
      total_amount: expected.total_amount,
    });

    // Its own automatic-quote limit refers a proposal the default limit would quote; a broken setting is ignored.
    await ctx.app.db
      .update(insurers)
      .set({
        settings: {
          underwriting_limits: { ...defaultUnderwritingLimits, autoQuoteMaxCents: 100_000_00 },
          rates: { gstBasisPoints: 'ten' },
        },
      })
      .where(eq(insurers.id, insurer.id));
    const limited = await submitProposal(ctx.app);
    expect(limited.status).toBe('referred');
    await ctx.app.db.update(insurers).set({ settings: {} }).where(eq(insurers.id, insurer.id));
  });

  it('refers a proposal a referral rule trips, keeping the reasons and attaching its uploads', async () => {
    const uid = await newUid(ctx.app);
    const key = await uploadPlan(uid, 'piling_plans');
    const payload = toQuoteRequest(proposal({ ...referredAnswers, workInvolving: 'yes', workInvolvingFile: key }), uid);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.status).toBe('referred');
    const [quote] = await ctx.app.db.select().from(quotes).where(eq(quotes.public_id, data.id));
    expect(quote!.meta.referred_reason).toContain('Excavation deeper than 5 metres.');
    expect(quote!.meta.reasons).toEqual(
      expect.arrayContaining([expect.objectContaining({ rule: 'R1-deep-excavation', outcome: 'referred' })]),
    );
    expect(await ctx.app.db.select().from(policies).where(eq(policies.quote_id, quote!.id))).toEqual([]);
    const [file] = await ctx.app.db.select().from(files).where(eq(files.key, key));
    expect(file!.quote_id).toBe(quote!.id);

    const details = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/retrieve/${data.id}/details`,
      payload: {},
    });
    expect(details.statusCode).toBe(200);
    const [readFile] = details.json().data.files;
    expect(readFile).toMatchObject({ file_key: key, meta: { field: 'piling_plans' } });
    expect((await ctx.app.inject({ method: 'GET', url: readFile.file_url })).statusCode).toBe(200);
  });

  it('declines a proposal a decline rule trips and tells the customer why', async () => {
    const submitted = await submitProposal(ctx.app, declinedAnswers);
    expect(submitted.status).toBe('declined');
    expect(submitted.message).toContain('Work outside mainland Australia and Tasmania cannot be insured.');
    const [quote] = await ctx.app.db.select().from(quotes).where(eq(quotes.id, submitted.quoteId));
    expect(quote!.meta.declined_reasons).toEqual(['Work outside mainland Australia and Tasmania cannot be insured.']);
  });

  it('answers 400 with field errors for a bad payload and writes nothing', async () => {
    const before = await proposalRowCounts(ctx.app);
    const payload = await payloadFor(ctx.app);
    const bad = { ...payload, insured: { ...payload.insured, contact_no: '12ab', email: 'not-an-email' } };
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload: bad });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.errors.map((e: { path: string }) => e.path)).toEqual(
      expect.arrayContaining(['insured.contact_no', 'insured.email']),
    );
    expect(body.errors.every((e: { message: string }) => e.message.length > 0)).toBe(true);

    const wrongShape = await ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload: { insured: 'x' } });
    expect(wrongShape.statusCode).toBe(400);
    expect(await proposalRowCounts(ctx.app)).toEqual(before);
  });

  it('refuses an unknown or already used uid, and a file uploaded by someone else', async () => {
    const unknown = toQuoteRequest(proposal(), 'never-issued-uid');
    const response = await ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload: unknown });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([
      { path: 'meta.uid', message: 'This quote session has expired. Please reload the page and start again.' },
    ]);

    const payload = await payloadFor(ctx.app);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload })).statusCode).toBe(200);
    const again = await ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This proposal has already been submitted.');

    const otherKey = await uploadPlan(await newUid(ctx.app), 'piling_plans');
    const stealing = toQuoteRequest(
      proposal({ workInvolving: 'yes', workInvolvingFile: otherKey }),
      await newUid(ctx.app),
    );
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload: stealing });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        path: 'property_risk.piling_plans',
        message: 'This file was not uploaded with this proposal. Please upload it again.',
      },
    ]);
  });

  it('accepts a double-submitted proposal once', async () => {
    const payload = await payloadFor(ctx.app);
    const before = await proposalRowCounts(ctx.app);
    const answers = await Promise.all(
      [1, 2].map(() => ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload })),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 400]);
    expect((await proposalRowCounts(ctx.app)).quotes).toBe(before.quotes! + 1);
  });

  it('leaves no half-written rows when the submission crashes midway', async () => {
    const uid = await newUid(ctx.app);
    const key = await uploadPlan(uid, 'piling_plans');
    const payload = createQuoteRequestSchema().parse(
      toQuoteRequest(proposal({ workInvolving: 'yes', workInvolvingFile: key }), uid),
    );
    const before = await proposalRowCounts(ctx.app);
    const request = { user: null, ip: '127.0.0.1' } as unknown as FastifyRequest;
    await expect(
      submitQuote(ctx.app, request, payload, {
        hooks: {
          afterFirstInserts: () => {
            throw new Error('disk on fire');
          },
        },
      }),
    ).rejects.toThrow('disk on fire');
    expect(await proposalRowCounts(ctx.app)).toEqual(before);
    const [file] = await ctx.app.db.select().from(files).where(eq(files.key, key));
    expect(file!.quote_id).toBeNull();

    // The session is still open: the customer can submit again.
    const retry = await ctx.app.inject({ method: 'POST', url: '/api/v1/quotes/get', payload });
    expect(retry.statusCode).toBe(200);
  });

  it('reads a quote back by its public id only: a sequential id is a 404', async () => {
    const submitted = await submitProposal(ctx.app);
    const response = await retrieve(submitted.id);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      ref: submitted.ref,
      id: submitted.id,
      property_value: '450000.00',
      insured: { full_name: 'Jane Citizen' },
      insurer: { id: insurer.id, name: insurer.name, pds_url: null },
      covers: [{ cover: '5000000', construction_type: 'New home' }],
      policy: { status: 'due_payment', premium_amount: data.total_amount },
      files: [],
    });
    expect(data.access_token).toBeUndefined();
    expect(data.insurer.commission).toBeUndefined();
    expect(data.inception_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await retrieve(submitted.quoteId)).statusCode).toBe(404);
    expect((await retrieve('AAAAAAAAAAAAAAAAAAAAAA')).json()).toEqual({ success: false, message: 'Quote not found' });

    // The pay screen links the insurer's PDS once one is uploaded.
    await ctx.app.db.update(insurers).set({ pds_doc: 'pds-key.pdf' }).where(eq(insurers.id, insurer.id));
    expect((await retrieve(submitted.id)).json().data.insurer.pds_url).toBe('/api/v1/static/files/pds-key.pdf');
    await ctx.app.db.update(insurers).set({ pds_doc: null }).where(eq(insurers.id, insurer.id));
  });

  it("details give the proposal as the customer answered it, read back by the domain into the form's sections", async () => {
    const submitted = await submitProposal(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/quotes/retrieve/${submitted.id}/details`,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      ref: submitted.ref,
      id: submitted.id,
      payment: null,
      policy: { status: 'due_payment', paid_at: null },
    });
    expect(data.insurer.commission).toBeUndefined();
    const sections = proposalAnswers(quoteToEditorValues(data));
    expect(sections.map((s) => s.title)).toEqual([
      'Policy Holder',
      'Property Location',
      'Coverage',
      'Project Details',
      'Previous Claims',
      'Property Holder Risk',
      'Property Risk',
    ]);
    const answers = Object.fromEntries(sections.flatMap((s) => s.answers.map((a) => [a.path, a.answer])));
    const asAnswered = proposalAnswers(proposal(), { mode: 'editor' });
    for (const section of asAnswered)
      for (const answer of section.answers) expect(answers[answer.path], answer.path).toBe(answer.answer);
  });

  it("never gives a customer the broker's commission lines: not in the read-back, with an access token, nor in the details", async () => {
    const submitted = await submitProposal(ctx.app);
    const [policy] = await ctx.app.db.select().from(policies).where(eq(policies.quote_id, submitted.quoteId));
    // The policy does carry commissions (20 % and 10 % of this insurer): only the customer's answers leave them out.
    expect(Number(policy!.commission)).toBeGreaterThan(0);
    expect(Number(policy!.associate_commission)).toBeGreaterThan(0);
    const keysOf = (value: unknown): string[] =>
      value && typeof value === 'object'
        ? Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)])
        : [];
    const answers = [
      await retrieve(submitted.id),
      await retrieve(submitted.id, '?access=1'),
      await ctx.app.inject({ method: 'POST', url: `/api/v1/quotes/retrieve/${submitted.id}/details`, payload: {} }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      const data = answer.json().data;
      expect(keysOf(data).filter((key) => key.includes('commission'))).toEqual([]);
      // What the customer pays is all there, to the cent.
      expect(data.policy.premium).toMatchObject({
        base: policy!.base,
        stamp_duty: policy!.stamp_duty,
        total_amount: policy!.total_amount,
      });
    }
  });

  it('issues a 20-minute access token that opens only its own quote', async () => {
    const mine = await submitProposal(ctx.app);
    const theirs = await submitProposal(ctx.app);
    const response = await retrieve(mine.id, '?access=1');
    const token = response.json().data.access_token as string;
    expect(await verifyQuoteAccessToken(ctx.config.jwtSecret, token)).toEqual({
      quoteId: mine.quoteId,
      publicId: mine.id,
    });

    const bearer = { authorization: `Bearer ${token}` };
    expect((await retrieve(mine.quoteId, '', bearer)).json().data.ref).toBe(mine.ref);
    expect((await retrieve(theirs.quoteId, '', bearer)).statusCode).toBe(404);
    // A staff token is not a quote token.
    expect((await retrieve(mine.quoteId, '', await ctx.as('admin'))).statusCode).toBe(404);

    const issued21MinutesAgo = await signQuoteAccessToken(
      ctx.config.jwtSecret,
      { id: mine.quoteId, public_id: mine.id },
      new Date(Date.now() - 21 * 60_000),
    );
    expect(await verifyQuoteAccessToken(ctx.config.jwtSecret, issued21MinutesAgo)).toBeNull();
    expect((await retrieve(mine.quoteId, '', { authorization: `Bearer ${issued21MinutesAgo}` })).statusCode).toBe(404);
    const issued19MinutesAgo = await signQuoteAccessToken(
      ctx.config.jwtSecret,
      { id: mine.quoteId, public_id: mine.id },
      new Date(Date.now() - 19 * 60_000),
    );
    expect(await verifyQuoteAccessToken(ctx.config.jwtSecret, issued19MinutesAgo)).not.toBeNull();
    expect(await verifyQuoteAccessToken('another-secret-of-at-least-32-characters', token)).toBeNull();
  });
});
