import { createAdminQuotesApi } from '../resources/adminQuotes';
import { createAuthApi } from '../resources/auth';
import { createDocumentsApi, createStaffDocumentsApi } from '../resources/documents';
import { createFilesApi } from '../resources/files';
import { createInsuredApi } from '../resources/insured';
import { createInsurersApi } from '../resources/insurers';
import { createNotesApi } from '../resources/notes';
import { createOutboxApi } from '../resources/outbox';
import { createQuoteHistoryApi } from '../resources/quoteHistory';
import { createPaymentsApi, createStaffPaymentsApi } from '../resources/payments';
import { createDashboardApi, createPoliciesApi } from '../resources/policies';
import { createProposalDraftsApi } from '../resources/proposalDrafts';
import { createPublicQuotesApi } from '../resources/publicQuotes';
import { createStatesApi } from '../resources/states';
import { createUsersApi } from '../resources/users';
import { createHttpClient, type ApiClientOptions, type HttpClient } from './http';

/** The calls the customer site makes: no back-office resource, and none of their routes in its bundle. */
export interface PublicApiClient {
  http: HttpClient;
  states: ReturnType<typeof createStatesApi>;
  /** Customer side: uid, submit, retrieve, remove file. */
  publicQuotes: ReturnType<typeof createPublicQuotesApi>;
  /** Customer side: 'Save and finish later' and its resume link. */
  proposalDrafts: ReturnType<typeof createProposalDraftsApi>;
  /** Plans and reports uploaded with a proposal. */
  files: ReturnType<typeof createFilesApi>;
  /** The card payment of a quote. */
  payments: ReturnType<typeof createPaymentsApi>;
  /** A bound policy's documents, read with the quote's access token. */
  documents: ReturnType<typeof createDocumentsApi>;
}

/** Every /api/v1 call: the customer site's and the back office's. */
export interface ApiClient extends PublicApiClient {
  auth: ReturnType<typeof createAuthApi>;
  /** Back office: list, search, detail, section saves, insurer, premium, payment link. */
  quotes: ReturnType<typeof createAdminQuotesApi>;
  insured: ReturnType<typeof createInsuredApi>;
  users: ReturnType<typeof createUsersApi>;
  insurers: ReturnType<typeof createInsurersApi>;
  notes: ReturnType<typeof createNotesApi>;
  /** Also e-mails and attaches them. */
  documents: ReturnType<typeof createStaffDocumentsApi>;
  /** Also lists, reads and refunds payments (Transactions). */
  payments: ReturnType<typeof createStaffPaymentsApi>;
  /** Staff: the mail the server sent or kept. */
  outbox: ReturnType<typeof createOutboxApi>;
  policies: ReturnType<typeof createPoliciesApi>;
  dashboard: ReturnType<typeof createDashboardApi>;
  quoteHistory: ReturnType<typeof createQuoteHistoryApi>;
}

function publicResources(http: HttpClient): PublicApiClient {
  return {
    http,
    states: createStatesApi(http),
    publicQuotes: createPublicQuotesApi(http),
    proposalDrafts: createProposalDraftsApi(http),
    files: createFilesApi(http),
    payments: createPaymentsApi(http),
    documents: createDocumentsApi(http),
  };
}

/** A typed call for every endpoint the customer site uses, grouped by resource. */
export function createPublicApiClient(options: ApiClientOptions = {}): PublicApiClient {
  return publicResources(createHttpClient(options));
}

/** One object with a typed call for every /api/v1 endpoint, grouped by resource. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http = createHttpClient(options);
  return {
    ...publicResources(http),
    auth: createAuthApi(http),
    quotes: createAdminQuotesApi(http),
    insured: createInsuredApi(http),
    users: createUsersApi(http),
    insurers: createInsurersApi(http),
    notes: createNotesApi(http),
    documents: createStaffDocumentsApi(http),
    payments: createStaffPaymentsApi(http),
    outbox: createOutboxApi(http),
    policies: createPoliciesApi(http),
    dashboard: createDashboardApi(http),
    quoteHistory: createQuoteHistoryApi(http),
  };
}
