import { z } from 'zod';
import { toCents } from '../money/cents';
import { amountInput } from '../money/amountInput';
import { paymentCurrency, paymentFrequency, paymentMethod } from '../surcharge/surcharge';
import { refundRequestSchema } from '../payment/refund';
import { transactionStatuses } from '../payment/transactions';
import { listQuerySchema } from '../backoffice/listQuery';
import {
  dataResponse,
  errors,
  idParam,
  idParams,
  listResponse,
  nullableTimestamp,
  savedResponse,
  staffErrors,
  staffListErrors,
} from './envelopes';
import { defineEndpoint } from './endpoint';
import { sortQuery } from './lists';
import { optionalSearchTerm } from './outbox';
import { paymentReceipt } from './publicQuotes';
import { decimalAmount } from './records';

export const cardSchemeCodes = ['visa', 'mastercard', 'amex'] as const;
export const testCardBehaviours = [
  'success',
  'challenge',
  'declined',
  'insufficient_funds',
  'expired_card',
  'authentication_failed',
] as const;

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

/** An amount in dollars as the browser sends it ("1234.50" or 1234.5), read as integer cents. */
export const amountField = (label: string) =>
  amountInput({
    message: `${label} must be an amount in dollars and cents`,
    required: `${label} is required`,
  }).transform((v) => toCents(String(v)));

const shortText = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => shortText(max).nullish();

export const gatewayCode = z.string({ message: 'pg is required' }).trim().min(1, 'pg is required').max(50);
const uidField = optionalText(100);
const drnField = shortText(200).min(1, 'drn is required');
export const binField = (name: string) =>
  z
    .string({ message: `${name} is required` })
    .trim()
    .regex(/^\d{6,8}$/, `${name} must be the first 6 to 8 digits of the card`);

export const drnBody = z.object({ qref: shortText(50).min(1, 'qref is required'), pg: gatewayCode, uid: uidField });

export const tokenizeBody = z.object({
  pg: gatewayCode,
  drn: drnField,
  total_amount: amountField('total_amount'),
  css_url: optionalText(500),
  uid: uidField,
});

export const surchargeBody = z.object({
  currency_code: z.literal(paymentCurrency, { message: `currency_code must be ${paymentCurrency}` }),
  pg: gatewayCode,
  amount: amountField('amount'),
  payment_frequency: z.literal(paymentFrequency, { message: `payment_frequency must be ${paymentFrequency}` }),
  bin: binField('bin'),
  payment_method: z.literal(paymentMethod, { message: `payment_method must be ${paymentMethod}` }),
  uid: uidField,
});

export const threeDsConfigBody = z.object({
  pg: gatewayCode,
  drn: drnField,
  total_amount: amountField('total_amount'),
  uid: uidField,
});

const policyId = z.union([idParam, z.object({ policy_id: idParam }).transform((p) => p.policy_id)]);

/** pay/v4: the card token and its 3-D Secure result, never the card number. */
export const payBody = z.object({
  uid: uidField,
  pg: gatewayCode,
  quote_ref: shortText(50).min(1, 'quote_ref is required'),
  drn: drnField,
  currency_code: z.literal(paymentCurrency, { message: `currency_code must be ${paymentCurrency}` }),
  amount: amountField('amount'),
  fee: amountField('fee')
    .default(0)
    .refine((c) => c === 0, 'fee must be 0'),
  surcharge_amount: amountField('surcharge_amount'),
  total_amount: amountField('total_amount'),
  recipient_email: z
    .email('Email address must be valid.')
    .max(200)
    .nullish()
    .or(z.literal('').transform(() => null)),
  payment_frequency: z.literal(paymentFrequency, { message: `payment_frequency must be ${paymentFrequency}` }),
  customer_reference: optionalText(100),
  inject_fee_and_surcharge: z.boolean().nullish(),
  dbc: optionalText(100),
  crn: optionalText(100),
  customer_transaction_id: optionalText(100),
  card_details: z.object(
    {
      card_expiry_date: shortText(10),
      card_number_mask: shortText(30),
      card_holder_name: shortText(100),
      secure_token: shortText(200).min(1, 'secure_token is required'),
      card_bin: binField('card_bin'),
    },
    { message: 'card_details is required' },
  ),
  threeds_details: z.object(
    {
      message: optionalText(500),
      data: z.object(
        {
          cavv: shortText(200).min(1, 'cavv is required'),
          par: optionalText(200),
          sli: shortText(10),
          xid: shortText(200).min(1, 'xid is required'),
          ver: shortText(10),
          directory_server_txn_id: shortText(100).min(1, 'directory_server_txn_id is required'),
          threeds_version: shortText(20),
        },
        { message: 'threeds_details.data is required' },
      ),
    },
    { message: 'threeds_details is required: verify the card first' },
  ),
  policies: z.array(policyId).max(10).default([]),
});
export type PayBody = z.output<typeof payBody>;
/** What the pay screen sends to pay/v4. */
export type PaymentPayload = z.input<typeof payBody>;

