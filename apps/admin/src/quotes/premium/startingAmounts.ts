import type { QuoteDetail } from '@buildcover/api-client';
import {
  centsToDecimal,
  defaultInsurerRates,
  editablePremiumKeys,
  keyed,
  type EditablePremiumKey,
} from '@buildcover/domain';

export type PremiumAmounts = Record<EditablePremiumKey, string>;

/**
 * Where the premium grid starts: the premium staff saved last, or else the automatic rating the
 * server stored at submission (its base, the standard fees; levy and duty computed from the state).
 */
export function startingAmounts(quote: QuoteDetail): { amounts: PremiumAmounts; source: 'saved' | 'rating' | 'empty' } {
  const saved = quote.policy?.premium;
  if (saved && saved.total_amount) {
    return { amounts: keyed(editablePremiumKeys, (key) => saved[key] ?? ''), source: 'saved' };
  }
  const rating = quote.meta.rating;
  const fees = defaultInsurerRates.fees;
  const base = rating ? centsToDecimal(rating.baseCents) : '';
  return {
    amounts: {
      base,
      fsl: '',
      association_fee: centsToDecimal(fees.association_fee),
      insurer_fee: centsToDecimal(fees.insurer_fee),
      broker_fee: centsToDecimal(fees.broker_fee),
      stamp_duty: '',
    },
    source: base ? 'rating' : 'empty',
  };
}
