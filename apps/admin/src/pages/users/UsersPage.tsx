import { canManageUsers, staffIdOf, staffRoleOf, useAuth, type User } from '@buildcover/api-client';
import { formatDate, userTypes } from '@buildcover/domain';
import type { UserSort } from '@buildcover/domain/api';
import { Alert, Button, lazyComponent, StatusBadge, type DataTableColumn } from '@buildcover/ui';
import { Suspense, type ReactElement } from 'react';
import { ListPanel } from '../../lists/ListPanel';
import { RowActions } from '../../lists/RowActions';
import type { ListSource } from '../../lists/usePagedList';
import { useRecordModal } from '../../lists/useRecordModal';
import type { UserModalMode } from './UserModal';

// The modal's forms (react-hook-form, the domain's schemas) load once staff point at or into the list (ListPanel opens).
const UserModal = lazyComponent(() => import('./UserModal'), 'UserModal');

export const usersSource: ListSource<User> = {
  name: 'users',
  fetchPage: async (client, { q, filters: _filters, sort, ...paging }) => {
    const query = { ...paging, ...(sort ? { sort: sort as UserSort } : {}) };
    const body = q ? await client.users.search({ ...query, q }) : await client.users.list(query);
    return body.data;
  },
};

export const usersRefusedText = 'Only a super admin can manage users.';
const typeLabel = (type: User['user_type']) => userTypes.find((t) => t.value === type)?.label ?? type;

function userColumns(selfId: number | null, open: (state: UserModalMode) => void): DataTableColumn<User>[] {
  return [
    { id: 'name', header: 'Full Name', isSortable: true, isRowHeader: true, minWidth: '9rem' },
    {
      id: 'last_login',
      header: 'Last Login',
      isSortable: true,
      cell: (u) => formatDate(u.last_login, { withTime: true }),
    },
    { id: 'user_type', header: 'User Type', isSortable: true, cell: (u) => typeLabel(u.user_type) },
    { id: 'email', header: 'Email', isSortable: true },
    {
      id: 'status',
      header: 'Status',
      isSortable: true,
      cell: (u) => (
        <StatusBadge
          status={u.status ? 'Active' : 'In Active'}
          tone={u.status ? 'success' : 'neutral'}
          uppercase={false}
        />
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      minWidth: '10rem',
      cell: (u) => (
        <RowActions>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Edit ${u.name}`}
            onPress={() => open({ mode: 'update', user: u })}
          >
            Edit
          </Button>
          {u.id === selfId ? null : (
            <Button
              size="sm"
              variant="danger"
              aria-label={`Delete ${u.name}`}
              onPress={() => open({ mode: 'delete', user: u })}
            >
              Delete
            </Button>
          )}
        </RowActions>
      ),
    },
  ];
}

/** /admin/users: staff accounts, managed by super admins only (the server refuses everyone else). */
export function UsersPage(): ReactElement {
  const { token } = useAuth();
  const { modal, open, close, done, notice } = useRecordModal<UserModalMode>(usersSource);
  const selfId = staffIdOf(token);

  if (!canManageUsers(staffRoleOf(token))) return <Alert tone="warning" title={usersRefusedText} />;

  return (
    <>
      {notice}
      <ListPanel
        opens={UserModal}
        label="Users"
        source={usersSource}
        columns={userColumns(selfId, open)}
        getRowId={(u) => u.id}
        searchPlaceholder="Search users..."
        onRowAction={(u) => open({ mode: 'update', user: u })}
        actions={<Button onPress={() => open({ mode: 'create' })}>Add User</Button>}
      />
      <Suspense fallback={null}>
        {modal ? <UserModal state={modal} selfId={selfId} onClose={close} onDone={done} /> : null}
      </Suspense>
    </>
  );
}
