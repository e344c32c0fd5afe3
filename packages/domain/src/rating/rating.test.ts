import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toQuoteRequest } from '../mapping/quoteRequest';
import { centsToDecimal, toCents } from '../money/cents';
import { stateCodes } from '../reference/states';
import { cleanProposal } from '../testing/proposals';
import { applyBasisPoints, basisPointsToPercent, percentToBasisPoints, roundHalfAwayFromZero } from './arithmetic';
import {
  computePremiumBreakdown,
  computePremiumBreakdownCents,
  gstInTotal,
  parseAmountInput,
  premiumBreakdownFields,
  type PremiumInputs,
} from './breakdown';
import { quotePremium } from './quotePremium';
import { defaultInsurerRates } from './rates';
import { contractWorksPremium, defaultRatingTable, rateProposal } from './ratingTable';

const nsw = (changes: Partial<PremiumInputs> = {}): PremiumInputs => ({
  base: '950.00',
  association_fee: '0',
  insurer_fee: '0',
  broker_fee: '0',
  commission_percent: '20',
  associate_commission_percent: '0',
  state: 'NSW',
  ...changes,
});

describe('rounding', () => {
  it('rounds half away from zero', () => {
    expect(roundHalfAwayFromZero(5n, 10n)).toBe(1n);
    expect(roundHalfAwayFromZero(4n, 10n)).toBe(0n);
    expect(roundHalfAwayFromZero(-5n, 10n)).toBe(-1n);
    expect(roundHalfAwayFromZero(15n, 10n)).toBe(2n);
    expect(applyBasisPoints(14725, 1000)).toBe(1473);
  });

  it('reads percentages exactly', () => {
    expect(percentToBasisPoints('15.5')).toBe(1550);
    expect(percentToBasisPoints('1.10')).toBe(110);
    expect(percentToBasisPoints(12.5)).toBe(1250);
    expect(percentToBasisPoints('100')).toBe(10000);
    expect(() => percentToBasisPoints('1.005')).toThrow(RangeError);
    expect(() => percentToBasisPoints('-1')).toThrow(RangeError);
    expect(basisPointsToPercent(1250)).toBe('12.5');
    expect(basisPointsToPercent(900)).toBe('9');
  });
});

describe('the NSW worked example (INSURANCE-NOTES.md)', () => {
  it('base 950.00, ESL 147.25, GST 109.73, duty 108.63; the total is the sum of the lines shown', () => {
    const b = computePremiumBreakdown(nsw());
    expect(b.base).toBe('950.00');
    expect(b.fsl).toBe('147.25');
    expect(b.base_gst).toBe('95.00');
    expect(b.fsl_gst).toBe('14.73');
    expect(toCents(b.base_gst) + toCents(b.fsl_gst)).toBe(toCents('109.73'));
    expect(b.stamp_duty).toBe('108.63');
    // The published 1315.60 comes from rounding an unrounded total; our rule makes the total
    // equal the lines the customer sees: 950.00 + 147.25 + 109.73 + 108.63.
    expect(b.total_amount).toBe('1315.61');
    // The GST the total includes, to the cent: 95.00 + 14.73 (no GST on duty).
    expect(gstInTotal(b)).toBe('109.73');
  });

  it("the GST in the total adds every charge line's GST to the cent, and nothing else", () => {
    const b = computePremiumBreakdown({ ...nsw(), association_fee: '0.09', insurer_fee: '0.05', broker_fee: '0.01' });
    // Each fee's GST is rounded on its own line; the total's GST adds the rounded lines.
    const expected =
      toCents(b.base_gst) +
      toCents(b.fsl_gst) +
      toCents(b.association_fee_gst) +
      toCents(b.insurer_fee_gst) +
      toCents(b.broker_fee_gst);
    expect(toCents(gstInTotal(b))).toBe(expected);
    expect(gstInTotal({ ...b, stamp_duty: '999.99', commission_gst: '50.00' })).toBe(gstInTotal(b));
  });
});

