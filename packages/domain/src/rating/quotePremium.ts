import { centsToDecimal } from '../money/cents';
import type { QuoteRequest } from '../proposal/payload';
import { computePremiumBreakdown, type PremiumBreakdown } from './breakdown';
import { defaultInsurerRates, type InsurerRates } from './rates';
import { defaultRatingTable, rateProposal, type RatedPremium, type RatingTable } from './ratingTable';

export interface QuotePremiumOptions {
  table?: RatingTable;
  rates?: InsurerRates;
  /** The insurer's commission and associate commission, percent. */
  commission: string | number;
  associate_commission: string | number;
}

/** The premium of a quoted proposal: the rated base, then the insurer's fees, levy, GST and duty. */
export function quotePremium(
  payload: QuoteRequest,
  options: QuotePremiumOptions,
): { rated: RatedPremium; breakdown: PremiumBreakdown } {
  const rates = options.rates ?? defaultInsurerRates;
  const rated = rateProposal(payload, options.table ?? defaultRatingTable);
  const breakdown = computePremiumBreakdown({
    base: centsToDecimal(rated.baseCents),
    association_fee: centsToDecimal(rates.fees.association_fee),
    insurer_fee: centsToDecimal(rates.fees.insurer_fee),
    broker_fee: centsToDecimal(rates.fees.broker_fee),
    commission_percent: options.commission,
    associate_commission_percent: options.associate_commission,
    state: payload.property.address.state ?? '',
    rates,
  });
  return { rated, breakdown };
}
