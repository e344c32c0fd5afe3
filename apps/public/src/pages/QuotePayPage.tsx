import type { QuoteReadBack } from '@buildcover/api-client';
import { paymentEligibility } from '@buildcover/domain';
import { Alert } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { Link, useLocation, useParams } from 'wouter';
import { Page } from '../layout/Page';
import { useToday } from '../layout/visitorClock';
import type { PaymentHandover } from '../payment/handover';
import { InsurerDetails } from './quote/InsurerDetails';
import { PayDeclaration } from './quote/PayDeclaration';
import { PremiumBreakdown } from './quote/PremiumBreakdown';
import { QuoteLoader } from './quote/QuoteLoader';
import { QuoteStatusNotice } from './quote/QuoteStatusNotice';
import { QuoteSummary } from './quote/QuoteSummary';
import { usePublicQuote } from './quote/usePublicQuote';

/** Pay, or why not: paid, inception passed (Pay disabled) or not open for payment (public-site §2). */
function PaymentState({ quote, preloadPaymentPage }: { quote: QuoteReadBack; preloadPaymentPage: (() => void) | undefined }): ReactElement {
  const [, navigate] = useLocation();
  const eligibility = paymentEligibility(quote.policy, useToday());
  const pay = () => navigate('/payment', { state: { quoteId: quote.id, consent: true } satisfies PaymentHandover });
  if (eligibility.payable) return <PayDeclaration onPay={pay} onPayIntent={preloadPaymentPage} />;
  if (eligibility.reason === 'paid') {
    return (
      <Alert tone="success" title={eligibility.message}>
        <Link href={`/quotes/view/${encodeURIComponent(quote.id)}`}>View your quote and its documents</Link>
      </Alert>
    );
  }
  if (eligibility.reason === 'inceptionPassed') {
    return (
      <>
        <Alert tone="danger" role="alert" title={eligibility.message} />
        <PayDeclaration onPay={pay} isDisabled />
      </>
    );
  }
  return <QuoteStatusNotice quote={quote} />;
}

/** '/quotes/pay/:id': the quote, its premium and insurer, the declaration and Pay. */
export interface QuotePayPageProps {
  /** Starts loading the payment page's code, once the customer is at the declaration. */
  preloadPaymentPage?: () => void;
}

export function QuotePayPage({ preloadPaymentPage }: QuotePayPageProps = {}): ReactElement {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Page title="Pay your quote" heading="Review and pay">
      <QuoteLoader result={usePublicQuote(id)}>
        {(quote) => (
          <>
            <QuoteSummary quote={quote} />
            {quote.insurer ? <InsurerDetails insurer={quote.insurer} /> : null}
            <PremiumBreakdown policy={quote.policy} />
            <PaymentState quote={quote} preloadPaymentPage={preloadPaymentPage} />
          </>
        )}
      </QuoteLoader>
    </Page>
  );
}
