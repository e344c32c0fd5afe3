import type { QuoteReadBack } from '@buildcover/api-client';
import { paymentEligibility, todayIso } from '@buildcover/domain';
import { Alert } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useParams } from 'wouter';
import { broker } from '../content/broker';
import { Page } from '../layout/Page';
import { QuoteLoader } from './quote/QuoteLoader';
import { QuoteSummary } from './quote/QuoteSummary';

/** What the pay screen says about paying, by the domain's eligibility rule. */
function PaymentState({ quote }: { quote: QuoteReadBack }): ReactElement {
  const eligibility = paymentEligibility(quote.policy, todayIso());
  if (eligibility.payable) {
    // The declaration and the card form join this screen with the payment work.
    return (
      <Alert tone="info" title="Paying by card">
        To pay this quote now, call a broker on {broker.phone} ({broker.hours}) and quote reference {quote.ref}.
      </Alert>
    );
  }
  if (eligibility.reason === 'paid') return <Alert tone="success" title={eligibility.message} />;
  if (eligibility.reason === 'inceptionPassed') return <Alert tone="danger" role="alert" title={eligibility.message} />;
  return (
    <Alert tone="info" title="This quote is not ready for payment yet.">
      A broker is reviewing it and will contact you. Questions? Call {broker.phone}.
    </Alert>
  );
}

/** '/quotes/pay/:id': the quote a customer is about to pay, and whether it can be paid. */
export function QuotePayPage(): ReactElement {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Page title="Pay your quote" heading="Review and pay">
      <QuoteLoader id={id}>
        {(quote) => (
          <>
            <QuoteSummary quote={quote} />
            <PaymentState quote={quote} />
          </>
        )}
      </QuoteLoader>
    </Page>
  );
}
