import type { Cents } from '../money/cents';
import type { StateCode } from '../reference/states';
import { defaultStampDutyBasisPoints } from '../rating/rates';
import type { PremiumBreakdownKey } from '../rating/breakdown';

/** A rate in basis points that applies from a date on (yyyy-mm-dd), with where it comes from. */
export interface DatedRate {
  from: string;
  basisPoints: number;
  source: string;
}

/** Stamp duty by state as dated steps: the step in force on a transaction's effective date applies. */
export type StampDutySchedule = Record<StateCode, readonly DatedRate[]>;

const sinceEver = '1900-01-01';

/** Today's published rates, each in force since before any policy BuildCover writes. */
export const defaultStampDutySchedule: StampDutySchedule = Object.fromEntries(
  Object.entries(defaultStampDutyBasisPoints).map(([state, basisPoints]) => [
    state,
    [{ from: sinceEver, basisPoints, source: 'INSURANCE-NOTES.md, Stamp duty on general insurance' }],
  ]),
) as unknown as StampDutySchedule;

/**
 * Victoria's duty on business classes steps down 1% a year from 1 July 2024 to nil on 1 July 2033
 * (COMPLIANCE-NOTES.md, Premium and taxes; INSURANCE-NOTES.md: 8% FY25/26, 7% FY26/27). Whether
 * contract works is a business class is unconfirmed, so an insurer opts in to this schedule.
 */
export const victorianBusinessDutySteps: readonly DatedRate[] = [
  { from: sinceEver, basisPoints: 1000, source: 'INSURANCE-NOTES.md, Stamp duty, VIC' },
  ...[2024, 2025, 2026, 2027, 2028, 2029, 2030, 2031, 2032].map((year, index) => ({
    from: `${year}-07-01`,
    basisPoints: 900 - index * 100,
    source: 'COMPLIANCE-NOTES.md, Premium and taxes: VIC business classes step down 1% a year from 1 July 2024',
  })),
];

/** The duty rate in force in `state` on `onDate` (the last step that started on or before it). */
export function stampDutyBasisPointsOn(schedule: StampDutySchedule, state: StateCode, onDate: string): number {
  const steps = schedule[state];
  const inForce = [...steps].filter((step) => step.from <= onDate).sort((a, b) => (a.from < b.from ? -1 : 1));
  const last = inForce.at(-1);
  if (!last) throw new RangeError(`No stamp duty rate for ${state} on ${onDate}`);
  return last.basisPoints;
}

/** How an insurer prices an extension of the period of insurance. */
export interface ExtensionRule {
  /** The lengths a customer may ask for, in months (COMPLIANCE-NOTES.md: commonly 3 or 6). */
  stepsMonths: readonly number[];
  /** The longest a policy may run with every extension, in months; beyond it: refused. */
  maxTotalMonths: number;
  /** Referred to staff when the policy would run longer than this, in months. */
  referAboveTotalMonths: number;
  /** Each extension month costs this share of the original base premium's month, in basis points (10000 = pro rata). */
  monthlyLoadingBasisPoints: number;
  /** The least base premium an extension is charged. */
  minimumBasePremium: Cents;
  /** The broker's fee for arranging an extension (attracts GST, not dutiable). */
  brokerFee: Cents;
  source: string;
}

/** How an insurer returns premium on a cancellation or a reduction. */
export interface CancellationRule {
  /** Days of the cooling-off period (Corporations Act s1019B: at least 14). */
  coolingOffDays: number;
  /** The cooling-off period starts at the earlier of confirmation and this many days after issue. */
  coolingOffStartsAtLatestDaysAfterIssue: number;
  /** 'pro_rata': the unearned days' share; 'short_rate': the table's earned share by days in force. */
  method: 'pro_rata' | 'short_rate';
  /** Earned basis points of the base premium by days the policy was in force (up to and including `uptoDays`). */
  shortRateTable: readonly { uptoDays: number; earnedBasisPoints: number }[];
  /** The least base premium the insurer keeps after cooling-off. */
  minimumRetainedBasePremium: Cents;
  /** Lines never returned after cooling-off (the broker fee by default) with their GST. */
  nonRefundableLines: readonly PremiumBreakdownKey[];
  source: string;
}

export interface LifecycleRules {
  extension: ExtensionRule;
  cancellation: CancellationRule;
  stampDuty: StampDutySchedule;
}

/** Starting point for an insurer until its own lifecycle rules are entered. */
export const defaultLifecycleRules: LifecycleRules = {
  extension: {
    stepsMonths: [3, 6],
    maxTotalMonths: 24,
    referAboveTotalMonths: 18,
    monthlyLoadingBasisPoints: 10_000,
    minimumBasePremium: 100_00,
    brokerFee: 50_00,
    source:
      'COMPLIANCE-NOTES.md, Owner-builder construction cover: extended on request in 3- or 6-month steps, sometimes subject to the underwriter',
  },
  cancellation: {
    coolingOffDays: 14,
    coolingOffStartsAtLatestDaysAfterIssue: 5,
    method: 'pro_rata',
    shortRateTable: [],
    minimumRetainedBasePremium: 0,
    nonRefundableLines: ['broker_fee', 'broker_fee_gst'],
    source:
      'COMPLIANCE-NOTES.md, Cooling-off (Corporations Act s1019B, Regulations 7.9.65) and Cancellation after cooling-off',
  },
  stampDuty: defaultStampDutySchedule,
};
