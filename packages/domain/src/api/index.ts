/**
 * The API contract: every /api/v1 call's params, query, body and answers, once. See README.md in
 * this folder ("How to add an endpoint").
 */
import { authApi } from './auth';
import { healthApi } from './health';
import { outboxApi } from './outbox';
import { statesApi } from './states';
import { usersApi } from './users';

export * from './endpoint';
export * from './envelopes';
export * from './auth';
export * from './health';
export * from './outbox';
export * from './states';
export * from './users';

/** Every endpoint, grouped by resource: `api.users.list`, `api.states.list`… */
export const api = {
  auth: authApi,
  health: healthApi,
  outbox: outboxApi,
  states: statesApi,
  users: usersApi,
} as const;
