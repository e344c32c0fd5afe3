import { z } from 'zod';
import { computedPremiumKeys, editablePremiumKeys } from '../rating/breakdown';
import { keyed } from '../util/keyed';

/** Premium inputs accept digits with up to two decimals (back-office §5). */
export const premiumAmountMessage = 'Please enter an amount with up to two decimals.';
export const premiumAmountRequiredMessage = 'Please enter an amount.';

const premiumAmount = z
  .string({ error: premiumAmountRequiredMessage })
  .trim()
  .min(1, { error: premiumAmountRequiredMessage, abort: true })
  .regex(/^\d+(\.\d{1,2})?$/, premiumAmountMessage);

/** The premium grid's editable amounts: what staff type. */
export const premiumFormSchema = z.object(keyed(editablePremiumKeys, () => premiumAmount));
export type PremiumFormValues = z.input<typeof premiumFormSchema>;

/**
 * POST /api/v1/quotes/{id}/premium: the client sends every breakdown field; the server keeps the
 * editable amounts and recomputes the rest with `computePremiumBreakdown` (never trusts a sent
 * total), so the computed fields are accepted but not required.
 */
const computedAmount = z.string().regex(/^-?\d+(\.\d{1,2})?$/, premiumAmountMessage).optional();
export const premiumUpdateSchema = premiumFormSchema.extend(keyed(computedPremiumKeys, () => computedAmount));
export type PremiumUpdateBody = z.input<typeof premiumUpdateSchema>;
