import type { Database } from '../db/database';
import { auditLog } from '../db/schema';

export type NewAuditRow = typeof auditLog.$inferInsert;

/** The audit trail's writes (src/audit.ts decides what a row says; quoteHistory.ts reads them back). */
export function auditLogRepository(db: Database) {
  return {
    async record(row: NewAuditRow): Promise<void> {
      await db.insert(auditLog).values(row);
    },
  };
}
