import type { ReactElement } from 'react';
import { Link, useParams } from 'wouter';
import { Page } from '../layout/Page';
import { QuoteLoader } from './quote/QuoteLoader';
import { QuoteSummary } from './quote/QuoteSummary';

/** '/quotes/view/:id': the customer's read-only view of a quote. */
export function QuoteViewPage(): ReactElement {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Page title="Your quote" heading="Your quote">
      <QuoteLoader id={id}>
        {(quote) => (
          <>
            <QuoteSummary quote={quote} />
            {quote.insurer?.pds_url ? (
              <p>
                <a href={quote.insurer.pds_url} target="_blank" rel="noreferrer">
                  Read the Product Disclosure Statement (opens in a new tab)
                </a>
              </p>
            ) : null}
            {quote.policy?.status === 'due_payment' ? (
              <p>
                <Link href={`/quotes/pay/${encodeURIComponent(id)}`}>Review and pay this quote</Link>
              </p>
            ) : null}
          </>
        )}
      </QuoteLoader>
    </Page>
  );
}
