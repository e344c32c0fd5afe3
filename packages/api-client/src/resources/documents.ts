import type { Ack } from '../core/envelope';
import type { HttpClient, RequestAuth } from '../core/http';
import { segment } from '../core/query';

/** The documents the server renders for a policy; `certificate` is the certificate of currency. */
export type PolicyDocumentKind = 'schedule' | 'closing' | 'invoice' | 'certificate';

export interface PolicyDocumentKeys {
  uploaded_schedule?: string;
  uploaded_coc?: string;
  uploaded_closing?: string;
}

export function createDocumentsApi(http: HttpClient) {
  const base = (policyId: number | string): string => `/api/v1/quotes/policy/${segment(policyId)}`;
  return {
    /**
     * POST /api/v1/quotes/policy/{policyId}/{schedule|closing|invoice|certificate}?format=html → the HTML document.
     * Staff use their session; a customer passes `{ bearer: quoteAccessToken }`.
     */
    render: (policyId: number | string, kind: PolicyDocumentKind, auth: RequestAuth = 'session'): Promise<string> =>
      http.request<string>({ method: 'POST', path: `${base(policyId)}/${kind}`, query: { format: 'html' }, json: {}, auth, responseType: 'text' }),
    /** POST /api/v1/quotes/policy/{policyId}/documents: e-mails the policy documents. */
    send: (policyId: number | string): Promise<Ack> => http.request({ method: 'POST', path: `${base(policyId)}/documents`, json: {} }),
    /** PATCH /api/v1/quotes/policy/{policyId}/documents with stored file keys. */
    attach: (policyId: number | string, keys: PolicyDocumentKeys): Promise<Ack> =>
      http.request({ method: 'PATCH', path: `${base(policyId)}/documents`, json: keys }),
  };
}
