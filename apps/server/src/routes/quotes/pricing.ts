import { asc, isNull } from 'drizzle-orm';
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
import type { Database } from '../../db/database';
import { insurers } from '../../db/schema';
import type { InsurerRow, PolicyRow } from '../../repositories/quoteAggregate';
import type { PolicyPremiumColumns } from '../../repositories/proposals';

/**
 * An insurer's own pricing data lives in `insurers.settings` under these keys, each checked with the
 * domain's schema; a missing or invalid entry falls back to the domain's defaults (whose sources
 * sit beside each rate in @buildcover/domain).
 */
export const insurerSettingKeys = { rates: 'rates', ratingTable: 'rating_table', underwritingLimits: 'underwriting_limits' } as const;

function setting<T>(insurer: InsurerRow | undefined, key: string, schema: z.ZodType<T>, fallback: T): T {
  const parsed = schema.safeParse(insurer?.settings?.[key]);
  return parsed.success ? parsed.data : fallback;
}

/** Levy, duty, GST and fee rates. */
export const ratesFor = (insurer: InsurerRow | undefined): InsurerRates => setting(insurer, insurerSettingKeys.rates, insurerRatesSchema, defaultInsurerRates);
/** The rating table for the base premium. */
export const ratingTableFor = (insurer: InsurerRow | undefined): RatingTable => setting(insurer, insurerSettingKeys.ratingTable, ratingTableSchema, defaultRatingTable);
/** Contract-value limits for automatic quotes. */
export const underwritingLimitsFor = (insurer: InsurerRow | undefined): UnderwritingLimits =>
  setting(insurer, insurerSettingKeys.underwritingLimits, underwritingLimitsSchema, defaultUnderwritingLimits);

/** The insurer that prices public quotes automatically: the longest-standing live insurer on the panel. */
export async function panelInsurer(db: Database): Promise<InsurerRow | undefined> {
  const [row] = await db.select().from(insurers).where(isNull(insurers.deleted_at)).orderBy(asc(insurers.created_at), asc(insurers.id)).limit(1);
  return row;
}

/** A breakdown as the policy's columns (premium_amount is the total the customer pays). */
export const premiumColumns = (breakdown: PremiumBreakdown): PolicyPremiumColumns => ({ ...breakdown, premium_amount: breakdown.total_amount });

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
