import { Alert } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useParams } from 'wouter';
import { broker } from '../content/broker';
import { Page } from '../layout/Page';
import { QuoteLoader } from './quote/QuoteLoader';
import { QuoteSummary } from './quote/QuoteSummary';

export const POLICY_PAID_MESSAGE = 'Policy has been paid! Thank you!.';

/**
 * '/quotes/pay/:id': the quote a customer is about to pay. The declaration and card form join this
 * screen with the payment work; until then the customer is told how to pay by phone.
 */
export function QuotePayPage(): ReactElement {
  const { id = '' } = useParams<{ id: string }>();
  return (
    <Page title="Pay your quote" heading="Review and pay">
      <QuoteLoader id={id}>
        {(quote) => (
          <>
            <QuoteSummary quote={quote} />
            {quote.policy && quote.policy.status !== 'due_payment' ? (
              <Alert tone="success" title={POLICY_PAID_MESSAGE} />
            ) : (
              <Alert tone="info" title="Paying by card">
                To pay this quote now, call a broker on {broker.phone} ({broker.hours}) and quote reference {quote.ref}.
              </Alert>
            )}
          </>
        )}
      </QuoteLoader>
    </Page>
  );
}
