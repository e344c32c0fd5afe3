import { z } from 'zod';

// The refund's schema, apart from the transactions' plain labels (transactions.ts): the lists and
// the dashboard show those without loading zod.

export const refundReasonMinLength = 5;

/** A super_admin's refund of a successful payment: the reason is kept in the audit log and on the payment. */
export const refundRequestSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Please give the reason for the refund.', abort: true })
    .min(refundReasonMinLength, `The reason must be at least ${refundReasonMinLength} characters.`)
    .max(500, 'The reason must be at most 500 characters.'),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;
