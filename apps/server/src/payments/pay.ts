import { createHash } from 'node:crypto';
import { centsToDecimal, formatAud, unsupportedCardMessage } from '@buildcover/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../audit';
import type { Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { badRequest } from '../http/errors';
import { createRepositories } from '../repositories';
import { paymentRepository, type NewPayment, type PaymentRow } from '../repositories/payments';
import { loadQuoteAggregate } from '../repositories/quoteAggregate';
import type { QuoteAccess } from '../auth/quoteAccessToken';
import { sendReceipt } from '../mail/send';
import type { ChargeOutcome } from './gateway';
import { paymentMessages } from './messages';
import { payableOrThrow, sameQuoteOrThrow } from './payable';
import { api, type PayBody } from '@buildcover/domain/api';
import { z } from 'zod';

const payResponses = api.payments.pay.responses;

/** What pay/v4 answers, by status, in the contract's shapes; stored with the attempt so a repeat gets exactly the first answer. */
const payAnswer = z.discriminatedUnion('statusCode', [
  z.object({ statusCode: z.literal(200), body: payResponses[200] }),
  z.object({ statusCode: z.literal(402), body: payResponses[402] }),
  z.object({ statusCode: z.literal(409), body: payResponses[409] }),
]);
export type PayAnswer = z.output<typeof payAnswer>;

/** How long a repeat waits for the first call of the same key to finish before answering "still processing". */
const WAIT_FOR_FIRST_MS = 30_000;
/** An attempt pending longer than this was interrupted (a crashed instance); the next attempt settles it. */
const STALE_PENDING_MS = 2 * 60_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function requestHash(quoteId: number, body: PayBody): string {
  const material = {
    quote: quoteId,
    ref: body.quote_ref,
    token: body.card_details.secure_token,
    amount: body.amount,
    surcharge: body.surcharge_amount,
    total: body.total_amount,
    currency: body.currency_code,
    threeds: body.threeds_details.data.directory_server_txn_id,
    policies: [...body.policies].sort((a, b) => a - b),
  };
  return createHash('sha256').update(JSON.stringify(material)).digest('hex');
}

function uniqueViolation(error: unknown, constraint: string): boolean {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 4;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505' && (name === constraint || (typeof message === 'string' && message.includes(constraint))))
      return true;
  }
  return false;
}

const failure = (statusCode: 402 | 409, message: string): PayAnswer => ({
  statusCode,
  body: { success: false, message },
});

/** The stored answer for a repeated key, after the first call finishes (or a refusal when the parameters differ). */
async function replay(db: Database, key: string, hash: string): Promise<PayAnswer> {
  const deadline = Date.now() + WAIT_FOR_FIRST_MS;
  for (;;) {
    const row = await paymentRepository(db).findByIdempotencyKey(key);
    if (!row) return failure(409, paymentMessages.stillProcessing);
    if (row.request_hash !== hash) return failure(409, paymentMessages.keyReused);
    if (row.status !== 'pending' && row.response) return payAnswer.parse(row.response);
    if (Date.now() > deadline) return failure(409, paymentMessages.stillProcessing);
    await sleep(100);
  }
}

/**
 * POST /payments/pay/v4. Idempotent per key (Idempotency-Key header, else the drn): the first call
 * inserts a pending attempt (unique key; one pending and one successful attempt per policy, both
 * enforced by the database), verifies 3-D Secure with the gateway, charges the server's own total
 * with the same key at the gateway, then records the outcome. Repeats wait for and replay it.
 */
