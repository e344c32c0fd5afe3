import type { PaymentStatus, PaymentTransaction } from '@buildcover/api-client';
import { formatAud, formatDate, transactionStatusLabels, transactionStatuses } from '@buildcover/domain';
import type { DataTableColumn } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useLocation } from 'wouter';
import { ListPanel } from '../../lists/ListPanel';
import { TransactionDetailPage } from '../../detailScreens';
import type { ListSource } from '../../lists/usePagedList';
import { TransactionStatusBadge } from './TransactionStatusBadge';

const transactionsSource: ListSource<PaymentTransaction> = {
  name: 'payments',
  fetchPage: async (client, { q, filters, ...paging }) =>
    (
      await client.payments.list({
        ...paging,
        ...(filters.status ? { status: filters.status as PaymentStatus } : {}),
        ...(q ? { q } : {}),
      })
    ).data,
};

// Column ids are the server's sort keys (apps/server/src/repositories/transactions.ts).
const columns: DataTableColumn<PaymentTransaction>[] = [
  {
    id: 'created_at',
    header: 'Date',
    isSortable: true,
    isRowHeader: true,
    cell: (t) => formatDate(t.created_at, { withTime: true }),
  },
  { id: 'quote_ref', header: 'Quote Ref', isSortable: true },
  { id: 'full_name', header: 'Policy Holder', isSortable: true, minWidth: '9rem' },
  { id: 'drn', header: 'Reference', cell: (t) => t.drn ?? '-' },
  {
    id: 'card_scheme',
    header: 'Card',
    isSortable: true,
    cell: (t) => (t.card_number_mask ? `${t.card_scheme ?? ''} ${t.card_number_mask}`.trim() : '-'),
  },
  { id: 'total_amount', header: 'Amount', isSortable: true, align: 'end', cell: (t) => formatAud(t.total_amount) },
  { id: 'status', header: 'Status', isSortable: true, cell: (t) => <TransactionStatusBadge status={t.status} /> },
];

const statusFilter = {
  key: 'status',
  label: 'Status',
  allLabel: 'All statuses',
  options: transactionStatuses.map((value) => ({ value, label: transactionStatusLabels[value] })),
};

/** /admin/transactions: every card payment attempt, newest first; a row opens /admin/transactions/:id. */
export function TransactionsListPage(): ReactElement {
  const [, navigate] = useLocation();
  return (
    <ListPanel
      opens={TransactionDetailPage}
      label="Transactions"
      source={transactionsSource}
      columns={columns}
      getRowId={(t) => t.id}
      searchPlaceholder="Search transactions..."
      onRowAction={(t) => navigate(`/transactions/${t.id}`)}
      filters={[statusFilter]}
      showFirstLast
    />
  );
}
