import type { FastifyInstance } from 'fastify';
import { SANDBOX_CHALLENGE_CODE } from '../sandbox/testCards';
import { createQuoteFixture, quoteAccessToken, type FixtureOptions, type QuoteFixture } from './fixtures';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface CardEntry {
  number: string;
  expiry?: string;
  cvc?: string;
  name?: string;
}

export interface PreparedPayment {
  drn: string;
  card: { token: string; card_number: string; card_expiry: string; card_holder: string; bin: string };
  surcharge: { surcharge_amount: string; total_amount: string };
  threeds: { message: string; data: Record<string, string | null> } | null;
  threedsStatus: string;
  body: Record<string, unknown>;
}

export interface PayBodyParts {
  quote: QuoteFixture;
  drn: string;
  card: PreparedPayment['card'];
  surcharge: PreparedPayment['surcharge'];
  threeds: unknown;
  fee?: string | number;
}

/** pay/v4's body as the pay screen sends it (public-site §7), from what the steps before it gave. */
export function payBody({ quote, drn, card, surcharge, threeds, fee = '0.00' }: PayBodyParts): Record<string, unknown> {
  return {
    uid: quote.publicId,
    pg: 'deft_macquarie',
    quote_ref: quote.ref,
    drn,
    currency_code: 'AUD',
    amount: quote.premium,
    fee,
    surcharge_amount: surcharge.surcharge_amount,
    total_amount: surcharge.total_amount,
    recipient_email: quote.email || null,
    payment_frequency: 'ONE_OFF',
    customer_reference: quote.ref,
    inject_fee_and_surcharge: true,
    dbc: null,
    crn: quote.ref,
    customer_transaction_id: drn,
    card_details: {
      card_expiry_date: card.card_expiry,
      card_number_mask: card.card_number,
      card_holder_name: card.card_holder,
      secure_token: card.token,
      card_bin: card.bin,
    },
    threeds_details: threeds,
    policies: [quote.policyId],
  };
}

async function post(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({ method: 'POST', url, payload: payload as Record<string, unknown>, headers });
  return { status: response.statusCode, body: response.json() as Record<string, any> };
}

/**
 * Everything the pay screen and the SDK do before pay/v4, over HTTP against the real server:
 * drn, tokenise config, the iframe's POST to the sandbox token endpoint, surcharge lookup,
 * 3-D Secure config and authentication (answering a challenge with `code`).
 */
export async function preparePayment(
  app: FastifyInstance,
  token: string,
  quote: QuoteFixture,
  entry: CardEntry,
  options: { code?: string } = {},
): Promise<PreparedPayment> {
  const drn = await post(
    app,
    '/api/v1/payments/drn',
    { qref: quote.ref, pg: 'deft_macquarie', uid: quote.publicId },
    bearer(token),
  );
  if (drn.status !== 200) throw new Error(`drn: ${drn.status} ${JSON.stringify(drn.body)}`);
  const reference = drn.body.data.data.drn as string;
  const config = await post(
    app,
    '/api/v1/payments/config/tokenize',
    { pg: 'deft_macquarie', drn: reference, total_amount: quote.premium, css_url: null, uid: quote.publicId },
    bearer(token),
  );
  if (config.status !== 200) throw new Error(`tokenize config: ${config.status} ${JSON.stringify(config.body)}`);
  const tokenized = await post(app, '/sandbox-gateway/api/tokens', {
    number: entry.number,
    expiry: entry.expiry ?? '12/34',
    cvc: entry.cvc ?? (entry.number.startsWith('3') ? '1234' : '123'),
    name: entry.name ?? 'Alex Builder',
    reference: config.body.data.reference,
    amount_cents: config.body.data.total_amountincents,
    verification: config.body.data.verification,
  });
  if (tokenized.status !== 200) throw new Error(`token: ${tokenized.status} ${JSON.stringify(tokenized.body)}`);
  const card = tokenized.body.data;
  const surcharge = await post(
    app,
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
  );
  if (surcharge.status !== 200) throw new Error(`surcharge: ${surcharge.status} ${JSON.stringify(surcharge.body)}`);
  const threeDsConfig = await post(
    app,
    '/api/v1/payments/config/3ds',
    { pg: 'deft_macquarie', drn: reference, total_amount: surcharge.body.data.total_amount, uid: quote.publicId },
    bearer(token),
  );
  if (threeDsConfig.status !== 200)
    throw new Error(`3ds config: ${threeDsConfig.status} ${JSON.stringify(threeDsConfig.body)}`);
  let view = (
    await post(app, '/sandbox-gateway/api/3ds/authentications', {
      access_token: threeDsConfig.body.data.access_token,
      token: card.token,
    })
  ).body.data;
  if (view.status === 'challenge') {
    view = (
      await post(app, `/sandbox-gateway/api/3ds/authentications/${view.id}/challenge`, {
        code: options.code ?? SANDBOX_CHALLENGE_CODE,
      })
    ).body.data;
  }
  const threeds = view.result ?? null;
  const threedsDetails = threeds ?? {
    message: 'not authenticated',
    data: {
      cavv: 'none',
      par: null,
      sli: '07',
      xid: 'none',
      ver: 'N',
      directory_server_txn_id: view.id,
      threeds_version: '2.2.0',
    },
  };
  const charges = surcharge.body.data as PreparedPayment['surcharge'];
  const body = payBody({ quote, drn: reference, card, surcharge: charges, threeds: threedsDetails });
  return { drn: reference, card, surcharge: charges, threeds, threedsStatus: view.status, body };
}

export function payCall(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return post(app, '/api/v1/payments/pay/v4', body, { ...bearer(token), ...headers });
}

/** A quote paid through the real pay flow (sandbox gateway, 3-D Secure); returns the fixture and the payment id. */
export async function paidQuoteFixture(
  app: FastifyInstance,
  options: FixtureOptions = {},
): Promise<{ quote: QuoteFixture; paymentId: number }> {
  const quote = await createQuoteFixture(app, options);
  const token = await quoteAccessToken(app, quote.publicId);
  const prepared = await preparePayment(app, token, quote, { number: '4242424242424242' });
  const paid = await payCall(app, token, prepared.body);
  if (paid.status !== 200) throw new Error(`pay/v4: ${paid.status} ${JSON.stringify(paid.body)}`);
  return { quote, paymentId: paid.body.data.transaction_id as number };
}
