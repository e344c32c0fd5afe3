import { Alert } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';
import { Page } from '../layout/Page';

/**
 * '/payment': the card screen needs the quote handed over by the pay screen. Opened directly (a
 * bookmark, a reload) it has nothing to charge, so it sends the customer back to their pay link.
 */
export function PaymentPage(): ReactElement {
  const state: unknown = useHistoryState();
  const hasQuote = typeof state === 'object' && state !== null && 'quote' in state;
  return (
    <Page title="Card payment" heading="Card payment">
      {hasQuote ? (
        <Alert tone="info" title="Card payment is opened from your quote's pay screen." />
      ) : (
        <Alert tone="warning" title="There is no quote to pay here.">
          Open the pay link in the e-mail we sent you, or <Link href="/">start a new quote</Link>.
        </Alert>
      )}
    </Page>
  );
}
