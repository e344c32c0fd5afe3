import type { PaymentReceipt } from '@buildcover/domain/api';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { payments } from '../db/schema';

/** Card payment attempts (written by src/payments/pay.ts). */
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
  };
}
