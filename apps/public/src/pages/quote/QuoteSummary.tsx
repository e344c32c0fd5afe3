import type { QuoteReadBack } from '@buildcover/api-client';
import { formatAud, formatDate, liabilityLimitLabel, quoteStatusLabel } from '@buildcover/domain';
import type { ReactElement } from 'react';
import { FactList, type Fact } from '../../layout/FactList';

/** The facts of a quote a customer checks before paying. */
export function QuoteSummary({ quote }: { quote: QuoteReadBack }): ReactElement {
  const cover = quote.covers[0];
  const facts: Fact[] = [
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
  return <FactList facts={facts} boxed />;
}
