import { usePolicy } from '@buildcover/api-client';
import {
  formatAud,
  formatDate,
  premiumBreakdownFields,
  transactionStatusLabels,
  type TransactionStatus,
} from '@buildcover/domain';
import type { ReactElement } from 'react';
import { Link } from 'wouter';
import { Facts, RecordDetail, Section } from '../records/RecordDetail';
import { PolicyStatusBadge } from './PolicyStatusBadge';

const money = (value: string | null) => (value ? formatAud(value) : null);

/** /admin/policy/:id: a bound policy, its holder, insurer, every premium line (the domain's list, as the premium grid shows them) and payments, linked to its quote. */
export function PolicyDetailPage({ id }: { id: string }): ReactElement {
  const { data, error, isLoading } = usePolicy(id);
  return (
    <RecordDetail
      listPath="/policy"
      listLabel="Policies"
      noun="policy"
      title={(p) => `Policy ${p.num ?? `of quote ${p.quote.ref}`}`}
      data={data}
      error={error}
      isLoading={isLoading}
    >
      {(policy) => (
        <>
          <Section aria-labelledby="policy-cover">
            <h3 id="policy-cover">Cover</h3>
            <Facts
              items={[
                ['Policy Number', policy.num],
                ['Status', <PolicyStatusBadge key="s" status={policy.status} />],
                [
                  'Quote',
                  <Link key="q" href={`/quotes/${policy.quote.id}`}>
                    {policy.quote.ref}
                  </Link>,
                ],
                [
                  'Insurer',
                  policy.insurer
                    ? `${policy.insurer.name}${policy.insurer.afsl ? ` (AFSL ${policy.insurer.afsl})` : ''}`
                    : null,
                ],
                ['Inception Date', formatDate(policy.inception_date)],
                ['Expiry Date', formatDate(policy.expiry_date)],
                ['Paid At', formatDate(policy.paid_at, { withTime: true })],
                ['Premium', money(policy.total_amount)],
              ]}
            />
          </Section>
          <Section aria-labelledby="policy-holder">
            <h3 id="policy-holder">Policy Holder</h3>
            <Facts
              items={[
                [
                  'Full Name',
                  <Link key="i" href={`/insured/${policy.insured.id}`}>
                    {policy.insured.full_name}
                  </Link>,
                ],
                ['Email', policy.insured.email],
                ['Contact Number', policy.insured.contact_no],
                ['WB Code', policy.insured.wb_code],
                ['ABN', policy.insured.abn],
              ]}
            />
          </Section>
          <Section aria-labelledby="policy-premium">
            <h3 id="policy-premium">Premium</h3>
            <Facts
              items={premiumBreakdownFields.map(({ key, label }) => [label, money(policy.premium[key])] as const)}
            />
          </Section>
          <Section aria-labelledby="policy-payments">
            <h3 id="policy-payments">Payments</h3>
            {policy.payments.length === 0 ? (
              <p>No payments recorded.</p>
            ) : (
              <ul>
                {policy.payments.map((p) => (
                  <li key={p.id}>
                    <Link href={`/transactions/${p.id}`}>
                      {formatDate(p.created_at, { withTime: true })}: {formatAud(p.total_amount)}{' '}
                      {p.card_number_mask ? `by card ${p.card_number_mask}` : ''} —{' '}
                      {transactionStatusLabels[p.status as TransactionStatus] ?? p.status}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </>
      )}
    </RecordDetail>
  );
}
