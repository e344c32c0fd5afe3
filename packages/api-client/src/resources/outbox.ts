import type { api } from '@buildcover/domain/api';
import * as routes from '../core/routes';
import { callEndpoint } from '../core/call';
import type { QueryOf } from '@buildcover/domain/api';
import type { HttpClient } from '../core/http';

/** The mail the server sent or kept, for staff (newest first). */
export function createOutboxApi(http: HttpClient) {
  return {
    /** GET /api/v1/outbox?start&limit&status&sort&order&q → data.results, data.count. */
    list: (query: Partial<QueryOf<typeof api.outbox.list>>) => callEndpoint(http, routes.outbox.list, { query }),
    /** POST /api/v1/outbox/{id}/resend {to?} (admin) → the new outbox entry and a message saying whether it went out. */
    resend: (id: number | string, body: { to?: string } = {}) =>
      callEndpoint(http, routes.outbox.resend, { params: { id: Number(id) }, body }),
    /** GET /api/v1/outbox/{id} → data. */
    get: (id: number | string) => callEndpoint(http, routes.outbox.get, { params: { id: Number(id) } }),
  };
}
