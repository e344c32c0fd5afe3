import type { QuoteReadBack } from '@buildcover/api-client';
import { formatAud, formatDate, liabilityLimitLabel, quoteStatusLabel } from '@buildcover/domain';
import type { ReactElement } from 'react';
import styled from 'styled-components';

const List = styled.dl`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  margin: 0 0 ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => theme.space[4]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; font-weight: ${({ theme }) => theme.font.weight.medium}; }
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: 1fr;
    gap: 0;
    dd { margin-bottom: ${({ theme }) => theme.space[3]}; }
  }
`;

/** The facts of a quote a customer checks before paying. */
export function QuoteSummary({ quote }: { quote: QuoteReadBack }): ReactElement {
  const cover = quote.covers[0];
  const rows: [string, string][] = [
    ['Quote reference', quote.ref],
    ['Status', quoteStatusLabel(quote.status)],
    ['Policy holder', quote.insured.full_name],
    ['Insurer', quote.insurer?.name ?? '-'],
    ['Value of construction work', formatAud(quote.property_value)],
    ['Public liability limit', liabilityLimitLabel(cover?.cover)],
    ['Construction type', cover?.construction_type ?? '-'],
    ['Period of insurance', `${formatDate(quote.inception_date)} to ${formatDate(quote.end_date)}`],
    ['Total payable', formatAud(quote.total_amount)],
  ];
  return (
    <List>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </List>
  );
}
