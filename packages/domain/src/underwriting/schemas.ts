import { z } from 'zod';
import type { UnderwritingLimits } from './rules';

/** Contract-value limits as the server stores them (cents; auto-quote limit within the maximum). */
export const underwritingLimitsSchema: z.ZodType<UnderwritingLimits> = z
  .object({
    autoQuoteMaxCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    panelMaxCents: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  })
  .refine((l) => l.autoQuoteMaxCents <= l.panelMaxCents, 'The automatic-quote limit cannot be above the panel maximum.');
