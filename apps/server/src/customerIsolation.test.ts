// @vitest-environment node
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { jpegFile, multipartBody } from '../test/fixtures';
import { payments, quoteDrafts } from './db/schema';
import { createQuoteFixture, policyRow, quoteAccessToken, type QuoteFixture } from './payments/test/fixtures';
import { bearer, payBody, payCall, preparePayment } from './payments/test/flow';

interface Operation {
  security?: unknown[];
}

/**
 * Every customer-facing call, each named once: either it opens a quote (by its pay-link id or its
 * access token) and is swept below, or it opens none. A new customer route fails the first test
 * until it is classified here, so the sweep cannot silently miss it.
 */
const quoteScoped = new Set([
  'POST /api/v1/quotes/retrieve/{id}',
  'POST /api/v1/quotes/retrieve/{id}/details',
  'POST /api/v1/payments/drn',
  'POST /api/v1/payments/config/tokenize',
  'POST /api/v1/payments/surcharge',
  'POST /api/v1/payments/config/3ds',
  'POST /api/v1/payments/pay/v4',
  'POST /api/v1/quotes/policy/{policyId}/schedule',
  'POST /api/v1/quotes/policy/{policyId}/invoice',
  'POST /api/v1/quotes/policy/{policyId}/certificate',
  'POST /api/v1/quotes/policy/{policyId}/closing',
  'DELETE /api/v1/quotes/files/remove',
  // Open to customers with a draft's uid (and to staff with a session): swept in the draft test.
  'POST /api/v1/static/upload',
]);

