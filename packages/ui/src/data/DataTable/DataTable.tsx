'use client';

import { useMemo, useRef, useState, type Key, type ReactElement, type ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type SortDescriptor } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { focusRing } from '../../theme';
import { Icon } from '../../feedback/Icon';
import { LoadingState } from '../../feedback/Spinner';
import { useHorizontalOverflow } from './useHorizontalOverflow';
import { sortRows, toggleSort, type SortState, type SortValue } from './sortRows';
import { useBuildCoverTheme } from '../../theme/useBuildCoverTheme';

export interface DataTableColumn<T> {
  /** Column id; also the default property read from each row. */
  id: string;
  header: ReactNode;
  /** Header text for screen readers when `header` is not plain text. */
  textValue?: string;
  isSortable?: boolean;
  /** The column screen readers announce when moving between rows (defaults to the first column). */
  isRowHeader?: boolean;
  /** Cell content; defaults to the row's property `id`, or '-' when empty. */
  cell?: (row: T) => ReactNode;
  /** Value used for local sorting; defaults to the row's property `id`. */
  sortValue?: (row: T) => SortValue;
  align?: 'start' | 'end';
  /** CSS width, e.g. '8rem' or '20%'. */
  width?: string;
  /**
   * Narrowest the column may get, e.g. '10rem' so names stay on one line. When the columns do not
   * fit, the table scrolls sideways inside a focusable region instead of squeezing them.
   */
  minWidth?: string;
}

export interface DataTableProps<T> {
  /** Names the table for screen readers when no visible heading does; or use `aria-labelledby`. */
  'aria-label'?: string;
  /** Id of the visible heading that names the table. */
  'aria-labelledby'?: string;
  /** The columns, in order: header, cell content, whether and how it sorts. */
  columns: DataTableColumn<T>[];
  /** The rows of the current page. */
  rows: readonly T[];
  /** A stable id per row. */
  getRowId: (row: T) => string | number;
  /** Controlled sort; with `sortMode="local"` the table also orders `rows` by it. */
  sortDescriptor?: SortState;
  /** The sort to start with when the table keeps its own sort. */
  defaultSortDescriptor?: SortState;
  /** Called with the new sort when a sortable header is pressed. */
  onSortChange?: (sort: SortState) => void;
  /** 'local' sorts the given rows in the browser; 'manual' shows rows as given (the caller sorts). */
  sortMode?: 'local' | 'manual';
  /** Opens a row: called on click, tap or Enter. */
  onRowAction?: (row: T) => void;
  /** Shown when there are no rows. */
  emptyText?: ReactNode;
  /** Shows `loadingText` in a polite status instead of the rows. */
  isLoading?: boolean;
  /** e.g. 'Loading...' or 'Searching...'. */
  loadingText?: ReactNode;
  /** Extra class for layout by the app. */
  className?: string;
}

const Scroller = styled.div`
  box-sizing: border-box;
  width: 100%;
  max-width: 100%;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.color.borderSubtle};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.background};
  ${focusRing}
`;
const StyledTable = styled(Table)`
  box-sizing: border-box;
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  outline: none;
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: -3px;
  }
`;
// 0.5rem between columns (0.75rem at the table's edges): the back office's eight-column lists
// fit a 1280 px window beside the sidebar.
const cellPadding = css`
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[2]}`};
  &:first-child { padding-inline-start: ${({ theme }) => theme.space[3]}; }
  &:last-child { padding-inline-end: ${({ theme }) => theme.space[3]}; }
`;
const HeaderCell = styled(Column)<{ $align: 'start' | 'end'; $width?: string; $minWidth?: string }>`
  box-sizing: border-box;
  ${cellPadding}
  width: ${({ $width }) => $width ?? 'auto'};
  min-width: ${({ $minWidth }) => $minWidth ?? 'auto'};
  text-align: ${({ $align }) => $align};
  white-space: nowrap;
  background: ${({ theme }) => theme.color.surface};
  border-bottom: 2px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  outline: none;
  &[data-allows-sorting] { cursor: pointer; }
  &[data-hovered] { background: ${({ theme }) => theme.color.brandSoft}; }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: -3px;
  }
`;
const HeaderContent = styled.span<{ $align: 'start' | 'end' }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  flex-direction: ${({ $align }) => ($align === 'end' ? 'row-reverse' : 'row')};
`;
const SortIcon = styled.span<{ $active: boolean }>`
  box-sizing: border-box;
  display: inline-flex;
  color: ${({ theme, $active }) => ($active ? theme.color.brand : theme.color.textMuted)};
  @media (forced-colors: active) { color: CanvasText; }
`;
const BodyRow = styled(Row)<{ $actionable: boolean }>`
  box-sizing: border-box;
  border-bottom: 1px solid ${({ theme }) => theme.color.borderSubtle};
  outline: none;
  cursor: ${({ $actionable }) => ($actionable ? 'pointer' : 'default')};
  &:last-child { border-bottom: none; }
  &[data-hovered] { background: ${({ theme }) => theme.color.brandSoft}; }
  &[data-pressed] { background: ${({ theme }) => theme.color.surface}; }
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: -3px;
  }
  @media (forced-colors: active) {
    &[data-hovered], &[data-focus-visible] { outline: 2px solid Highlight; }
  }
`;
const BodyCell = styled(Cell)<{ $align: 'start' | 'end' }>`
  box-sizing: border-box;
  ${cellPadding}
  text-align: ${({ $align }) => $align};
  font-variant-numeric: ${({ $align }) => ($align === 'end' ? 'tabular-nums' : 'normal')};
  color: ${({ theme }) => theme.color.text};
  outline: none;
  &[data-focus-visible] {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: -3px;
  }
`;
const Empty = styled.div`
  box-sizing: border-box;
  padding: ${({ theme }) => theme.space[6]};
  text-align: center;
  color: ${({ theme }) => theme.color.textMuted};
`;

