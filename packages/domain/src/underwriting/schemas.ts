import { z } from 'zod';
import type { UnderwritingLimits } from './rules';
import { centsSchema } from '../rating/schemas';

/** Contract-value limits as the server stores them (cents; auto-quote limit within the maximum). */
export const underwritingLimitsSchema: z.ZodType<UnderwritingLimits> = z
  .object({
    autoQuoteMaxCents: centsSchema,
    panelMaxCents: centsSchema,
  })
  .refine(
    (l) => l.autoQuoteMaxCents <= l.panelMaxCents,
    'The automatic-quote limit cannot be above the panel maximum.',
  );
