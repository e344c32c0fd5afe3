import { describe, expect, it } from 'vitest';
import { defaultInsurerRates } from '../rating/rates';
import { coolingOffLastDay, quoteCancellation, type CancellationRequest } from './cancellation';
import { priceExtension, type ExtensionRequest } from './extension';
import { defaultLifecycleRules, defaultStampDutySchedule, victorianBusinessDutySteps } from './rules';

const rule = defaultLifecycleRules.cancellation;
const paidBase = (base: number): CancellationRequest['paid'] => ({
  base,
  base_gst: Math.round(base / 10),
  fsl: 0,
  fsl_gst: 0,
  association_fee: 0,
  association_fee_gst: 0,
  insurer_fee: 0,
  insurer_fee_gst: 0,
  broker_fee: 150_00,
  broker_fee_gst: 15_00,
  stamp_duty: 0,
});
const cancellation = (over: Partial<CancellationRequest>): CancellationRequest => ({
  paid: paidBase(100_000),
  inception_date: '2028-01-01',
  end_date: '2029-01-01',
  issued_on: '2027-12-01',
  confirmed_on: '2027-12-01',
  requested_on: '2028-06-01',
  effective_date: '2028-07-01',
  gst_basis_points: 1000,
  stamp_duty_basis_points: 0,
  ...over,
});

describe('cooling-off', () => {
  it('ends 14 days after the earlier of confirmation and 5 days after issue', () => {
    expect(coolingOffLastDay('2026-03-01', '2026-03-01', rule)).toBe('2026-03-15');
    expect(coolingOffLastDay('2026-03-01', '2026-03-10', rule)).toBe('2026-03-20');
  });
  it('refunds everything on its last day and pro rata the day after', () => {
    const onLastDay = quoteCancellation(cancellation({ requested_on: '2027-12-15' }), rule);
    expect(onLastDay.basis).toBe('cooling_off');
    expect(onLastDay.refund.total_amount).toBe(100_000 + 10_000 + 150_00 + 15_00);
    expect(quoteCancellation(cancellation({ requested_on: '2027-12-16' }), rule).basis).toBe('pro_rata');
  });
});

describe('return premium after cooling-off', () => {
  it('returns the days left of a leap year, keeping the broker fee', () => {
    // 2028 has 366 days; 1 January to 1 July is 182 in force, 184 left: 1000.00 × 184/366 = 502.7322 → 502.73.
    const { refund } = quoteCancellation(cancellation({}), rule);
    expect(refund.base).toBe(502_73);
    expect(refund.base_gst).toBe(50_27);
    expect(refund.broker_fee + refund.broker_fee_gst).toBe(0);
    expect(refund.total_amount).toBe(553_00);
  });
  it('rounds a half cent up (100.01 × 91/182 = 50.005 → 50.01)', () => {
    const { refund } = quoteCancellation(
      cancellation({ paid: paidBase(100_01), end_date: '2028-07-01', effective_date: '2028-04-01' }),
      rule,
    );
    expect(refund.base).toBe(50_01);
  });
  it('keeps the minimum premium and uses the short-rate table when the insurer says so', () => {
    const shortRate = {
      ...rule,
      method: 'short_rate' as const,
      shortRateTable: [{ uptoDays: 200, earnedBasisPoints: 6000 }],
    };
    expect(quoteCancellation(cancellation({}), shortRate).refund.base).toBe(400_00);
    const minimum = { ...rule, minimumRetainedBasePremium: 600_00 };
    expect(quoteCancellation(cancellation({}), minimum).refund.base).toBe(400_00);
  });
});

describe('extension', () => {
  const request: ExtensionRequest = {
    inception_date: '2025-06-30',
    end_date: '2026-06-30',
    today: '2026-06-01',
    months: 3,
    original_base: 1200_00,
    original_term_months: 12,
    state: 'VIC',
    rates: defaultInsurerRates,
    commission_percent: '20',
    associate_commission_percent: '0',
  };
  const victorianBusiness = {
    ...defaultLifecycleRules,
    stampDuty: { ...defaultStampDutySchedule, VIC: victorianBusinessDutySteps },
  };
  it('prices 3 months pro rata with the duty rate in force when the extended cover starts', () => {
    const before = priceExtension(request, victorianBusiness);
    const after = priceExtension({ ...request, end_date: '2026-07-01' }, victorianBusiness);
    if (before.outcome === 'refused' || after.outcome === 'refused') throw new Error('refused');
    expect(before.premium.base).toBe(300_00);
    expect(before.stamp_duty_basis_points).toBe(800);
    expect(before.premium.stamp_duty).toBe(26_40);
    expect(after.stamp_duty_basis_points).toBe(700);
    expect(after.premium.stamp_duty).toBe(23_10);
    expect(after.new_end_date).toBe('2026-10-01');
  });
  it('refuses an ended policy, an odd length and a period past the cap; refers a long one', () => {
    expect(priceExtension({ ...request, today: '2026-07-01' }, defaultLifecycleRules).outcome).toBe('refused');
    expect(priceExtension({ ...request, months: 4 }, defaultLifecycleRules).outcome).toBe('refused');
    // 30 June 2025 to 30 March 2027 is 21 months: over 18, under the cap of 24.
    expect(priceExtension({ ...request, end_date: '2026-12-30' }, defaultLifecycleRules).outcome).toBe('referred');
    expect(priceExtension({ ...request, end_date: '2027-06-30', months: 3 }, defaultLifecycleRules).outcome).toBe(
      'refused',
    );
  });
});
