import { canEditQuotes, staffRoleOf, useAuth, useForgetDashboard, type Insurer } from '@buildcover/api-client';
import { formatDate, insurerTablePageSize, pageSizeOptions } from '@buildcover/domain';
import { Button, lazyComponent, type DataTableColumn } from '@buildcover/ui';
import { Suspense, useEffect, type ReactElement } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { ListPanel } from '../../lists/ListPanel';
import { RowActions } from '../../lists/RowActions';
import { listOrSearch } from '../../lists/usePagedList';
import { useRecordModal } from '../../lists/useRecordModal';
import { addInsurerParam } from './addInsurerHref';
import type { InsurerModalState } from './InsurerModal';

// The modal's forms (react-hook-form, the domain's schemas) load once staff point at or into the list (ListPanel opens).
const InsurerModal = lazyComponent(() => import('./InsurerModal'), 'InsurerModal');

export const insurersSource = listOrSearch<Insurer>(
  'insurers',
  (client, paging) => client.insurers.list(paging),
  (client, params) => client.insurers.search(params),
);

// The admin insurer table shows 7 a page (back-office §2); the usual sizes stay on offer.
const insurerPageSizes = [insurerTablePageSize, ...pageSizeOptions];

function insurerColumns(
  mayChange: boolean,
  open: (state: InsurerModalState) => void,
  openSettings: (insurer: Insurer) => void,
): DataTableColumn<Insurer>[] {
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
        <RowActions>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`View ${i.name}`}
            onPress={() => open({ mode: 'view', insurer: i })}
          >
            View
          </Button>
          {mayChange ? (
            <>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Update ${i.name}`}
                onPress={() => open({ mode: 'update', insurer: i })}
              >
                Update
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Upload documents of ${i.name}`}
                onPress={() => open({ mode: 'upload', insurer: i })}
              >
                Upload
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={`Pricing settings of ${i.name}`}
                onPress={() => openSettings(i)}
              >
                Pricing
              </Button>
              <Button
                size="sm"
                variant="danger"
                aria-label={`Delete ${i.name}`}
                onPress={() => open({ mode: 'delete', insurer: i })}
              >
                Delete
              </Button>
            </>
          ) : null}
        </RowActions>
      ),
    },
  ];
}

/** /admin/insurers: the insurer panel; admins add, change, document and remove insurers. */
export function InsurersPage(): ReactElement {
  const mayChange = canEditQuotes(staffRoleOf(useAuth().token));
  const [, navigate] = useLocation();
  const { modal, open, close, done, notice } = useRecordModal<InsurerModalState>(insurersSource);
  // The dashboard warns while the panel is empty: a change to the panel makes its figures old.
  const forgetDashboard = useForgetDashboard();
  const panelChanged = (message: string): void => {
    done(message);
    void forgetDashboard();
  };
  const [params, setParams] = useSearchParams();
  const asksToAdd = params.has(addInsurerParam);
  useEffect(() => {
    if (!asksToAdd) return;
    if (mayChange) open({ mode: 'create' });
    // Opened once: Back and reload show the list, not the form again.
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(addInsurerParam);
        return next;
      },
      { replace: true },
    );
  }, [asksToAdd, mayChange, open, setParams]);
  return (
    <>
      {notice}
      <ListPanel
        opens={InsurerModal}
        label="Insurers"
        source={insurersSource}
        columns={insurerColumns(mayChange, open, (i) => navigate(`/insurers/${i.id}/settings`))}
        getRowId={(i) => i.id}
        searchPlaceholder="Search insurers..."
        onRowAction={(i) => open({ mode: 'view', insurer: i })}
        actions={mayChange ? <Button onPress={() => open({ mode: 'create' })}>Add Insurer</Button> : undefined}
        pageSizes={insurerPageSizes}
        defaultPageSize={insurerTablePageSize}
      />
      <Suspense fallback={null}>
        {modal ? <InsurerModal state={modal} onClose={close} onDone={panelChanged} /> : null}
      </Suspense>
    </>
  );
}
