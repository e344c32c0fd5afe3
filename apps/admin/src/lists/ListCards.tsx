import type { DataTableColumn } from '@buildcover/ui';
import { LoadingState } from '@buildcover/ui';
import type { ReactElement, ReactNode } from 'react';
import styled from 'styled-components';

export interface ListCardsProps<T> {
  'aria-label': string;
  columns: DataTableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string | number;
  onRowAction?: ((row: T) => void) | undefined;
  emptyText: ReactNode;
  isLoading: boolean;
  loadingText: ReactNode;
}

const Cards = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;
const Card = styled.li`
  padding: ${({ theme }) => theme.space[3]};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
`;
const Title = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space[2]};
  font-size: ${({ theme }) => theme.font.size.md};
  overflow-wrap: anywhere;
`;
const OpenButton = styled.button`
  all: unset;
  color: ${({ theme }) => theme.color.brand};
  text-decoration: underline;
  cursor: pointer;
  overflow-wrap: anywhere;
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: 2px;
  }
`;
const Fields = styled.dl`
  display: grid;
  grid-template-columns: minmax(6rem, auto) 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  & > div { display: contents; }
  dt { color: ${({ theme }) => theme.color.textMuted}; }
  dd { margin: 0; overflow-wrap: anywhere; }
`;
const Empty = styled.p`
  padding: ${({ theme }) => theme.space[5]};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
`;

const textOf = (value: unknown): string =>
  value === null || value === undefined || value === '' ? '-' : String(value);
const cellOf = <T,>(column: DataTableColumn<T>, row: T): ReactNode =>
  column.cell ? column.cell(row) : textOf((row as Record<string, unknown>)[column.id]);

/**
 * A list's rows as cards on a narrow screen (phones): the row-header column is the card's title
 * (a button when the row opens), every other column a label and its value, so nothing is cut off.
 */
export function ListCards<T>({
  columns,
  rows,
  getRowId,
  onRowAction,
  emptyText,
  isLoading,
  loadingText,
  ...labelling
}: ListCardsProps<T>): ReactElement {
  if (isLoading) return <LoadingState size="sm">{loadingText}</LoadingState>;
  if (rows.length === 0) return <Empty>{emptyText}</Empty>;
  const titleColumn = columns.find((column) => column.isRowHeader) ?? columns[0]!;
  const others = columns.filter((column) => column !== titleColumn);
  return (
    <Cards aria-label={labelling['aria-label']}>
      {rows.map((row) => (
        <Card key={getRowId(row)}>
          <Title>
            {onRowAction ? (
              <OpenButton type="button" onClick={() => onRowAction(row)}>
                {cellOf(titleColumn, row)}
              </OpenButton>
            ) : (
              cellOf(titleColumn, row)
            )}
          </Title>
          <Fields>
            {others.map((column) => (
              <div key={column.id}>
                <dt>{column.textValue ?? column.header}</dt>
                <dd>{cellOf(column, row)}</dd>
              </div>
            ))}
          </Fields>
        </Card>
      ))}
    </Cards>
  );
}
