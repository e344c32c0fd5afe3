import type { QuoteReadBack } from '@buildcover/api-client';
import { formatDate } from '@buildcover/domain';
import { Alert } from '@buildcover/ui';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { ReceiptFacts } from '../../payment/PaymentReceipt';
import { QuoteDocuments } from './QuoteDocuments';
import { QuoteLoader } from './QuoteLoader';
import { usePublicQuoteDetails } from './usePublicQuote';

const Paid = styled.section`
  margin: ${({ theme }) => theme.space[5]} 0;
  > h2 { font-size: ${({ theme }) => theme.font.size.xl}; margin: 0 0 ${({ theme }) => theme.space[3]}; }
`;

/**
 * A pay link opened again once its policy is paid: no bill, but the paid message first, what was
 * paid (premium, card surcharge, total, card, when) and the policy documents to keep.
 */
export function PaidPolicy({ quote, message }: { quote: QuoteReadBack; message: string }): ReactElement {
  const details = usePublicQuoteDetails(quote.id);
  const viewLink = `/quotes/view/${encodeURIComponent(quote.id)}`;
  return (
    <>
      <Alert tone="success" title={message}>
        <p>
          Quote {quote.ref} for {quote.insured.full_name}
          {quote.insurer ? `, insured by ${quote.insurer.name}` : ''}: cover from {formatDate(quote.inception_date)} to{' '}
          {formatDate(quote.end_date)}.
        </p>
        <Link href={viewLink}>View your quote and its documents</Link>
      </Alert>
      <QuoteLoader result={details}>
        {(paid) => (
          <>
            {paid.payment ? (
              <Paid aria-labelledby="paid-heading">
                <h2 id="paid-heading">What you paid</h2>
                <ReceiptFacts receipt={paid.payment} />
              </Paid>
            ) : null}
            <QuoteDocuments quote={paid} />
          </>
        )}
      </QuoteLoader>
    </>
  );
}
