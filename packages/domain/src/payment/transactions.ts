/** Card payment attempts as the Transactions list filters and shows them. */
export const transactionStatuses = ['pending', 'succeeded', 'failed', 'refunded'] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export const transactionStatusLabels: Record<TransactionStatus, string> = {
  pending: 'Pending',
  succeeded: 'Succeeded',
  failed: 'Failed',
  refunded: 'Refunded',
};

export const refundedMessage = 'The payment has been refunded and the policy cancelled.';
