import { z } from 'zod';
import type { Cents } from '../money/cents';
import { toCents } from '../money/cents';
import type { QuoteRequest } from '../proposal/payload';
import type { ConstructionType } from '../reference/constructionTypes';
import type { LiabilityLimit } from '../reference/liabilityLimits';
import { roundHalfAwayFromZero, applyBasisPoints } from './arithmetic';

/**
 * How a base premium is built for a quoted proposal. All data, so an insurer can keep its own:
 * - contract works: marginal bands over the contract value (like tax brackets, so a dollar more
 *   never jumps the premium), times a construction-type factor;
 * - existing structure: a rate on its replacement value when it is insured;
 * - public liability: a flat premium per limit;
 * - a minimum base premium.
 */
export interface RatingTable {
  /** Ascending bands; the last has `upToCents: null` (no upper end). Rates in basis points. */
  contractWorksBands: readonly { upToCents: Cents | null; rateBasisPoints: number }[];
  /** Multiplier on the contract-works premium in basis points (10000 = ×1.00). */
  constructionTypeFactorBasisPoints: Record<ConstructionType, number>;
  existingStructureRateBasisPoints: number;
  publicLiabilityPremiumCents: Record<LiabilityLimit, Cents>;
  minimumPremiumCents: Cents;
}

export const defaultRatingTable: RatingTable = {
  contractWorksBands: [
    { upToCents: 250_000_00, rateBasisPoints: 45 }, // 0.45% of the first $250,000
    { upToCents: 500_000_00, rateBasisPoints: 35 }, // 0.35% from $250,000 to $500,000
    { upToCents: 1_000_000_00, rateBasisPoints: 28 }, // 0.28% from $500,000 to $1,000,000
    { upToCents: null, rateBasisPoints: 22 }, // 0.22% above $1,000,000
  ],
  constructionTypeFactorBasisPoints: {
    'New home': 10_000,
    'New home and swimming pool': 11_000,
    // Work on and around an occupied home: more exposure to the existing structure and contents.
    'Extensions, alterations or additions to the existing home': 12_000,
    'New pool': 10_000, // declined by underwriting; kept so the table is complete
    'Outdoor structures and landscaping': 9_000,
    'Garage/Shed': 9_000,
    'Granny Flat': 10_000,
    'Non structural renovations': 9_000,
    Other: 11_500,
  },
  existingStructureRateBasisPoints: 10, // 0.10% of the existing structure's replacement value
  publicLiabilityPremiumCents: {
    '5000000': 250_00,
    '10000000': 400_00,
    '20000000': 650_00,
  },
  minimumPremiumCents: 500_00,
};

const cents = z.number().int().min(0);

/** How a base premium was rated: stored with the quote (its meta.rating) and read back by the premium grid. */
export const ratedPremiumSchema = z.object({
  /** The base premium (before levy, fees, GST and duty), in cents. */
  baseCents: cents,
  contractWorksCents: cents,
  existingStructureCents: cents,
  publicLiabilityCents: cents,
  /** True when the minimum premium replaced the sum of the parts. */
  minimumApplied: z.boolean(),
});
export type RatedPremium = z.output<typeof ratedPremiumSchema>;

const amountOrZero = (text: string | null): Cents => {
  try {
    return text ? toCents(text) : 0;
  } catch {
    return 0;
  }
};

/** Contract-works premium: marginal bands, then the construction-type factor, rounded once. */
export function contractWorksPremium(valueCents: Cents, constructionType: string | null, table: RatingTable): Cents {
  let exact = 0n; // cents × basis points
  let lower = 0;
  for (const band of table.contractWorksBands) {
    const upper = band.upToCents ?? Number.MAX_SAFE_INTEGER;
    const portion = Math.max(0, Math.min(valueCents, upper) - lower);
    exact += BigInt(portion) * BigInt(band.rateBasisPoints);
    lower = upper;
    if (valueCents <= upper) break;
  }
  const factor = table.constructionTypeFactorBasisPoints[constructionType as ConstructionType] ?? 10_000;
  return Number(roundHalfAwayFromZero(exact * BigInt(factor), 10_000n * 10_000n));
}

/** The base premium for a quoted proposal. */
export function rateProposal(payload: QuoteRequest, table: RatingTable = defaultRatingTable): RatedPremium {
  const cover = payload.covers[0];
  const contractWorksCents = contractWorksPremium(
    amountOrZero(payload.property.valuation),
    cover?.construction_type ?? null,
    table,
  );
  const existingStructureCents =
    payload.property.insure_existing_structure === true
      ? applyBasisPoints(amountOrZero(payload.property.exs_replacement_value), table.existingStructureRateBasisPoints)
      : 0;
  const limit = (cover?.cover ?? '5000000').replace(/\.0+$/, '') as LiabilityLimit;
  const publicLiabilityCents = table.publicLiabilityPremiumCents[limit] ?? table.publicLiabilityPremiumCents['5000000'];
  const sum = contractWorksCents + existingStructureCents + publicLiabilityCents;
  const minimumApplied = sum < table.minimumPremiumCents;
  return {
    baseCents: minimumApplied ? table.minimumPremiumCents : sum,
    contractWorksCents,
    existingStructureCents,
    publicLiabilityCents,
    minimumApplied,
  };
}
