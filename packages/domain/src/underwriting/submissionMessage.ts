import { formatAud } from '../money/format';

/**
 * Where a quoted customer's payment stands after submitting: the pay link open and its e-mail on
 * its way (sent just after the answer; a mail that then fails is in the outbox for staff to send
 * again); or no link issued, because the cover start date has passed or for a reason a broker has
 * to sort out first.
 */
export type QuotedPayment = 'emailed' | 'startDatePassed' | 'brokerToCheck';

export type SubmissionOutcome =
  | { status: 'quoted'; total: string | null; payment: QuotedPayment }
  | { status: 'referred' }
  | { status: 'declined'; reasons: string };

const quotedNextStep: Record<QuotedPayment, string> = {
  emailed: 'We have e-mailed you a link to pay, and you can pay now.',
  startDatePassed:
    'It cannot be paid yet because the cover start date has passed: a broker will contact you to set a new one, then e-mail you a link to pay.',
  brokerToCheck: 'We will e-mail you a link to pay once a broker has checked it.',
};

/**
 * What POST /quotes/get tells the customer about their proposal (its `message`), in plain words.
 * The reference is not in it: the answer carries it as `ref`, and the result page shows it once,
 * under its heading (apps/public/src/pages/ResultPage.tsx).
 */
export function submissionMessage(outcome: SubmissionOutcome): string {
  const { status } = outcome;
  if (status === 'quoted')
    return `Your quote is ready: the total premium is ${formatAud(outcome.total)}. ${quotedNextStep[outcome.payment]}`;
  if (status === 'referred')
    return `Thank you. Your proposal has been referred to our underwriters; a broker will contact you shortly.`;
  return `Sorry, we cannot offer cover for this proposal. ${outcome.reasons}`.trim();
}
