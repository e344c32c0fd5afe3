import type { PaymentResult } from '@buildcover/api-client';
import { cardSchemeLabels, formatAud, formatDate, type CardScheme } from '@buildcover/domain';
import { Button } from '@buildcover/ui';
import type { ReactElement } from 'react';
import styled, { createGlobalStyle } from 'styled-components';
import { Link } from 'wouter';
import { FactList, type Fact } from '../layout/FactList';
import { useReveal } from './useReveal';

// Printing the page prints the receipt alone: no header, footer or buttons.
const PrintReceiptOnly = createGlobalStyle`
  @media print {
    body * { visibility: hidden; }
    [data-receipt], [data-receipt] * { visibility: visible; }
    [data-receipt] { position: absolute; inset: 0 auto auto 0; width: 100%; border: none; }
    [data-receipt] [data-print-hidden] { display: none; }
  }
`;
const Box = styled.section`
  padding: ${({ theme }) => theme.space[5]};
  border: 2px solid ${({ theme }) => theme.color.success};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.background};
  &:focus-visible { outline: ${({ theme }) => theme.focusRing.outline}; outline-offset: 2px; }
  > h2 { margin: 0 0 ${({ theme }) => theme.space[3]}; color: ${({ theme }) => theme.color.success}; }
`;
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]};
`;

const schemeLabel = (scheme: string | null): string | null =>
  scheme ? (cardSchemeLabels[scheme as CardScheme] ?? scheme) : null;

/** What was charged, on which card, its reference and when: the receipt's lines. */
export function ReceiptFacts({
  receipt,
  surchargeRate = null,
}: {
  receipt: PaymentResult;
  surchargeRate?: string | null;
}): ReactElement {
  const scheme = schemeLabel(receipt.card_scheme);
  const facts: Fact[] = [
    ['Quote reference', receipt.quote_ref ?? '-'],
    ...(receipt.policy_num ? [['Policy number', receipt.policy_num] as const] : []),
    ['Premium', formatAud(receipt.amount)],
    [
      scheme ? `Card surcharge (${scheme}${surchargeRate ? ` ${surchargeRate}%` : ''})` : 'Card surcharge',
      formatAud(receipt.surcharge_amount),
    ],
    ['Total paid', formatAud(receipt.total_amount)],
    ['Card', receipt.card_number_mask ?? '-'],
    ['Transaction reference', receipt.reference],
    ['Paid on', formatDate(receipt.paid_at, { withTime: true, withZone: true })],
  ];
  return <FactList facts={facts} />;
}

/** The thank-you screen: what was charged, on which card, its reference and when; printable. */
export function PaymentReceipt({
  receipt,
  quoteId,
  recipient,
  surchargeRate,
}: {
  receipt: PaymentResult;
  quoteId: string;
  recipient: string | null;
  surchargeRate: string | null;
}): ReactElement {
  const ref = useReveal<HTMLElement>();
  return (
    <Box ref={ref} tabIndex={-1} aria-labelledby="receipt-heading" data-receipt>
      <PrintReceiptOnly />
      <h2 id="receipt-heading">Payment received. Thank you!</h2>
      <p>
        Your payment for quote {receipt.quote_ref} is complete.{' '}
        {recipient
          ? `A copy of this receipt has been e-mailed to ${recipient}.`
          : 'Keep this receipt for your records.'}{' '}
        Your policy documents will follow by e-mail.
      </p>
      <ReceiptFacts receipt={receipt} surchargeRate={surchargeRate} />
      <Actions data-print-hidden>
        <Button variant="secondary" onPress={() => window.print()}>
          Print receipt
        </Button>
        <Link href={`/quotes/view/${encodeURIComponent(quoteId)}`}>View your quote</Link>
      </Actions>
    </Box>
  );
}
