import { Tabs } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useParams } from 'wouter';
import { Page } from '../layout/Page';
import { PremiumBreakdown } from './quote/PremiumBreakdown';
import { ProposalAnswers } from './quote/ProposalAnswers';
import { QuoteDocuments } from './quote/QuoteDocuments';
import { QuoteLoader } from './quote/QuoteLoader';
import { QuotePaymentStatus } from './quote/QuotePaymentStatus';
import { QuoteSummary } from './quote/QuoteSummary';
import { usePublicQuoteDetails } from './quote/usePublicQuote';

/** '/quotes/view/:id': the customer's read-only quote, in tabs: the proposal as answered, the premium, documents and payment. */
export function QuoteViewPage(): ReactElement {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Page title="Your quote" heading="Your quote">
      <QuoteLoader result={usePublicQuoteDetails(id)}>
        {(quote) => (
          <>
            <QuoteSummary quote={quote} />
            <Tabs
              aria-label="Quote details"
              items={[
                { id: 'proposal', label: 'Your proposal', content: <ProposalAnswers quote={quote} /> },
                {
                  id: 'premium',
                  label: 'Premium',
                  content: quote.policy?.premium ? (
                    <PremiumBreakdown policy={quote.policy} />
                  ) : (
                    <p>This quote has no premium yet: a broker sets it once the proposal is reviewed.</p>
                  ),
                },
                { id: 'documents', label: 'Documents', content: <QuoteDocuments quote={quote} /> },
                { id: 'payment', label: 'Payment', content: <QuotePaymentStatus quote={quote} /> },
              ]}
            />
          </>
        )}
      </QuoteLoader>
    </Page>
  );
}
