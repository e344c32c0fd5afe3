import { z } from 'zod';
import { quoteInfoMessages, referredReasonProblem } from './quoteInfo';

// The quote editor's rules as schemas; the referred reason's rule is in quoteInfo.ts, which the editor
// reads without loading zod. The body of PATCH /quotes/{id}/info is the contract's quoteInfoUpdateBody.

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

/** POST /api/v1/quotes/{id}/insurer. */
export const insurerSelectionSchema = z.object({
  insurer_id: z.coerce
    .number({ error: quoteInfoMessages.insurer })
    .int(quoteInfoMessages.insurer)
    .positive(quoteInfoMessages.insurer),
});
export type InsurerSelectionBody = z.input<typeof insurerSelectionSchema>;
