import { z } from 'zod';
import { dataResponse } from './envelopes';
import { defineEndpoint } from './endpoint';

export const cardSchemeCodes = ['visa', 'mastercard', 'amex'] as const;
export const testCardBehaviours = ['success', 'challenge', 'declined', 'insufficient_funds', 'expired_card', 'authentication_failed'] as const;

/** One of the sandbox gateway's published test cards. */
export const testCard = z.object({
  /** Digits only, e.g. "4242424242424242". */
  number: z.string().regex(/^\d{12,19}$/),
  scheme: z.enum(cardSchemeCodes),
  behaviour: z.enum(testCardBehaviours),
  description: z.string(),
});

/** The gateway, its SDK and the surcharge settings the pay screen needs. */
export const paymentsConfig = z.object({
  /** The spec's provider code, sent back as `pg`. */
  pg: z.string(),
  /** The adapter, e.g. 'sandbox'. */
  gateway: z.string(),
  merchant_name: z.string(),
  /** The gateway's browser SDK; null when the adapter has none. */
  sdk_url: z.string().nullable(),
  accepted_schemes: z.array(z.enum(cardSchemeCodes)),
  surcharge_enabled: z.boolean(),
  /** Percentages as decimal strings ("1.10"); null when surcharging is off. */
  surcharge_rates: z.object({ visa: z.string(), mastercard: z.string(), amex: z.string() }).nullable(),
  /** Empty unless the gateway is the sandbox. */
  test_cards: z.array(testCard),
});

export type TestCard = z.output<typeof testCard>;
export type TestCardBehaviour = (typeof testCardBehaviours)[number];
export type PaymentsConfig = z.output<typeof paymentsConfig>;

const tags = ['payments'];

export const paymentsApi = {
  config: defineEndpoint({
    method: 'GET',
    path: '/payments/config',
    summary: 'The payment gateway, its SDK, surcharge settings and (sandbox) test cards',
    tags,
    auth: 'none',
    responses: { 200: dataResponse(paymentsConfig) },
  }),
};
