import { z } from 'zod';
import { quoteStatusValues } from '../reference/quoteStatus';
import { quoteInfoMessages, referredReasonMaxLength, referredReasonProblem } from './quoteInfo';

// The quote editor's rules as schemas; the referred reason's rule is in quoteInfo.ts, which the editor
// reads without loading zod.

/** The referred-reason modal: a reason is required to refer a quote. */
export const referredReasonSchema = z.object({
  referred_reason: z
    .string({ error: quoteInfoMessages.referredReason })
    .trim()
    .superRefine((reason, context) => {
      const problem = referredReasonProblem(reason);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});

/**
 * PATCH /api/v1/quotes/{id}/info: status with wb_code and policy_number, or status plus
 * referred_reason. Choosing 'referred' needs the reason.
 */
export const quoteInfoSchema = z
  .object({
    status: z.enum(quoteStatusValues, { error: quoteInfoMessages.status }),
    wb_code: z.string().trim().max(50).nullish(),
    policy_number: z.string().trim().max(50).nullish(),
    referred_reason: z.string().trim().max(referredReasonMaxLength, quoteInfoMessages.referredReasonLength).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'referred' && !body.referred_reason) {
      ctx.addIssue({ code: 'custom', path: ['referred_reason'], message: quoteInfoMessages.referredReason });
    }
  });
export type QuoteInfoBody = z.input<typeof quoteInfoSchema>;

/** POST /api/v1/quotes/{id}/insurer. */
export const insurerSelectionSchema = z.object({
  insurer_id: z.coerce
    .number({ error: quoteInfoMessages.insurer })
    .int(quoteInfoMessages.insurer)
    .positive(quoteInfoMessages.insurer),
});
export type InsurerSelectionBody = z.input<typeof insurerSelectionSchema>;