/** pay/v4's optional Idempotency-Key header (a repeat with the same key answers the first outcome). */
export const idempotencyHeaders = z
  .object({
    'idempotency-key': z
      .string()
      .trim()
      .min(8, 'Idempotency-Key must be 8 to 200 characters')
      .max(200, 'Idempotency-Key must be 8 to 200 characters')
      .optional(),
  })
  .loose();

/** The spec's payment config for the hosted card fields. */
export const tokenizeConfig = z.object({
  merchant_name: z.string(),
  verification: z.string(),
  reference: z.string(),
  css_signature: z.string(),
  total_amountincents: z.number().int(),
});

/** The card surcharge for a BIN: the premium, the surcharge and the total. */
export const surchargeQuote = z.object({
  surcharge_amount: decimalAmount,
  total_amount: decimalAmount,
  /** The premium the surcharge is on. */
  amount: decimalAmount,
  /** The card's scheme from its BIN. */
  scheme: z.string(),
  /** The scheme's surcharge percentage ("1.10"; "0" when surcharging is off). */
  rate: z.string(),
  surcharge_enabled: z.boolean(),
});

/** A demo reference and its tokenise config (sandbox only, never charged). */
export const paymentDemoConfig = tokenizeConfig.extend({ drn: z.string(), amount: decimalAmount, sdk_url: z.string() });

/** The surcharge for a demo card's BIN and a 3-D Secure access token for the surcharged demo total. */
export const paymentDemoThreeDs = surchargeQuote.extend({ access_token: z.string() });

/**
 * Demo references start with this prefix. Quote refs never do (BC-…), and pay/v4 only accepts a drn
 * that starts with the paying quote's ref, so a demo card or its 3-D Secure result can never be charged.
 */
export const demoReferencePrefix = 'DEMO';

export const demoThreeDsBody = z.object({
  drn: z
    .string({ message: 'drn is required' })
    .trim()
    .max(200)
    .regex(new RegExp(`^${demoReferencePrefix}-[\\w-]{6,}$`), 'drn must be a payment demo reference'),
  bin: binField('bin'),
});

/** One card payment attempt as staff read it. */
export const paymentTransaction = z.object({
  id: z.number().int(),
  status: z.enum(transactionStatuses),
  quote_id: z.number().int(),
  quote_ref: z.string(),
  policy_id: z.number().int(),
  policy_num: z.string().nullable(),
  full_name: z.string(),
  gateway: z.string(),
  drn: z.string().nullable(),
  currency: z.string(),
  amount: decimalAmount,
  surcharge_amount: decimalAmount,
  total_amount: decimalAmount,
  card_scheme: z.string().nullable(),
  card_number_mask: z.string().nullable(),
  card_holder_name: z.string().nullable(),
  gateway_reference: z.string().nullable(),
  error_message: z.string().nullable(),
  threeds: z
    .object({
      version: z.string(),
      eci: z.string(),
      directory_server_txn_id: z.string(),
      verified: z.boolean().nullable(),
    })
    .nullable()
    .describe('3-D Secure: the version and ECI the browser handed over, and whether the gateway confirmed them'),
  refund: z
    .object({
      status: z.enum(['in_progress', 'refunded']),
      reason: z.string().nullable(),
      requested_at: nullableTimestamp,
      refunded_at: nullableTimestamp,
      refunded_by: z.string().nullable(),
    })
    .nullable(),
  /** Why the gateway refused the last refund attempt, if it did. */
  refund_error: z.string().nullable(),
  created_at: nullableTimestamp,
  updated_at: nullableTimestamp,
});

/** Columns the transactions list sorts by on the server. */
export const transactionSortKeys = [
  'created_at',
  'total_amount',
  'status',
  'quote_ref',
  'full_name',
  'card_scheme',
] as const;
export type TransactionSort = (typeof transactionSortKeys)[number];

export const transactionsQuery = listQuerySchema.extend({
  ...sortQuery(transactionSortKeys, 'created_at').shape,
  status: z.enum(transactionStatuses, { error: `status must be one of: ${transactionStatuses.join(', ')}` }).optional(),
  quote_id: idParam.optional(),
  q: optionalSearchTerm,
});

export type TokenizeConfig = z.output<typeof tokenizeConfig>;
export type Surcharge = z.output<typeof surchargeQuote>;
export type PaymentDemoConfig = z.output<typeof paymentDemoConfig>;
export type PaymentDemoThreeDs = z.output<typeof paymentDemoThreeDs>;
export type PaymentTransaction = z.output<typeof paymentTransaction>;
export type PaymentStatus = (typeof transactionStatuses)[number];

