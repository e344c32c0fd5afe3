import { toCents, type Cents } from '../money/cents';
import { formatAud } from '../money/format';
import type { QuoteRequest } from '../proposal/payload';
import { poolOnlyConstructionType } from '../reference/constructionTypes';

export type UnderwritingOutcome = 'declined' | 'referred';

/** What rules may read besides the payload. */
export interface UnderwritingContext {
  /** Today in Australia/Sydney, yyyy-mm-dd. */
  today: string;
  limits: UnderwritingLimits;
}

/** Contract-value limits; an insurer panel can store its own. */
export interface UnderwritingLimits {
  /** Above this a broker reviews the quote before it is issued. */
  autoQuoteMaxCents: Cents;
  /** Above this no insurer on the panel accepts the risk. */
  panelMaxCents: Cents;
}

export const defaultUnderwritingLimits: UnderwritingLimits = {
  autoQuoteMaxCents: 1_000_000_00,
  panelMaxCents: 5_000_000_00,
};

export interface UnderwritingRule {
  id: string;
  /** The condition in words (for the rules table in the README and the back office). */
  condition: string;
  outcome: UnderwritingOutcome;
  /** The reason a broker reads on the quote. */
  reason: (payload: QuoteRequest, ctx: UnderwritingContext) => string;
  applies: (payload: QuoteRequest, ctx: UnderwritingContext) => boolean;
}

/** Contract value in cents, or null when it is missing or not an amount. */
export function contractValueCents(payload: QuoteRequest): Cents | null {
  try {
    return payload.property.valuation ? toCents(payload.property.valuation) : null;
  } catch {
    return null;
  }
}

const fixed = (text: string) => (): string => text;
const yearsBefore = (today: string, years: number): string => `${Number(today.slice(0, 4)) - years}${today.slice(4)}`;

/** Dates of listed claims within the last 3 years (the question's own window). */
function claimsInThreeYears(payload: QuoteRequest, ctx: UnderwritingContext): number {
  const from = yearsBefore(ctx.today, 3);
  return payload.claim_risk.claims.filter((c) => typeof c.claim_date === 'string' && c.claim_date >= from).length;
}

