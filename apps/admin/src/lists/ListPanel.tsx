import { emptyListText } from '@buildcover/domain';
import {
  Alert,
  Button,
  DataTable,
  PaginationBar,
  SearchField,
  Select,
  type DataTableColumn,
  type LazyComponent,
  type SelectOption,
  type SortState,
} from '@buildcover/ui';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import styled from 'styled-components';
import { ListCards } from './ListCards';
import { usePagedList, type ListSource } from './usePagedList';
import { useListState } from './useListState';
import { useNarrowScreen } from './useNarrowScreen';

/** A filter above a list (e.g. status); '' is "all" and leaves the parameter out of the URL. */
export interface ListFilter {
  /** URL parameter and key in `PageRequest.filters`. */
  key: string;
  label: string;
  options: readonly SelectOption[];
  /** Label of the "no filter" option, e.g. 'All statuses'. */
  allLabel: string;
}

/**
 * A filter set by a link rather than a control (`?insured_id=12` from an insured's page): the list
 * says what it shows, with 'Show all' to drop it.
 */
export interface ListScope {
  /** URL parameter and key in `PageRequest.filters`. */
  key: string;
  /** What the list shows while it is set, e.g. 'Quotes of Jane Citizen'. */
  describe: (value: string) => ReactNode;
}

export interface ListPanelProps<T> {
  /** Names the table, its pagination and error messages, e.g. 'Quotes'. */
  label: string;
  source: ListSource<T>;
  /** Columns with `isSortable` are sorted by the server under their `id`. */
  columns: DataTableColumn<T>[];
  getRowId: (row: T) => string | number;
  /** Opens a row (click, tap or Enter; the card's title on a narrow screen). */
  onRowAction?: (row: T) => void;
  /** Placeholder of the search box; `false` for a list without search. */
  searchPlaceholder?: string | false;
  /** Buttons beside the search box, e.g. 'Add User'. */
  actions?: ReactNode;
  filters?: readonly ListFilter[];
  scope?: ListScope;
  /** Page sizes offered; 10, 30, 50 and 100 by default. */
  pageSizes?: readonly number[];
  defaultPageSize?: number;
  /** First and Last page buttons in the pagination bar (back-office spec: the Transactions list). */
  showFirstLast?: boolean;
  /**
   * What the rows and actions open, when its code loads lazily (a detail screen, a record modal):
   * it starts loading once the pointer or focus is in the list, so opening a row does not wait for it.
   */
  opens?: Pick<LazyComponent<object>, 'preload'>;
}

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space[3]};
  & > div { margin-bottom: 0; }
`;
const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[4]} ${({ theme }) => theme.space[3]};
  margin-bottom: ${({ theme }) => theme.space[4]};
  /* The search box grows to a comfortable width, and to the whole line on a phone. */
  & > * { flex: 0 1 22rem; min-width: min(100%, 14rem); }
  /* The controls keep their own width: with space-between the last button meets the table's right edge. */
  & > ${Controls} { flex: 0 1 auto; min-width: 0; }
  /* A field's own space below would lift it above the buttons beside it (Add Insurer). */
  & > div { margin-bottom: 0; }
`;
const ScopeNote = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
  margin: 0 0 ${({ theme }) => theme.space[3]};
`;
const Body = styled.div`
  &[aria-busy='true'] { opacity: 0.6; transition: opacity 0.2s 0.2s; }
