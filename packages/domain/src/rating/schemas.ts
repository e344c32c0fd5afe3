import { z } from 'zod';
import { constructionTypes } from '../reference/constructionTypes';
import { liabilityLimitValues } from '../reference/liabilityLimits';
import { stateCodes } from '../reference/states';
import type { InsurerRates } from './rates';
import type { RatingTable } from './ratingTable';

/* Schemas for the pricing data the server stores per insurer (JSON), so a bad edit is refused. */

/**
 * What a refused pricing value says, in the units staff type on the settings screen (percent and
 * dollars), not the basis points and cents it is stored in.
 */
export const pricingValueMessages = {
  percent: 'Enter a percentage from 0 to 100, with up to 2 decimals.',
  factor: 'Enter a percentage from 0 to 1000, with up to 2 decimals.',
  amount: 'Enter an amount in dollars of 0 or more, e.g. 1250 or 1250.50.',
} as const;

const basisPoints = z
  .number(pricingValueMessages.percent)
  .int(pricingValueMessages.percent)
  .min(0, pricingValueMessages.percent)
  .max(10_000, pricingValueMessages.percent);
/** A multiplier in basis points (10000 = ×1.00, 100 % of the rate), up to ×10. */
const factorBasisPoints = z
  .number(pricingValueMessages.factor)
  .int(pricingValueMessages.factor)
  .min(0, pricingValueMessages.factor)
  .max(100_000, pricingValueMessages.factor);
export const centsSchema = z
  .number(pricingValueMessages.amount)
  .int(pricingValueMessages.amount)
  .min(0, pricingValueMessages.amount)
  .max(Number.MAX_SAFE_INTEGER, pricingValueMessages.amount);
const cents = centsSchema;
const perState = z.object(
  Object.fromEntries(stateCodes.map((s) => [s, basisPoints])) as Record<
    (typeof stateCodes)[number],
    typeof basisPoints
  >,
);

export const insurerRatesSchema: z.ZodType<InsurerRates> = z.object({
  gstBasisPoints: basisPoints,
  stampDutyBasisPoints: perState,
  fireServicesLevyBasisPoints: perState,
  fees: z.object({ association_fee: cents, insurer_fee: cents, broker_fee: cents }),
});

export const ratingTableSchema: z.ZodType<RatingTable> = z.object({
  contractWorksBands: z
    .array(z.object({ upToCents: cents.nullable(), rateBasisPoints: basisPoints }))
    .min(1)
    .refine((bands) => bands.at(-1)?.upToCents === null, 'The last band must have no upper end.')
    .refine(
      (bands) => bands.every((b, i) => i === 0 || (b.upToCents ?? Infinity) > (bands[i - 1]?.upToCents ?? Infinity)),
      'Bands must go up in order.',
    ),
  constructionTypeFactorBasisPoints: z.object(
    Object.fromEntries(constructionTypes.map((t) => [t, factorBasisPoints])) as Record<
      (typeof constructionTypes)[number],
      typeof factorBasisPoints
    >,
  ),
  existingStructureRateBasisPoints: basisPoints,
  publicLiabilityPremiumCents: z.object(
    Object.fromEntries(liabilityLimitValues.map((v) => [v, cents])) as Record<
      (typeof liabilityLimitValues)[number],
      typeof cents
    >,
  ),
  minimumPremiumCents: cents,
});
