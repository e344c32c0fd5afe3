import { payScreenMessages } from '@buildcover/domain';

/** The payment popups' texts (public-site §8), word for word. */
export const paymentMessages = {
  ...payScreenMessages,
  /** The title of every payment popup (back-office §2's message modal). */
  failedTitle: 'Payment Failed!',
  drnFailed: 'Failed to fetch DRN. Please try again later.',
  configFailed: 'Failed to load SDK configuration. Please try again.',
  sdkMissing: 'Unable to initialize payment at the moment!',
  notReady: 'Unable to initialize the payment process!',
  serverFailed: 'Something went wrong at our end. Please try again!',
  serverFailedLater: 'Something went wrong at our end please try again later!',
  unreachable: 'We are not able to connect with payment server. Please try again later!',
  tokenizeFailed: 'Something went wrong. Please try again or use a different card!',
  verificationFailed: 'Card Verification failed! Please try with different payment method',
  /** The customer closed the 3-D Secure challenge: not a failure, the same card can be used again. */
  verificationCancelled: 'Card verification was cancelled.',
  verificationCancelledDetail:
    'No money was taken. Press Make Payment to try again with the same card, or use a different card.',
  cannotProcess: 'We can not process the the payment please try again!',
  incomplete: 'Unable to complete the payment. Please try again!',
} as const;