describe('premium breakdown', () => {
  it('computes commissions and the insurer net', () => {
    const b = computePremiumBreakdown(
      nsw({ base: '1000', commission_percent: '22.5', associate_commission_percent: '10', broker_fee: '150' }),
    );
    expect(b.commission).toBe('225.00');
    expect(b.commission_gst).toBe('22.50');
    expect(b.associate_commission).toBe('22.50');
    expect(b.associate_commission_gst).toBe('2.25');
    expect(b.insurer_commission).toBe('775.00');
    expect(b.insurer_commission_gst).toBe('77.50');
    expect(b.broker_fee_gst).toBe('15.00');
  });

  it('uses typed overrides of levy and duty', () => {
    const b = computePremiumBreakdown(nsw({ fsl: '100', stamp_duty: '50.5' }));
    expect(b.fsl).toBe('100.00');
    expect(b.fsl_gst).toBe('10.00');
    expect(b.stamp_duty).toBe('50.50');
  });

  it('takes each state from the table (ACT no duty, SA 11%, VIC no levy)', () => {
    expect(computePremiumBreakdown(nsw({ state: 'ACT' })).stamp_duty).toBe('0.00');
    expect(computePremiumBreakdown(nsw({ state: 'SA' })).stamp_duty).toBe('114.95');
    expect(computePremiumBreakdown(nsw({ state: 'VIC' })).fsl).toBe('0.00');
  });

  it('treats an empty or half-typed amount as what it says, and refuses negatives and bad percentages', () => {
    expect(parseAmountInput('')).toBe(0);
    expect(parseAmountInput('12.')).toBe(1200);
    expect(() => parseAmountInput('-1')).toThrow(RangeError);
    expect(() => computePremiumBreakdown(nsw({ commission_percent: '100.01' }))).toThrow(
      'Commission must be between 0 and 100',
    );
  });

  it('lists the 18 fields of back-office §3', () => {
    expect(premiumBreakdownFields.map((f) => f.key)).toEqual([
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
      'total_amount',
      'commission',
      'commission_gst',
      'insurer_commission',
      'insurer_commission_gst',
      'associate_commission',
      'associate_commission_gst',
    ]);
  });
});

const amount = fc.integer({ min: 0, max: 50_000_000_00 }).map(centsToDecimal);
const percent = fc.integer({ min: 0, max: 10_000 }).map((bp) => basisPointsToPercent(bp));
const inputs = fc.record({
  base: amount,
  association_fee: amount,
  insurer_fee: amount,
  broker_fee: amount,
  commission_percent: percent,
  associate_commission_percent: percent,
  state: fc.constantFrom(...stateCodes),
});
// Independent check of "GST is 10%, half away from zero" for a non-negative amount.
const tenPercent = (cents: number): number => Math.floor((cents + 5) / 10);

