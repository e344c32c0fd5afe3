import {
  defaultInsurerRates,
  defaultRatingTable,
  defaultUnderwritingLimits,
  insurerRatesSchema,
  ratingTableSchema,
  underwritingLimitsSchema,
  type InsurerRates,
  type PremiumBreakdown,
  type RatingTable,
  type UnderwritingLimits,
} from '@buildcover/domain';
import type { z } from 'zod';
import type { InsurerSettings } from '../../db/schema';
import type { InsurerRow, PolicyRow } from '../../repositories/quoteAggregate';
import type { PolicyPremiumColumns } from '../../repositories/proposals';

/**
 * An insurer's own pricing data lives in `insurers.settings` under these keys, each checked with the
 * domain's schema; a missing or invalid entry falls back to the domain's defaults (whose sources
 * sit beside each rate in @buildcover/domain).
 */
export const insurerSettingKeys = {
  rates: 'rates',
  ratingTable: 'rating_table',
  underwritingLimits: 'underwriting_limits',
} as const;
export type InsurerSettingKey = (typeof insurerSettingKeys)[keyof typeof insurerSettingKeys];

/** Each key's domain schema and the default used when the insurer keeps none (or a broken one). */
export const insurerSettingDefinitions: {
  [K in InsurerSettingKey]: { schema: z.ZodType<InsurerSettingValues[K]>; fallback: InsurerSettingValues[K] };
} = {
  rates: { schema: insurerRatesSchema, fallback: defaultInsurerRates },
  rating_table: { schema: ratingTableSchema, fallback: defaultRatingTable },
  underwriting_limits: { schema: underwritingLimitsSchema, fallback: defaultUnderwritingLimits },
};
export interface InsurerSettingValues {
  rates: InsurerRates;
  rating_table: RatingTable;
  underwriting_limits: UnderwritingLimits;
}

/** The value pricing uses for one key, and why: the insurer's own, or the default because it keeps none or what it keeps no longer parses. */
export type EffectiveSetting<T> =
  | { value: T; source: 'insurer' }
  | { value: T; source: 'default'; invalid: false }
  | { value: T; source: 'default'; invalid: true; issues: z.core.$ZodIssue[] };

export function effectiveSetting<K extends InsurerSettingKey>(
  settings: InsurerSettings | undefined,
  key: K,
): EffectiveSetting<InsurerSettingValues[K]> {
  const { schema, fallback } = insurerSettingDefinitions[key];
  const stored = settings?.[key];
  if (stored === undefined || stored === null) return { value: fallback, source: 'default', invalid: false };
  const parsed = schema.safeParse(stored);
  return parsed.success
    ? { value: parsed.data, source: 'insurer' }
    : { value: fallback, source: 'default', invalid: true, issues: parsed.error.issues };
}

/** Levy, duty, GST and fee rates. */
export const ratesFor = (insurer: InsurerRow | undefined): InsurerRates =>
  effectiveSetting(insurer?.settings, insurerSettingKeys.rates).value;
/** The rating table for the base premium. */
export const ratingTableFor = (insurer: InsurerRow | undefined): RatingTable =>
  effectiveSetting(insurer?.settings, insurerSettingKeys.ratingTable).value;
/** Contract-value limits for automatic quotes. */
export const underwritingLimitsFor = (insurer: InsurerRow | undefined): UnderwritingLimits =>
  effectiveSetting(insurer?.settings, insurerSettingKeys.underwritingLimits).value;

/** A breakdown as the policy's columns (premium_amount is the total the customer pays). */
export const premiumColumns = (breakdown: PremiumBreakdown): PolicyPremiumColumns => ({
  ...breakdown,
  premium_amount: breakdown.total_amount,
});

/** The amounts staff typed last time, to re-price when the insurer (and so the commission) changes. */
export function storedPremiumInputs(policy: PolicyRow) {
  return {
    base: policy.base ?? '',
    fsl: policy.fsl,
    association_fee: policy.association_fee ?? '',
    insurer_fee: policy.insurer_fee ?? '',
    broker_fee: policy.broker_fee ?? '',
    stamp_duty: policy.stamp_duty,
  };
}
