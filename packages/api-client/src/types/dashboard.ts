/** GET /api/v1/dashboard?from&to: the back office's figures over a date range (the contract's shape). */
export type { Dashboard } from '@buildcover/domain/api';
