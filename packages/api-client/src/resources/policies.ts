import type { api, QueryOf } from '@buildcover/domain/api';
import * as routes from '../core/routes';
import { callEndpoint } from '../core/call';
import type { HttpClient } from '../core/http';

/** GET /api/v1/policies filters: a page, optionally one standing, a search term (from 3 characters) and the server-side order. */
export type PolicyListParams = Partial<QueryOf<typeof api.policies.list>>;

/** Staff: bound policies (GET /api/v1/policies, /policies/{id}). */
export function createPoliciesApi(http: HttpClient) {
  return {
    list: (params: PolicyListParams) => callEndpoint(http, routes.policies.list, { query: params }),
    get: (id: number | string) => callEndpoint(http, routes.policies.get, { params: { id: Number(id) } }),
  };
}

/** Staff: GET /api/v1/dashboard?from&to (yyyy-mm-dd; default the last twelve months). */
export function createDashboardApi(http: HttpClient) {
  return {
    get: (range: { from?: string; to?: string } = {}) => callEndpoint(http, routes.dashboard.get, { query: range }),
  };
}
