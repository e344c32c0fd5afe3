import type { Envelope, ListEnvelope, Paging } from '../core/envelope';
import type { HttpClient } from '../core/http';
import { segment } from '../core/query';
import type { OutboxEmail } from '../types/outbox';

/** The mail the server sent or kept, for staff (newest first). */
export function createOutboxApi(http: HttpClient) {
  return {
    /** GET /api/v1/outbox?start&limit → data.results, data.count. */
    list: (paging: Paging): Promise<ListEnvelope<OutboxEmail>> => http.request({ method: 'GET', path: '/api/v1/outbox', query: { ...paging } }),
    /** GET /api/v1/outbox/{id} → data. */
    get: (id: number | string): Promise<Envelope<OutboxEmail>> => http.request({ method: 'GET', path: `/api/v1/outbox/${segment(id)}` }),
  };
}
