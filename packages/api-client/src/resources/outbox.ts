import type { Envelope, ListEnvelope } from '../core/envelope';
import type { HttpClient } from '../core/http';
import { segment } from '../core/query';
import type { OutboxEmail, OutboxListParams } from '../types/outbox';

/** The mail the server sent or kept, for staff (newest first). */
export function createOutboxApi(http: HttpClient) {
  return {
    /** GET /api/v1/outbox?start&limit&status&sort&order&q → data.results, data.count. */
    list: (params: OutboxListParams): Promise<ListEnvelope<OutboxEmail>> => http.request({ method: 'GET', path: '/api/v1/outbox', query: { ...params } }),
    /** POST /api/v1/outbox/{id}/resend {to?} (admin) → the new outbox entry and a message saying whether it went out. */
    resend: (id: number | string, body: { to?: string } = {}): Promise<Envelope<OutboxEmail> & { message: string }> =>
      http.request({ method: 'POST', path: `/api/v1/outbox/${segment(id)}/resend`, json: body }),
    /** GET /api/v1/outbox/{id} → data. */
    get: (id: number | string): Promise<Envelope<OutboxEmail>> => http.request({ method: 'GET', path: `/api/v1/outbox/${segment(id)}` }),
  };
}