`;

const sortLabel = (header: string, order: 'asc' | 'desc') =>
  `${header} (${order === 'asc' ? 'ascending' : 'descending'})`;
const ALL = '__all__';

/**
 * The one list of the back office: search (3+ characters, 300 ms), optional filters, a table sorted
 * by the server, the pagination bar, 'No records available', and all of it in the URL
 * (`useListState`), so Back, reload and shared links restore the list. On a narrow screen rows
 * show as cards with a 'Sort by' select. See README.md in this folder.
 */
export function ListPanel<T>({
  label,
  source,
  columns,
  getRowId,
  onRowAction,
  searchPlaceholder = `Search ${label.toLowerCase()}...`,
  actions,
  filters = [],
  scope,
  pageSizes,
  defaultPageSize,
  showFirstLast = false,
  opens,
}: ListPanelProps<T>): ReactElement {
  const sortable = columns.filter((column) => column.isSortable).map((column) => column.id);
  const [state, change] = useListState({
    sortable,
    filterKeys: [...filters.map((filter) => filter.key), ...(scope ? [scope.key] : [])],
    ...(pageSizes ? { sizes: pageSizes } : {}),
    ...(defaultPageSize ? { defaultSize: defaultPageSize } : {}),
  });
  const result = usePagedList(source, state);
  const narrow = useNarrowScreen();

  // The search box keeps what is typed; only a term arriving from the URL (Back, a link) replaces it.
  const sentTerm = useRef(state.q);
  const [searchKey, setSearchKey] = useState(0);
  useEffect(() => {
    if (state.q !== sentTerm.current) {
      sentTerm.current = state.q;
      setSearchKey((key) => key + 1);
    }
  }, [state.q]);

  const sort: SortState | undefined = state.sort
    ? { column: state.sort, direction: state.order === 'asc' ? 'ascending' : 'descending' }
    : undefined;
  const rows = result.data?.results ?? [];
  const loadingText = state.q ? 'Searching...' : 'Loading...';
  // The total of the page asked for: while it loads the last one is still shown, and must not clamp it.
  const totalItems = result.isLoading || result.error ? undefined : result.data?.count;
  const headerText = (column: DataTableColumn<T>) =>
    column.textValue ?? (typeof column.header === 'string' ? column.header : column.id);
  const sortOptions: SelectOption[] = columns
    .filter((column) => column.isSortable)
    .flatMap((column) =>
      (['asc', 'desc'] as const).map((order) => ({
        value: `${column.id}:${order}`,
        label: sortLabel(headerText(column), order),
      })),
    );

  return (
    <div onPointerEnter={opens?.preload} onFocus={opens?.preload}>
      <Toolbar>
        {searchPlaceholder !== false ? (
          <SearchField
            key={searchKey}
            label={`Search ${label.toLowerCase()}`}
            placeholder={searchPlaceholder}
            defaultValue={state.q}
            onSearch={(term) => {
              sentTerm.current = term;
              change({ type: 'search', q: term });
            }}
          />
        ) : null}
        {filters.length > 0 || (narrow && sortOptions.length > 0) || actions ? (
          <Controls>
            {filters.map((filter) => (
              <Select
                key={filter.key}
                label={filter.label}
                options={[{ value: ALL, label: filter.allLabel }, ...filter.options]}
                value={state.filters[filter.key] ?? ALL}
                onChange={(value) => change({ type: 'filter', key: filter.key, value: value === ALL ? '' : value })}
              />
            ))}
            {narrow && sortOptions.length > 0 ? (
              <Select
                label="Sort by"
                placeholder="Newest first"
                options={sortOptions}
                value={state.sort ? `${state.sort}:${state.order}` : ''}
                onChange={(value) => {
                  const [column, order] = value.split(':');
                  if (column) change({ type: 'sort', sort: column, order: order === 'desc' ? 'desc' : 'asc' });
                }}
              />
            ) : null}
            {actions}
          </Controls>
        ) : null}
      </Toolbar>
      {scope && state.filters[scope.key] ? (
        <ScopeNote role="status">
          {scope.describe(state.filters[scope.key]!)}
          <Button size="sm" variant="secondary" onPress={() => change({ type: 'filter', key: scope.key, value: '' })}>
            Show all
          </Button>
        </ScopeNote>
      ) : null}
      {result.error ? (
        <Alert tone="danger" role="alert" title={`${label} could not be loaded.`}>
          {result.error.message}
        </Alert>
      ) : null}
      <Body aria-busy={result.isValidating && !result.isLoading}>
        {narrow ? (
          <ListCards<T>
            aria-label={label}
            columns={columns}
            rows={rows}
            getRowId={getRowId}
            onRowAction={onRowAction}
            emptyText={emptyListText}
            isLoading={result.isLoading}
            loadingText={loadingText}
          />
        ) : (
          <DataTable<T>
            aria-label={label}
            columns={columns}
            rows={rows}
            getRowId={getRowId}
            sortMode="manual"
            sortDescriptor={sort}
            onSortChange={(next) =>
              change({ type: 'sort', sort: next.column, order: next.direction === 'ascending' ? 'asc' : 'desc' })
            }
            emptyText={emptyListText}
            isLoading={result.isLoading}
            loadingText={loadingText}
            {...(onRowAction ? { onRowAction } : {})}
          />
        )}
      </Body>
      <PaginationBar
        aria-label={`${label} pages`}
        page={state.page}
        pageSize={state.size}
        totalItems={totalItems}
        isTotalEstimated={result.data?.count_estimated === true}
        showFirstLast={showFirstLast}
        {...(pageSizes ? { pageSizeOptions: pageSizes } : {})}
        onPageChange={(page) => {
          // The bar moves a page past the end back to the last one: a correction, not a step to go Back to.
          const isClamp =
            totalItems !== undefined &&
            page !== state.page &&
            state.page > Math.max(1, Math.ceil(totalItems / state.size));
          change({ type: 'page', page }, { replace: isClamp });
        }}
        onPageSizeChange={(size) => change({ type: 'size', size })}
      />
    </div>
  );
}
