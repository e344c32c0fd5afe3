import type { PolicyListItem } from '@buildcover/api-client';
import { formatAud, formatDate, policyStandingLabels, policyStandings } from '@buildcover/domain';
import type { DataTableColumn } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { useLocation } from 'wouter';
import { ListPanel } from '../../lists/ListPanel';
import { PolicyDetailPage } from '../../detailScreens';
import { insuredFilter, insuredScope } from '../../lists/InsuredScope';
import type { ListSource } from '../../lists/usePagedList';
import { PolicyStatusBadge } from './PolicyStatusBadge';

const policiesSource: ListSource<PolicyListItem> = {
  name: 'policies',
  fetchPage: async (client, { q, filters, ...paging }) =>
    (
      await client.policies.list({
        ...paging,
        ...(filters.status ? { status: filters.status as PolicyListItem['status'] } : {}),
        ...insuredFilter(filters),
        ...(q ? { q } : {}),
      })
    ).data,
};
const scope = insuredScope('Policies');

// Column ids are the server's sort keys (apps/server/src/repositories/policyRegister.ts).
const columns: DataTableColumn<PolicyListItem>[] = [
  // Until staff give it a number, a policy is known by its quote's ref.
  {
    id: 'num',
    header: 'Policy Number',
    isSortable: true,
    isRowHeader: true,
    cell: (p) => p.num ?? `Quote ${p.quote_ref}`,
  },
  { id: 'full_name', header: 'Policy Holder', isSortable: true, minWidth: '9rem' },
  { id: 'insurer', header: 'Insurer', isSortable: true, minWidth: '9rem', cell: (p) => p.insurer_name ?? '-' },
  { id: 'inception_date', header: 'Inception', isSortable: true, cell: (p) => formatDate(p.inception_date) },
  { id: 'expiry_date', header: 'Expiry', isSortable: true, cell: (p) => formatDate(p.expiry_date) },
  {
    id: 'total_amount',
    header: 'Premium',
    isSortable: true,
    align: 'end',
    cell: (p) => (p.total_amount ? formatAud(p.total_amount) : '-'),
  },
  { id: 'status', header: 'Status', isSortable: true, cell: (p) => <PolicyStatusBadge status={p.status} /> },
];

const statusFilter = {
  key: 'status',
  label: 'Status',
  allLabel: 'All statuses',
  options: policyStandings.map((value) => ({ value, label: policyStandingLabels[value] })),
};

/** /admin/policy: bound policies (paid, or cancelled by a refund), newest first; a row opens /admin/policy/:id. */
export function PoliciesListPage(): ReactElement {
  const [, navigate] = useLocation();
  return (
    <ListPanel
      opens={PolicyDetailPage}
      label="Policies"
      source={policiesSource}
      columns={columns}
      getRowId={(p) => p.id}
      searchPlaceholder="Search policies..."
      onRowAction={(p) => navigate(`/policy/${p.id}`)}
      filters={[statusFilter]}
      scope={scope}
    />
  );
}
