import type { CardScheme } from '../../../public-sandbox/card-rules.js';

/** What the sandbox gateway does with a card: the only cards it accepts are the ones listed here. */
export type TestCardBehaviour =
  | 'success'
  | 'challenge'
  | 'declined'
  | 'insufficient_funds'
  | 'expired_card'
  | 'authentication_failed';

export interface TestCard {
  number: string;
  scheme: CardScheme;
  behaviour: TestCardBehaviour;
  /** What happens, in words, for the README, the /paymentdemo page and the gateway's messages. */
  description: string;
}

/** The one-time code that completes a 3-D Secure challenge in the sandbox. */
export const SANDBOX_CHALLENGE_CODE = '123456';

/**
 * The sandbox gateway's test cards (Stripe's widely copied numbers). Any future expiry and any CVC
 * of the right length (4 digits for Amex, 3 otherwise) work. Served as JSON at
 * GET /sandbox-gateway/api/test-cards and listed in README.md (a test keeps the two in step).
 */
export const sandboxTestCards: readonly TestCard[] = [
  {
    number: '4242424242424242',
    scheme: 'visa',
    behaviour: 'success',
    description: 'Visa: approved, frictionless 3-D Secure',
  },
  {
    number: '5555555555554444',
    scheme: 'mastercard',
    behaviour: 'success',
    description: 'Mastercard: approved, frictionless 3-D Secure',
  },
  {
    number: '378282246310005',
    scheme: 'amex',
    behaviour: 'success',
    description: 'American Express: approved, frictionless 3-D Secure (4-digit CVC)',
  },
  {
    number: '4000000000003220',
    scheme: 'visa',
    behaviour: 'challenge',
    description: `Visa: 3-D Secure challenge; enter the one-time code ${SANDBOX_CHALLENGE_CODE}, then approved`,
  },
  {
    number: '4000008400001629',
    scheme: 'visa',
    behaviour: 'authentication_failed',
    description: 'Visa: 3-D Secure authentication fails',
  },
  { number: '4000000000000002', scheme: 'visa', behaviour: 'declined', description: 'Visa: declined by the issuer' },
  {
    number: '4000000000009995',
    scheme: 'visa',
    behaviour: 'insufficient_funds',
    description: 'Visa: declined, insufficient funds',
  },
  {
    number: '4000000000000069',
    scheme: 'visa',
    behaviour: 'expired_card',
    description: 'Visa: declined, expired card',
  },
];

export function findTestCard(digits: string): TestCard | undefined {
  return sandboxTestCards.find((card) => card.number === digits);
}
