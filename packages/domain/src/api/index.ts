/**
 * The API contract: every /api/v1 call's params, query, body and answers, once. See README.md in
 * this folder ("How to add an endpoint").
 */
import { authApi } from './auth';
import { healthApi } from './health';
import { insurersApi } from './insurers';
import { outboxApi } from './outbox';
import { paymentsApi } from './payments';
import { publicQuotesApi } from './publicQuotes';
import { quotesApi } from './quotes';
import { statesApi } from './states';
import { usersApi } from './users';

export * from './endpoint';
export * from './envelopes';
export * from './auth';
export * from './health';
export * from './insurers';
export * from './lists';
export * from './outbox';
export * from './payments';
export * from './publicQuotes';
export * from './quotes';
export * from './records';
export * from './states';
export * from './users';

/** Every endpoint, grouped by resource: `api.users.list`, `api.states.list`… */
export const api = {
  auth: authApi,
  health: healthApi,
  insurers: insurersApi,
  outbox: outboxApi,
  payments: paymentsApi,
  publicQuotes: publicQuotesApi,
  quotes: quotesApi,
  states: statesApi,
  users: usersApi,
} as const;
