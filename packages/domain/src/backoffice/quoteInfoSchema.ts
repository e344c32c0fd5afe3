import { z } from 'zod';
import { quoteInfoMessages, referredReasonProblem } from './quoteInfo';

// The quote editor's rules as schemas; the referred reason's rule is in quoteInfo.ts, which the editor
// reads without loading zod. The bodies of PATCH /quotes/{id}/info and POST /quotes/{id}/insurer are the
// contract's (api/quotes.ts quoteInfoUpdateBody, insurerSelectionBody).

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
