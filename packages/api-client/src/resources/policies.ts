import type { Envelope, ListEnvelope } from '../core/envelope';
import type { HttpClient } from '../core/http';
import { segment } from '../core/query';
import type { Dashboard } from '../types/dashboard';
import type { PolicyDetail, PolicyListItem, PolicyListParams } from '../types/policies';

/** Staff: bound policies (GET /api/v1/policies, /policies/{id}). */
export function createPoliciesApi(http: HttpClient) {
  return {
    list: (params: PolicyListParams): Promise<ListEnvelope<PolicyListItem>> => http.request({ method: 'GET', path: '/api/v1/policies', query: { ...params } }),
    get: (id: number | string): Promise<Envelope<PolicyDetail>> => http.request({ method: 'GET', path: `/api/v1/policies/${segment(id)}` }),
  };
}

/** Staff: GET /api/v1/dashboard?from&to (yyyy-mm-dd; default the last twelve months). */
export function createDashboardApi(http: HttpClient) {
  return {
    get: (range: { from?: string; to?: string } = {}): Promise<Envelope<Dashboard>> => http.request({ method: 'GET', path: '/api/v1/dashboard', query: { ...range } }),
  };
}
