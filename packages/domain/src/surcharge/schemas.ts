import { z } from 'zod';
import type { SurchargeConfig } from './surcharge';

const rate = z
  .string()
  .regex(/^\d{1,3}(\.\d{1,2})?$/, 'A surcharge rate is a percentage with up to two decimals.')
  .refine((r) => Number(r) <= 100, 'A surcharge rate is between 0 and 100.');

/** Surcharge settings as the server stores them. */
export const surchargeConfigSchema: z.ZodType<SurchargeConfig> = z.object({
  enabled: z.boolean(),
  rates: z.object({ visa: rate, mastercard: rate, amex: rate }),
});
