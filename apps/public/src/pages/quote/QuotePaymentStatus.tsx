import type { QuoteCustomerDetail } from '@buildcover/api-client';
import { formatAud, paymentEligibility } from '@buildcover/domain';
import { Alert } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { useToday } from '../../layout/visitorClock';
import { ReceiptFacts } from '../../payment/PaymentReceipt';
import { QuoteStatusNotice } from './QuoteStatusNotice';

/** The quote view's Payment tab: the receipt once paid, what is due and the pay link, or why there is nothing to pay. */
export function QuotePaymentStatus({ quote }: { quote: QuoteCustomerDetail }): ReactElement {
  const eligibility = paymentEligibility(quote.policy, useToday());
  if (quote.payment) {
    return (
      <>
        <Alert
          tone="success"
          title={eligibility.payable ? 'Payment received.' : (eligibility.message ?? 'Payment received.')}
        />
        <ReceiptFacts receipt={quote.payment} />
      </>
    );
  }
  if (eligibility.payable) {
    return (
      <Alert
        tone="info"
        title={`Payment due: ${formatAud(quote.total_amount)}, plus the card surcharge shown before you pay.`}
      >
        <Link href={`/quotes/pay/${encodeURIComponent(quote.id)}`}>Review and pay this quote</Link>
      </Alert>
    );
  }
  if (eligibility.reason === 'paid') return <Alert tone="success" title={eligibility.message} />;
  if (eligibility.reason === 'inceptionPassed') return <Alert tone="danger" title={eligibility.message} />;
  return <QuoteStatusNotice quote={quote} />;
}
