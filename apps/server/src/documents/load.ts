import type { Database } from '../db/database';
import { paymentRepository, type PaymentRow } from '../repositories/payments';
import { policyRepository } from '../repositories/policies';
import { loadQuoteAggregate, type PolicyRow, type QuoteAggregate } from '../repositories/quoteAggregate';

/** Everything a policy document shows: the quote aggregate with this policy, and its successful payment. */
export interface PolicyDocumentData extends QuoteAggregate {
  policy: PolicyRow;
  payment: PaymentRow | null;
}

/** The data for the documents of `policyId`, or null when there is no such policy. */
export async function loadPolicyDocumentData(db: Database, policyId: number): Promise<PolicyDocumentData | null> {
  const policy = await policyRepository(db).findById(policyId);
  if (!policy) return null;
  const aggregate = await loadQuoteAggregate(db, policy.quote_id);
  if (!aggregate) return null;
  const payment = await paymentRepository(db).latestSucceededOfPolicy(policy.id);
  return { ...aggregate, policy, payment };
}
