import { z } from 'zod';
import { amountTextPattern } from '../money/amountInput';
import { editablePremiumKeys } from '../rating/breakdown';
import { keyed } from '../util/keyed';
import { premiumAmountMessage, premiumAmountRequiredMessage } from './premiumMessages';

// Required here (the grid shows every amount); the form of an amount is the API's (money/amountInput.ts).
const premiumAmount = z
  .string({ error: premiumAmountRequiredMessage })
  .trim()
  .min(1, { error: premiumAmountRequiredMessage, abort: true })
  .regex(amountTextPattern, premiumAmountMessage);

/** The premium grid's editable amounts: what staff type, each required. The body of POST /quotes/{id}/premium is the contract's (api/quotes.ts premiumAmountsBody). */
export const premiumFormSchema = z.object(keyed(editablePremiumKeys, () => premiumAmount));
export type PremiumFormValues = z.input<typeof premiumFormSchema>;
