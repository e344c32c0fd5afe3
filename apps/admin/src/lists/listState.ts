import { defaultPageSize, pageSizeOptions, searchMinLength } from '@buildcover/domain';

export type SortOrder = 'asc' | 'desc';

/** What a list shows, as the address bar holds it: `?page=3&size=30&sort=ref&order=asc&q=smith`. */
export interface ListState {
  /** 1-based; the pagination bar clamps it to the pages there are. */
  page: number;
  size: number;
  /** A column id the server sorts by; undefined: the server's own order (newest first). */
  sort: string | undefined;
  order: SortOrder;
  /** The search term (3+ characters) or ''. */
  q: string;
  /** Extra filters a list declares (e.g. status), by URL parameter name; empty values are left out. */
  filters: Record<string, string>;
}

export interface ListStateOptions {
  /** Column ids the list may sort by; anything else in the URL is ignored. */
  sortable: readonly string[];
  /** URL parameters the list reads as filters. */
  filterKeys?: readonly string[];
  /** Page sizes offered (default 10, 30, 50, 100); the first one that is `defaultSize` wins. */
  sizes?: readonly number[];
  defaultSize?: number;
}

const positiveInt = (text: string | null): number | undefined => {
  if (text === null || !/^\d{1,9}$/.test(text)) return undefined;
  const value = Number(text);
  return value >= 1 ? value : undefined;
};

/** Reads a list's state from a query string; anything missing or malformed falls back to the default. */
export function parseListState(search: string | URLSearchParams, options: ListStateOptions): ListState {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const sizes = options.sizes ?? pageSizeOptions;
  const defaultSize = options.defaultSize ?? defaultPageSize;
  const size = positiveInt(params.get('size'));
  const sort = params.get('sort') ?? undefined;
  const q = (params.get('q') ?? '').trim();
  const filters: Record<string, string> = {};
  for (const key of options.filterKeys ?? []) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  return {
    page: positiveInt(params.get('page')) ?? 1,
    size: size !== undefined && sizes.includes(size) ? size : defaultSize,
    sort: sort !== undefined && options.sortable.includes(sort) ? sort : undefined,
    order: params.get('order') === 'desc' ? 'desc' : 'asc',
    q: q.length >= searchMinLength ? q : '',
    filters,
  };
}

/** The query string of a state (without '?'), leaving defaults out so plain lists keep plain URLs. */
export function listStateToSearch(state: ListState, options: Pick<ListStateOptions, 'defaultSize'> = {}): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const [key, value] of Object.entries(state.filters)) if (value) params.set(key, value);
  if (state.sort) {
    params.set('sort', state.sort);
    params.set('order', state.order);
  }
  if (state.size !== (options.defaultSize ?? defaultPageSize)) params.set('size', String(state.size));
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

export type ListChange =
  | { type: 'page'; page: number }
  | { type: 'size'; size: number }
  | { type: 'sort'; sort: string; order: SortOrder }
  | { type: 'search'; q: string }
  | { type: 'filter'; key: string; value: string };

/**
 * The list rules of back-office §4: a new page size, sort, search term or filter goes back to
 * page 1; a page change keeps everything else.
 */
export function applyListChange(state: ListState, change: ListChange): ListState {
  switch (change.type) {
    case 'page':
      return { ...state, page: Math.max(1, Math.floor(change.page)) };
    case 'size':
      return { ...state, size: change.size, page: 1 };
    case 'sort':
      return { ...state, sort: change.sort, order: change.order, page: 1 };
    case 'search':
      return { ...state, q: change.q.trim(), page: 1 };
    case 'filter': {
      const filters = { ...state.filters };
      if (change.value) filters[change.key] = change.value;
      else delete filters[change.key];
      return { ...state, filters, page: 1 };
    }
  }
}

/** The API's paging and order for a state: `start` is the offset of the page's first row. */
export function listRequest(state: ListState): { start: number; limit: number; sort?: string; order?: SortOrder } {
  return {
    start: (state.page - 1) * state.size,
    limit: state.size,
    ...(state.sort ? { sort: state.sort, order: state.order } : {}),
  };
}
