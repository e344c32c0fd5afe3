import type { Ack, Envelope, ListEnvelope, ListParams, SearchEnvelope } from '../core/envelope';
import type { HttpClient } from '../core/http';
import { segment } from '../core/query';
import type { InsurerInput } from '@buildcover/domain';
import type { Insurer, InsurerDocumentsInput } from '../types/entities';
import type { InsurerPricingSettings, InsurerPricingSettingsInput } from '../types/insurerSettings';

export function createInsurersApi(http: HttpClient) {
  const base = (id: number | string): string => `/api/v1/insurer/${segment(id)}`;
  // The settings calls are plural (`/insurers`), unlike the spec's other insurer calls.
  const settingsPath = (id: number | string): string => `/api/v1/insurers/${segment(id)}/settings`;
  return {
    /** GET /api/v1/insurer?start&limit → success, data.results[]. */
    list: (paging: ListParams): Promise<ListEnvelope<Insurer>> => http.request({ method: 'GET', path: '/api/v1/insurer', query: { ...paging } }),
    /** GET /api/v1/insurer/search?q&start&limit&sort&order → results, count. */
    search: (q: string, paging: Partial<ListParams> = {}): Promise<SearchEnvelope<Insurer>> => http.request({ method: 'GET', path: '/api/v1/insurer/search', query: { ...paging, q } }),
    /** GET /api/v1/insurer/{id} → data. */
    get: (id: number | string): Promise<Envelope<Insurer>> => http.request({ method: 'GET', path: base(id) }),
    /** POST /api/v1/insurer (fields without pds/fsg) → message. */
    create: (body: InsurerInput): Promise<Ack> => http.request({ method: 'POST', path: '/api/v1/insurer', json: body }),
    /** PUT /api/v1/insurer/{id} → message. */
    update: (id: number, body: InsurerInput): Promise<Ack> => http.request({ method: 'PUT', path: base(id), json: body }),
    /** PATCH /api/v1/insurer/{id} {pds_doc, fsg_doc} with keys from files.upload. */
    attachDocuments: (id: number, body: InsurerDocumentsInput): Promise<Ack> => http.request({ method: 'PATCH', path: base(id), json: body }),
    /** DELETE /api/v1/insurer/{id}. */
    remove: (id: number): Promise<Ack> => http.request({ method: 'DELETE', path: base(id) }),
    /** GET /api/v1/insurers/{id}/settings (admin) → data: rates, rating_table, underwriting_limits as pricing uses them. */
    settings: (id: number | string): Promise<Envelope<InsurerPricingSettings>> => http.request({ method: 'GET', path: settingsPath(id) }),
    /** PUT /api/v1/insurers/{id}/settings (admin) with any of the keys (null: back to the default) → message, data as `settings`. */
    updateSettings: (id: number | string, body: InsurerPricingSettingsInput): Promise<Envelope<InsurerPricingSettings>> =>
      http.request({ method: 'PUT', path: settingsPath(id), json: body }),
  };
}
