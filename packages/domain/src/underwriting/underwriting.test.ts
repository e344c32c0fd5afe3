import { describe, expect, it } from 'vitest';
import { toQuoteRequest } from '../mapping/quoteRequest';
import type { QuoteRequest } from '../proposal/payload';
import type { ProposalFormValues } from '../proposal/schema';
import { cleanProposal, TODAY } from '../testing/proposals';
import { decideQuote, decisionSummary } from './decide';
import { underwritingRules } from './rules';

const request = (changes: Partial<ProposalFormValues> = {}): QuoteRequest =>
  toQuoteRequest(cleanProposal(changes), 'q');
const claim = (claimDate: string) => ({
  insurer: 'NRMA',
  claimDate,
  claimedFor: 'Storm',
  cost: '1200',
  address: '1 Road',
});
const started = {
  constructionWork: 'yes',
  workCommence1YearAgo: 'no',
  workComments: 'Slab',
  completedWorkValueToDate: '20000',
  commencedConstructionAwareness: 'no',
} as const;

// [rule id, proposal that trips it (and only it), reason text]
const cases: [string, QuoteRequest, string][] = [
  [
    'D1-outside-mainland',
    request({ workOutsideMainland: 'yes' }),
    'Work outside mainland Australia and Tasmania cannot be insured.',
  ],
  [
    'D2-swimming-pool-only',
    request({ swimmingPoolContracts: 'yes' }),
    'A contract for a swimming pool only cannot be insured: owner-builder cover does not include swimming pool work or installation.',
  ],
  [
    'D3-not-on-permanent-footings',
    request({ houseRaising: 'yes' }),
    'The home is being raised, restumped or relocated: cover can be offered once it is on permanent footings or slabs.',
  ],
  [
    'D4-undischarged-bankruptcy',
    request({
      bankrupt: 'yes',
      bankruptWhen: '2020-01-01',
      arrangement: '3 years',
      arrangementEnd: '2023-01-01',
      discharged: 'no',
    }),
    'The policy holder is an undischarged bankrupt.',
  ],
  [
    'D5-above-panel-maximum',
    request({ constructionValue: '5000000.01' }),
    'The contract value of $5,000,000.01 is above the $5,000,000.00 maximum our insurers accept.',
  ],
  ['R1-deep-excavation', request({ excavationDeeper: 'yes' }), 'Excavation deeper than 5 metres.'],
  [
    'R2-piling-shoring-underpinning',
    request({ workInvolving: 'yes', workInvolvingFile: 'k1' }),
    'Piling, shoring or underpinning (plans attached).',
  ],
  [
    'R3-water-or-flood',
    request({ waterEscape: 'yes', waterEscapeFile: 'k2' }),
    'Works on or over water, or at risk of flood (plans attached).',
  ],
  ['R4-high-demolition', request({ demolition: 'yes' }), 'Demolition above 10 metres.'],
  [
    'R5-asbestos',
    request({ asbestos: 'yes', asbestosRemoval: 'yes', asbestosAmount: '20 m2', asbestosLocation: 'Eaves' }),
    'Work involves asbestos (licensed removalist confirmed).',
  ],
  ['R6-heritage', request({ heritage: 'yes', heritageFile: 'k3' }), 'Work on a heritage-listed building.'],
  [
    'R7-experimental-methods',
    request({ experimentalMethods: 'yes', prototypeFile: 'k4' }),
    'Prototype or experimental materials or methods.',
  ],
  ['R8-straw-bales', request({ straw: 'yes', strawFile: 'k5' }), 'Straw bale construction.'],
  [
    'R9-more-than-two-storeys',
    request({ duplex: 'yes', duplexFile: 'k6' }),
    'A home or duplex of more than 2 storeys.',
  ],
  [
    'R10-claims-in-three-years',
    request({ damage: 'yes', claims: [claim('2025-01-01'), claim('2024-06-01')] }),
    '2 or more claims in the last 3 years (2 listed).',
  ],
  [
    'R11-claims-over-ten-thousand',
    request({
      cumulatively: 'yes',
      cumulativeInsurer: 'AAMI',
      cumulativeDate: '2024-01-01',
      cumulativeClaimedFor: 'Fire',
      cumulativeCost: '15000',
      cumulativeAddress: '1 Road',
    }),
    'Claims over $10,000 ($15,000.00).',
  ],
  [
    'R12-insurance-declined',
    request({
      excessImposed: 'yes',
      excessImposedDate: '2024-01-01',
      insuranceType: 'Home',
      insuranceDeclinedReason: 'Non-payment',
      whoInsurer: 'AAMI',
    }),
    'Insurance previously declined or cancelled: Non-payment.',
  ],
  [
    'R13-losses-suffered',
    request({ suffered: 'yes', sufferedDetails: 'Theft of tools' }),
    'Losses suffered (uninsured, or on the work done so far).',
  ],
  [
    'R14-discharged-bankruptcy',
    request({
      bankrupt: 'yes',
      bankruptWhen: '2015-01-01',
      arrangement: '3 years',
      arrangementEnd: '2018-01-01',
      discharged: 'yes',
    }),
    'The policy holder is a discharged bankrupt.',
  ],
  [
    'R15-criminal-conviction',
    request({ convicted: 'yes', convictedWhen: '2010-01-01', offenceCategory: 'Fraud', offenceOutcome: 'Fine' }),
    'Criminal conviction: Fraud.',
  ],
  [
    'R16-commenced-over-a-year-ago',
    request({ ...started, workCommence1YearAgo: 'yes', workCommenceDate: '2025-06-30' }),
    'Work commenced more than a year ago (30/06/2025).',
  ],
  [
    'R17-unsound-existing-structure',
    request({
      existingStructure: 'yes',
      existingStructureValue: '300000',
      nonCombustible: 'yes',
      structurallyUnsound: 'yes',
    }),
    'The existing structure to be insured is dilapidated or structurally unsound.',
  ],
  [
    'R18-above-automatic-limit',
    request({ constructionValue: '1000000.01' }),
    'The contract value of $1,000,000.01 is above the $1,000,000.00 automatic-quote limit.',
  ],
];