export async function pay(
  app: FastifyInstance,
  request: FastifyRequest,
  access: QuoteAccess,
  body: PayBody,
  headerKey: string | undefined,
): Promise<PayAnswer> {
  const gateway = app.paymentGateway;
  const aggregate = await loadQuoteAggregate(app.db, access.quoteId);
  sameQuoteOrThrow(aggregate, { ref: body.quote_ref, uid: body.uid });
  if (aggregate?.policy && body.policies.some((id) => id !== aggregate.policy!.id))
    throw badRequest('This policy does not belong to the quote.', [
      { path: 'policies', message: 'This policy does not belong to the quote.' },
    ]);
  if (!aggregate!.quote.ref || !body.drn.startsWith(`${aggregate!.quote.ref}-`))
    throw badRequest(paymentMessages.badReference, [{ path: 'drn', message: paymentMessages.badReference }]);

  // Keys are the quote's own: a client-chosen key is scoped to the quote (drns already start with its ref),
  // so one customer's key can never collide with, replay or block another customer's payment.
  const key = headerKey === undefined ? body.drn : `${aggregate!.quote.ref}:${headerKey}`;
  const hash = requestHash(access.quoteId, body);
  if (await app.repos.payments.idempotencyKeyTaken(key)) return replay(app.db, key, hash);

  const { policy, premiumCents } = payableOrThrow(aggregate);
  const quote = aggregate!.quote;

  // The amount is the server's: premium + the surcharge for the tokenised card's own BIN.
  const card = await gateway.lookupToken(body.card_details.secure_token);
  if (!card)
    throw badRequest(paymentMessages.tokenExpired, [
      { path: 'card_details.secure_token', message: paymentMessages.tokenExpired },
    ]);
  if (
    !body.card_details.card_bin.startsWith(card.bin.slice(0, 6)) &&
    !card.bin.startsWith(body.card_details.card_bin.slice(0, 6))
  ) {
    throw badRequest('The card details do not match the card that was entered.', [
      { path: 'card_details.card_bin', message: 'The card details do not match the card that was entered.' },
    ]);
  }
  const surcharge = gateway.surcharge({ bin: card.bin, amountCents: premiumCents });
  if (!surcharge.scheme)
    throw badRequest(unsupportedCardMessage, [{ path: 'card_details.card_bin', message: unsupportedCardMessage }]);
  const totalCents = premiumCents + surcharge.surchargeCents;
  if (
    body.amount !== premiumCents ||
    body.surcharge_amount !== surcharge.surchargeCents ||
    body.total_amount !== totalCents
  ) {
    const message = `The amount to pay is ${formatAud(totalCents)} (premium ${formatAud(premiumCents)} + card surcharge ${formatAud(surcharge.surchargeCents)}), not ${formatAud(body.total_amount)}. Please review the amount and try again.`;
    throw badRequest(message, [{ path: 'total_amount', message }]);
  }

  const attempt = await startAttempt(app, request, {
    idempotency_key: key,
    request_hash: hash,
    policy_id: policy.id,
    quote_id: quote.id,
    gateway: gateway.code,
    drn: body.drn,
    amount: centsToDecimal(premiumCents),
    surcharge_amount: centsToDecimal(surcharge.surchargeCents),
    total_amount: centsToDecimal(totalCents),
    card_scheme: surcharge.scheme,
    card_number_mask: card.card_number,
    card_holder_name: card.card_holder,
    threeds: {
      version: body.threeds_details.data.threeds_version,
      eci: body.threeds_details.data.sli,
      directory_server_txn_id: body.threeds_details.data.directory_server_txn_id,
    },
  });
  if (attempt === 'duplicate') return replay(app.db, key, hash);
  if (attempt === 'busy') {
    return (await app.repos.payments.idempotencyKeyTaken(key))
      ? replay(app.db, key, hash)
      : failure(409, paymentMessages.inProgress);
  }

  // Never trust the browser's 3-D Secure result alone: the gateway confirms it for this token and total.
  const verified = await gateway.verifyThreeDs({
    token: card.token,
    reference: body.drn,
    amountCents: totalCents,
    data: body.threeds_details.data,
  });
  if (!verified.ok) return finishFailed(app.db, request, attempt, verified.message, undefined, false);

  let outcome: ChargeOutcome;
  try {
    outcome = await gateway.charge({
      idempotencyKey: key,
      token: card.token,
      reference: body.drn,
      amountCents: totalCents,
      currency: body.currency_code,
    });
  } catch (error) {
    request.log.error({ err: error, paymentId: attempt.id }, 'gateway charge failed');
    // The gateway may or may not have charged: ask it by the same key before deciding.
    const known = await gateway.findCharge(key).catch(() => null);
    if (!known)
      return finishFailed(
        app.db,
        request,
        attempt,
        'We are not able to connect with payment server. Please try again later!',
        undefined,
        true,
      );
    outcome = known;
  }
  if (outcome.status !== 'approved')
    return finishFailed(app.db, request, attempt, outcome.message || paymentMessages.failedDefault, outcome, true);

  let answer: PayAnswer;
  try {
    answer = await finishSucceeded(app, request, attempt, outcome);
  } catch (error) {
    if (!uniqueViolation(error, 'payments_one_success_per_policy')) throw error;
    // Cannot happen while the pending guard holds; if it ever does, the customer is not charged twice.
    request.log.error({ err: error, paymentId: attempt.id }, 'second successful charge for a paid policy: refunding');
    await gateway.refund({ chargeReference: outcome.reference, amountCents: totalCents });
    return finishFailed(
      app.db,
      request,
      attempt,
      'This policy was already paid. Your card has been refunded.',
      outcome,
      true,
    );
  }
  await sendReceipt(app, { quoteId: quote.id, policyId: policy.id, recipient: body.recipient_email ?? null }).catch(
    (error) => request.log.error({ err: error, paymentId: attempt.id }, 'payment receipt could not be sent'),
  );
  return answer;
}

type AttemptValues = NewPayment;

