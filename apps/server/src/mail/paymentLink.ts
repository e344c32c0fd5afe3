import { paymentLinkRefusal, paymentLinkRefusalMessages, todayIso, type PaymentLinkRefusal } from '@buildcover/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { audit } from '../audit';
import { inTransaction } from '../db/transaction';
import { createRepositories } from '../repositories';
import { loadQuoteAggregate, type PolicyRow, type QuoteAggregate } from '../repositories/quoteAggregate';
import type { OutboxRow } from '../repositories/outbox';
import { payLink, sendPaymentLink } from './send';

export type PaymentLinkOutcome =
  | { issued: false; refusal: PaymentLinkRefusal; message: string }
  /** `mail.status` says whether the mail went ('sent'), was kept without a mail server ('kept') or failed. */
  | { issued: true; link: string; mail: OutboxRow };

/** What decides whether a pay link can be issued, for a submission being written (no stored quote yet). */
export interface PayLinkFacts {
  hasInsurer: boolean;
  /** The premium the link asks for (the policy's total, else its premium). */
  premium: string | null;
  email: string | null;
  policyStatus: PolicyRow['status'] | null;
  inceptionDate: string | null;
}

/** The domain's pay link rule (packages/domain/src/payment/paymentLink.ts) for a submission's facts. */
export function payLinkRefusal(facts: PayLinkFacts, today: string): PaymentLinkRefusal | null {
  const policy = facts.policyStatus
    ? { status: facts.policyStatus, total_amount: facts.premium, inception_date: facts.inceptionDate }
    : null;
  return paymentLinkRefusal(
    { hasInsurer: facts.hasInsurer, policy, inceptionDate: facts.inceptionDate, email: facts.email },
    today,
  );
}

/** The link must be payable once sent (the same rule, for a stored quote). */
function refusalOf({ quote, policy, insured, insurer }: QuoteAggregate, today: string): PaymentLinkRefusal | null {
  return paymentLinkRefusal(
    { hasInsurer: insurer !== null, policy, inceptionDate: quote.inception_date, email: insured.email },
    today,
  );
}

/**
 * Opens a quote for payment and mails its pay link: quote 'paydue', policy 'due_payment' and an
 * audit row in one transaction, then the mail through the mailer (its outbox row records whether
 * it went). Staff's Payment Link (./routes.ts) sends or resends it; a quoted submission
 * (../routes/quotes/submitQuote.ts) issues it at once, audited as the system.
 */
export async function issuePaymentLink(
  app: FastifyInstance,
  request: FastifyRequest,
  aggregate: QuoteAggregate,
  { by }: { by: 'caller' | 'system' },
): Promise<PaymentLinkOutcome> {
  const refusal = refusalOf(aggregate, todayIso());
  if (refusal) return { issued: false, refusal, message: paymentLinkRefusalMessages[refusal] };
  const { quote, policy } = aggregate;
  await inTransaction(app.db, async (tx) => {
    const repos = createRepositories(tx);
    await repos.quotes.setStatus(quote.id, 'paydue');
    await repos.policies.setStatus(policy!.id, 'due_payment');
    await audit(tx, request, {
      action: 'payment_link',
      entity: 'quote',
      entityId: quote.id,
      before: { status: quote.status, policy_status: policy!.status },
      after: { status: 'paydue', policy_status: 'due_payment' },
      ...(by === 'system' ? { actor: 'system' as const } : {}),
    });
  });
  const fresh = (await loadQuoteAggregate(app.db, quote.id))!;
  const mail = await sendPaymentLink(app, fresh, aggregate.insured.email!);
  return { issued: true, link: payLink(app, quote.public_id), mail };
}
