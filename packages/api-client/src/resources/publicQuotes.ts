import * as routes from '../core/routes';
import type { QuoteRequest } from '@buildcover/domain';
import { callEndpoint } from '../core/call';
import type { HttpClient } from '../core/http';

export type { QuoteSubmitResult } from '@buildcover/domain/api';

/** Customer-side quote calls (public-site §7): no staff session is needed or sent. */
export function createPublicQuotesApi(http: HttpClient) {
  return {
    /** GET /api/v1/quotes/get/id → data.uid, the id uploads hang off before the quote exists. */
    newUid: () => callEndpoint(http, routes.publicQuotes.newUid, {}),
    /** POST /api/v1/quotes/get → data.status: quoted, referred or declined. */
    submit: (payload: QuoteRequest) => callEndpoint(http, routes.publicQuotes.submit, { body: payload }),
    /** DELETE /api/v1/quotes/files/remove {uid, file_key}. */
    removeFile: (body: { uid: string; file_key: string }) =>
      callEndpoint(http, routes.publicQuotes.removeFile, { body }),
    /** POST /api/v1/quotes/retrieve/{id}[?access=1]: the quote as read back (with access_token when asked). */
    retrieve: (id: string, options: { access?: boolean } = {}) =>
      callEndpoint(http, routes.publicQuotes.retrieve, {
        params: { id },
        query: options.access ? { access: '1' } : {},
      }),
    /** POST /api/v1/quotes/retrieve/{id}/details → data including files. */
    retrieveDetails: (id: string) => callEndpoint(http, routes.publicQuotes.retrieveDetails, { params: { id } }),
  };
}
