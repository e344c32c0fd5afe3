// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app';
import { loadPaymentConfig } from './config';
import { createQuoteFixture, quoteAccessToken } from './test/fixtures';
import { bearer, payCall, preparePayment } from './test/flow';

describe('payment configuration', () => {
  it('defaults to the sandbox gateway with surcharging on at the domain rates', () => {
    expect(loadPaymentConfig({})).toEqual({
      gateway: 'sandbox',
      surcharge: { enabled: true, rates: { visa: '1.10', mastercard: '1.10', amex: '2.50' } },
      merchantName: 'BuildCover',
    });
  });

  it('reads the switch and per-scheme rates, and refuses unknown gateways and bad rates', () => {
    expect(loadPaymentConfig({ SURCHARGE_ENABLED: 'false', SURCHARGE_RATE_AMEX: '1.9' }).surcharge).toEqual({
      enabled: false,
      rates: { visa: '1.10', mastercard: '1.10', amex: '1.9' },
    });
    expect(() => loadPaymentConfig({ PAYMENT_GATEWAY: 'stripe' })).toThrow('PAYMENT_GATEWAY: must be one of: sandbox');
    expect(() => loadPaymentConfig({ SURCHARGE_ENABLED: 'maybe' })).toThrow('SURCHARGE_ENABLED: must be true or false');
    expect(() => loadPaymentConfig({ SURCHARGE_RATE_VISA: '150' })).toThrow('SURCHARGE_RATE_');
  });
});

describe('SURCHARGE_ENABLED=false', () => {
  const ctx = useTestApp('pglite', { SURCHARGE_ENABLED: 'false' });

  it('charges the premium alone, with a zero surcharge line, for every scheme', async () => {
    const quote = await createQuoteFixture(ctx.app);
    const token = await quoteAccessToken(ctx.app, quote.publicId);
    const lookup = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/payments/surcharge',
      headers: bearer(token),
      payload: {
        currency_code: 'AUD',
        pg: 'deft_macquarie',
        amount: '1309.00',
        payment_frequency: 'ONE_OFF',
        bin: '378282',
        payment_method: 'CARD',
      },
    });
    expect(lookup.json().data).toMatchObject({
      surcharge_amount: '0.00',
      total_amount: '1309.00',
      rate: '0',
      surcharge_enabled: false,
    });
    const prepared = await preparePayment(ctx.app, token, quote, { number: '378282246310005' });
    const paid = await payCall(ctx.app, token, prepared.body);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ surcharge_amount: '0.00', total_amount: '1309.00' });
    const config = await ctx.app.inject({ method: 'GET', url: '/api/v1/payments/config' });
    expect(config.json().data).toMatchObject({
      gateway: 'sandbox',
      sdk_url: '/sandbox-gateway/sdk.js',
      surcharge_enabled: false,
      surcharge_rates: null,
    });
  });
});
