import type { QuoteListItem } from '@buildcover/api-client';
import { formatAud, formatDate } from '@buildcover/domain';
import type { DataTableColumn } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useLocation } from 'wouter';
import { ListPanel } from '../../lists/ListPanel';
import { QuoteEditorPage } from '../../detailScreens';
import { insuredFilter, insuredScope } from '../../lists/InsuredScope';
import type { ListSource } from '../../lists/usePagedList';
import { QuoteStatusBadge } from './QuoteStatusBadge';

const quotesSource: ListSource<QuoteListItem> = {
  name: 'quotes',
  fetchPage: async (client, { q, filters, ...paging }) => {
    const query = { ...paging, ...insuredFilter(filters) };
    return (q ? await client.quotes.search({ ...query, q }) : await client.quotes.list(query)).data;
  },
};
const scope = insuredScope('Quotes');

// Column ids are the server's sort keys (apps/server/src/repositories/quotes.ts quoteSortColumns).
const quoteColumns: DataTableColumn<QuoteListItem>[] = [
  { id: 'ref', header: 'Quote Ref', isSortable: true, isRowHeader: true },
  { id: 'full_name', header: 'Insured', isSortable: true, minWidth: '9rem', cell: (q) => q.insured.full_name },
  { id: 'wb_code', header: 'WB Code', isSortable: true, cell: (q) => q.insured.wb_code || '-' },
  { id: 'state', header: 'State', isSortable: true, cell: (q) => q.address?.state || '-' },
  { id: 'inception_date', header: 'Effective', isSortable: true, cell: (q) => formatDate(q.inception_date) },
  { id: 'end_date', header: 'Expiration', isSortable: true, cell: (q) => formatDate(q.end_date) },
  {
    id: 'premium_amount',
    header: 'Premium',
    isSortable: true,
    align: 'end',
    cell: (q) => (q.premium_amount ? formatAud(q.premium_amount) : '-'),
  },
  { id: 'status', header: 'Status', isSortable: true, cell: (q) => <QuoteStatusBadge status={q.status} /> },
];

/** /admin/quotes: every quote, searched, sorted and paged on the server; a row opens /admin/quotes/:id. */
export function QuotesListPage(): ReactElement {
  const [, navigate] = useLocation();
  return (
    <ListPanel
      opens={QuoteEditorPage}
      label="Quotes"
      source={quotesSource}
      columns={quoteColumns}
      getRowId={(q) => q.id}
      searchPlaceholder="Search quotes..."
      onRowAction={(q) => navigate(`/quotes/${q.id}`)}
      scope={scope}
    />
  );
}
