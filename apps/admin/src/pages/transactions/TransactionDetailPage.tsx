import { canRefundPayments, staffRoleOf, useAuth, usePaymentTransaction } from '@buildcover/api-client';
import { formatAud, formatDate } from '@buildcover/domain';
import { Alert, Button } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';
import { Link } from 'wouter';
import { Facts, RecordDetail, Section } from '../records/RecordDetail';
import { RefundDialog } from './RefundDialog';
import { TransactionStatusBadge } from './TransactionStatusBadge';

/** What the 3-D Secure result means for staff: confirmed by the gateway, refused, or never checked. */
function threeDsText(threeds: { version: string; eci: string; verified: boolean | null } | null): string {
  if (!threeds) return 'Not recorded';
  const detail = `3-D Secure ${threeds.version}, ECI ${threeds.eci}`;
  if (threeds.verified === true) return `Authenticated (${detail})`;
  if (threeds.verified === false) return `Failed (${detail})`;
  return `Not checked (${detail})`;
}

/** /admin/transactions/:id: one card payment attempt; a super admin can refund a successful one. */
export function TransactionDetailPage({ id }: { id: string }): ReactElement {
  const { data, error, isLoading, mutate } = usePaymentTransaction(id);
  // Only a super admin may refund (the server refuses everyone else): nobody else sees the button.
  const mayRefund = canRefundPayments(staffRoleOf(useAuth().token));
  const [refunding, setRefunding] = useState(false);
  const [notice, setNotice] = useState<string | undefined>();
  return (
    <RecordDetail
      listPath="/transactions"
      listLabel="Transactions"
      noun="transaction"
      title={(t) => `Transaction ${t.drn ?? `#${t.id}`}`}
      data={data}
      error={error}
      isLoading={isLoading}
      actions={(t) =>
        mayRefund && t.status === 'succeeded' && !t.refund ? (
          <Button variant="danger" onPress={() => setRefunding(true)}>
            Refund
          </Button>
        ) : null
      }
    >
      {(t) => (
        <>
          {notice ? <Alert tone="success" role="status" title={notice} onDismiss={() => setNotice(undefined)} /> : null}
          <RefundDialog
            transaction={t}
            isOpen={refunding}
            onOpenChange={setRefunding}
            onRefunded={(refunded, message) => {
              void mutate(refunded, { revalidate: false });
              setNotice(message);
            }}
          />
          <Section aria-labelledby="transaction-payment">
            <h3 id="transaction-payment">Payment</h3>
            <Facts
              items={[
                ['Reference', t.drn],
                ['Date', formatDate(t.created_at, { withTime: true })],
                ['Status', <TransactionStatusBadge key="s" status={t.status} />],
                ['Amount', formatAud(t.amount)],
                ['Card Surcharge', formatAud(t.surcharge_amount)],
                ['Total Charged', formatAud(t.total_amount)],
                ['Card', t.card_number_mask ? `${t.card_scheme ?? ''} ${t.card_number_mask}`.trim() : null],
                ['Card Holder', t.card_holder_name],
                ['3-D Secure', threeDsText(t.threeds)],
                ['Gateway Reference', t.gateway_reference],
                ['Gateway Message', t.error_message],
              ]}
            />
          </Section>
          <Section aria-labelledby="transaction-policy">
            <h3 id="transaction-policy">Quote and Policy</h3>
            <Facts
              items={[
                [
                  'Quote',
                  <Link key="q" href={`/quotes/${t.quote_id}`}>
                    {t.quote_ref}
                  </Link>,
                ],
                [
                  'Policy',
                  t.policy_num || t.status === 'succeeded' || t.status === 'refunded' ? (
                    <Link key="p" href={`/policy/${t.policy_id}`}>
                      {t.policy_num ?? `#${t.policy_id}`}
                    </Link>
                  ) : null,
                ],
                ['Policy Holder', t.full_name],
              ]}
            />
          </Section>
          {t.refund || t.refund_error ? (
            <Section aria-labelledby="transaction-refund">
              <h3 id="transaction-refund">Refund</h3>
              <Facts
                items={[
                  [
                    'Refund',
                    t.refund ? (t.refund.status === 'refunded' ? 'Refunded in full' : 'In progress') : 'Not refunded',
                  ],
                  ['Reason', t.refund?.reason],
                  ['Refunded At', formatDate(t.refund?.refunded_at, { withTime: true })],
                  ['Refunded By', t.refund?.refunded_by],
                  ['Last Refusal', t.refund_error],
                ]}
              />
            </Section>
          ) : null}
        </>
      )}
    </RecordDetail>
  );
}
