import { Alert } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Page } from '../layout/Page';
import { readHandover } from '../payment/handover';
import { QuoteCardPayment } from '../payment/QuoteCardPayment';

/**
 * '/payment': the card screen for the quote handed over by the pay screen (public-site §4). Opened
 * directly (a bookmark, another tab) it has nothing to charge, so it sends the customer back to
 * their pay link.
 */
export function PaymentPage(): ReactElement {
  const handover = readHandover(useHistoryState());
  return (
    <Page title="Card payment" heading="Card payment">
      {handover ? (
        <QuoteCardPayment quoteId={handover.quoteId} />
      ) : (
        <Alert tone="warning" title="There is no quote to pay here.">
          Open the pay link in the e-mail we sent you, or <Link href="/">start a new quote</Link>.
        </Alert>
      )}
    </Page>
  );
}
