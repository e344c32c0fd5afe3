/** Mail the server sent or kept (GET /api/v1/outbox…): shapes from the API contract. */
export type { OutboxEmail, OutboxStatus } from '@buildcover/domain/api';
