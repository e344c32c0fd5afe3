import type { QuoteRequest } from '@buildcover/domain';
import type { Ack, Envelope } from '../core/envelope';
import type { HttpClient } from '../core/http';
import { segment } from '../core/query';
import type { QuoteCustomerDetail, QuoteOutcome, QuoteReadBack } from '../types/entities';

/** data of POST /api/v1/quotes/get: the outcome, the quote's reference, its link id and the text to show. */
export interface QuoteSubmitResult {
  status: QuoteOutcome;
  ref: string;
  /** The unguessable id for /quotes/view/:id and /quotes/pay/:id. */
  id: string;
  message: string;
}

/** Customer-side quote calls (public-site §7): no staff session is needed or sent. */
export function createPublicQuotesApi(http: HttpClient) {
  return {
    /** GET /api/v1/quotes/get/id → data.uid, the id uploads hang off before the quote exists. */
    newUid: (): Promise<Envelope<{ uid: string }>> => http.request({ method: 'GET', path: '/api/v1/quotes/get/id', auth: 'none' }),
    /** POST /api/v1/quotes/get → data.status: quoted, referred or declined. */
    submit: (payload: QuoteRequest): Promise<Envelope<QuoteSubmitResult>> =>
      http.request({ method: 'POST', path: '/api/v1/quotes/get', json: payload, auth: 'none' }),
    /** DELETE /api/v1/quotes/files/remove {uid, file_key}. */
    removeFile: (body: { uid: string; file_key: string }): Promise<Ack> =>
      http.request({ method: 'DELETE', path: '/api/v1/quotes/files/remove', json: body, auth: 'none' }),
    /** POST /api/v1/quotes/retrieve/{id}[?access=1]: the quote as read back (with access_token when asked). */
    retrieve: (id: string, options: { access?: boolean } = {}): Promise<Envelope<QuoteReadBack>> =>
      http.request({
        method: 'POST',
        path: `/api/v1/quotes/retrieve/${segment(id)}`,
        query: { access: options.access ? 1 : undefined },
        json: {},
        auth: 'none',
      }),
    /** POST /api/v1/quotes/retrieve/{id}/details → data including files, the proposal as answered and the payment receipt. */
    retrieveDetails: (id: string, body: Record<string, unknown> = {}): Promise<Envelope<QuoteCustomerDetail>> =>
      http.request({ method: 'POST', path: `/api/v1/quotes/retrieve/${segment(id)}/details`, json: body, auth: 'none' }),
  };
}
