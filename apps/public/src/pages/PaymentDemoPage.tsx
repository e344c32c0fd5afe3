import type { ReactElement } from 'react';
import { Lead, Page } from '../layout/Page';
import { DemoCardPayment } from '../payment/DemoCardPayment';
import { TestCardTable } from '../payment/TestCardTable';

/** '/paymentdemo' (Demo payment form): the sandbox gateway's test cards and a card form that never charges. */
export function PaymentDemoPage(): ReactElement {
  return (
    <Page title="Demo payment form" heading="Demo payment form">
      <Lead>
        Try the card payment on the sandbox gateway. This demo never charges: the card is tokenised and checked with 3-D
        Secure, and no money moves.
      </Lead>
      <h2>Test cards</h2>
      <p>
        The sandbox takes only these cards. Use any future expiry date, any name and any CVC (4 digits for American
        Express, 3 for other cards). When a card asks for a 3-D Secure code, enter 123456.
      </p>
      <TestCardTable />
      <h2>Try a payment</h2>
      <DemoCardPayment />
    </Page>
  );
}
