import type { Insurer } from '@buildcover/api-client';
import { formatDate } from '@buildcover/domain';
import type { DataTableColumn } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { ListPanel } from '../../lists/ListPanel';
import { listOrSearch } from '../../lists/usePagedList';

export const insurersSource = listOrSearch<Insurer>(
  'insurers',
  (client, paging) => client.insurers.list(paging),
  (client, params) => client.insurers.search(params.q),
);

const insurerColumns: DataTableColumn<Insurer>[] = [
  { id: 'name', header: 'Name', isRowHeader: true, minWidth: '9rem' },
  { id: 'uid', header: 'Code' },
  { id: 'abn', header: 'ABN' },
  { id: 'afsl', header: 'AFSL' },
  { id: 'state', header: 'State' },
  { id: 'created_at', header: 'Created At', cell: (i) => formatDate(i.created_at) },
];

/** /admin/insurers: the insurer panel. */
export function InsurersPage(): ReactElement {
  return <ListPanel label="Insurers" source={insurersSource} columns={insurerColumns} getRowId={(i) => i.id} searchPlaceholder="Search insurers..." />;
}
