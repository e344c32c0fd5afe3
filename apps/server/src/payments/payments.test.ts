// @vitest-environment node
import { addDaysIso, todayIso } from '@buildcover/domain';
import { connect } from 'node:net';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeEachEngine } from '../../test/engines';
import { useTestApp } from '../../test/app';
import { auditLog, insurers, payments, policies } from '../db/schema';
import { signQuoteAccessToken } from '../auth/quoteAccessToken';
import { SandboxGateway } from './sandbox/gateway';
import { createQuoteFixture, policyRow, quoteAccessToken, quoteRow } from './test/fixtures';
import { bearer, payCall, preparePayment } from './test/flow';

describeEachEngine('payments API', (engine) => {
  const ctx = useTestApp(engine);
  const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers,
    });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  };

  describe('authorisation by the quote access token', () => {
    it('answers 401 without a token, with a staff-shaped or forged token, and with an expired one', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const body = { qref: quote.ref, pg: 'deft_macquarie', uid: quote.publicId };
      expect((await post('/api/v1/payments/drn', body)).status).toBe(401);
      const forged = await signQuoteAccessToken('f'.repeat(48), { id: quote.quoteId, public_id: quote.publicId });
      expect((await post('/api/v1/payments/drn', body, bearer(forged))).status).toBe(401);
      const expired = await signQuoteAccessToken(
        ctx.config.jwtSecret,
        { id: quote.quoteId, public_id: quote.publicId },
        new Date(Date.now() - 21 * 60_000),
      );
      const response = await post('/api/v1/payments/drn', body, bearer(expired));
      expect(response.status).toBe(401);
      expect(response.body).toEqual({
        success: false,
        message: 'Your payment session has expired. Please reload the page and try again.',
      });
      const staff = await ctx.as('admin');
      expect((await post('/api/v1/payments/drn', body, staff)).status).toBe(401);
    });

    it("guards every payment call: 401 without a token, 404 with another quote's token", async () => {
      const mine = await createQuoteFixture(ctx.app);
      const other = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, mine.publicId);
      const drn = `${other.ref}-abcdefghijkl`;
      const calls: [string, Record<string, unknown>][] = [
        ['/api/v1/payments/drn', { qref: other.ref, pg: 'deft_macquarie', uid: other.publicId }],
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
      for (const [url, body] of calls) {
        expect((await post(url, body)).status, url).toBe(401);
        const foreign = await post(url, body, bearer(token));
        expect(foreign.status, url).toBe(404);
        expect(foreign.body.message).toBe('Quote not found');
      }
    });

    it('answers 404 when the token belongs to another quote', async () => {
      const mine = await createQuoteFixture(ctx.app);
      const other = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, mine.publicId);
      const response = await post(
        '/api/v1/payments/drn',
        { qref: other.ref, pg: 'deft_macquarie', uid: other.publicId },
        bearer(token),
      );
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Quote not found');
      // And another quote's pay call with this token changes nothing there.
      const prepared = await preparePayment(ctx.app, await quoteAccessToken(ctx.app, other.publicId), other, {
        number: '4242424242424242',
      });
      const pay = await payCall(ctx.app, token, prepared.body);
      expect(pay.status).toBe(404);
      expect((await policyRow(ctx.app, other.policyId)).status).toBe('due_payment');
    });
  });

  describe('drn, tokenise config, surcharge and 3-D Secure config', () => {
    it('issues a drn for the quote and answers data.data.drn', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const response = await post(
        '/api/v1/payments/drn',
        { qref: quote.ref, pg: 'deft_macquarie', uid: quote.publicId },
        bearer(token),
      );
      expect(response.status).toBe(200);
      expect(response.body.data.data.drn).toMatch(new RegExp(`^${quote.ref}-[\\w-]{12}$`));
      expect(response.body.data.drn).toBe(response.body.data.data.drn);
    });

    it('refuses bad input with field errors', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const drn = await post('/api/v1/payments/drn', { pg: 'deft_macquarie' }, bearer(token));
      expect(drn.status).toBe(400);
      expect(drn.body.errors).toContainEqual(expect.objectContaining({ path: 'qref' }));
      const surcharge = await post(
        '/api/v1/payments/surcharge',
        {
          currency_code: 'USD',
          pg: 'deft_macquarie',
          amount: 'lots',
          payment_frequency: 'ONE_OFF',
          bin: '42',
          payment_method: 'CARD',
        },
        bearer(token),
      );
      expect(surcharge.status).toBe(400);
      const paths = surcharge.body.errors.map((e: { path: string }) => e.path);
      expect(paths).toEqual(expect.arrayContaining(['currency_code', 'amount', 'bin']));
      const pay = await post(
        '/api/v1/payments/pay/v4',
        { pg: 'deft_macquarie', currency_code: 'AUD', amount: '1309.00', fee: '5.00', recipient_email: 'not-an-email' },
        bearer(token),
      );
      expect(pay.status).toBe(400);
      const payErrors = Object.fromEntries(
        pay.body.errors.map((e: { path: string; message: string }) => [e.path, e.message]),
      );
      expect(payErrors).toMatchObject({
        quote_ref: expect.any(String),
        drn: expect.any(String),
        fee: 'fee must be 0',
        recipient_email: 'Email address must be valid.',
        card_details: 'card_details is required',
        threeds_details: 'threeds_details is required: verify the card first',
      });
      const gateway = await post('/api/v1/payments/drn', { qref: quote.ref, pg: 'paypal' }, bearer(token));
      expect(gateway.status).toBe(400);
      expect(gateway.body.errors).toEqual([{ path: 'pg', message: 'This payment gateway is not available.' }]);
    });

    it('gives the hosted fields their config for the premium, and refuses another amount', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const drn = (
        await post(
          '/api/v1/payments/drn',
          { qref: quote.ref, pg: 'deft_macquarie', uid: quote.publicId },
          bearer(token),
        )
      ).body.data.drn;
      const config = await post(
        '/api/v1/payments/config/tokenize',
        { pg: 'deft_macquarie', drn, total_amount: '1309.00', css_url: '/assets/card.css', uid: quote.publicId },
        bearer(token),
      );
      expect(config.status).toBe(200);
      expect(config.body.data).toMatchObject({
        merchant_name: 'BuildCover',
        reference: drn,
        total_amountincents: 130900,
      });
      expect(config.body.data.verification).toMatch(/^[\w-]{43}$/);
      expect(config.body.data.css_signature).toMatch(/^[\w-]{43}$/);
      const wrong = await post(
        '/api/v1/payments/config/tokenize',
        { pg: 'deft_macquarie', drn, total_amount: '1.00', css_url: null },
        bearer(token),
      );
      expect(wrong.status).toBe(400);
      expect(wrong.body.message).toBe("The amount must be this quote's premium, $1,309.00.");
      const foreignDrn = await post(
        '/api/v1/payments/config/tokenize',
        { pg: 'deft_macquarie', drn: 'BC-999999-abc', total_amount: '1309.00' },
        bearer(token),
      );
      expect(foreignDrn.status).toBe(400);
      expect(foreignDrn.body.errors[0].path).toBe('drn');
    });

    it('prices the surcharge per scheme from the BIN (Visa/Mastercard 1.10%, Amex 2.50%) and refuses other cards', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const lookup = (bin: string) =>
        post(
          '/api/v1/payments/surcharge',
          {
            currency_code: 'AUD',
            pg: 'deft_macquarie',
            amount: '1309.00',
            payment_frequency: 'ONE_OFF',
            bin,
            payment_method: 'CARD',
            uid: quote.publicId,
          },
          bearer(token),
        );
      expect((await lookup('424242')).body.data).toMatchObject({
        surcharge_amount: '14.40',
        total_amount: '1323.40',
        scheme: 'visa',
      });
      expect((await lookup('555555')).body.data).toMatchObject({
        surcharge_amount: '14.40',
        total_amount: '1323.40',
        scheme: 'mastercard',
      });
      expect((await lookup('378282')).body.data).toMatchObject({
        surcharge_amount: '32.73',
        total_amount: '1341.73',
        scheme: 'amex',
      });
      const discover = await lookup('601100');
      expect(discover.status).toBe(400);
      expect(discover.body.errors[0].path).toBe('bin');
    });

    it('gives a 3-D Secure access token for a plausible total only', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const drn = (await post('/api/v1/payments/drn', { qref: quote.ref, pg: 'deft_macquarie' }, bearer(token))).body
        .data.drn;
      const ok = await post(
        '/api/v1/payments/config/3ds',
        { pg: 'deft_macquarie', drn, total_amount: '1323.40', uid: quote.publicId },
        bearer(token),
      );
      expect(ok.status).toBe(200);
      expect(ok.body).toMatchObject({
        success: true,
        message: expect.any(String),
        data: { access_token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/) },
      });
      const tooMuch = await post(
        '/api/v1/payments/config/3ds',
        { pg: 'deft_macquarie', drn, total_amount: '5000.00' },
        bearer(token),
      );
      expect(tooMuch.status).toBe(400);
      expect(tooMuch.body.errors[0].path).toBe('total_amount');
    });
  });

  describe('pay/v4', () => {
    it('pays with a frictionless card: charges premium + surcharge once, marks policy and quote paid, records the transaction', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const prepared = await preparePayment(ctx.app, token, quote, { number: '4242 4242 4242 4242' });
      expect(prepared.threedsStatus).toBe('authenticated');
      const response = await payCall(ctx.app, token, prepared.body);
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        success: true,
        data: {
          amount: '1309.00',
          surcharge_amount: '14.40',
          total_amount: '1323.40',
          card_number_mask: '424242******4242',
          quote_ref: quote.ref,
        },
      });
      expect((await policyRow(ctx.app, quote.policyId)).status).toBe('paid');
      expect((await quoteRow(ctx.app, quote.quoteId)).status).toBe('paid');
      const rows = await ctx.app.db.select().from(payments).where(eq(payments.quote_id, quote.quoteId));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        status: 'succeeded',
        total_amount: '1323.40',
        surcharge_amount: '14.40',
        card_scheme: 'visa',
        drn: prepared.drn,
      });
      const charges = await (ctx.app.paymentGateway as SandboxGateway).chargesForToken(prepared.card.token);
      expect(charges).toEqual([expect.objectContaining({ status: 'approved' })]);
      const audits = await ctx.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entity_id, String(quote.policyId)));
      expect(audits.some((a) => a.action === 'pay')).toBe(true);

      // Paid: a new attempt is refused with the spec's text; the same attempt replays its answer.
      const again = await preparePayment(ctx.app, token, quote, { number: '4242424242424242' }).catch(
        (error: Error) => error,
      );
      expect(String(again)).toContain('Policy has been paid! Thank you!.');
      const replay = await payCall(ctx.app, token, prepared.body);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(response.body);

      // The customer's quote view reads the same receipt from the quote's details.
      const details = await post(`/api/v1/quotes/retrieve/${quote.publicId}/details`, {});
      expect(details.body.data.payment).toEqual(response.body.data);
      expect(details.body.data.policy).toMatchObject({ status: 'paid', paid_at: response.body.data.paid_at });
    });

    it("binds the policy with the insurer's next number, never issued twice, and keeps one staff entered", async () => {
      const pay = async (quote: Awaited<ReturnType<typeof createQuoteFixture>>) => {
        const token = await quoteAccessToken(ctx.app, quote.publicId);
        return payCall(
          ctx.app,
          token,
          (await preparePayment(ctx.app, token, quote, { number: '4242424242424242' })).body,
        );
      };
      const first = await createQuoteFixture(ctx.app);
      const [second, typed, taken] = [
        await createQuoteFixture(ctx.app),
        await createQuoteFixture(ctx.app),
        await createQuoteFixture(ctx.app),
      ];
      // All four on the first quote's insurer, whose numbers start with its prefix.
      await ctx.app.db.update(insurers).set({ policy_prefix: 'HMI' }).where(eq(insurers.id, first.insurerId));
      for (const quote of [second, typed, taken])
        await ctx.app.db.update(policies).set({ insurer_id: first.insurerId }).where(eq(policies.id, quote.policyId));
      await ctx.app.db.update(policies).set({ num: 'STAFF-77' }).where(eq(policies.id, typed.policyId));
      // A number already on a policy (HMI-000003, typed by hand) is passed over.
      await ctx.app.db.update(policies).set({ num: 'HMI-000003' }).where(eq(policies.id, taken.policyId));

      expect((await pay(first)).body.data.policy_num).toBe('HMI-000001');
      expect((await pay(second)).body.data.policy_num).toBe('HMI-000002');
      expect((await pay(typed)).body.data.policy_num).toBe('STAFF-77');
      const next = await createQuoteFixture(ctx.app);
      await ctx.app.db.update(policies).set({ insurer_id: first.insurerId }).where(eq(policies.id, next.policyId));
      expect((await pay(next)).body.data.policy_num).toBe('HMI-000004');
      expect((await policyRow(ctx.app, first.policyId)).num).toBe('HMI-000001');
      // The documents name it.
      const schedule = await ctx.app.inject({
        method: 'POST',
        url: `/api/v1/quotes/policy/${first.policyId}/schedule`,
        headers: await ctx.as('admin'),
      });
      expect(schedule.body).toContain('HMI-000001');
    });

    it('pays an Amex and a Mastercard with their own surcharge', async () => {
      for (const [number, surcharge] of [
        ['378282246310005', '32.73'],
        ['5555555555554444', '14.40'],
      ] as const) {
        const quote = await createQuoteFixture(ctx.app);
        const token = await quoteAccessToken(ctx.app, quote.publicId);
        const prepared = await preparePayment(ctx.app, token, quote, { number });
        const response = await payCall(ctx.app, token, prepared.body);
        expect(response.status).toBe(200);
        expect(response.body.data.surcharge_amount).toBe(surcharge);
      }
    });

    it('pays after a 3-D Secure challenge answered with the one-time code', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const prepared = await preparePayment(ctx.app, token, quote, { number: '4000000000003220' }, { code: '123456' });
      expect(prepared.threedsStatus).toBe('authenticated');
      const response = await payCall(ctx.app, token, prepared.body);
      expect(response.status).toBe(200);
      expect((await policyRow(ctx.app, quote.policyId)).status).toBe('paid');
    });

    it('refuses a forged or failed 3-D Secure result and leaves the policy payable', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const prepared = await preparePayment(ctx.app, token, quote, { number: '4242424242424242' });
      const forged = structuredClone(prepared.body) as any;
      forged.threeds_details.data.cavv = 'AAAAAAAAAAAAAAAAAAAAAAAAAAA=';
      forged.drn = `${quote.ref}-forgedattempt1`;
      const response = await payCall(ctx.app, token, forged);
      expect(response.status).toBe(402);
      expect(response.body.message).toBe('Card Verification failed! Please try with different payment method');
      expect((await policyRow(ctx.app, quote.policyId)).status).toBe('due_payment');
      expect(await (ctx.app.paymentGateway as SandboxGateway).chargesForToken(prepared.card.token)).toEqual([]);

      const failedCard = await preparePayment(ctx.app, token, quote, { number: '4000008400001629' });
      expect(failedCard.threedsStatus).toBe('failed');
      const failed = await payCall(ctx.app, token, failedCard.body);
      expect(failed.status).toBe(402);
      expect((await policyRow(ctx.app, quote.policyId)).status).toBe('due_payment');
    });

    it('records a declined charge with the gateway message and leaves the policy payable; a later card pays', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      for (const [number, message] of [
        ['4000000000000002', 'Your card was declined. Please try a different card.'],
        ['4000000000009995', 'Your card has insufficient funds. Please try a different card.'],
        ['4000000000000069', 'Your card has expired. Please try a different card.'],
      ] as const) {
        const prepared = await preparePayment(ctx.app, token, quote, { number });
        const response = await payCall(ctx.app, token, prepared.body);
        expect(response.status).toBe(402);
        expect(response.body).toEqual({ success: false, message });
      }
      const failures = await ctx.app.db.select().from(payments).where(eq(payments.quote_id, quote.quoteId));
      expect(failures.map((p) => p.status)).toEqual(['failed', 'failed', 'failed']);
      expect((await policyRow(ctx.app, quote.policyId)).status).toBe('due_payment');
      const good = await preparePayment(ctx.app, token, quote, { number: '4242424242424242' });
      expect((await payCall(ctx.app, token, good.body)).status).toBe(200);
    });

    it('recomputes the amount: a browser total that does not match premium + surcharge is refused', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const prepared = await preparePayment(ctx.app, token, quote, { number: '378282246310005' });
      const cheaper = { ...prepared.body, surcharge_amount: '14.40', total_amount: '1323.40' };
      const response = await payCall(ctx.app, token, cheaper);
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(
        'The amount to pay is $1,341.73 (premium $1,309.00 + card surcharge $32.73), not $1,323.40. Please review the amount and try again.',
      );
      expect(response.body.errors[0].path).toBe('total_amount');
      expect(await ctx.app.db.select().from(payments).where(eq(payments.quote_id, quote.quoteId))).toEqual([]);
    });

    it('refuses a repeat of the same key with different parameters, and honours an Idempotency-Key header', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const declined = await preparePayment(ctx.app, token, quote, { number: '4000000000000002' });
      const key = { 'idempotency-key': `attempt-${quote.ref}-1` };
      expect((await payCall(ctx.app, token, declined.body, key)).status).toBe(402);
      const other = await preparePayment(ctx.app, token, quote, { number: '4242424242424242' });
      const reused = await payCall(ctx.app, token, other.body, key);
      expect(reused.status).toBe(409);
      expect(reused.body.message).toBe(
        'This payment reference was already used for a different payment. Please reload the page and try again.',
      );
      expect((await payCall(ctx.app, token, other.body, { 'idempotency-key': `attempt-${quote.ref}-2` })).status).toBe(
        200,
      );
    });

    it('refuses payment once the inception date has passed, and for a policy not yet due', async () => {
      const late = await createQuoteFixture(ctx.app, { inceptionDate: addDaysIso(todayIso(), -1) });
      const token = await quoteAccessToken(ctx.app, late.publicId);
      const drn = await post('/api/v1/payments/drn', { qref: late.ref, pg: 'deft_macquarie' }, bearer(token));
      expect(drn.status).toBe(400);
      expect(drn.body.message).toBe(
        'Payment cannot be processed as the policy inception date has passed. Please contact support.',
      );
      const draft = await createQuoteFixture(ctx.app, { policyStatus: 'draft', quoteStatus: 'quoted' });
      const draftToken = await quoteAccessToken(ctx.app, draft.publicId);
      expect(
        (await post('/api/v1/payments/drn', { qref: draft.ref, pg: 'deft_macquarie' }, bearer(draftToken))).status,
      ).toBe(400);
    });

    it('charges once when 50 pay calls for one quote arrive together', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const prepared = await preparePayment(ctx.app, token, quote, { number: '4242424242424242' });
      const answers = await Promise.all(Array.from({ length: 50 }, () => payCall(ctx.app, token, prepared.body)));
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
      const transactionIds = new Set(answers.map((a) => a.body.data.transaction_id));
      expect(transactionIds.size).toBe(1);
      const rows = await ctx.app.db.select().from(payments).where(eq(payments.quote_id, quote.quoteId));
      expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
      expect(rows).toHaveLength(1);
      expect(await (ctx.app.paymentGateway as SandboxGateway).chargesForToken(prepared.card.token)).toHaveLength(1);
    });

    it('charges once when the connection drops during pay and the customer tries again; a paid policy refuses another card', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const prepared = await preparePayment(ctx.app, token, quote, { number: '4242424242424242' });
      const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      // The browser sends pay/v4 and loses its connection before any answer arrives.
      const json = JSON.stringify(prepared.body);
      await new Promise<void>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /api/v1/payments/pay/v4 HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
            () => {
              socket.destroy();
              resolve();
            },
          );
        });
        socket.on('error', reject);
      });
      const retried = await payCall(ctx.app, token, prepared.body);
      expect(retried.status).toBe(200);
      const again = await payCall(ctx.app, token, prepared.body);
      expect(again.body).toEqual(retried.body);
      const rows = await ctx.app.db.select().from(payments).where(eq(payments.quote_id, quote.quoteId));
      expect(rows.map((r) => r.status)).toEqual(['succeeded']);
      expect(await (ctx.app.paymentGateway as SandboxGateway).chargesForToken(prepared.card.token)).toHaveLength(1);

      const second = await preparePayment(ctx.app, token, quote, { number: '5555555555554444' }).catch(
        (error: Error) => error,
      );
      if (second instanceof Error) {
        expect(second.message).toMatch(/^drn: 400 /);
      } else {
        const refused = await payCall(ctx.app, token, second.body);
        expect(refused.status).toBe(400);
        expect(await (ctx.app.paymentGateway as SandboxGateway).chargesForToken(second.card.token)).toEqual([]);
      }
    });

    it('settles an interrupted attempt (pending for minutes) from the gateway before the next one', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const interrupted = {
        quote_id: quote.quoteId,
        policy_id: quote.policyId,
        request_hash: 'x',
        gateway: 'sandbox',
        amount: '1309.00',
        total_amount: '1309.00',
        created_at: new Date(Date.now() - 5 * 60_000),
      };
      await ctx.app.db.insert(payments).values({ ...interrupted, idempotency_key: `${quote.ref}-never-charged` });
      const prepared = await preparePayment(ctx.app, token, quote, { number: '4242424242424242' });
      expect((await payCall(ctx.app, token, prepared.body)).status).toBe(200);
      const rows = await ctx.app.db.select().from(payments).where(eq(payments.quote_id, quote.quoteId));
      expect(rows.find((r) => r.idempotency_key === `${quote.ref}-never-charged`)).toMatchObject({
        status: 'failed',
        error_message: 'The payment was interrupted before the card was charged.',
      });

      // Charged at the gateway but never recorded here: the next attempt completes it instead of charging again.
      const second = await createQuoteFixture(ctx.app);
      const secondToken = await quoteAccessToken(ctx.app, second.publicId);
      const charged = await preparePayment(ctx.app, secondToken, second, { number: '4242424242424242' });
      await ctx.app.paymentGateway.charge({
        idempotencyKey: `${second.ref}-lost`,
        token: charged.card.token,
        reference: charged.drn,
        amountCents: 132_340,
        currency: 'AUD',
      });
      await ctx.app.db.insert(payments).values({
        ...interrupted,
        quote_id: second.quoteId,
        policy_id: second.policyId,
        idempotency_key: `${second.ref}-lost`,
      });
      const retry = await preparePayment(ctx.app, secondToken, second, { number: '5555555555554444' });
      const answer = await payCall(ctx.app, secondToken, retry.body);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe('Policy has been paid! Thank you!.');
      expect((await policyRow(ctx.app, second.policyId)).status).toBe('paid');
      expect(await (ctx.app.paymentGateway as SandboxGateway).chargesForToken(retry.card.token)).toEqual([]);
    });

    it('lets only one of several tabs (different keys, different cards) through for one policy', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const numbers = [
        '4242424242424242',
        '5555555555554444',
        '378282246310005',
        '4242424242424242',
        '5555555555554444',
        '4242424242424242',
      ];
      const tabs = [];
      for (const number of numbers) tabs.push(await preparePayment(ctx.app, token, quote, { number }));
      const answers = await Promise.all(tabs.map((tab) => payCall(ctx.app, token, tab.body)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
      for (const refused of answers.filter((a) => a.status !== 200)) {
        expect([400, 409]).toContain(refused.status);
        expect([
          'Policy has been paid! Thank you!.',
          'A payment for this policy is already being processed. Please wait a moment before trying again.',
        ]).toContain(refused.body.message);
      }
      const rows = await ctx.app.db.select().from(payments).where(eq(payments.quote_id, quote.quoteId));
      expect(rows.filter((r) => r.status === 'succeeded')).toHaveLength(1);
      const gateway = ctx.app.paymentGateway as SandboxGateway;
      const charged = (await Promise.all(tabs.map((tab) => gateway.chargesForToken(tab.card.token)))).flat();
      expect(charged).toHaveLength(1);
    });
  });

  describe('transactions for staff', () => {
    it('lists every attempt newest first, by status or quote, with the total count', async () => {
      const quote = await createQuoteFixture(ctx.app);
      const token = await quoteAccessToken(ctx.app, quote.publicId);
      const declined = await preparePayment(ctx.app, token, quote, { number: '4000000000000002' });
      await payCall(ctx.app, token, declined.body);
      const good = await preparePayment(ctx.app, token, quote, { number: '4242424242424242' });
      await payCall(ctx.app, token, good.body);
      const staff = await ctx.as('normal');
      const list = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/payments?quote_id=${quote.quoteId}`,
        headers: staff,
      });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.count).toBe(2);
      expect(list.json().data.results.map((r: { status: string }) => r.status)).toEqual(['succeeded', 'failed']);
      expect(list.json().data.results[0]).toMatchObject({
        quote_ref: quote.ref,
        full_name: 'Alex Builder',
        total_amount: '1323.40',
        surcharge_amount: '14.40',
        card_number_mask: '424242******4242',
      });
      expect(list.json().data.results[1]).toMatchObject({
        error_message: 'Your card was declined. Please try a different card.',
      });
      const failed = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/payments?status=failed&quote_id=${quote.quoteId}&limit=1`,
        headers: staff,
      });
      expect(failed.json().data).toMatchObject({ count: 1, results: [expect.objectContaining({ status: 'failed' })] });
      const one = await ctx.app.inject({
        method: 'GET',
        url: `/api/v1/payments/${list.json().data.results[0].id}`,
        headers: staff,
      });
      expect(one.json().data.gateway_reference).toMatch(/^ch_/);
      expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/999999', headers: staff })).statusCode).toBe(
        404,
      );
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/v1/payments', headers: bearer(token) })).statusCode,
      ).toBe(401);
      expect(
        (await ctx.app.inject({ method: 'GET', url: '/api/v1/payments?status=lost', headers: staff })).statusCode,
      ).toBe(400);
    });
  });
});
