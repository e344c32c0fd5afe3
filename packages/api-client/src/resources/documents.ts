import type { api, BodyOf, PolicyDocumentKind } from '@buildcover/domain/api';
import * as routes from '../core/routes';
import { callEndpoint } from '../core/call';
import type { HttpClient, RequestAuth } from '../core/http';

export type { PolicyDocumentKind };

/** PATCH /quotes/policy/{policyId}/documents: stored file keys of the uploaded schedule, certificate and closing. */
export type PolicyDocumentKeys = BodyOf<typeof api.quotes.updatePolicyDocuments>;

const policy = (policyId: number | string) => ({ policyId: Number(policyId) });

/** The policy documents as a customer or staff member reads them. */
export function createDocumentsApi(http: HttpClient) {
  return {
    /**
     * POST /api/v1/quotes/policy/{policyId}/{schedule|closing|invoice|certificate}?format=html → the HTML document.
     * Staff use their session; a customer passes `{ bearer: quoteAccessToken }`.
     */
    render: (policyId: number | string, kind: PolicyDocumentKind, auth: RequestAuth = 'session') =>
      callEndpoint<(typeof api.documents)[PolicyDocumentKind]>(
        http,
        routes.documents[kind],
        { params: policy(policyId), query: { format: 'html' } },
        { auth },
      ),
  };
}

/** Staff: what they also do with a policy's documents (the back office's client only). */
export function createStaffDocumentsApi(http: HttpClient) {
  return {
    ...createDocumentsApi(http),
    /** POST /api/v1/quotes/policy/{policyId}/documents: e-mails the policy documents. */
    send: (policyId: number | string) =>
      callEndpoint(http, routes.quotes.sendPolicyDocuments, { params: policy(policyId) }),
    /** PATCH /api/v1/quotes/policy/{policyId}/documents with stored file keys → the policy as saved. */
    attach: (policyId: number | string, keys: PolicyDocumentKeys) =>
      callEndpoint(http, routes.quotes.updatePolicyDocuments, { params: policy(policyId), body: keys }),
  };
}
