import { z } from 'zod';
import { premiumBreakdownFields, type EditablePremiumKey } from '../rating/breakdown';

/** Premium inputs accept digits with up to two decimals (back-office §5). */
export const premiumAmountMessage = 'Please enter an amount with up to two decimals.';
export const premiumAmountRequiredMessage = 'Please enter an amount.';

const premiumAmount = z
  .string({ error: premiumAmountRequiredMessage })
  .trim()
  .min(1, { error: premiumAmountRequiredMessage, abort: true })
  .regex(/^\d+(\.\d{1,2})?$/, premiumAmountMessage);

export const editablePremiumKeys = premiumBreakdownFields.filter((f) => f.editable).map((f) => f.key) as EditablePremiumKey[];

/** The premium grid's editable amounts: what staff type. */
export const premiumFormSchema = z.object({
  base: premiumAmount,
  fsl: premiumAmount,
  association_fee: premiumAmount,
  insurer_fee: premiumAmount,
  broker_fee: premiumAmount,
  stamp_duty: premiumAmount,
});
export type PremiumFormValues = z.input<typeof premiumFormSchema>;

/**
 * POST /api/v1/quotes/{id}/premium: the client sends every breakdown field; the server keeps the
 * editable amounts and recomputes the rest with `computePremiumBreakdown` (never trusts a sent
 * total), so the computed fields are accepted but not required.
 */
export const premiumUpdateSchema = premiumFormSchema.extend(
  Object.fromEntries(
    premiumBreakdownFields.filter((f) => !f.editable).map((f) => [f.key, z.string().regex(/^-?\d+(\.\d{1,2})?$/, premiumAmountMessage).optional()]),
  ) as Record<Exclude<(typeof premiumBreakdownFields)[number]['key'], EditablePremiumKey>, z.ZodOptional<z.ZodString>>,
);
export type PremiumUpdateBody = z.input<typeof premiumUpdateSchema>;
