import type { Ack, Envelope, ListEnvelope, ListParams, SearchEnvelope, SearchParams } from '../core/envelope';
import type { HttpClient } from '../core/http';
import { segment } from '../core/query';
import type { InsuredUpdate } from '@buildcover/domain';
import type { Insured } from '../types/entities';

export function createInsuredApi(http: HttpClient) {
  return {
    /** GET /api/v1/insured?start&limit → data.results, data.count. */
    list: (paging: ListParams): Promise<ListEnvelope<Insured>> => http.request({ method: 'GET', path: '/api/v1/insured', query: { ...paging } }),
    /** GET /api/v1/insured/search?q&start&limit → results, count. */
    search: (params: SearchParams): Promise<SearchEnvelope<Insured>> =>
      http.request({ method: 'GET', path: '/api/v1/insured/search', query: { ...params } }),
    /** GET /api/v1/insured/{id} → data. */
    get: (id: number | string): Promise<Envelope<Insured>> => http.request({ method: 'GET', path: `/api/v1/insured/${segment(id)}` }),
    /** PUT /api/v1/insured/{id}. */
    update: (id: number | string, body: InsuredUpdate): Promise<Ack> =>
      http.request({ method: 'PUT', path: `/api/v1/insured/${segment(id)}`, json: body }),
  };
}
