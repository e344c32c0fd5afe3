import { z } from 'zod';
import { quoteStatusValues } from '../reference/quoteStatus';

export const quoteInfoMessages = {
  status: 'Please select a status.',
  referredReason: 'Please enter the referred reason.',
  referredReasonLength: 'Please keep the referred reason under 1000 characters.',
  insurer: 'Please select an insurer.',
  saved: 'Quote updated successfully!',
  saveFailed: 'Failed to update quote details.',
  insurerSaveFailed: 'Failed to update insurer',
} as const;

/** The referred-reason modal: a reason is required to refer a quote. */
export const referredReasonSchema = z.object({
  referred_reason: z
    .string({ error: quoteInfoMessages.referredReason })
    .trim()
    .min(1, quoteInfoMessages.referredReason)
    .max(1000, quoteInfoMessages.referredReasonLength),
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
    referred_reason: z.string().trim().max(1000, quoteInfoMessages.referredReasonLength).nullish(),
  })
  .superRefine((body, ctx) => {
    if (body.status === 'referred' && !body.referred_reason) {
      ctx.addIssue({ code: 'custom', path: ['referred_reason'], message: quoteInfoMessages.referredReason });
    }
  });
export type QuoteInfoBody = z.input<typeof quoteInfoSchema>;

/** The reason is shown only while the quote is referred; 'N/A' otherwise. */
export function referredReasonText(status: string | null | undefined, reason: string | null | undefined): string {
  return status === 'referred' && reason ? reason : 'N/A';
}

/** POST /api/v1/quotes/{id}/insurer. */
export const insurerSelectionSchema = z.object({
  insurer_id: z.coerce
    .number({ error: quoteInfoMessages.insurer })
    .int(quoteInfoMessages.insurer)
    .positive(quoteInfoMessages.insurer),
});
export type InsurerSelectionBody = z.input<typeof insurerSelectionSchema>;
