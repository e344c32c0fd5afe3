import type { ApiError, ListPage } from '@buildcover/api-client';
import { Alert, Button, DataTable, type DataTableColumn } from '@buildcover/ui';
import type { ReactElement } from 'react';
import styled from 'styled-components';

const Pager = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  margin-top: ${({ theme }) => theme.space[3]};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface ListPanelProps<T> {
  label: string;
  columns: DataTableColumn<T>[];
  result: { data?: ListPage<T>; error?: ApiError; isLoading: boolean };
  getRowId: (row: T) => string | number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onRowAction?: (row: T) => void;
}

/** One page of a server list in a sortable table, with Previous / Next. */
export function ListPanel<T>({ label, columns, result, getRowId, page, pageSize, onPageChange, onRowAction }: ListPanelProps<T>): ReactElement {
  const count = result.data?.count ?? 0;
  const pages = Math.max(1, Math.ceil(count / pageSize));
  return (
    <>
      {result.error ? (
        <Alert tone="danger" role="alert" title={`${label} could not be loaded.`}>
          {result.error.message}
        </Alert>
      ) : null}
      <DataTable<T>
        aria-label={label}
        columns={columns}
        rows={result.data?.results ?? []}
        getRowId={getRowId}
        isLoading={result.isLoading}
        {...(onRowAction ? { onRowAction } : {})}
      />
      <Pager aria-label={`${label} pages`}>
        <Button size="sm" variant="secondary" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
          Previous
        </Button>
        <span>
          Page {Math.min(page, pages)} of {pages}
        </span>
        <Button size="sm" variant="secondary" isDisabled={page >= pages} onPress={() => onPageChange(page + 1)}>
          Next
        </Button>
      </Pager>
    </>
  );
}