describe('underwriting decision', () => {
  it('quotes a proposal that trips no rule', () => {
    expect(decideQuote(request(), { today: TODAY })).toEqual({ status: 'quoted', reasons: [] });
  });

  it('has a test case for every rule', () => {
    expect(cases.map(([id]) => id)).toEqual(underwritingRules.map((r) => r.id));
  });

  it.each(cases)('%s', (id, payload, reason) => {
    const decision = decideQuote(payload, { today: TODAY });
    const rule = underwritingRules.find((r) => r.id === id);
    expect(decision.status).toBe(rule?.outcome);
    expect(decision.reasons).toEqual([{ ruleId: id, outcome: rule?.outcome, reason }]);
  });

  it('declines when a decline and a referral both match, listing declines first', () => {
    const decision = decideQuote(
      request({
        asbestos: 'yes',
        asbestosRemoval: 'no',
        asbestosAmount: 'a',
        asbestosLocation: 'b',
        workOutsideMainland: 'yes',
      }),
      { today: TODAY },
    );
    expect(decision.status).toBe('declined');
    expect(decision.reasons.map((r) => r.ruleId)).toEqual(['D1-outside-mainland', 'R5-asbestos']);
    expect(decisionSummary(decision)).toBe(
      'Work outside mainland Australia and Tasmania cannot be insured. Work involves asbestos (no licensed removalist confirmed).',
    );
  });

  it("keeps to the limits at their edges and takes an insurer's own limits", () => {
    expect(decideQuote(request({ constructionValue: '1000000' }), { today: TODAY }).status).toBe('quoted');
    expect(decideQuote(request({ constructionValue: '5000000' }), { today: TODAY }).status).toBe('referred');
    const limits = { autoQuoteMaxCents: 200_000_00, panelMaxCents: 400_000_00 };
    expect(decideQuote(request({ constructionValue: '450000' }), { today: TODAY, limits }).status).toBe('declined');
  });

  it('declines a pool-only construction type even when the pool question says no', () => {
    expect(decideQuote(request({ aboutConstructionProject: 'New pool' }), { today: TODAY }).reasons[0]?.ruleId).toBe(
      'D2-swimming-pool-only',
    );
  });

  it('refers by date when work started more than a year ago, and not when less', () => {
    const recent = request({ ...started });
    expect(decideQuote(recent, { today: TODAY }).status).toBe('quoted');
    const old = { ...recent, property: { ...recent.property, commenced_date: '2025-11-21' } };
    expect(decideQuote(old, { today: TODAY }).reasons.map((r) => r.ruleId)).toEqual(['R16-commenced-over-a-year-ago']);
    const yearToday = { ...recent, property: { ...recent.property, commenced_date: '2025-11-22' } };
    expect(decideQuote(yearToday, { today: TODAY }).status).toBe('quoted');
  });

  it('refers 2 claims in 3 years from the list dates, but not older ones', () => {
    const payload = request();
    const withClaims = (dates: string[]): QuoteRequest => ({
      ...payload,
      claim_risk: {
        ...payload.claim_risk,
        claims: dates.map((d) => ({ insurer: 'X', claim_date: d, claimed_for: 'y', address: 'z', cost: '1.00' })),
      },
    });
    expect(decideQuote(withClaims(['2024-01-01', '2025-01-01']), { today: TODAY }).status).toBe('referred');
    expect(decideQuote(withClaims(['2020-01-01', '2025-01-01']), { today: TODAY }).status).toBe('quoted');
  });
});
