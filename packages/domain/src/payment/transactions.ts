import { z } from 'zod';

/** Card payment attempts as the Transactions list filters and shows them. */
export const transactionStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export const transactionStatusLabels: Record<TransactionStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  refunded: 'Refunded',
};

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

export const refundedMessage = 'The payment has been refunded and the policy cancelled.';