/** Inserts the pending attempt; 'duplicate' when the key exists, 'busy' when another attempt for the policy is in flight. */
async function startAttempt(
  app: FastifyInstance,
  request: FastifyRequest,
  values: AttemptValues,
): Promise<PaymentRow | 'duplicate' | 'busy'> {
  for (let round = 0; round < 2; round++) {
    try {
      // Under the policy's row lock: a payment that finished since the first checks is seen here,
      // and finishing one (which updates the policy) waits for this insert.
      const row = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        const locked = await repos.policies.lockStatus(values.policy_id);
        if (locked !== 'due_payment') {
          if (await repos.payments.idempotencyKeyTaken(values.idempotency_key)) return null;
          throw badRequest(locked === 'paid' ? paymentMessages.paid : paymentMessages.notPayable);
        }
        return (await repos.payments.insertPending(values)) ?? null;
      });
      return row ?? 'duplicate';
    } catch (error) {
      if (!uniqueViolation(error, 'payments_one_pending_per_policy')) throw error;
      // Another attempt is in flight; if it was interrupted long ago, settle it with the gateway and try once more.
      if (round > 0 || !(await settleStale(app, request, values.policy_id))) return 'busy';
    }
  }
  return 'busy';
}

/**
 * Settles a pending attempt older than STALE_PENDING_MS from the gateway's record of its key: true
 * when it was settled as failed (the policy is payable again); 400 paid when it had been charged.
 */
async function settleStale(app: FastifyInstance, request: FastifyRequest, policyId: number): Promise<boolean> {
  const stale = await app.repos.payments.findStalePending(policyId, new Date(Date.now() - STALE_PENDING_MS));
  if (!stale) return false;
  const outcome = await app.paymentGateway.findCharge(stale.idempotency_key);
  if (outcome?.status === 'approved') {
    await finishSucceeded(app, request, stale, outcome, 'system');
    throw badRequest(paymentMessages.paid);
  }
  await finishFailed(
    app.db,
    request,
    stale,
    'The payment was interrupted before the card was charged.',
    outcome ?? undefined,
    undefined,
    'system',
  );
  return true;
}

/**
 * Marks the attempt failed, with its audit row (the quote's History shows every attempt).
 * `threedsVerified`: whether the gateway had confirmed the 3-D Secure result (undefined: not known,
 * left as it is). `actor` 'system': the server settling an interrupted attempt, not the caller's.
 */
async function finishFailed(
  db: Database,
  request: FastifyRequest,
  attempt: PaymentRow,
  message: string,
  outcome?: ChargeOutcome,
  threedsVerified?: boolean,
  actor?: 'system',
): Promise<PayAnswer> {
  const answer = failure(402, message || paymentMessages.failedDefault);
  await inTransaction(db, async (tx) => {
    const changed = await paymentRepository(tx).updatePending(attempt.id, {
      status: 'failed',
      error_message: answer.body.message,
      gateway_reference: outcome?.reference ?? null,
      response: answer,
      ...(threedsVerified === undefined ? {} : { threeds_verified: threedsVerified }),
      updated_at: new Date(),
    });
    if (!changed) return;
    await audit(tx, request, {
      action: 'payment_failed',
      entity: 'payment',
      entityId: attempt.id,
      before: { status: 'pending' },
      after: {
        status: 'failed',
        reason: answer.body.message,
        card_number_mask: attempt.card_number_mask,
        total_amount: attempt.total_amount,
      },
      ...(actor ? { actor } : {}),
    });
  });
  return answer;
}

/** Marks the attempt succeeded and the policy and quote paid, in one transaction with its audit row. */
async function finishSucceeded(
  app: FastifyInstance,
  request: FastifyRequest,
  attempt: PaymentRow,
  outcome: ChargeOutcome,
  actor?: 'system',
): Promise<PayAnswer> {
  const paidAt = new Date();
  return inTransaction(app.db, async (tx) => {
    const repos = createRepositories(tx);
    const policy = await repos.policies.markPaid(attempt.policy_id, paidAt);
    await repos.quotes.setStatus(attempt.quote_id, 'paid', paidAt);
    const quote = await repos.quotes.findById(attempt.quote_id);
    const answer: PayAnswer = {
      statusCode: 200,
      body: {
        success: true,
        message: paymentMessages.success,
        data: {
          transaction_id: attempt.id,
          reference: outcome.reference,
          drn: attempt.drn,
          quote_ref: quote?.ref ?? null,
          policy_id: attempt.policy_id,
          policy_num: policy?.num ?? null,
          amount: attempt.amount,
          surcharge_amount: attempt.surcharge_amount,
          total_amount: attempt.total_amount,
          currency_code: attempt.currency,
          card_number_mask: attempt.card_number_mask,
          card_scheme: attempt.card_scheme,
          paid_at: paidAt.toISOString(),
        },
      },
    };
    await repos.payments.update(attempt.id, {
      status: 'succeeded',
      gateway_reference: outcome.reference,
      response: answer,
      threeds_verified: true,
      updated_at: paidAt,
    });
    await audit(tx, request, {
      action: 'pay',
      entity: 'policy',
      entityId: attempt.policy_id,
      before: { status: 'due_payment' },
      after: { status: 'paid', payment_id: attempt.id, total_amount: answer.body.data?.total_amount },
      ...(actor ? { actor } : {}),
    });
    return answer;
  });
}
