import type { PolicyStatus } from '../api/records';

/** A policy's payment status (policies.status) in words, as History names its changes. */
export const policyStatusLabels: Readonly<Record<PolicyStatus, string>> = {
  draft: 'Draft',
  due_payment: 'Payment Due',
  paid: 'Paid',
  cancelled: 'Cancelled',
};
