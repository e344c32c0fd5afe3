/** Pay-screen texts of public-site §8, word for word. */
export const payScreenMessages = {
  paid: 'Policy has been paid! Thank you!.',
  inceptionPassed: 'Payment cannot be processed as the policy inception date has passed. Please contact support.',
  consentMissing: 'Please confirm your consent',
  failedDefault: 'Sorry your last transaction failed, Please try again.',
} as const;

/** How long the consent warning shows (public-site §9). */
export const consentWarningMs = 3000;
/** The payment access token expires 20 minutes after the page loads. */
export const paymentTokenLifetimeMs = 20 * 60 * 1000;

export type PaymentEligibility =
  | { payable: true }
  | { payable: false; reason: 'paid' | 'inceptionPassed' | 'notDue'; message: string | null };

/**
 * Whether a policy can be paid (public-site §2, §4): status due_payment and the inception date not
 * past. Payment stays open through the inception day itself (dates compare as yyyy-mm-dd, Sydney).
 * `message` is the screen's text; null for a policy not yet due (the screen shows no pay form).
 */
export function paymentEligibility(
  policy: { status?: string | null; inception_date?: string | null } | null | undefined,
  today: string,
): PaymentEligibility {
  if (policy?.status === 'paid') return { payable: false, reason: 'paid', message: payScreenMessages.paid };
  if (policy?.status !== 'due_payment') return { payable: false, reason: 'notDue', message: null };
  const inception = policy.inception_date?.slice(0, 10);
  if (inception && today > inception)
    return { payable: false, reason: 'inceptionPassed', message: payScreenMessages.inceptionPassed };
  return { payable: true };
}
