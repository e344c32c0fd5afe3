import { refundedMessage, toCents, type QuoteStatus } from '@buildcover/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../audit';
import { inTransaction } from '../db/transaction';
import { HttpError, badRequest, conflict, notFound } from '../http/errors';
import { createRepositories } from '../repositories';
import type { TransactionRow } from '../repositories/transactions';

export const refundMessages = {
  notRefundable: 'Only a successful payment can be refunded.',
  inProgress: 'A refund of this payment is already in progress.',
  gatewayRefused: (reason: string) => `The payment gateway refused the refund: ${reason}`,
} as const;

/** A refunded quote's status: 'Client Lost'. */
export const refundedQuoteStatus = 'lost' satisfies QuoteStatus;

/**
 * Refunds a successful payment in full through the gateway, once. The request that marks the
 * payment `refund_requested_at` (a conditional UPDATE: one winner) is the only one that calls the
 * gateway; a repeat after the refund answers the refund as done, a repeat during it 409. Success
 * marks the payment refunded, cancels its policy and marks its quote lost in one transaction with the audit row (who,
 * why, how much). A refusal by the gateway clears the mark, so it can be tried again, and is audited too.
 */
export async function refundPayment(
  app: FastifyInstance,
  request: FastifyRequest,
  paymentId: number,
  reason: string,
): Promise<{ message: string; transaction: TransactionRow }> {
  const transactions = app.repos.transactions;
  const current = await transactions.findById(paymentId);
  if (!current) throw notFound('Transaction not found');
  if (current.status === 'refunded') return { message: refundedMessage, transaction: current };
  if (current.status !== 'succeeded' || !current.gateway_reference) throw badRequest(refundMessages.notRefundable);

  const claimed = await app.repos.payments.claimRefund(paymentId, {
    refund_requested_at: new Date(),
    refund_reason: reason,
    refunded_by: request.user?.id ?? null,
    refund_error: null,
    updated_at: new Date(),
  });
  if (!claimed) {
    const now = await transactions.findById(paymentId);
    if (now?.status === 'refunded') return { message: refundedMessage, transaction: now };
    throw conflict(refundMessages.inProgress);
  }

  const outcome = await app.paymentGateway
    .refund({ chargeReference: current.gateway_reference, amountCents: toCents(current.total_amount) })
    .catch((error: unknown) => ({
      ok: false as const,
      message: error instanceof Error ? error.message : String(error),
    }));
  if (!outcome.ok) {
    request.log.warn({ paymentId, message: outcome.message }, 'refund refused by the gateway');
    await inTransaction(app.db, async (tx) => {
      await createRepositories(tx).payments.update(paymentId, {
        refund_requested_at: null,
        refund_error: outcome.message,
        updated_at: new Date(),
      });
      await audit(tx, request, {
        action: 'refund_refused',
        entity: 'payment',
        entityId: paymentId,
        after: { reason, refund_error: outcome.message },
      });
    });
    throw new HttpError(502, refundMessages.gatewayRefused(outcome.message));
  }

  const refundedAt = new Date();
  await inTransaction(app.db, async (tx) => {
    const repos = createRepositories(tx);
    await repos.payments.update(paymentId, { status: 'refunded', refunded_at: refundedAt, updated_at: refundedAt });
    const policy = await repos.policies.findById(current.policy_id);
    const quote = await repos.quotes.findById(current.quote_id);
    await repos.policies.setStatus(current.policy_id, 'cancelled', refundedAt);
    // Money back and no cover: the client is lost (spec/back-office.md quote statuses), no longer paid,
    // so the dashboard's quoted → paid conversion stops counting it.
    await repos.quotes.setStatus(current.quote_id, refundedQuoteStatus, refundedAt);
    await audit(tx, request, {
      action: 'refund',
      entity: 'payment',
      entityId: paymentId,
      before: {
        status: 'succeeded',
        policy_id: current.policy_id,
        policy_status: policy?.status ?? null,
        quote_status: quote?.status ?? null,
      },
      after: {
        status: 'refunded',
        policy_status: 'cancelled',
        quote_status: refundedQuoteStatus,
        reason,
        refunded_amount: current.total_amount,
      },
    });
  });
  return { message: refundedMessage, transaction: (await transactions.findById(paymentId))! };
}
