import { paymentLinkRefusalMessages, type PaymentLinkRefusal } from '../backoffice/messages';
import { toCents } from '../money';
import { paymentEligibility } from './eligibility';

/** What deciding on a pay link reads of a quote: its insurer, its policy and the insured's e-mail. */
export interface PaymentLinkSubject {
  hasInsurer: boolean;
  policy: {
    status: string;
    total_amount?: string | null;
    premium_amount?: string | null;
    inception_date?: string | null;
  } | null;
  inceptionDate?: string | null;
  email?: string | null;
}

/**
 * Why a quote cannot be sent a pay link, or null when it can: insurer, premium and e-mail present,
 * not paid, not cancelled (a refunded policy stays closed: paying it again would sell cover the
 * broker took back), and the inception date not past.
 */
export function paymentLinkRefusal(
  { hasInsurer, policy, inceptionDate, email }: PaymentLinkSubject,
  today: string,
): PaymentLinkRefusal | null {
  if (!hasInsurer || !policy) return 'noInsurer';
  if (policy.status === 'cancelled') return 'cancelled';
  const premium = policy.total_amount ?? policy.premium_amount;
  if (!premium || toCents(premium) <= 0) return 'noPremium';
  if (!email) return 'noEmail';
  if (policy.status === 'paid') return 'paid';
  const eligibility = paymentEligibility(
    { status: 'due_payment', inception_date: policy.inception_date ?? inceptionDate ?? null },
    today,
  );
  return eligibility.payable ? null : 'inceptionPassed';
}

/**
 * Whether staff are offered Payment Link (back-office §2: once an insurer is set). Refusals staff can
 * mend on the quote (premium, e-mail, inception date) still offer it and explain; a cancelled policy
 * has nothing to mend, so the button is not shown.
 */
export function offersPaymentLink(subject: Pick<PaymentLinkSubject, 'hasInsurer' | 'policy'>): boolean {
  return subject.hasInsurer && subject.policy?.status !== 'cancelled';
}
