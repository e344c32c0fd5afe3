import { useApi, type ApiClient, type ApiError, type ListPage } from '@buildcover/api-client';
import type { SWRResponse } from 'swr';
import { listRequest, type ListState, type SortOrder } from './listState';

/** What a list asks the API for: one page, its order, the search term and the list's filters. */
export interface PageRequest {
  start: number;
  limit: number;
  sort?: string;
  order?: SortOrder;
  /** The search term (3+ characters) or undefined for the plain list. */
  q?: string;
  filters: Record<string, string>;
}

/** Where a list's pages come from: a cache name and one call (search or list) per request. */
export interface ListSource<T> {
  /** Names the cache entry, e.g. 'quotes'; unique per list. */
  name: string;
  fetchPage: (client: ApiClient, request: PageRequest) => Promise<ListPage<T>>;
}

export function pageRequest(state: ListState): PageRequest {
  return { ...listRequest(state), ...(state.q ? { q: state.q } : {}), filters: state.filters };
}

/**
 * The page a list state asks for. The previous page stays on screen while the next one loads
 * (`isLoading` is true until the new one is there), so paging does not flash an empty table.
 */
export function usePagedList<T>(source: ListSource<T>, state: ListState): SWRResponse<ListPage<T>, ApiError> {
  const request = pageRequest(state);
  const filterKey = Object.entries(request.filters)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
  return useApi(
    [`${source.name}/page`, request.q ?? '', request.start, request.limit, request.sort, request.order, filterKey],
    (client) => source.fetchPage(client, request),
    { keepPreviousData: true },
  );
}

type PageEnvelope<T> = Promise<{ data: ListPage<T> }>;
type Paging = Omit<PageRequest, 'q' | 'filters'>;

/** The usual source: the search call while a term is set, the list call otherwise. */
export function listOrSearch<T>(
  name: string,
  list: (client: ApiClient, paging: Paging) => PageEnvelope<T>,
  search: (client: ApiClient, params: Paging & { q: string }) => PageEnvelope<T>,
): ListSource<T> {
  return {
    name,
    fetchPage: async (client, { q, filters: _filters, ...paging }) =>
      (q ? await search(client, { q, ...paging }) : await list(client, paging)).data,
  };
}
