import { api } from '@buildcover/domain/api';
import { callEndpoint } from '../core/call';
import type { Paging } from '../core/envelope';
import type { HttpClient } from '../core/http';

/** The mail the server sent or kept, for staff (newest first). */
export function createOutboxApi(http: HttpClient) {
  return {
    /** GET /api/v1/outbox?start&limit → data.results, data.count. */
    list: (paging: Paging) => callEndpoint(http, api.outbox.list, { query: paging }),
    /** GET /api/v1/outbox/{id} → data. */
    get: (id: number | string) => callEndpoint(http, api.outbox.get, { params: { id: Number(id) } }),
  };
}
