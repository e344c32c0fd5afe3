import { defaultSurchargeConfig, isValidSurchargeConfig, type SurchargeConfig } from '@buildcover/domain';
import { z } from 'zod';

export const paymentGatewayCodes = ['sandbox'] as const;
export type PaymentGatewayCode = (typeof paymentGatewayCodes)[number];

export interface PaymentConfig {
  /** PAYMENT_GATEWAY: which adapter charges cards ('sandbox' until a production provider is added). */
  gateway: PaymentGatewayCode;
  /**
   * SURCHARGE_ENABLED (the global switch: 'false' turns card surcharging off for every scheme) and
   * SURCHARGE_RATE_VISA / _MASTERCARD / _AMEX (percent, the scheme's cost of acceptance: a
   * surcharge never exceeds it).
   */
  surcharge: SurchargeConfig;
  /** PAYMENT_MERCHANT_NAME: shown in the card fields and on the 3-D Secure screen. */
  merchantName: string;
}

const flag = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const text = (v ?? '').trim().toLowerCase();
    if (text === '') return undefined;
    if (['1', 'true', 'yes', 'on'].includes(text)) return true;
    if (['0', 'false', 'no', 'off'].includes(text)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });

const schema = z.object({
  PAYMENT_GATEWAY: z
    .string()
    .optional()
    .transform((v) => (v?.trim() ? v.trim() : 'sandbox'))
    .pipe(z.enum(paymentGatewayCodes, { message: `must be one of: ${paymentGatewayCodes.join(', ')}` })),
  SURCHARGE_ENABLED: flag,
  PAYMENT_MERCHANT_NAME: z.string().optional(),
  SURCHARGE_RATE_VISA: z.string().optional(),
  SURCHARGE_RATE_MASTERCARD: z.string().optional(),
  SURCHARGE_RATE_AMEX: z.string().optional(),
});

/** Payment settings from the environment; part of the app's Config as `config.payments`. */
export function loadPaymentConfig(env: NodeJS.ProcessEnv): PaymentConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const surcharge: SurchargeConfig = {
    enabled: e.SURCHARGE_ENABLED ?? defaultSurchargeConfig.enabled,
    rates: {
      visa: e.SURCHARGE_RATE_VISA?.trim() || defaultSurchargeConfig.rates.visa,
      mastercard: e.SURCHARGE_RATE_MASTERCARD?.trim() || defaultSurchargeConfig.rates.mastercard,
      amex: e.SURCHARGE_RATE_AMEX?.trim() || defaultSurchargeConfig.rates.amex,
    },
  };
  if (!isValidSurchargeConfig(surcharge)) {
    throw new Error(
      'Invalid configuration: SURCHARGE_RATE_*: each rate is a percentage with up to two decimals, 0 to 100',
    );
  }
  return {
    gateway: e.PAYMENT_GATEWAY,
    surcharge,
    merchantName: e.PAYMENT_MERCHANT_NAME?.trim() || 'BuildCover',
  };
}
