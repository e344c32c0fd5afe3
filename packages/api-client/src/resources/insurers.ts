import type { api, BodyOf, QueryOf } from '@buildcover/domain/api';
import * as routes from '../core/routes';
import { callEndpoint } from '../core/call';
import type { HttpClient } from '../core/http';

/** The insurer panel (staff read, admins change); every call and answer is typed by the contract. */
export function createInsurersApi(http: HttpClient) {
  const insurer = (id: number | string) => ({ id: Number(id) });
  return {
    /** GET /api/v1/insurer?start&limit&sort&order → data.results, data.count. */
    list: (query: Partial<QueryOf<typeof api.insurers.list>>) => callEndpoint(http, routes.insurers.list, { query }),
    /** GET /api/v1/insurer/search?q&start&limit&sort&order → results, count. */
    search: (query: Partial<QueryOf<typeof api.insurers.search>> & { q: string }) =>
      callEndpoint(http, routes.insurers.search, { query }),
    /** GET /api/v1/insurer/{id} → data. */
    get: (id: number | string) => callEndpoint(http, routes.insurers.get, { params: insurer(id) }),
    /** POST /api/v1/insurer → message, data (the insurer as saved). */
    create: (body: BodyOf<typeof api.insurers.create>) => callEndpoint(http, routes.insurers.create, { body }),
    /** PUT /api/v1/insurer/{id} → message, data. */
    update: (id: number | string, body: BodyOf<typeof api.insurers.update>) =>
      callEndpoint(http, routes.insurers.update, { params: insurer(id), body }),
    /** PATCH /api/v1/insurer/{id} {pds_doc, fsg_doc} with keys from files.upload → a new document version. */
    attachDocuments: (id: number | string, body: BodyOf<typeof api.insurers.attachDocuments>) =>
      callEndpoint(http, routes.insurers.attachDocuments, { params: insurer(id), body }),
    /** DELETE /api/v1/insurer/{id} → message. */
    remove: (id: number | string) => callEndpoint(http, routes.insurers.remove, { params: insurer(id) }),
    /** GET /api/v1/insurers/{id}/settings (admin) → data: rates, rating_table, underwriting_limits as pricing uses them. */
    settings: (id: number | string) => callEndpoint(http, routes.insurers.settings, { params: insurer(id) }),
    /** PUT /api/v1/insurers/{id}/settings (admin) with any of the keys (null: back to the default) → message, data as `settings`. */
    updateSettings: (id: number | string, body: BodyOf<typeof api.insurers.updateSettings>) =>
      callEndpoint(http, routes.insurers.updateSettings, { params: insurer(id), body }),
  };
}