describe("one customer never reads or pays another customer's quote", () => {
  const ctx = useTestApp('pglite');

  const post = async (
    url: string,
    payload: Record<string, unknown> | undefined,
    headers: Record<string, string> = {},
  ) => {
    const response = await ctx.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers });
    return { status: response.statusCode, body: response.body };
  };

  /** Two customers, each with the pay link id (public id) and the access token of their own quote. */
  const twoCustomers = async (): Promise<{
    mine: QuoteFixture;
    other: QuoteFixture;
    token: string;
    otherToken: string;
  }> => {
    const mine = await createQuoteFixture(ctx.app, { name: 'Mine Customer' });
    const other = await createQuoteFixture(ctx.app, { name: 'Other Customer' });
    return {
      mine,
      other,
      token: await quoteAccessToken(ctx.app, mine.publicId),
      otherToken: await quoteAccessToken(ctx.app, other.publicId),
    };
  };

  /** Nothing of the other quote may appear in an answer to the wrong customer. */
  const leaksNothing = (body: string, other: QuoteFixture) => {
    expect(body).not.toContain(other.ref);
    expect(body).not.toContain(other.publicId);
    expect(body).not.toContain(other.email);
    expect(body).not.toContain('Other Customer');
  };

  it('classifies every route a customer can call without a staff session', () => {
    const doc = ctx.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const staffOnly = (key: string, operation: Operation) =>
      Boolean(operation.security?.length) && !quoteScoped.has(key);
    const customerFacing = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/'))
      .flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, operation })),
      )
      .filter(({ key, operation }) => !staffOnly(key, operation))
      .map(({ key }) => key);
    // The rest open no customer's quote (draft files are swept in the last test): named one by one.
    const quoteFree = customerFacing.filter((key) => !quoteScoped.has(key)).sort();
    expect(quoteFree).toEqual(
      [
        'GET /api/v1/health',
        'POST /api/v1/auth/login',
        'POST /api/v1/auth/token/refresh',
        'POST /api/v1/auth/logout',
        'GET /api/v1/static/files/{key}',
        'GET /api/v1/quotes/get/id',
        'POST /api/v1/quotes/get',
        // A draft's answers by the secret of its e-mailed link (never a uid or a quote id): src/drafts/routes.test.ts.
        'POST /api/v1/quotes/drafts/save',
        'POST /api/v1/quotes/drafts/resume',
        'POST /api/v1/payments/demo',
        'POST /api/v1/payments/demo/3ds',
        'GET /api/v1/payments/config',
      ].sort(),
    );
    for (const key of quoteScoped) expect(customerFacing, key).toContain(key);
  });

  it('reads nothing of another quote with a pay-link id or access token: retrieve, details, payment steps, documents', async () => {
    const { mine, other, token } = await twoCustomers();
    // The access token of one quote against the other's sequential id (the links the token opens).
    for (const url of [
      `/api/v1/quotes/retrieve/${other.quoteId}`,
      `/api/v1/quotes/retrieve/${other.quoteId}?access=1`,
      `/api/v1/quotes/retrieve/${other.quoteId}/details`,
    ]) {
      const answer = await post(url, undefined, bearer(token));
      expect(answer.status, url).toBe(404);
      leaksNothing(answer.body, other);
    }
    // One's own sequential id with the other's token, and a pay-link id that is not a quote's.
    expect(
      (
        await post(
          `/api/v1/quotes/retrieve/${mine.quoteId}`,
          undefined,
          bearer(await quoteAccessToken(ctx.app, other.publicId)),
        )
      ).status,
    ).toBe(404);
    expect(
      (await post(`/api/v1/quotes/retrieve/${mine.publicId.slice(0, -1)}x`, undefined, bearer(token))).status,
    ).toBe(404);
    // The own pay-link id opens the own quote only, whatever token rides along.
    const own = await post(`/api/v1/quotes/retrieve/${mine.publicId}/details`, undefined, bearer(token));
    expect(own.status).toBe(200);
    expect(own.body).toContain(mine.ref);
    leaksNothing(own.body, other);

    // Every payment step with one's token and the other's quote: 404, nothing of it in the answer.
    const drn = `${other.ref}-abcdefghijkl`;
    const steps: [string, Record<string, unknown>][] = [
      ['/api/v1/payments/drn', { qref: other.ref, pg: 'deft_macquarie', uid: other.publicId }],
      ['/api/v1/payments/drn', { qref: mine.ref, pg: 'deft_macquarie', uid: other.publicId }],
      ['/api/v1/payments/drn', { qref: other.ref, pg: 'deft_macquarie', uid: mine.publicId }],
      [
        '/api/v1/payments/config/tokenize',
        { pg: 'deft_macquarie', drn, total_amount: '1309.00', css_url: null, uid: other.publicId },
      ],
      [
        '/api/v1/payments/surcharge',
        {
          currency_code: 'AUD',
          pg: 'deft_macquarie',
          amount: '1309.00',
          payment_frequency: 'ONE_OFF',
          bin: '424242',
          payment_method: 'CARD',
          uid: other.publicId,
        },
      ],
      ['/api/v1/payments/config/3ds', { pg: 'deft_macquarie', drn, total_amount: '1323.40', uid: other.publicId }],
    ];
    for (const [url, body] of steps) {
      const answer = await post(url, body, bearer(token));
      expect(answer.status, `${url} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, url).toBeLessThan(500);
      leaksNothing(answer.body, other);
    }
    // A drn for one's own quote cannot be configured against the other's reference.
    const tokenize = await post(
      '/api/v1/payments/config/tokenize',
      { pg: 'deft_macquarie', drn, total_amount: '1309.00', css_url: null, uid: mine.publicId },
      bearer(token),
    );
    expect(tokenize.status).toBe(400);

    // The other's policy documents, even once that policy is paid.
    await ctx.app.db.execute(`update policies set status = 'paid' where id = ${other.policyId}`);
    for (const kind of ['schedule', 'invoice', 'certificate', 'closing']) {
      const answer = await post(
        `/api/v1/quotes/policy/${other.policyId}/${kind}?format=html`,
        undefined,
        bearer(token),
      );
      expect(answer.status, kind).toBeGreaterThanOrEqual(401);
      expect(answer.status, kind).toBeLessThan(500);
      leaksNothing(answer.body, other);
    }
  });

  it('pays nothing of another quote: its ids in the body, its policy, its drn, its card token or its idempotency key', async () => {
    const { mine, other, token, otherToken } = await twoCustomers();
    const prepared = await preparePayment(ctx.app, token, mine, { number: '4242424242424242' });
    const theirs = await preparePayment(ctx.app, otherToken, other, { number: '4242424242424242' });
    const attempts: [string, Record<string, unknown>, Record<string, string>?][] = [
      ["the other quote's whole body", theirs.body],
      ['the other uid', { ...prepared.body, uid: other.publicId }],
      ['the other ref', { ...prepared.body, quote_ref: other.ref, customer_reference: other.ref, crn: other.ref }],
      ['the other policy', { ...prepared.body, policies: [other.policyId] }],
      ['both policies', { ...prepared.body, policies: [mine.policyId, other.policyId] }],
      ['the other drn', { ...prepared.body, drn: theirs.drn, customer_transaction_id: theirs.drn }],
      ['the other card token', { ...prepared.body, card_details: theirs.body.card_details }],
      ['the other 3-D Secure result', { ...prepared.body, threeds_details: theirs.body.threeds_details }],
    ];
    for (const [what, body, headers] of attempts) {
      const answer = await payCall(ctx.app, token, body, headers);
      expect(answer.status, what).toBeGreaterThanOrEqual(400);
      expect(answer.status, what).toBeLessThan(500);
      leaksNothing(JSON.stringify(answer.body), other);
    }
    expect(await ctx.app.db.select().from(payments).where(eq(payments.quote_id, other.quoteId))).toEqual([]);
    expect((await policyRow(ctx.app, other.policyId)).status).toBe('due_payment');

    // Paying one's own quote pays it alone, even under the other's drn as idempotency key (it cannot
    // block or replay the other's payment); the other still pays for itself with its own token.
    const paid = await payCall(ctx.app, token, prepared.body, { 'idempotency-key': theirs.drn });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await policyRow(ctx.app, mine.policyId)).status).toBe('paid');
    expect((await policyRow(ctx.app, other.policyId)).status).toBe('due_payment');
    // Its receipt is not readable through the other's link.
    const otherDetails = await post(`/api/v1/quotes/retrieve/${other.publicId}/details`, undefined, bearer(token));
    expect(otherDetails.body).not.toContain(mine.ref);
    expect(otherDetails.body).not.toContain(prepared.drn);
    const theirsPaid = await payCall(ctx.app, otherToken, theirs.body);
    expect(theirsPaid.status, JSON.stringify(theirsPaid.body)).toBe(200);
    const rows = await ctx.app.db.select().from(payments).where(eq(payments.status, 'succeeded'));
    expect(rows.filter((row) => row.quote_id === mine.quoteId)).toHaveLength(1);
    expect(rows.filter((row) => row.quote_id === other.quoteId)).toHaveLength(1);
  });

  it("reads and removes no file of another customer's open proposal draft", async () => {
    for (const uid of ['draft-mine', 'draft-other'])
      await ctx.app.db.insert(quoteDrafts).values({ uid, expires_at: new Date(Date.now() + 3_600_000) });
    const body = multipartBody({ name: 'site photo.jpg', body: jpegFile() }, { timestamp: '1732233600000' });
    const uploaded = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/static/upload?quote=1&uid=draft-other&field=piling_plans',
      payload: body.payload,
      headers: body.headers,
    });
    expect(uploaded.statusCode).toBe(200);
    const { key, file_url } = uploaded.json() as { key: string; file_url: string };
    expect((await ctx.app.inject({ method: 'GET', url: `${file_url}?uid=draft-mine` })).statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: '/api/v1/quotes/files/remove',
          payload: { uid: 'draft-mine', file_key: key },
        })
      ).statusCode,
    ).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: `${file_url}?uid=draft-other` })).statusCode).toBe(200);
  });
});
