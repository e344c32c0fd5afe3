import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { payments, policies } from '../db/schema';
import { loadQuoteAggregate, type PolicyRow, type QuoteAggregate } from '../repositories/quoteAggregate';

export type PaymentRow = typeof payments.$inferSelect;

/** Everything a policy document shows: the quote aggregate with this policy, and its successful payment. */
export interface PolicyDocumentData extends QuoteAggregate {
  policy: PolicyRow;
  payment: PaymentRow | null;
}

/** The data for the documents of `policyId`, or null when there is no such policy. */
export async function loadPolicyDocumentData(db: Database, policyId: number): Promise<PolicyDocumentData | null> {
  const [policy] = await db.select().from(policies).where(eq(policies.id, policyId));
  if (!policy) return null;
  const aggregate = await loadQuoteAggregate(db, policy.quote_id);
  if (!aggregate) return null;
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.policy_id, policy.id), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.id))
    .limit(1);
  return { ...aggregate, policy, payment: payment ?? null };
}
