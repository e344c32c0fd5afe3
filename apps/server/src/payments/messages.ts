import { payScreenMessages } from '@buildcover/domain';

/** Texts the customer sees from the payment calls (public-site §8, word for word where the spec gives one). */
export const paymentMessages = {
  ...payScreenMessages,
  verificationFailed: 'Card Verification failed! Please try with different payment method',
  notPayable: 'This quote is not ready for payment yet. Please contact support.',
  quoteNotFound: 'Quote not found',
  inProgress: 'A payment for this policy is already being processed. Please wait a moment before trying again.',
  stillProcessing: 'This payment is still being processed. Please wait a moment and check again.',
  keyReused: 'This payment reference was already used for a different payment. Please reload the page and try again.',
  badReference: 'This payment reference is not valid for this quote. Please reload the page and try again.',
  tokenExpired: 'The card details have expired. Please enter them again.',
  unknownGateway: 'This payment gateway is not available.',
  success: 'Payment successful! Thank you.',
} as const;
