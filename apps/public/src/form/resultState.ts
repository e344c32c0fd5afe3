import type { QuoteSubmitResult } from '@buildcover/api-client';
import { quoteOutcomeTitles } from '@buildcover/domain';
import { broker } from '../content/broker';
import type { ResultState } from '../pages/ResultPage';

const contact = `call us on ${broker.phone} or e-mail ${broker.email}`;

/** What '/submit' shows for the server's answer to POST /api/v1/quotes/get. */
export function resultStateFor(result: QuoteSubmitResult): ResultState {
  const base = {
    title: quoteOutcomeTitles[result.status],
    image: result.status,
    quote: { id: result.id, ref: result.ref, status: result.status, payable: result.payable },
  } as const;
  switch (result.status) {
    case 'quoted':
      return {
        ...base,
        description: result.message,
        description2: result.payable
          ? 'Pay now to start your cover, or later from the link in the e-mail; you can look over your quote first.'
          : 'You can look over your quote now.',
        description3: `Questions before you pay? ${contact.charAt(0).toUpperCase()}${contact.slice(1)}.`,
      };
    case 'referred':
      return {
        ...base,
        description: result.message,
        description2: `A broker will call or e-mail you within one business day to talk through your project and the terms an insurer can offer. Our hours are ${broker.hours}.`,
        description3: `If you would rather talk sooner, ${contact}.`,
      };
    case 'declined':
      return {
        ...base,
        description: result.message,
        description2:
          'This is based on the answers in your proposal: the insurers on our panel do not cover this kind of work online.',
        description3: `If an answer was wrong, or you would like to talk about other options, ${contact} and quote your reference.`,
      };
  }
}
