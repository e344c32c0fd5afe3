import type { QuoteReadBack } from '@buildcover/api-client';
import { Alert } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { broker } from '../../content/broker';
import { BrokerPhoneLink } from '../../layout/BrokerPhoneLink';

/**
 * What a quote that cannot be paid yet means for the customer, in honest words per status: a
 * declined proposal has nothing coming, a referred one waits for a broker, a quoted one for its
 * pay link.
 */
export function QuoteStatusNotice({ quote }: { quote: QuoteReadBack }): ReactElement {
  const call = (
    <>
      Questions? Call us on <BrokerPhoneLink /> ({broker.hours}) and quote {quote.ref}.
    </>
  );
  switch (quote.status) {
    case 'declined':
      return (
        <Alert tone="danger" title="We cannot offer cover for this proposal.">
          <p>
            The insurer does not cover the work described in this proposal, so there is nothing to pay. If an answer in
            your proposal was wrong or has changed, <Link href="/">start a new quote</Link> or call us on{' '}
            <BrokerPhoneLink />.
          </p>
        </Alert>
      );
    case 'referred':
    case 'review':
    case 'pending':
      return (
        <Alert tone="info" title="A broker is reviewing your proposal.">
          <p>
            Some of your answers need a broker's review before the insurer can offer a price, so there is nothing to pay
            yet. We will e-mail you when your quote is ready, with a link to pay it. {call}
          </p>
        </Alert>
      );
    case 'lost':
      return (
        <Alert tone="warning" title="This quote is closed.">
          <p>
            It can no longer be paid. <Link href="/">Start a new quote</Link> to get cover, or call us on{' '}
            <BrokerPhoneLink />.
          </p>
        </Alert>
      );
    default:
      return (
        <Alert tone="info" title="Your quote is not open for payment yet.">
          <p>
            A broker is checking your quote. When it is ready we will e-mail you a link to pay it; there is nothing to
            pay until then. {call}
          </p>
        </Alert>
      );
  }
}
