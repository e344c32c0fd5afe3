import { todayIso } from '../format/date';
import type { QuoteRequest } from '../proposal/payload';
import type { QuoteOutcome } from '../reference/quoteStatus';
import {
  defaultUnderwritingLimits,
  underwritingRules,
  type UnderwritingLimits,
  type UnderwritingOutcome,
  type UnderwritingRule,
} from './rules';

export interface UnderwritingReason {
  ruleId: string;
  outcome: UnderwritingOutcome;
  reason: string;
}

export interface UnderwritingDecision {
  status: QuoteOutcome;
  /** Every rule that matched, declines first; empty when quoted. */
  reasons: UnderwritingReason[];
}

export interface DecideOptions {
  /** Today in Australia/Sydney (yyyy-mm-dd); defaults to the current date there. */
  today?: string;
  limits?: UnderwritingLimits;
  rules?: readonly UnderwritingRule[];
}

/**
 * Quoted, referred or declined for a quote request as the server receives it: declined when any
 * decline rule matches, referred when any referral rule matches, quoted otherwise.
 */
export function decideQuote(payload: QuoteRequest, options: DecideOptions = {}): UnderwritingDecision {
  const ctx = { today: options.today ?? todayIso(), limits: options.limits ?? defaultUnderwritingLimits };
  const matched = (options.rules ?? underwritingRules).filter((rule) => rule.applies(payload, ctx));
  const reasons = [...matched]
    .sort((a, b) => Number(a.outcome === 'referred') - Number(b.outcome === 'referred'))
    .map((rule) => ({ ruleId: rule.id, outcome: rule.outcome, reason: rule.reason(payload, ctx) }));
  const status: QuoteOutcome = reasons.some((r) => r.outcome === 'declined')
    ? 'declined'
    : reasons.length > 0
      ? 'referred'
      : 'quoted';
  return { status, reasons };
}

/** The reasons as one text for the quote's referred reason (meta.referred_reason). */
export function decisionSummary(decision: UnderwritingDecision): string {
  return decision.reasons.map((r) => r.reason).join(' ');
}
