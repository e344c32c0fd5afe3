// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { SANDBOX_CHALLENGE_CODE } from './sandbox/testCards';
import { createQuoteFixture, policyRow, quoteAccessToken } from './test/fixtures';
import { bearer, payBody } from './test/flow';

describe('payment demo (sandbox, no quote)', () => {
  const ctx = useTestApp('pglite');
  const post = async (url: string, payload: unknown, headers: Record<string, string> = {}) => {
    const response = await ctx.app.inject({
      method: 'POST',
      url,
      payload: payload as Record<string, unknown>,
      headers,
    });
    return { status: response.statusCode, body: response.json() as Record<string, any> };
  };
  const tokenise = async (config: Record<string, any>, number: string) =>
    post('/sandbox-gateway/api/tokens', {
      number,
      expiry: '12/34',
      cvc: '123',
      name: 'Demo Tester',
      reference: config.reference,
      amount_cents: config.total_amountincents,
      verification: config.verification,
    });

  it('tokenises and authenticates a test card for the demo amount, challenge included, with the surcharge from the BIN', async () => {
    const demo = await post('/api/v1/payments/demo', {});
    expect(demo.status).toBe(200);
    const config = demo.body.data;
    expect(config).toMatchObject({
      drn: expect.stringMatching(/^DEMO-/),
      amount: '1000.00',
      total_amountincents: 100_000,
      merchant_name: 'BuildCover',
      sdk_url: '/sandbox-gateway/sdk.js',
    });
    expect(config.reference).toBe(config.drn);

    const card = await tokenise(config, '4000000000003220');
    expect(card.status, JSON.stringify(card.body)).toBe(200);
    expect(card.body.data).toMatchObject({ card_number: '400000******3220', bin: '400000', scheme: 'visa' });

    const threeDs = await post('/api/v1/payments/demo/3ds', { drn: config.drn, bin: card.body.data.bin });
    expect(threeDs.status).toBe(200);
    expect(threeDs.body.data).toMatchObject({
      amount: '1000.00',
      surcharge_amount: '11.00',
      total_amount: '1011.00',
      scheme: 'visa',
      rate: '1.10',
      surcharge_enabled: true,
    });

    const view = await post('/sandbox-gateway/api/3ds/authentications', {
      access_token: threeDs.body.data.access_token,
      token: card.body.data.token,
    });
    expect(view.body.data).toMatchObject({ status: 'challenge', amount_cents: 101_100 });
    const done = await post(`/sandbox-gateway/api/3ds/authentications/${view.body.data.id}/challenge`, {
      code: SANDBOX_CHALLENGE_CODE,
    });
    expect(done.body.data).toMatchObject({
      status: 'authenticated',
      result: { message: 'Authentication successful', data: { ver: 'Y' } },
    });
  });

  it('refuses a reference that is not a demo one, an unaccepted card and a bad BIN, with field messages', async () => {
    const quote = await createQuoteFixture(ctx.app);
    const notDemo = await post('/api/v1/payments/demo/3ds', { drn: `${quote.ref}-abcdefghijkl`, bin: '424242' });
    expect(notDemo.status).toBe(400);
    expect(notDemo.body.errors).toEqual([{ path: 'drn', message: 'drn must be a payment demo reference' }]);
    const discover = await post('/api/v1/payments/demo/3ds', { drn: 'DEMO-abcdefghijkl', bin: '601100' });
    expect(discover.status).toBe(400);
    expect(discover.body.message).toBe(
      'This card type is not accepted. Please use Visa, Mastercard or American Express.',
    );
    const badBin = await post('/api/v1/payments/demo/3ds', { drn: 'DEMO-abcdefghijkl', bin: '42' });
    expect(badBin.status).toBe(400);
    expect(badBin.body.errors[0].path).toBe('bin');
  });

  it('can never charge: a demo card and its 3-D Secure result are refused by pay/v4 for a real quote', async () => {
    const config = (await post('/api/v1/payments/demo', {})).body.data;
    const card = (await tokenise(config, '4242424242424242')).body.data;
    const threeDs = (await post('/api/v1/payments/demo/3ds', { drn: config.drn, bin: card.bin })).body.data;
    const threeds = (
      await post('/sandbox-gateway/api/3ds/authentications', { access_token: threeDs.access_token, token: card.token })
    ).body.data.result;
    expect(threeds.data.ver).toBe('Y');

    const quote = await createQuoteFixture(ctx.app);
    const token = await quoteAccessToken(ctx.app, quote.publicId);
    const common = { quote, card, threeds, fee: 0 };
    // The demo drn itself is not this quote's reference.
    const demoDrn = await post(
      '/api/v1/payments/pay/v4',
      payBody({ ...common, drn: config.drn, surcharge: threeDs }),
      bearer(token),
    );
    expect(demoDrn.status).toBe(400);
    // A drn of the quote's own cannot borrow the demo's 3-D Secure result either.
    const own = (
      await post('/api/v1/payments/drn', { qref: quote.ref, pg: 'deft_macquarie', uid: quote.publicId }, bearer(token))
    ).body.data.drn as string;
    const surcharge = (
      await post(
        '/api/v1/payments/surcharge',
        {
          currency_code: 'AUD',
          pg: 'deft_macquarie',
          amount: quote.premium,
          payment_frequency: 'ONE_OFF',
          bin: card.bin,
          payment_method: 'CARD',
          uid: quote.publicId,
        },
        bearer(token),
      )
    ).body.data;
    const borrowed = await post('/api/v1/payments/pay/v4', payBody({ ...common, drn: own, surcharge }), bearer(token));
    expect(borrowed.status).not.toBe(200);
    expect(borrowed.body.success).toBe(false);
    expect((await policyRow(ctx.app, quote.policyId)).status).toBe('due_payment');
  });
});