const tags = ['payments'];
/** The calls before pay/v4's failures: bad input, no or expired quote access token, not this quote or not payable (they store nothing, so nothing conflicts). */
const payErrors = errors(400, 401, 404);
/** A refund can also meet a refund in progress (409) or the gateway's refusal (502). */
const refundErrors = errors(400, 401, 403, 404, 409, 502);

export const paymentsApi = {
  config: defineEndpoint({
    method: 'GET',
    path: '/payments/config',
    summary: 'The payment gateway, its SDK, surcharge settings and (sandbox) test cards',
    tags,
    auth: 'none',
    responses: { 200: dataResponse(paymentsConfig) },
  }),
  drn: defineEndpoint({
    method: 'POST',
    path: '/payments/drn',
    summary: 'A new payment reference (drn) for one attempt to pay the quote',
    tags,
    auth: 'quote',
    body: drnBody,
    responses: {
      200: dataResponse(
        z.object({ drn: z.string(), data: z.object({ drn: z.string() }) }).describe('Both readings of data.data.drn'),
      ),
      ...payErrors,
    },
  }),
  tokenizeConfig: defineEndpoint({
    method: 'POST',
    path: '/payments/config/tokenize',
    summary: 'The config the hosted card fields need for this reference and premium',
    tags,
    auth: 'quote',
    body: tokenizeBody,
    responses: { 200: dataResponse(tokenizeConfig.extend({ sdk_url: z.string().nullable() })), ...payErrors },
  }),
  surcharge: defineEndpoint({
    method: 'POST',
    path: '/payments/surcharge',
    summary: "The card surcharge for the card's BIN",
    tags,
    auth: 'quote',
    body: surchargeBody,
    responses: {
      200: dataResponse(surchargeQuote.extend({ currency_code: z.literal(paymentCurrency) })),
      ...payErrors,
    },
  }),
  threeDsConfig: defineEndpoint({
    method: 'POST',
    path: '/payments/config/3ds',
    summary: 'A short-lived access token for the 3-D Secure check of the surcharged total',
    tags,
    auth: 'quote',
    body: threeDsConfigBody,
    responses: { 200: savedResponse(z.object({ access_token: z.string() })), ...payErrors },
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: '/payments/pay/v4',
    summary: 'Charges the card token once (Idempotency-Key: a repeat answers the first outcome)',
    tags,
    auth: 'quote',
    headers: idempotencyHeaders,
    body: payBody,
    // 402: the card was refused; 409: the Idempotency-Key is in flight or was used for another payment.
    responses: { 200: savedResponse(paymentReceipt), ...payErrors, ...errors(402, 409) },
  }),
  demo: defineEndpoint({
    method: 'POST',
    path: '/payments/demo',
    summary: 'A demo reference and tokenise config for the sandbox card form (never charged)',
    tags,
    auth: 'none',
    responses: { 200: dataResponse(paymentDemoConfig), ...errors(400, 404, 429) },
  }),
  demoThreeDs: defineEndpoint({
    method: 'POST',
    path: '/payments/demo/3ds',
    summary: "The card surcharge for a demo card's BIN and a 3-D Secure access token for the surcharged demo total",
    tags,
    auth: 'none',
    body: demoThreeDsBody,
    responses: { 200: savedResponse(paymentDemoThreeDs), ...errors(400, 404, 429) },
  }),
  list: defineEndpoint({
    method: 'GET',
    path: '/payments',
    summary: 'Every card payment attempt, filtered, searched, sorted and paged on the server',
    tags,
    auth: 'staff',
    query: transactionsQuery,
    responses: { 200: listResponse(paymentTransaction), ...staffListErrors },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/payments/:id',
    summary: 'One card payment attempt',
    tags,
    auth: 'staff',
    params: idParams,
    responses: { 200: dataResponse(paymentTransaction), ...staffErrors },
  }),
  refund: defineEndpoint({
    method: 'POST',
    path: '/payments/:id/refund',
    summary: 'Refunds a payment through the gateway (a repeat answers the same)',
    tags,
    auth: 'super_admin',
    params: idParams,
    body: refundRequestSchema,
    responses: { 200: savedResponse(paymentTransaction), ...refundErrors },
  }),
};

/**
 * What the gateway's hosted fields hand back instead of the card (the browser SDK's tokenize()
 * answer; its `token` is pay/v4's card_details.secure_token).
 */
export interface CardToken {
  token: string;
  /** Masked number, e.g. 424242******4242. */
  card_number: string;
  /** MM/YY */
  card_expiry: string;
  card_holder: string;
  bin: string;
  scheme: string;
}

/** The 3-D Secure result as pay/v4's `threeds_details` carries it (the SDK's authenticate() answer). */
export type ThreeDsDetails = PaymentPayload['threeds_details'];
/** The card as pay/v4's `card_details` carries it: the token and the masked card, never the number. */
export type CardDetails = PaymentPayload['card_details'];
/** The 3-D Secure data the gateway verifies. */
export type ThreeDsData = PayBody['threeds_details']['data'];
