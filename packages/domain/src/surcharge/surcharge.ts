import { centsToDecimal, type Cents } from '../money/cents';
import { parseAmountInput } from '../rating/breakdown';
import { applyBasisPoints, percentToBasisPoints } from '../rating/arithmetic';
import { cardSchemeLabels, cardSchemes, detectCardScheme, type CardScheme } from './scheme';

/** Payment constants (public-site §9). */
export const paymentCurrency = 'AUD';
export const paymentFrequency = 'ONE_OFF';
export const paymentMethod = 'CARD';
export const paymentGateway = 'deft_macquarie';

/**
 * Card surcharge settings. Australian rules cap a surcharge at the cost of acceptance per scheme,
 * and schemes may soon ban surcharging: `enabled: false` turns it off everywhere.
 */
export interface SurchargeConfig {
  enabled: boolean;
  /** Percent of the amount per scheme, as text with up to two decimals ("1.10"). */
  rates: Record<CardScheme, string>;
}

export const defaultSurchargeConfig: SurchargeConfig = {
  enabled: true,
  rates: { visa: '1.10', mastercard: '1.10', amex: '2.50' },
};

export const unsupportedCardMessage =
  'This card type is not accepted. Please use Visa, Mastercard or American Express.';

export interface SurchargeQuote {
  scheme: CardScheme;
  /** The surcharge percentage applied ("1.10"; "0" when surcharging is off). */
  rate: string;
  /** Amounts as text with two decimals. */
  amount: string;
  surcharge_amount: string;
  total_amount: string;
  currency_code: typeof paymentCurrency;
  payment_frequency: typeof paymentFrequency;
}

export interface SurchargeCents {
  amount: Cents;
  surcharge: Cents;
  total: Cents;
}

/** Surcharge in cents: amount × scheme rate, half away from zero; total = amount + surcharge. */
export function surchargeCents(
  amount: Cents,
  scheme: CardScheme,
  config: SurchargeConfig = defaultSurchargeConfig,
): SurchargeCents {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`Amount must be whole, non-negative cents: ${amount}`);
  const surcharge = config.enabled ? applyBasisPoints(amount, percentToBasisPoints(config.rates[scheme])) : 0;
  return { amount, surcharge, total: amount + surcharge };
}

/**
 * What POST /api/v1/payments/surcharge answers for a premium and a card BIN: the scheme's
 * surcharge and the amount payable (premium + surcharge), or the message for a card we do not
 * accept.
 */
export function quoteSurcharge(
  premium: string,
  bin: string,
  config: SurchargeConfig = defaultSurchargeConfig,
): { ok: true; surcharge: SurchargeQuote } | { ok: false; message: string } {
  const scheme = detectCardScheme(bin);
  if (!scheme) return { ok: false, message: unsupportedCardMessage };
  const cents = surchargeCents(parseAmountInput(premium), scheme, config);
  return {
    ok: true,
    surcharge: {
      scheme,
      rate: config.enabled ? config.rates[scheme] : '0',
      amount: centsToDecimal(cents.amount),
      surcharge_amount: centsToDecimal(cents.surcharge),
      total_amount: centsToDecimal(cents.total),
      currency_code: paymentCurrency,
      payment_frequency: paymentFrequency,
    },
  };
}

/** "Visa card surcharge 1.10%": the line shown before the customer pays. */
export function surchargeLabel(surcharge: Pick<SurchargeQuote, 'scheme' | 'rate'>): string {
  return `${cardSchemeLabels[surcharge.scheme]} card surcharge ${surcharge.rate}%`;
}

/** True when every scheme's rate is a percentage with up to two decimals between 0 and 100. */
export function isValidSurchargeConfig(config: SurchargeConfig): boolean {
  return cardSchemes.every((scheme) => {
    try {
      return percentToBasisPoints(config.rates[scheme]) <= 10_000;
    } catch {
      return false;
    }
  });
}
