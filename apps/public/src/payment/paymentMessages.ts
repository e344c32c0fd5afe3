/** The payment popups' texts (public-site §8), word for word. */
export const paymentMessages = {
  configFailed: 'Failed to load SDK configuration. Please try again.',
  sdkMissing: 'Unable to initialize payment at the moment!',
  notReady: 'Unable to initialize the payment process!',
  serverFailed: 'Something went wrong at our end. Please try again!',
  tokenizeFailed: 'Something went wrong. Please try again or use a different card!',
  verificationFailed: 'Card Verification failed! Please try with different payment method',
} as const;
