import type { Insured } from '@buildcover/api-client';
import { formatDate } from '@buildcover/domain';
import type { DataTableColumn } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useLocation } from 'wouter';
import { ListPanel } from '../../lists/ListPanel';
import { InsuredDetailPage } from '../../detailScreens';
import { listOrSearch } from '../../lists/usePagedList';

export const insuredSource = listOrSearch<Insured>(
  'insured',
  (client, paging) => client.insured.list(paging),
  (client, params) => client.insured.search(params),
);

// Column ids are the server's sort keys (apps/server/src/repositories/insured.ts insuredSortColumns).
const insuredColumns: DataTableColumn<Insured>[] = [
  { id: 'full_name', header: 'Full Name', isSortable: true, isRowHeader: true, minWidth: '9rem' },
  { id: 'email', header: 'Email', isSortable: true },
  { id: 'contact_no', header: 'Contact No', isSortable: true, minWidth: '7rem', cell: (i) => i.contact_no || 'N/A' },
  { id: 'wb_code', header: 'WB Code', isSortable: true },
  {
    id: 'created_at',
    header: 'Created At',
    isSortable: true,
    cell: (i) => formatDate(i.created_at, { withTime: true }),
  },
];

/** /admin/insured: policy holders; a row opens /admin/insured/:id. */
export function InsuredListPage(): ReactElement {
  const [, navigate] = useLocation();
  return (
    <ListPanel
      opens={InsuredDetailPage}
      label="Insured"
      source={insuredSource}
      columns={insuredColumns}
      getRowId={(i) => i.id}
      searchPlaceholder="Search insured..."
      onRowAction={(i) => navigate(`/insured/${i.id}`)}
    />
  );
}
