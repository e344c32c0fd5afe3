import { createAdminQuotesApi } from '../resources/adminQuotes';
import { createAuthApi } from '../resources/auth';
import { createDocumentsApi } from '../resources/documents';
import { createFilesApi } from '../resources/files';
import { createInsuredApi } from '../resources/insured';
import { createInsurersApi } from '../resources/insurers';
import { createNotesApi } from '../resources/notes';
import { createOutboxApi } from '../resources/outbox';
import { createQuoteHistoryApi } from '../resources/quoteHistory';
import { createPaymentsApi } from '../resources/payments';
import { createDashboardApi, createPoliciesApi } from '../resources/policies';
import { createProposalDraftsApi } from '../resources/proposalDrafts';
import { createPublicQuotesApi } from '../resources/publicQuotes';
import { createStatesApi } from '../resources/states';
import { createUsersApi } from '../resources/users';
import { createHttpClient, type ApiClientOptions, type HttpClient } from './http';

export interface ApiClient {
  http: HttpClient;
  auth: ReturnType<typeof createAuthApi>;
  states: ReturnType<typeof createStatesApi>;
  /** Customer side: uid, submit, retrieve, remove file. */
  publicQuotes: ReturnType<typeof createPublicQuotesApi>;
  /** Customer side: 'Save and finish later' and its resume link. */
  proposalDrafts: ReturnType<typeof createProposalDraftsApi>;
  /** Back office: list, search, detail, section saves, insurer, premium, payment link. */
  quotes: ReturnType<typeof createAdminQuotesApi>;
  insured: ReturnType<typeof createInsuredApi>;
  users: ReturnType<typeof createUsersApi>;
  insurers: ReturnType<typeof createInsurersApi>;
  notes: ReturnType<typeof createNotesApi>;
  files: ReturnType<typeof createFilesApi>;
  payments: ReturnType<typeof createPaymentsApi>;
  documents: ReturnType<typeof createDocumentsApi>;
  /** Staff: the mail the server sent or kept. */
  outbox: ReturnType<typeof createOutboxApi>;
  policies: ReturnType<typeof createPoliciesApi>;
  dashboard: ReturnType<typeof createDashboardApi>;
  quoteHistory: ReturnType<typeof createQuoteHistoryApi>;
}

/** One object with a typed call for every /api/v1 endpoint, grouped by resource. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const http = createHttpClient(options);
  return {
    http,
    auth: createAuthApi(http),
    states: createStatesApi(http),
    publicQuotes: createPublicQuotesApi(http),
    proposalDrafts: createProposalDraftsApi(http),
    quotes: createAdminQuotesApi(http),
    insured: createInsuredApi(http),
    users: createUsersApi(http),
    insurers: createInsurersApi(http),
    notes: createNotesApi(http),
    files: createFilesApi(http),
    payments: createPaymentsApi(http),
    documents: createDocumentsApi(http),
    outbox: createOutboxApi(http),
    policies: createPoliciesApi(http),
    dashboard: createDashboardApi(http),
    quoteHistory: createQuoteHistoryApi(http),
  };
}
