import { canEditQuotes, staffRoleOf, useAuth, type Insurer } from '@buildcover/api-client';
import { formatDate } from '@buildcover/domain';
import { Alert, Button, type DataTableColumn } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { ListPanel } from '../../lists/ListPanel';
import { useRefreshList } from '../../lists/useRefreshList';
import { listOrSearch } from '../../lists/usePagedList';
import { InsurerModal, type InsurerModalState } from './InsurerModal';

export const insurersSource = listOrSearch<Insurer>(
  'insurers',
  (client, paging) => client.insurers.list(paging),
  (client, params) => client.insurers.search(params),
);

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

function insurerColumns(mayChange: boolean, open: (state: InsurerModalState) => void, openSettings: (insurer: Insurer) => void): DataTableColumn<Insurer>[] {
  return [
    { id: 'name', header: 'Name', isSortable: true, isRowHeader: true, minWidth: '9rem' },
    { id: 'uid', header: 'Code', isSortable: true },
    { id: 'abn', header: 'ABN', isSortable: true, minWidth: '8rem' },
    { id: 'afsl', header: 'AFSL', isSortable: true },
    { id: 'state', header: 'State', isSortable: true },
    { id: 'created_at', header: 'Created At', isSortable: true, cell: (i) => formatDate(i.created_at) },
    {
      id: 'actions',
      header: 'Actions',
      minWidth: mayChange ? '22rem' : '5rem',
      cell: (i) => (
        <Actions>
          <Button size="sm" variant="secondary" aria-label={`View ${i.name}`} onPress={() => open({ mode: 'view', insurer: i })}>
            View
          </Button>
          {mayChange ? (
            <>
              <Button size="sm" variant="secondary" aria-label={`Update ${i.name}`} onPress={() => open({ mode: 'update', insurer: i })}>
                Update
              </Button>
              <Button size="sm" variant="secondary" aria-label={`Upload documents of ${i.name}`} onPress={() => open({ mode: 'upload', insurer: i })}>
                Upload
              </Button>
              <Button size="sm" variant="secondary" aria-label={`Pricing settings of ${i.name}`} onPress={() => openSettings(i)}>
                Pricing
              </Button>
              <Button size="sm" variant="danger" aria-label={`Delete ${i.name}`} onPress={() => open({ mode: 'delete', insurer: i })}>
                Delete
              </Button>
            </>
          ) : null}
        </Actions>
      ),
    },
  ];
}

/** /admin/insurers: the insurer panel; admins add, change, document and remove insurers. */
export function InsurersPage(): ReactElement {
  const mayChange = canEditQuotes(staffRoleOf(useAuth().token));
  const [, navigate] = useLocation();
  const [modal, setModal] = useState<InsurerModalState | null>(null);
  const [notice, setNotice] = useState<string | undefined>();
  const refresh = useRefreshList(insurersSource);
  const open = (state: InsurerModalState) => {
    setNotice(undefined);
    setModal(state);
  };
  return (
    <>
      {notice ? <Alert tone="success" role="status" title={notice} onDismiss={() => setNotice(undefined)} /> : null}
      <ListPanel
        label="Insurers"
        source={insurersSource}
        columns={insurerColumns(mayChange, open, (i) => navigate(`/insurers/${i.id}/settings`))}
        getRowId={(i) => i.id}
        searchPlaceholder="Search insurers..."
        onRowAction={(i) => open({ mode: 'view', insurer: i })}
        actions={mayChange ? <Button onPress={() => open({ mode: 'create' })}>Add Insurer</Button> : undefined}
      />
      {modal ? (
        <InsurerModal
          state={modal}
          onClose={() => setModal(null)}
          onDone={(message) => {
            setModal(null);
            setNotice(message);
            void refresh();
          }}
        />
      ) : null}
    </>
  );
}
