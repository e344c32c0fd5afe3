import { useInsuredList, useInsurers, useQuotesList, useUsers, type Insured, type Insurer, type QuoteListItem, type User } from '@buildcover/api-client';
import { defaultPageSize, formatAud, formatDate, quoteStatusLabel } from '@buildcover/domain';
import { StatusBadge, type DataTableColumn } from '@buildcover/ui';
import { useState, type ReactElement } from 'react';
import { ListPanel } from './ListPanel';

const PAGE_SIZE = defaultPageSize;

function usePage(): [number, (page: number) => void, { start: number; limit: number }] {
  const [page, setPage] = useState(1);
  return [page, setPage, { start: (page - 1) * PAGE_SIZE, limit: PAGE_SIZE }];
}

const quoteColumns: DataTableColumn<QuoteListItem>[] = [
  { id: 'ref', header: 'Quote Ref', isSortable: true, isRowHeader: true },
  { id: 'insured', header: 'Insured', isSortable: true, minWidth: '10rem', cell: (q) => q.insured.full_name, sortValue: (q) => q.insured.full_name },
  { id: 'wb_code', header: 'WB Code', cell: (q) => q.insured.wb_code ?? '-' },
  { id: 'state', header: 'State', cell: (q) => q.address?.state ?? '-' },
  { id: 'inception_date', header: 'Effective', isSortable: true, cell: (q) => formatDate(q.inception_date) },
  { id: 'end_date', header: 'Expiration', isSortable: true, cell: (q) => formatDate(q.end_date) },
  { id: 'premium_amount', header: 'Premium', align: 'end', cell: (q) => (q.premium_amount ? formatAud(q.premium_amount) : '-') },
  { id: 'status', header: 'Status', isSortable: true, cell: (q) => <StatusBadge status={q.status} labels={{ [q.status]: quoteStatusLabel(q.status) }} /> },
];

export function QuotesList(): ReactElement {
  const [page, setPage, paging] = usePage();
  return <ListPanel label="Quotes" columns={quoteColumns} result={useQuotesList(paging)} getRowId={(q) => q.id} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />;
}

const insuredColumns: DataTableColumn<Insured>[] = [
  { id: 'full_name', header: 'Full Name', isSortable: true, isRowHeader: true, minWidth: '10rem' },
  { id: 'email', header: 'Email', isSortable: true },
  { id: 'contact_no', header: 'Contact No', minWidth: '7rem', cell: (i) => i.contact_no || 'N/A' },
  { id: 'wb_code', header: 'WB Code', isSortable: true },
  { id: 'created_at', header: 'Created At', isSortable: true, cell: (i) => formatDate(i.created_at, { withTime: true }) },
];

export function InsuredList(): ReactElement {
  const [page, setPage, paging] = usePage();
  return <ListPanel label="Insured" columns={insuredColumns} result={useInsuredList(paging)} getRowId={(i) => i.id} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />;
}

const userColumns: DataTableColumn<User>[] = [
  { id: 'name', header: 'Full Name', isSortable: true, isRowHeader: true, minWidth: '10rem' },
  { id: 'last_login', header: 'Last Login', isSortable: true, cell: (u) => formatDate(u.last_login, { withTime: true }) },
  { id: 'user_type', header: 'User Type', isSortable: true },
  { id: 'email', header: 'Email', isSortable: true },
  { id: 'status', header: 'Status', cell: (u) => <StatusBadge status={u.status ? 'Active' : 'In Active'} tone={u.status ? 'success' : 'neutral'} uppercase={false} /> },
];

export function UsersList(): ReactElement {
  const [page, setPage, paging] = usePage();
  return <ListPanel label="Users" columns={userColumns} result={useUsers(paging)} getRowId={(u) => u.id} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />;
}

const insurerColumns: DataTableColumn<Insurer>[] = [
  { id: 'name', header: 'Name', isSortable: true, isRowHeader: true, minWidth: '10rem' },
  { id: 'uid', header: 'Code', isSortable: true },
  { id: 'abn', header: 'ABN' },
  { id: 'afsl', header: 'AFSL' },
  { id: 'state', header: 'State', isSortable: true },
  { id: 'created_at', header: 'Created At', isSortable: true, cell: (i) => formatDate(i.created_at) },
];

export function InsurersList(): ReactElement {
  const [page, setPage, paging] = usePage();
  return <ListPanel label="Insurers" columns={insurerColumns} result={useInsurers(paging)} getRowId={(i) => i.id} page={page} pageSize={PAGE_SIZE} onPageChange={setPage} />;
}
