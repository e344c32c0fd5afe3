import { paymentEligibility, todayIso, toCents, type Cents } from '@buildcover/domain';
import { badRequest, notFound } from '../http/errors';
import { premiumTotalOf, type PolicyRow, type QuoteAggregate } from '../repositories/quoteAggregate';
import { paymentMessages } from './messages';

export interface Payable {
  aggregate: QuoteAggregate;
  policy: PolicyRow;
  /** The premium the customer owes, before any card surcharge. */
  premiumCents: Cents;
}

/**
 * The pay rules (public-site §2, §4): the policy must be due_payment, its inception date not past
 * (payment stays open through the inception day, Sydney time), and it must have a premium.
 */
export function payableOrThrow(aggregate: QuoteAggregate | null, now: Date = new Date()): Payable {
  if (!aggregate) throw notFound(paymentMessages.quoteNotFound);
  const policy = aggregate.policy;
  const eligibility = paymentEligibility(
    policy && { status: policy.status, inception_date: policy.inception_date ?? aggregate.quote.inception_date },
    todayIso(now),
  );
  if (!eligibility.payable) throw badRequest(eligibility.message ?? paymentMessages.notPayable);
  if (!policy) throw badRequest(paymentMessages.notPayable);
  const premium = premiumTotalOf(aggregate);
  const premiumCents = premium ? toCents(premium) : 0;
  if (premiumCents <= 0) throw badRequest(paymentMessages.notPayable);
  return { aggregate, policy, premiumCents };
}

/** 404 unless `ref` (the body's qref / quote_ref) and `uid` name the token's own quote. */
export function sameQuoteOrThrow(
  aggregate: QuoteAggregate | null,
  given: { ref?: string | null | undefined; uid?: string | null | undefined },
): void {
  if (!aggregate) throw notFound(paymentMessages.quoteNotFound);
  const { quote } = aggregate;
  if (given.ref && given.ref !== quote.ref) throw notFound(paymentMessages.quoteNotFound);
  if (given.uid && given.uid !== quote.public_id && given.uid !== quote.draft_uid && given.uid !== quote.ref)
    throw notFound(paymentMessages.quoteNotFound);
}
