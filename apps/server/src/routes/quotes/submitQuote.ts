import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  decideQuote,
  decisionSummary,
  policyPeriodFor,
  proposalFields,
  quotePremium,
  submissionMessage,
  todayIso,
  type PaymentLinkRefusal,
  type QuoteOutcome,
  type QuotedPayment,
  type QuoteRequest,
} from '@buildcover/domain';
import { audit } from '../../audit';
import type { QuoteMeta } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { badRequest, type FieldError } from '../../http/errors';
import { payLinkRefusal } from '../../mail/paymentLink';
import { createRepositories } from '../../repositories';
import { insurerRepository } from '../../repositories/insurers';
import { proposalRepository, type ProposalOutcome, type ProposalWriteHooks } from '../../repositories/proposals';
import type { InsurerRow } from '../../repositories/quoteAggregate';
import { premiumColumns, ratesFor, ratingTableFor, underwritingLimitsFor } from './pricing';

export interface SubmissionResult {
  status: QuoteOutcome;
  ref: string;
  /** The quote's public id: the only id the customer ever sees. */
  id: string;
  message: string;
  /** The pay link is open: quoted, priced and issued. */
  payable: boolean;
}

/** Referral reason when no insurer is on the panel to price the quote automatically. */
export const NO_PANEL_INSURER_REASON =
  'No insurer is available to price this proposal automatically: a broker will review it.';

/** Payload fields that carry uploaded file keys (plans, reports): from the domain's field table. */
const fileFieldPaths = proposalFields.filter((def) => def.kind === 'file' && def.api).map((def) => def.api as string);

function valueAt(payload: QuoteRequest, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
      payload,
    );
}

/** Where a quoted customer's payment stands when the pay link cannot open with the submission. */
const refusedPayment = (refusal: PaymentLinkRefusal): QuotedPayment =>
  refusal === 'inceptionPassed' ? 'startDatePassed' : 'brokerToCheck';

/**
 * POST /api/v1/quotes/get after validation: decide (underwriting), price (rating) when quoted,
 * then write the whole proposal in ONE transaction with its audit row. A quote the pay link can
 * open for is written open for payment (quote 'paydue', policy 'due_payment', audited as the
 * system, as staff's Payment Link does); its pay link mail is added to the pending_work outbox in
 * the same transaction and sent after the answer (src/work/), so the customer does not wait for it
 * and a process that stops first sends it when it starts again.
 */
export async function submitQuote(
  app: FastifyInstance,
  request: FastifyRequest,
  payload: QuoteRequest,
  options: { today?: string; hooks?: ProposalWriteHooks; panel?: () => Promise<InsurerRow | undefined> } = {},
): Promise<SubmissionResult> {
  const db = app.db;
  const today = options.today ?? todayIso();
  const insurer = await (options.panel ?? (() => insurerRepository(db).panelInsurer()))();
  const decision = decideQuote(payload, { today, limits: underwritingLimitsFor(insurer) });
  const reasons = decision.reasons.map((r) => ({ rule: r.ruleId, outcome: r.outcome, reason: r.reason }));
  let status: QuoteOutcome = decision.status;
  const meta: QuoteMeta = { reasons };
  const period = policyPeriodFor(payload, today);
  let outcome: ProposalOutcome = {
    status,
    meta,
    inceptionDate: period.inception_date,
    endDate: period.end_date,
    insurerId: null,
    premiumAmount: null,
    policy: null,
  };

  if (status === 'quoted') {
    if (insurer) {
      const { rated, breakdown } = quotePremium(payload, {
        table: ratingTableFor(insurer),
        rates: ratesFor(insurer),
        commission: insurer.commission,
        associate_commission: insurer.associate_commission,
      });
      meta.rating = rated;
      outcome = {
        ...outcome,
        insurerId: insurer.id,
        premiumAmount: breakdown.total_amount,
        policy: premiumColumns(breakdown),
      };
    } else {
      status = 'referred';
      reasons.push({ rule: 'no-panel-insurer', outcome: 'referred', reason: NO_PANEL_INSURER_REASON });
    }
  }
  // Staff's Payment Link asks the same of the stored quote (mail/paymentLink.ts).
  const refusal =
    status === 'quoted'
      ? payLinkRefusal(
          {
            hasInsurer: outcome.insurerId !== null,
            premium: outcome.policy?.total_amount ?? null,
            email: payload.insured.email,
            policyStatus: outcome.policy ? 'draft' : null,
            inceptionDate: outcome.inceptionDate,
          },
          // The day the link goes, which a test's `today` (the day the proposal is decided on) does not move.
          todayIso(),
        )
      : null;
  const opensForPayment = status === 'quoted' && refusal === null;
  if (status === 'referred') meta.referred_reason = reasons.map((r) => r.reason).join(' ');
  if (status === 'declined')
    meta.declined_reasons = decision.reasons.filter((r) => r.outcome === 'declined').map((r) => r.reason);
  outcome = {
    ...outcome,
    status: opensForPayment ? 'paydue' : status,
    meta,
    policyStatus: opensForPayment ? 'due_payment' : 'draft',
  };

  const quote = await inTransaction(db, async (tx) => {
    const proposals = proposalRepository(tx);
    const uid = payload.meta.uid;
    const draft = await proposals.lockDraft(uid);
    if (!draft || draft.expires_at.getTime() <= Date.now()) {
      throw badRequest('This quote session has expired. Please reload the page and start again.', [
        { path: 'meta.uid', message: 'This quote session has expired. Please reload the page and start again.' },
      ]);
    }
    if (draft.quote_id !== null) {
      throw badRequest('This proposal has already been submitted.', [
        { path: 'meta.uid', message: 'This proposal has already been submitted.' },
      ]);
    }
    // A file answer must be one of this session's uploads, never another customer's file.
    const uploaded = new Set(draft.file_keys);
    const foreign: FieldError[] = fileFieldPaths
      .filter((path) => {
        const key = valueAt(payload, path);
        return typeof key === 'string' && key !== '' && !uploaded.has(key);
      })
      .map((path) => ({ path, message: 'This file was not uploaded with this proposal. Please upload it again.' }));
    if (foreign.length > 0) throw badRequest(foreign[0]!.message, foreign);

    const row = await proposals.insert(payload, outcome, options.hooks);
    await audit(tx, request, {
      action: 'submit',
      entity: 'quote',
      entityId: row.id,
      after: { ref: row.ref, status, premium_amount: outcome.premiumAmount, reasons },
    });
    if (opensForPayment) {
      await audit(tx, request, {
        action: 'payment_link',
        entity: 'quote',
        entityId: row.id,
        before: { status: 'quoted', policy_status: 'draft' },
        after: { status: 'paydue', policy_status: 'due_payment' },
        actor: 'system',
      });
      await createRepositories(tx).pendingWork.add('payment_link_mail', row.id);
    }
    return row;
  });
  if (opensForPayment) app.pendingWork.wake();

  const base = { ref: quote.ref, id: quote.public_id };
  if (status === 'quoted') {
    const payment: QuotedPayment = refusal === null ? 'emailed' : refusedPayment(refusal);
    const message = submissionMessage({ status, total: outcome.premiumAmount, payment });
    return { ...base, status, message, payable: opensForPayment };
  }
  if (status === 'referred') return { ...base, status, message: submissionMessage({ status }), payable: false };
  const declinedBecause = decisionSummary({
    status: decision.status,
    reasons: decision.reasons.filter((r) => r.outcome === 'declined'),
  });
  return { ...base, status, message: submissionMessage({ status, reasons: declinedBecause }), payable: false };
}
