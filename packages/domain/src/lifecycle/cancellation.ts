import type { Cents } from '../money/cents';
import { applyBasisPoints, roundHalfAwayFromZero } from '../rating/arithmetic';
import type { PremiumBreakdownCents } from '../rating/breakdown';
import { addDaysIso } from '../format/date';
import { daysBetween } from './days';
import type { CancellationRule } from './rules';

/** The lines a customer paid and may get back, and their total. */
export const refundableLineKeys = [
  'base',
  'base_gst',
  'fsl',
  'fsl_gst',
  'association_fee',
  'association_fee_gst',
  'insurer_fee',
  'insurer_fee_gst',
  'broker_fee',
  'broker_fee_gst',
  'stamp_duty',
] as const;
export type RefundableLineKey = (typeof refundableLineKeys)[number];
export type ReturnPremium = Record<RefundableLineKey | 'total_amount', Cents>;

export interface CancellationRequest {
  /** What the customer paid, line by line. */
  paid: Pick<PremiumBreakdownCents, RefundableLineKey>;
  inception_date: string;
  end_date: string;
  /** yyyy-mm-dd the policy was issued and the customer received its confirmation. */
  issued_on: string;
  confirmed_on: string;
  /** The day the customer (or staff) asked, and the day cover ends. */
  requested_on: string;
  effective_date: string;
  gst_basis_points: number;
  /** The duty rate the premium was charged at (reversed at the same rate). */
  stamp_duty_basis_points: number;
}

export interface CancellationQuote {
  basis: 'cooling_off' | 'pro_rata' | 'short_rate';
  cooling_off_last_day: string;
  refund: ReturnPremium;
}

/**
 * The last day of the cooling-off period: `coolingOffDays` counted from the earlier of the
 * confirmation and the issue date plus `coolingOffStartsAtLatestDaysAfterIssue` (Corporations Act
 * s1019B; a period "from" a day excludes that day).
 */
export function coolingOffLastDay(issuedOn: string, confirmedOn: string, rule: CancellationRule): string {
  const latestStart = addDaysIso(issuedOn, rule.coolingOffStartsAtLatestDaysAfterIssue);
  const start = confirmedOn < latestStart ? confirmedOn : latestStart;
  return addDaysIso(start, rule.coolingOffDays);
}

const withTotal = (lines: Record<RefundableLineKey, Cents>): ReturnPremium => ({
  ...lines,
  total_amount: refundableLineKeys.reduce((sum, key) => sum + lines[key], 0),
});

/** `cents × numerator / denominator`, rounded half away from zero. */
const share = (cents: Cents, numerator: number, denominator: number): Cents =>
  denominator === 0 ? 0 : Number(roundHalfAwayFromZero(BigInt(cents) * BigInt(numerator), BigInt(denominator)));

/**
 * The return premium on a cancellation. Inside cooling-off: everything paid. After it: the base
 * premium's unearned part (plain pro rata of the days left, or the short-rate table), keeping at
 * least the minimum premium; the levy and fees follow the base in the same proportion except the
 * non-refundable lines; GST and stamp duty are reversed on the refunded part, never above what was paid.
 */
export function quoteCancellation(request: CancellationRequest, rule: CancellationRule): CancellationQuote {
  const lastDay = coolingOffLastDay(request.issued_on, request.confirmed_on, rule);
  const { paid } = request;
  if (request.requested_on <= lastDay) {
    return { basis: 'cooling_off', cooling_off_last_day: lastDay, refund: withTotal({ ...paid }) };
  }
  const totalDays = daysBetween(request.inception_date, request.end_date);
  const daysInForce = Math.min(Math.max(daysBetween(request.inception_date, request.effective_date), 0), totalDays);
  let refundedBase: Cents;
  if (rule.method === 'short_rate') {
    const earnedBp = rule.shortRateTable.find((row) => daysInForce <= row.uptoDays)?.earnedBasisPoints ?? 10_000;
    refundedBase = paid.base - applyBasisPoints(paid.base, earnedBp);
  } else {
    refundedBase = share(paid.base, totalDays - daysInForce, totalDays);
  }
  refundedBase = Math.max(0, Math.min(refundedBase, paid.base - rule.minimumRetainedBasePremium));
  const nonRefundable = new Set<string>(rule.nonRefundableLines);
  const follow = (key: 'fsl' | 'association_fee' | 'insurer_fee' | 'broker_fee'): Cents =>
    nonRefundable.has(key) ? 0 : share(paid[key], refundedBase, paid.base);
  const gstOn = (key: RefundableLineKey & `${string}_gst`, refunded: Cents): Cents =>
    nonRefundable.has(key) ? 0 : Math.min(applyBasisPoints(refunded, request.gst_basis_points), paid[key]);
  const base = refundedBase;
  const fsl = follow('fsl');
  const association_fee = follow('association_fee');
  const insurer_fee = follow('insurer_fee');
  const broker_fee = follow('broker_fee');
  const base_gst = gstOn('base_gst', base);
  const fsl_gst = gstOn('fsl_gst', fsl);
  const association_fee_gst = gstOn('association_fee_gst', association_fee);
  const insurer_fee_gst = gstOn('insurer_fee_gst', insurer_fee);
  const broker_fee_gst = gstOn('broker_fee_gst', broker_fee);
  const dutiable =
    base + fsl + association_fee + insurer_fee + base_gst + fsl_gst + association_fee_gst + insurer_fee_gst;
  const stamp_duty = nonRefundable.has('stamp_duty')
    ? 0
    : Math.min(applyBasisPoints(dutiable, request.stamp_duty_basis_points), paid.stamp_duty);
  return {
    basis: rule.method,
    cooling_off_last_day: lastDay,
    refund: withTotal({
      base,
      base_gst,
      fsl,
      fsl_gst,
      association_fee,
      association_fee_gst,
      insurer_fee,
      insurer_fee_gst,
      broker_fee,
      broker_fee_gst,
      stamp_duty,
    }),
  };
}
