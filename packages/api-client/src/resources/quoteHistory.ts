import * as routes from '../core/routes';
import { callEndpoint } from '../core/call';
import type { Paging } from '../core/envelope';
import type { HttpClient } from '../core/http';

/** A quote's history for staff: changes, submission, payment and mail, newest first. */
export function createQuoteHistoryApi(http: HttpClient) {
  return {
    /** GET /api/v1/quotes/{id}/history?start&limit → data.results, data.count. */
    list: (quoteId: number | string, paging: Paging) =>
      callEndpoint(http, routes.quoteHistory.list, { params: { id: Number(quoteId) }, query: paging }),
  };
}