describe('money maths over random inputs', () => {
  it('the total is the sum of its parts, GST is 10% of each, nothing is negative', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const b = computePremiumBreakdownCents(input);
        const parts =
          b.base +
          b.fsl +
          b.association_fee +
          b.insurer_fee +
          b.broker_fee +
          b.base_gst +
          b.fsl_gst +
          b.association_fee_gst +
          b.insurer_fee_gst +
          b.broker_fee_gst +
          b.stamp_duty;
        expect(b.total_amount).toBe(parts);
        expect(b.base_gst).toBe(tenPercent(b.base));
        expect(b.fsl_gst).toBe(tenPercent(b.fsl));
        expect(b.association_fee_gst).toBe(tenPercent(b.association_fee));
        expect(b.insurer_fee_gst).toBe(tenPercent(b.insurer_fee));
        expect(b.broker_fee_gst).toBe(tenPercent(b.broker_fee));
        expect(b.commission_gst).toBe(tenPercent(b.commission));
        expect(b.associate_commission_gst).toBe(tenPercent(b.associate_commission));
        expect(b.commission + b.insurer_commission).toBe(b.base);
        expect(b.associate_commission).toBeLessThanOrEqual(b.commission);
        for (const value of Object.values(b)) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('does not drift: feeding the shown amounts back gives the same breakdown', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const first = computePremiumBreakdown(input);
        const { base, fsl, association_fee, insurer_fee, broker_fee, stamp_duty } = first;
        const again = computePremiumBreakdown({
          ...input,
          base,
          fsl,
          association_fee,
          insurer_fee,
          broker_fee,
          stamp_duty,
        });
        expect(again).toEqual(first);
        for (const value of Object.values(first)) expect(value).toMatch(/^\d+\.\d{2}$/);
      }),
      { numRuns: 2000 },
    );
  });

  it('the levy and duty are the state rates of their bases, to the cent', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const b = computePremiumBreakdownCents(input);
        const state = input.state;
        const exactLevy = (b.base * defaultInsurerRates.fireServicesLevyBasisPoints[state]) / 10_000;
        expect(Math.abs(b.fsl - exactLevy)).toBeLessThanOrEqual(0.5);
        const dutiable = b.total_amount - b.stamp_duty - b.broker_fee - b.broker_fee_gst;
        const exactDuty = (dutiable * defaultInsurerRates.stampDutyBasisPoints[state]) / 10_000;
        expect(Math.abs(b.stamp_duty - exactDuty)).toBeLessThanOrEqual(0.5);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('rating a quoted proposal', () => {
  const payload = (changes: Parameters<typeof cleanProposal>[0] = {}) => toQuoteRequest(cleanProposal(changes), 'q');

  it('rates a $450,000 new home with $5M liability', () => {
    const rated = rateProposal(payload());
    expect(rated).toEqual({
      baseCents: 2075_00,
      contractWorksCents: 1825_00,
      existingStructureCents: 0,
      publicLiabilityCents: 250_00,
      minimumApplied: false,
    });
  });

  it('adds the existing structure, the liability limit and the construction type', () => {
    const rated = rateProposal(
      payload({
        aboutConstructionProject: 'Extensions, alterations or additions to the existing home',
        liabilityIndemnity: '20000000',
        existingStructure: 'yes',
        existingStructureValue: '300000',
        nonCombustible: 'yes',
        structurallyUnsound: 'no',
      }),
    );
    expect(rated.contractWorksCents).toBe(2190_00);
    expect(rated.existingStructureCents).toBe(300_00);
    expect(rated.publicLiabilityCents).toBe(650_00);
    expect(rated.baseCents).toBe(3140_00);
  });

  it('applies the minimum premium', () => {
    const rated = rateProposal(payload({ constructionValue: '50000', aboutConstructionProject: 'Garage/Shed' }));
    expect(rated.baseCents).toBe(500_00);
    expect(rated.minimumApplied).toBe(true);
  });

  it('never charges less for a larger contract', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000_00 }),
        fc.integer({ min: 0, max: 1_000_000_00 }),
        (value, more) => {
          expect(contractWorksPremium(value + more, 'New home', defaultRatingTable)).toBeGreaterThanOrEqual(
            contractWorksPremium(value, 'New home', defaultRatingTable),
          );
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('gives the full breakdown with the insurer fees for the state of the risk', () => {
    const { breakdown } = quotePremium(payload(), { commission: '20', associate_commission: '0' });
    expect(breakdown.base).toBe('2075.00');
    expect(breakdown.fsl).toBe('321.63');
    expect(breakdown.broker_fee).toBe('150.00');
    expect(breakdown.broker_fee_gst).toBe('15.00');
    expect(breakdown.base_gst).toBe('207.50');
    expect(breakdown.fsl_gst).toBe('32.16');
    expect(breakdown.stamp_duty).toBe('237.27');
    expect(breakdown.total_amount).toBe('3038.56');
  });
});

describe('stored pricing data', () => {
  it('accepts the defaults and refuses a bad edit', async () => {
    const { insurerRatesSchema, ratingTableSchema } = await import('./schemas');
    const { surchargeConfigSchema, defaultSurchargeConfig } = await import('../surcharge');
    const { underwritingLimitsSchema, defaultUnderwritingLimits } = await import('../underwriting');
    expect(insurerRatesSchema.safeParse(defaultInsurerRates).success).toBe(true);
    expect(ratingTableSchema.safeParse(defaultRatingTable).success).toBe(true);
    expect(surchargeConfigSchema.safeParse(defaultSurchargeConfig).success).toBe(true);
    expect(underwritingLimitsSchema.safeParse(defaultUnderwritingLimits).success).toBe(true);
    expect(insurerRatesSchema.safeParse({ ...defaultInsurerRates, gstBasisPoints: 10.5 }).success).toBe(false);
    const unordered = {
      ...defaultRatingTable,
      contractWorksBands: [
        { upToCents: 500, rateBasisPoints: 1 },
        { upToCents: 100, rateBasisPoints: 1 },
        { upToCents: null, rateBasisPoints: 1 },
      ],
    };
    expect(ratingTableSchema.safeParse(unordered).success).toBe(false);
    expect(underwritingLimitsSchema.safeParse({ autoQuoteMaxCents: 2, panelMaxCents: 1 }).success).toBe(false);
  });
});
