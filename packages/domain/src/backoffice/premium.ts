import { z } from 'zod';
import { editablePremiumKeys } from '../rating/breakdown';
import { keyed } from '../util/keyed';
import { premiumAmountMessage, premiumAmountRequiredMessage } from './premiumMessages';

export { premiumAmountMessage, premiumAmountRequiredMessage };

const premiumAmount = z
  .string({ error: premiumAmountRequiredMessage })
  .trim()
  .min(1, { error: premiumAmountRequiredMessage, abort: true })
  .regex(/^\d+(\.\d{1,2})?$/, premiumAmountMessage);

/** The premium grid's editable amounts: what staff type, each required. The body of POST /quotes/{id}/premium is the contract's (api/quotes.ts premiumAmountsBody). */
export const premiumFormSchema = z.object(keyed(editablePremiumKeys, () => premiumAmount));
export type PremiumFormValues = z.input<typeof premiumFormSchema>;

