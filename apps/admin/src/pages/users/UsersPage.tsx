import type { User } from '@buildcover/api-client';
import { formatDate } from '@buildcover/domain';
import { StatusBadge, type DataTableColumn } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { ListPanel } from '../../lists/ListPanel';
import { listOrSearch } from '../../lists/usePagedList';

export const usersSource = listOrSearch<User>(
  'users',
  (client, paging) => client.users.list(paging),
  (client, params) => client.users.search(params),
);

const userColumns: DataTableColumn<User>[] = [
  { id: 'name', header: 'Full Name', isRowHeader: true, minWidth: '9rem' },
  { id: 'last_login', header: 'Last Login', cell: (u) => formatDate(u.last_login, { withTime: true }) },
  { id: 'user_type', header: 'User Type' },
  { id: 'email', header: 'Email' },
  { id: 'status', header: 'Status', cell: (u) => <StatusBadge status={u.status ? 'Active' : 'In Active'} tone={u.status ? 'success' : 'neutral'} uppercase={false} /> },
];

/** /admin/users: staff accounts. */
export function UsersPage(): ReactElement {
  return <ListPanel label="Users" source={usersSource} columns={userColumns} getRowId={(u) => u.id} searchPlaceholder="Search users..." />;
}
