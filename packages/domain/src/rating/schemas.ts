import { z } from 'zod';
import { constructionTypes } from '../reference/constructionTypes';
import { liabilityLimitValues } from '../reference/liabilityLimits';
import { stateCodes } from '../reference/states';
import type { InsurerRates } from './rates';
import type { RatingTable } from './ratingTable';

/* Schemas for the pricing data the server stores per insurer (JSON), so a bad edit is refused. */

const basisPoints = z.number().int().min(0).max(10_000);
const cents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const perState = z.object(Object.fromEntries(stateCodes.map((s) => [s, basisPoints])) as Record<(typeof stateCodes)[number], typeof basisPoints>);

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
    Object.fromEntries(constructionTypes.map((t) => [t, z.number().int().min(0).max(100_000)])) as Record<
      (typeof constructionTypes)[number],
      z.ZodNumber
    >,
  ),
  existingStructureRateBasisPoints: basisPoints,
  publicLiabilityPremiumCents: z.object(
    Object.fromEntries(liabilityLimitValues.map((v) => [v, cents])) as Record<(typeof liabilityLimitValues)[number], typeof cents>,
  ),
  minimumPremiumCents: cents,
});
