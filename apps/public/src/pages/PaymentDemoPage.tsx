import type { ReactElement } from 'react';
import { Lead, Page } from '../layout/Page';

const testCards: [string, string][] = [
  ['4242 4242 4242 4242', 'Payment succeeds'],
  ['4000 0000 0000 3220', '3-D Secure challenge, then succeeds'],
  ['4000 0000 0000 0002', 'Card declined'],
  ['4000 0000 0000 9995', 'Insufficient funds'],
  ['4000 0000 0000 0069', 'Expired card'],
];

/** '/paymentdemo': how to try the sandbox card gateway (any future expiry, any CVC). */
export function PaymentDemoPage(): ReactElement {
  return (
    <Page title="Payment test cards" heading="Payment test cards">
      <Lead>While the site runs on the sandbox gateway, no real money moves. Use these card numbers with any future expiry date and any CVC (4 digits for Amex).</Lead>
      <table>
        <thead>
          <tr>
            <th scope="col">Card number</th>
            <th scope="col">Result</th>
          </tr>
        </thead>
        <tbody>
          {testCards.map(([number, result]) => (
            <tr key={number}>
              <td>{number}</td>
              <td>{result}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Page>
  );
}
