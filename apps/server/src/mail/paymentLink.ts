import { paymentEligibility, paymentLinkRefusalMessages, todayIso, toCents, type PaymentLinkRefusal } from '@buildcover/domain';
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

/** What decides whether a pay link can be issued: the same facts for a stored quote and a submission being written. */
export interface PayLinkFacts {
  hasInsurer: boolean;
  /** The premium the link asks for (the policy's total, else its premium). */
  premium: string | null;
  email: string | null;
  policyStatus: PolicyRow['status'] | null;
  inceptionDate: string | null;
}

/** The link must be payable once sent: insurer, premium and address present, not paid, inception date not past. */
export function payLinkRefusal(facts: PayLinkFacts, today: string): PaymentLinkRefusal | null {
  if (!facts.hasInsurer || !facts.policyStatus) return 'noInsurer';
  if (!facts.premium || toCents(facts.premium) <= 0) return 'noPremium';
  if (!facts.email) return 'noEmail';
  if (facts.policyStatus === 'paid') return 'paid';
  const eligibility = paymentEligibility({ status: 'due_payment', inception_date: facts.inceptionDate }, today);
  return eligibility.payable ? null : 'inceptionPassed';
}

function refusalOf({ quote, policy, insured, insurer }: QuoteAggregate, today: string): PaymentLinkRefusal | null {
  return payLinkRefusal(
    {
      hasInsurer: insurer !== null,
      premium: policy ? (policy.total_amount ?? policy.premium_amount) : null,
      email: insured.email,
      policyStatus: policy?.status ?? null,
      inceptionDate: policy?.inception_date ?? quote.inception_date,
    },
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
