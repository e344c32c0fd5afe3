/** Mail the server sent or kept (GET /api/v1/outbox…) and a quote's history: shapes from the API contract. */
export type { OutboxEmail, OutboxEmailListItem, OutboxStatus, QuoteHistoryEntry } from '@buildcover/domain/api';
