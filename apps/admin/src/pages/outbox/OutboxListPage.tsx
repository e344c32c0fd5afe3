import type { OutboxEmailListItem, OutboxStatus } from '@buildcover/api-client';
import type { OutboxSort } from '@buildcover/domain/api';
import { formatDate, outboxStatusLabels } from '@buildcover/domain';
import type { DataTableColumn } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useLocation } from 'wouter';
import { ListPanel } from '../../lists/ListPanel';
import { OutboxEmailPage } from '../../detailScreens';
import type { ListSource } from '../../lists/usePagedList';
import { OutboxStatusBadge } from './outboxStatus';

const outboxSource: ListSource<OutboxEmailListItem> = {
  name: 'outbox',
  fetchPage: async (client, { q, filters, sort, ...paging }) =>
    (
      await client.outbox.list({
        ...paging,
        ...(sort ? { sort: sort as OutboxSort } : {}),
        ...(filters.status ? { status: filters.status as OutboxStatus } : {}),
        ...(q ? { q } : {}),
      })
    ).data,
};

// Column ids are the server's sort keys (apps/server/src/repositories/outbox.ts).
const columns: DataTableColumn<OutboxEmailListItem>[] = [
  { id: 'created_at', header: 'Date', isSortable: true, cell: (m) => formatDate(m.created_at, { withTime: true }) },
  { id: 'subject', header: 'Subject', isSortable: true, isRowHeader: true, minWidth: '12rem' },
  { id: 'to', header: 'To', isSortable: true },
  { id: 'status', header: 'Status', isSortable: true, cell: (m) => <OutboxStatusBadge status={m.status} /> },
];

const statusFilter = {
  key: 'status',
  label: 'Status',
  allLabel: 'All statuses',
  options: Object.entries(outboxStatusLabels).map(([value, label]) => ({ value, label })),
};

/** /admin/outbox: every e-mail the product sent or kept (no SMTP_URL), newest first; a row opens it. */
export function OutboxListPage(): ReactElement {
  const [, navigate] = useLocation();
  return (
    <ListPanel
      opens={OutboxEmailPage}
      label="Mail outbox"
      source={outboxSource}
      columns={columns}
      getRowId={(m) => m.id}
      searchPlaceholder="Search by recipient or subject..."
      onRowAction={(m) => navigate(`/outbox/${m.id}`)}
      filters={[statusFilter]}
    />
  );
}