const readProperty = <T,>(row: T, column: string): unknown => (row as Record<string, unknown>)[column];

function defaultCell<T>(row: T, column: string): ReactNode {
  const value = readProperty(row, column);
  if (value === null || value === undefined || value === '') return '-';
  return String(value);
}

/**
 * A data table over react-aria's Table: sortable headers (aria-sort, ascending then descending per
 * column), rows that open on click or Enter, an empty text and a loading text. Cells render with
 * the column's `cell` function. Columns keep their `minWidth`; a table too wide for its box
 * scrolls sideways inside a focusable region named like the table.
 */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  sortDescriptor,
  defaultSortDescriptor,
  onSortChange,
  sortMode = 'local',
  onRowAction,
  emptyText = 'No records available',
  isLoading = false,
  loadingText = 'Loading...',
  className,
  ...labelling
}: DataTableProps<T>): ReactElement {
  useBuildCoverTheme('DataTable');
  const [ownSort, setOwnSort] = useState<SortState | undefined>(defaultSortDescriptor);
  const sort = sortDescriptor ?? ownSort;
  const columnById = useMemo(() => new Map(columns.map((column) => [column.id, column])), [columns]);

  const sortedRows = useMemo(() => {
    if (sortMode === 'manual') return [...rows];
    return sortRows(rows, sort, (row, columnId) => {
      const column = columnById.get(columnId);
      return column?.sortValue ? column.sortValue(row) : (readProperty(row, columnId) as SortValue);
    });
  }, [rows, sort, sortMode, columnById]);

  const items = isLoading ? [] : sortedRows.map((row) => ({ id: getRowId(row), row }));
  const rowById = new Map<Key, T>(items.map((item) => [item.id, item.row]));
  const rowHeaderId = (columns.find((column) => column.isRowHeader) ?? columns[0])?.id;

  // A table wider than its box scrolls sideways; keyboard users reach that scroll through a
  // focusable, named region (WCAG 2.1.1), which is only there while it is needed.
  const scrollerRef = useRef<HTMLDivElement>(null);
  const overflows = useHorizontalOverflow(scrollerRef);
  const regionProps = overflows ? { role: 'region', tabIndex: 0, ...labelling } : {};

  const handleSortChange = (descriptor: SortDescriptor) => {
    const next = toggleSort(sort, String(descriptor.column));
    setOwnSort(next);
    onSortChange?.(next);
  };

  return (
    <Scroller ref={scrollerRef} className={className} {...regionProps}>
      <StyledTable
        {...labelling}
        sortDescriptor={sort}
        onSortChange={handleSortChange}
        onRowAction={
          onRowAction
            ? (key) => {
                const row = rowById.get(key);
                if (row !== undefined) onRowAction(row);
              }
            : undefined
        }
      >
        <TableHeader columns={columns}>
          {(column) => {
            const align = column.align ?? 'start';
            return (
              <HeaderCell
                id={column.id}
                allowsSorting={column.isSortable}
                isRowHeader={column.id === rowHeaderId}
                textValue={column.textValue}
                $align={align}
                $width={column.width}
                $minWidth={column.minWidth}
              >
                {({ sortDirection, allowsSorting }) => (
                  <HeaderContent $align={align}>
                    {column.header}
                    {allowsSorting ? (
                      <SortIcon $active={Boolean(sortDirection)}>
                        <Icon
                          name={
                            sortDirection === 'ascending'
                              ? 'arrowUp'
                              : sortDirection === 'descending'
                                ? 'arrowDown'
                                : 'sortable'
                          }
                          size="1rem"
                        />
                      </SortIcon>
                    ) : null}
                  </HeaderContent>
                )}
              </HeaderCell>
            );
          }}
        </TableHeader>
        <TableBody
          items={items}
          dependencies={[columns]}
          renderEmptyState={() =>
            isLoading ? <LoadingState size="sm">{loadingText}</LoadingState> : <Empty>{emptyText}</Empty>
          }
        >
          {(item) => (
            <BodyRow
              id={item.id}
              columns={columns}
              $actionable={Boolean(onRowAction)}
              textValue={String(readProperty(item.row, rowHeaderId ?? '') ?? item.id)}
            >
              {(entry) => {
                // styled(Row) drops Row's generic, so the column type is restored here.
                const column = entry as DataTableColumn<T>;
                return (
                  <BodyCell $align={column.align ?? 'start'}>
                    {column.cell ? column.cell(item.row) : defaultCell(item.row, column.id)}
                  </BodyCell>
                );
              }}
            </BodyRow>
          )}
        </TableBody>
      </StyledTable>
    </Scroller>
  );
}