/** Declines come first: the first matching outcome wins, and every match is listed. */
export const underwritingRules: readonly UnderwritingRule[] = [
  {
    id: 'D1-outside-mainland',
    condition: 'property_risk.work_outside_mn_tas is yes',
    outcome: 'declined',
    reason: fixed('Work outside mainland Australia and Tasmania cannot be insured.'),
    applies: (p) => p.property_risk.work_outside_mn_tas === true,
  },
  {
    id: 'D2-swimming-pool-only',
    condition: `property_risk.swimming_pool_contracts is yes, or the construction type is '${poolOnlyConstructionType}'`,
    outcome: 'declined',
    reason: fixed(
      'A contract for a swimming pool only cannot be insured: owner-builder cover does not include swimming pool work or installation.',
    ),
    applies: (p) =>
      p.property_risk.swimming_pool_contracts === true || p.covers[0]?.construction_type === poolOnlyConstructionType,
  },
  {
    id: 'D3-not-on-permanent-footings',
    condition: 'property_risk.property_relocating is yes (house raising, restumping or relocating)',
    outcome: 'declined',
    reason: fixed(
      'The home is being raised, restumped or relocated: cover can be offered once it is on permanent footings or slabs.',
    ),
    applies: (p) => p.property_risk.property_relocating === true,
  },
  {
    id: 'D4-undischarged-bankruptcy',
    condition: 'is_declared_bankrupt is yes and is_discharged_from_bankruptcy is not yes',
    outcome: 'declined',
    reason: fixed('The policy holder is an undischarged bankrupt.'),
    applies: (p) =>
      p.property_holder_risk.is_declared_bankrupt === true &&
      p.property_holder_risk.is_discharged_from_bankruptcy !== true,
  },
  {
    id: 'D5-above-panel-maximum',
    condition: 'contract value above the panel maximum (default $5,000,000)',
    outcome: 'declined',
    reason: (p, ctx) =>
      `The contract value of ${formatAud(contractValueCents(p))} is above the ${formatAud(ctx.limits.panelMaxCents)} maximum our insurers accept.`,
    applies: (p, ctx) => (contractValueCents(p) ?? 0) > ctx.limits.panelMaxCents,
  },
  {
    id: 'R1-deep-excavation',
    condition: 'is_excavation_deeper_than_five_meter is yes',
    outcome: 'referred',
    reason: fixed('Excavation deeper than 5 metres.'),
    applies: (p) => p.property_risk.is_excavation_deeper_than_five_meter === true,
  },
  {
    id: 'R2-piling-shoring-underpinning',
    condition: 'is_work_involve_piling is yes',
    outcome: 'referred',
    reason: fixed('Piling, shoring or underpinning (plans attached).'),
    applies: (p) => p.property_risk.is_work_involve_piling === true,
  },
  {
    id: 'R3-water-or-flood',
    condition: 'is_risk_of_water_flood is yes',
    outcome: 'referred',
    reason: fixed('Works on or over water, or at risk of flood (plans attached).'),
    applies: (p) => p.property_risk.is_risk_of_water_flood === true,
  },
  {
    id: 'R4-high-demolition',
    condition: 'demolition_above_ten_meters is yes',
    outcome: 'referred',
    reason: fixed('Demolition above 10 metres.'),
    applies: (p) => p.property_risk.demolition_above_ten_meters === true,
  },
  {
    id: 'R5-asbestos',
    condition: 'involves_asbestos is yes',
    outcome: 'referred',
    reason: (p) =>
      `Work involves asbestos${p.property_risk.confirmed_asbestos_contractor === true ? ' (licensed removalist confirmed)' : ' (no licensed removalist confirmed)'}.`,
    applies: (p) => p.property_risk.involves_asbestos === true,
  },
  {
    id: 'R6-heritage',
    condition: 'work_involves_heritage_building is yes',
    outcome: 'referred',
    reason: fixed('Work on a heritage-listed building.'),
    applies: (p) => p.property_risk.work_involves_heritage_building === true,
  },
  {
    id: 'R7-experimental-methods',
    condition: 'experimental_methods is yes',
    outcome: 'referred',
    reason: fixed('Prototype or experimental materials or methods.'),
    applies: (p) => p.property_risk.experimental_methods === true,
  },
  {
    id: 'R8-straw-bales',
    condition: 'involves_bales is yes',
    outcome: 'referred',
    reason: fixed('Straw bale construction.'),
    applies: (p) => p.property_risk.involves_bales === true,
  },
  {
    id: 'R9-more-than-two-storeys',
    condition: 'is_multi_stories is yes',
    outcome: 'referred',
    reason: fixed('A home or duplex of more than 2 storeys.'),
    applies: (p) => p.property_risk.is_multi_stories === true,
  },
  {
    id: 'R10-claims-in-three-years',
    condition: 'is_claimed_in_last_three_year is yes, or 2 or more listed claims dated in the last 3 years',
    outcome: 'referred',
    reason: (p) => `2 or more claims in the last 3 years (${p.claim_risk.claims.length} listed).`,
    applies: (p, ctx) => p.claim_risk.is_claimed_in_last_three_year === true || claimsInThreeYears(p, ctx) >= 2,
  },
  {
    id: 'R11-claims-over-ten-thousand',
    condition: 'is_claimed_over_ten_thousand is yes',
    outcome: 'referred',
    reason: (p) =>
      `Claims over $10,000${p.claim_risk.clf_total_claims ? ` (${formatAud(p.claim_risk.clf_total_claims)})` : ''}.`,
    applies: (p) => p.claim_risk.is_claimed_over_ten_thousand === true,
  },
  {
    id: 'R12-insurance-declined',
    condition: 'is_claimed_rejected is yes (insurance declined or cancelled)',
    outcome: 'referred',
    reason: (p) =>
      `Insurance previously declined or cancelled${p.claim_risk.clr_rejected_for ? `: ${p.claim_risk.clr_rejected_for}` : ''}.`,
    applies: (p) => p.claim_risk.is_claimed_rejected === true,
  },
  {
    id: 'R13-losses-suffered',
    condition: 'is_suffered_loss is yes, or is_claims_or_reported_losses is yes on work already started',
    outcome: 'referred',
    reason: fixed('Losses suffered (uninsured, or on the work done so far).'),
    applies: (p) =>
      p.claim_risk.is_suffered_loss === true ||
      (p.property.is_project_work_commenced === true && p.property.is_claims_or_reported_losses === true),
  },
  {
    id: 'R14-discharged-bankruptcy',
    condition: 'is_declared_bankrupt is yes and is_discharged_from_bankruptcy is yes',
    outcome: 'referred',
    reason: fixed('The policy holder is a discharged bankrupt.'),
    applies: (p) =>
      p.property_holder_risk.is_declared_bankrupt === true &&
      p.property_holder_risk.is_discharged_from_bankruptcy === true,
  },
  {
    id: 'R15-criminal-conviction',
    condition: 'is_convicted_criminal is yes',
    outcome: 'referred',
    reason: (p) =>
      `Criminal conviction${p.property_holder_risk.criminal_offense ? `: ${p.property_holder_risk.criminal_offense}` : ''}.`,
    applies: (p) => p.property_holder_risk.is_convicted_criminal === true,
  },
  {
    id: 'R16-commenced-over-a-year-ago',
    condition: 'work has started and is_commenced_year_ago is yes, or commenced_date is more than a year before today',
    outcome: 'referred',
    reason: (p) =>
      `Work commenced more than a year ago${p.property.commenced_date ? ` (${p.property.commenced_date.split('-').reverse().join('/')})` : ''}.`,
    applies: (p, ctx) =>
      p.property.is_project_work_commenced === true &&
      (p.property.is_commenced_year_ago === true ||
        (typeof p.property.commenced_date === 'string' && p.property.commenced_date < yearsBefore(ctx.today, 1))),
  },
  {
    id: 'R17-unsound-existing-structure',
    condition: 'insure_existing_structure is yes and is_structurally_unsound is yes',
    outcome: 'referred',
    reason: fixed('The existing structure to be insured is dilapidated or structurally unsound.'),
    applies: (p) => p.property.insure_existing_structure === true && p.property.is_structurally_unsound === true,
  },
  {
    id: 'R18-above-automatic-limit',
    condition: 'contract value above the automatic-quote limit (default $1,000,000) and within the panel maximum',
    outcome: 'referred',
    reason: (p, ctx) =>
      `The contract value of ${formatAud(contractValueCents(p))} is above the ${formatAud(ctx.limits.autoQuoteMaxCents)} automatic-quote limit.`,
    applies: (p, ctx) => {
      const value = contractValueCents(p) ?? 0;
      return value > ctx.limits.autoQuoteMaxCents && value <= ctx.limits.panelMaxCents;
    },
  },
];
