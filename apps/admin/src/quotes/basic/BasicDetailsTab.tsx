import type { QuoteDetail } from '@buildcover/api-client';
import { formatAud, formatDate, quoteFieldLabels, quoteStatusLabel } from '@buildcover/domain';
import { StatusBadge } from '@buildcover/ui';
import type { ReactElement } from 'react';
import styled from 'styled-components';
import { DetailList } from '../DetailList';
import { InsurerPicker } from './InsurerPicker';
import { QuoteInfoForm } from './QuoteInfoForm';

const Heading = styled.h3`
  margin: ${({ theme }) => theme.space[5]} 0 ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.lg};
`;

interface StoredReason {
  rule?: string;
  outcome?: string;
  reason?: string;
}

/** The underwriting rules that decided the quote when it was submitted (kept in quote.meta.reasons). */
function underwritingReasons(quote: QuoteDetail): StoredReason[] {
  const reasons = quote.meta.reasons;
  return Array.isArray(reasons) ? (reasons as StoredReason[]).filter((r) => typeof r?.reason === 'string') : [];
}

/** Basic Details: the quote at a glance, its status / wb code / policy number, its insurer. */
export function BasicDetailsTab({
  quote,
  onSaved,
  revalidate,
}: {
  quote: QuoteDetail;
  onSaved: (quote: QuoteDetail) => void;
  revalidate: () => Promise<unknown>;
}): ReactElement {
  const reasons = underwritingReasons(quote);
  return (
    <>
      <DetailList
        items={[
          { label: quoteFieldLabels.ref, value: quote.ref },
          {
            label: quoteFieldLabels.status,
            value: <StatusBadge status={quote.status} labels={{ [quote.status]: quoteStatusLabel(quote.status) }} />,
          },
          { label: 'Insured', value: quote.insured.full_name },
          { label: 'Email', value: quote.insured.email ?? '-' },
          { label: 'Contact Number', value: quote.insured.contact_no || 'N/A' },
          { label: 'Effective Date', value: formatDate(quote.inception_date) },
          { label: 'Expiration Date', value: formatDate(quote.end_date) },
          {
            label: quoteFieldLabels.premium_amount,
            value: quote.premium_amount ? formatAud(quote.premium_amount) : '-',
          },
          { label: 'Created At', value: formatDate(quote.created_at, { withTime: true }) },
        ]}
      />
      <QuoteInfoForm quote={quote} onSaved={onSaved} />
      <InsurerPicker quote={quote} onSaved={revalidate} />
      <Heading>{quoteFieldLabels.reasons}</Heading>
      {reasons.length === 0 ? (
        <p>The proposal met every underwriting rule: no referral or decline reason was recorded.</p>
      ) : (
        <ul aria-label="Underwriting reasons">
          {reasons.map((r, index) => (
            <li key={`${r.rule ?? 'rule'}-${index}`}>
              <strong>
                {r.outcome === 'declined' ? 'Declined' : r.outcome === 'referred' ? 'Referred' : (r.outcome ?? 'Note')}:
              </strong>{' '}
              {r.reason}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
