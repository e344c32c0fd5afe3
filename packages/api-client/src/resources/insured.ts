import * as routes from '../core/routes';
import type { InsuredUpdate } from '@buildcover/domain';
import { callEndpoint } from '../core/call';
import type { ListParams, SearchParams } from '../core/envelope';
import type { HttpClient } from '../core/http';

export function createInsuredApi(http: HttpClient) {
  return {
    /** GET /api/v1/insured?start&limit&sort&order → data.results, data.count. */
    list: (paging: ListParams) => callEndpoint(http, routes.insured.list, { query: paging }),
    /** GET /api/v1/insured/search?q&start&limit → results, count. */
    search: (params: SearchParams) => callEndpoint(http, routes.insured.search, { query: params }),
    /** GET /api/v1/insured/{id} → data. */
    get: (id: number | string) => callEndpoint(http, routes.insured.get, { params: { id: Number(id) } }),
    /** PUT /api/v1/insured/{id} → message, data (the insured as saved). */
    update: (id: number | string, body: InsuredUpdate) =>
      callEndpoint(http, routes.insured.update, { params: { id: Number(id) }, body }),
  };
}
