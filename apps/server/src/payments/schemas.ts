import { isDecimalString, paymentCurrency, paymentFrequency, paymentMethod, toCents } from '@buildcover/domain';
import { idParam } from '@buildcover/domain/api';
import { z } from 'zod';

/** An amount in dollars as the browser sends it ("1234.50" or 1234.5), read as integer cents. */
export const amountField = (label: string) =>
  z
    .union([z.string().trim(), z.number()], { message: `${label} is required` })
    .refine((v) => isDecimalString(String(v)) && !String(v).startsWith('-'), `${label} must be an amount in dollars and cents`)
    .transform((v) => toCents(String(v)));

const shortText = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => shortText(max).nullish();

export const gatewayCode = z.string({ message: 'pg is required' }).trim().min(1, 'pg is required').max(50);
export const uidField = optionalText(100);

export const drnBody = z.object({ qref: shortText(50).min(1, 'qref is required'), pg: gatewayCode, uid: uidField });

export const tokenizeBody = z.object({
  pg: gatewayCode,
  drn: shortText(200).min(1, 'drn is required'),
  total_amount: amountField('total_amount'),
  css_url: optionalText(500),
  uid: uidField,
});

export const surchargeBody = z.object({
  currency_code: z.literal(paymentCurrency, { message: `currency_code must be ${paymentCurrency}` }),
  pg: gatewayCode,
  amount: amountField('amount'),
  payment_frequency: z.literal(paymentFrequency, { message: `payment_frequency must be ${paymentFrequency}` }),
  bin: z.string({ message: 'bin is required' }).trim().regex(/^\d{6,8}$/, 'bin must be the first 6 to 8 digits of the card'),
  payment_method: z.literal(paymentMethod, { message: `payment_method must be ${paymentMethod}` }),
  uid: uidField,
});

export const threeDsConfigBody = z.object({
  pg: gatewayCode,
  drn: shortText(200).min(1, 'drn is required'),
  total_amount: amountField('total_amount'),
  uid: uidField,
});

const policyId = z.union([idParam, z.object({ policy_id: idParam }).transform((p) => p.policy_id)]);

export const payBody = z.object({
  uid: uidField,
  pg: gatewayCode,
  quote_ref: shortText(50).min(1, 'quote_ref is required'),
  drn: shortText(200).min(1, 'drn is required'),
  currency_code: z.literal(paymentCurrency, { message: `currency_code must be ${paymentCurrency}` }),
  amount: amountField('amount'),
  fee: amountField('fee').default(0).refine((c) => c === 0, 'fee must be 0'),
  surcharge_amount: amountField('surcharge_amount'),
  total_amount: amountField('total_amount'),
  recipient_email: z.email('Email address must be valid.').max(200).nullish().or(z.literal('').transform(() => null)),
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
      card_bin: z.string().trim().regex(/^\d{6,8}$/, 'card_bin must be the first 6 to 8 digits of the card'),
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
export type PayBody = z.infer<typeof payBody>;

export const idempotencyHeaders = z
  .object({ 'idempotency-key': z.string().trim().min(8, 'Idempotency-Key must be 8 to 200 characters').max(200, 'Idempotency-Key must be 8 to 200 characters').optional() })
  .loose();
