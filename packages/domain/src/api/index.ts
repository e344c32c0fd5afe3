/**
 * The API contract: every /api/v1 call's params, query, body and answers, once. See README.md in
 * this folder ("How to add an endpoint").
 */
import { authApi } from './auth';
import { dashboardApi } from './dashboard';
import { documentsApi } from './documents';
import { filesApi } from './files';
import { healthApi } from './health';
import { insuredApi } from './insured';
import { insurersApi } from './insurers';
import { notesApi } from './notes';
import { outboxApi } from './outbox';
import { policiesApi } from './policies';
import { paymentsApi } from './payments';
import { proposalDraftsApi } from './proposalDrafts';
import { publicQuotesApi } from './publicQuotes';
import { quoteSectionsApi, quotesApi } from './quotes';
import { quoteHistoryApi } from './quoteHistory';
import { statesApi } from './states';
import { usersApi } from './users';

export * from './endpoint';
export * from './envelopes';
export * from './auth';
export * from './dashboard';
export * from './documents';
export * from './files';
export * from './health';
export * from './insured';
export * from './insurers';
export * from './lists';
export * from './notes';
export * from './outbox';
export * from './policies';
export * from './payments';
export * from './proposalDrafts';
export * from './publicQuotes';
export * from './quotes';
export * from './records';
export * from './quoteHistory';
export * from './states';
export * from './users';

/** Every endpoint, grouped by resource: `api.users.list`, `api.states.list`… */
export const api = {
  auth: authApi,
  dashboard: dashboardApi,
  documents: documentsApi,
  files: filesApi,
  health: healthApi,
  insured: insuredApi,
  insurers: insurersApi,
  notes: notesApi,
  outbox: outboxApi,
  policies: policiesApi,
  payments: paymentsApi,
  proposalDrafts: proposalDraftsApi,
  publicQuotes: publicQuotesApi,
  quotes: quotesApi,
  quoteSections: quoteSectionsApi,
  quoteHistory: quoteHistoryApi,
  states: statesApi,
  users: usersApi,
} as const;
