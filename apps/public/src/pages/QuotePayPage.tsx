import type { QuoteReadBack } from '@buildcover/api-client';
import { paymentEligibility } from '@buildcover/domain';
import { Alert } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useLocation, useParams } from 'wouter';
import { Page } from '../layout/Page';
import { useToday } from '../layout/visitorClock';
import type { PaymentHandover } from '../payment/handover';
import { InsurerDetails } from './quote/InsurerDetails';
import { PaidPolicy } from './quote/PaidPolicy';
import { PayDeclaration } from './quote/PayDeclaration';
import { PremiumBreakdown } from './quote/PremiumBreakdown';
import { QuoteLoader } from './quote/QuoteLoader';
import { QuoteStatusNotice } from './quote/QuoteStatusNotice';
import { QuoteSummary } from './quote/QuoteSummary';
import { usePublicQuote } from './quote/usePublicQuote';

/** Pay, or why not: paid, inception passed (Pay disabled) or not open for payment (public-site §2). */
function PaymentState({
  quote,
  preloadPaymentPage,
}: {
  quote: QuoteReadBack;
  preloadPaymentPage: (() => void) | undefined;
}): ReactElement {
  const [, navigate] = useLocation();
  const eligibility = paymentEligibility(quote.policy, useToday());
  const pay = () => navigate('/payment', { state: { quoteId: quote.id, consent: true } satisfies PaymentHandover });
  if (eligibility.payable) return <PayDeclaration onPay={pay} onPayIntent={preloadPaymentPage} />;
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

/** The policy is paid: the page is its receipt and documents, not a bill. */
const paidMessage = (quote: QuoteReadBack | undefined, today: string): string | null => {
  const eligibility = quote ? paymentEligibility(quote.policy, today) : null;
  return eligibility && !eligibility.payable && eligibility.reason === 'paid' ? eligibility.message : null;
};

export function QuotePayPage({ preloadPaymentPage }: QuotePayPageProps = {}): ReactElement {
  const { id = '' } = useParams<{ id: string }>();
  const result = usePublicQuote(id);
  const paid = paidMessage(result.data, useToday());
  return (
    <Page
      title={paid ? 'Your paid policy' : 'Pay your quote'}
      heading={paid ? 'Your policy is paid' : 'Review and pay'}
    >
      <QuoteLoader result={result}>
        {(quote) =>
          paid ? (
            <PaidPolicy quote={quote} message={paid} />
          ) : (
            <>
              <QuoteSummary quote={quote} />
              {quote.insurer ? <InsurerDetails insurer={quote.insurer} /> : null}
              <PremiumBreakdown policy={quote.policy} />
              <PaymentState quote={quote} preloadPaymentPage={preloadPaymentPage} />
            </>
          )
        }
      </QuoteLoader>
    </Page>
  );
}
