import { centsToDecimal, type Cents } from '../money/cents';
import { addMonthsIso } from '../policy/period';
import { roundHalfAwayFromZero } from '../rating/arithmetic';
import { computePremiumBreakdownCents, type PremiumBreakdownCents } from '../rating/breakdown';
import type { InsurerRates } from '../rating/rates';
import type { StateCode } from '../reference/states';
import { type LifecycleRules, stampDutyBasisPointsOn } from './rules';

export interface ExtensionRequest {
  /** yyyy-mm-dd: the policy's first day. */
  inception_date: string;
  /** yyyy-mm-dd: the policy's current end (the extension's cover starts on it). */
  end_date: string;
  /** The day the request is priced: an ended policy cannot be extended. */
  today: string;
  months: number;
  /** The base premium of the original term, in cents, and that term's length in months. */
  original_base: Cents;
  original_term_months: number;
  state: StateCode;
  rates: InsurerRates;
  commission_percent: string | number;
  associate_commission_percent: string | number;
}

export type ExtensionQuote =
  | { outcome: 'refused'; reason: string }
  | {
      outcome: 'quoted' | 'referred';
      /** Why staff must look first (empty when quoted). */
      referral_reasons: string[];
      new_end_date: string;
      stamp_duty_basis_points: number;
      premium: PremiumBreakdownCents;
    };

/** Whole calendar months from one date to another (the day of the month is not counted). */
function monthsBetween(from: string, to: string): number {
  const [fy, fm] = from.split('-').map(Number) as [number, number];
  const [ty, tm] = to.split('-').map(Number) as [number, number];
  return (ty - fy) * 12 + (tm - fm);
}

/**
 * The additional premium for extending the period of insurance: the original base premium's
 * share of the extra months (times the insurer's loading, at least its minimum), with the levy,
 * GST and the stamp duty rate in force on the day the extended cover starts.
 */
export function priceExtension(request: ExtensionRequest, rules: LifecycleRules): ExtensionQuote {
  const rule = rules.extension;
  if (request.today > request.end_date) {
    return { outcome: 'refused', reason: 'The policy has ended and can no longer be extended.' };
  }
  if (!rule.stepsMonths.includes(request.months)) {
    return { outcome: 'refused', reason: `An extension is ${rule.stepsMonths.join(' or ')} months.` };
  }
  const newEnd = addMonthsIso(request.end_date, request.months);
  const totalMonths = monthsBetween(request.inception_date, newEnd);
  if (totalMonths > rule.maxTotalMonths) {
    return { outcome: 'refused', reason: `A policy cannot run longer than ${rule.maxTotalMonths} months.` };
  }
  const referral_reasons =
    totalMonths > rule.referAboveTotalMonths
      ? [
          `The policy would run ${totalMonths} months, over the insurer's ${rule.referAboveTotalMonths} without referral.`,
        ]
      : [];
  const proRataBase = Number(
    roundHalfAwayFromZero(
      BigInt(request.original_base) * BigInt(request.months) * BigInt(rule.monthlyLoadingBasisPoints),
      BigInt(request.original_term_months) * 10_000n,
    ),
  );
  const base = Math.max(proRataBase, rule.minimumBasePremium);
  const dutyBasisPoints = stampDutyBasisPointsOn(rules.stampDuty, request.state, request.end_date);
  const premium = computePremiumBreakdownCents({
    base: centsToDecimal(base),
    association_fee: '0',
    insurer_fee: '0',
    broker_fee: centsToDecimal(rule.brokerFee),
    commission_percent: request.commission_percent,
    associate_commission_percent: request.associate_commission_percent,
    state: request.state,
    rates: {
      ...request.rates,
      stampDutyBasisPoints: { ...request.rates.stampDutyBasisPoints, [request.state]: dutyBasisPoints },
    },
  });
  return {
    outcome: referral_reasons.length > 0 ? 'referred' : 'quoted',
    referral_reasons,
    new_end_date: newEnd,
    stamp_duty_basis_points: dutyBasisPoints,
    premium,
  };
}
