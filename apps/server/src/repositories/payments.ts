import type { PaymentReceipt } from '@buildcover/domain/api';
import { and, desc, eq, isNull, lt } from 'drizzle-orm';
import type { Database } from '../db/database';
import { payments } from '../db/schema';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;
type PaymentChange = Partial<Omit<NewPayment, 'id'>>;

/** Card payment attempts (written by src/payments/pay.ts and src/payments/refund.ts). */
export function paymentRepository(db: Database) {
  return {
    /**
     * The receipt of a quote's successful payment: the `data` pay/v4 answered (amounts, masked card,
     * gateway reference, paid_at), as stored with the attempt; null when the quote is not paid by card.
     */
    async receiptOfQuote(quoteId: number): Promise<PaymentReceipt | null> {
      const [row] = await db
        .select({ response: payments.response })
        .from(payments)
        .where(and(eq(payments.quote_id, quoteId), eq(payments.status, 'succeeded')))
        .orderBy(desc(payments.id))
        .limit(1);
      const answer = row?.response as { body?: { data?: PaymentReceipt } } | null | undefined;
      return answer?.body?.data ?? null;
    },

    /** A policy's latest successful payment. */
    async latestSucceededOfPolicy(policyId: number): Promise<PaymentRow | null> {
      const [row] = await db
        .select()
        .from(payments)
        .where(and(eq(payments.policy_id, policyId), eq(payments.status, 'succeeded')))
        .orderBy(desc(payments.id))
        .limit(1);
      return row ?? null;
    },

    async findByIdempotencyKey(key: string): Promise<PaymentRow | undefined> {
      const [row] = await db.select().from(payments).where(eq(payments.idempotency_key, key));
      return row;
    },

    async idempotencyKeyTaken(key: string): Promise<boolean> {
      const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.idempotency_key, key));
      return row !== undefined;
    },

    /** Inserts a pending attempt; undefined when its idempotency key is already taken. */
    async insertPending(values: NewPayment): Promise<PaymentRow | undefined> {
      const [row] = await db
        .insert(payments)
        .values({ ...values, status: 'pending' })
        .onConflictDoNothing({ target: payments.idempotency_key })
        .returning();
      return row;
    },

    /** The policy's attempt still pending since before `startedBefore` (an interrupted one). */
    async findStalePending(policyId: number, startedBefore: Date): Promise<PaymentRow | undefined> {
      const [row] = await db
        .select()
        .from(payments)
        .where(
          and(eq(payments.policy_id, policyId), eq(payments.status, 'pending'), lt(payments.created_at, startedBefore)),
        );
      return row;
    },

    async update(id: number, change: PaymentChange): Promise<void> {
      await db.update(payments).set(change).where(eq(payments.id, id));
    },

    /** Changes an attempt only while it is still pending (a finished attempt keeps its outcome); false when it had finished. */
    async updatePending(id: number, change: PaymentChange): Promise<boolean> {
      const changed = await db
        .update(payments)
        .set(change)
        .where(and(eq(payments.id, id), eq(payments.status, 'pending')))
        .returning({ id: payments.id });
      return changed.length > 0;
    },

    /** Marks a successful payment's refund as requested; false when it is not succeeded or a refund is already requested. */
    async claimRefund(id: number, change: PaymentChange): Promise<boolean> {
      const [claimed] = await db
        .update(payments)
        .set(change)
        .where(and(eq(payments.id, id), eq(payments.status, 'succeeded'), isNull(payments.refund_requested_at)))
        .returning({ id: payments.id });
      return claimed !== undefined;
    },
  };
}
export type PaymentRepository = ReturnType<typeof paymentRepository>;
