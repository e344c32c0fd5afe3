import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { auditLog, files, insurers, outboxEmails, payments } from '../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type OutboxRow = Pick<typeof outboxEmails.$inferSelect, 'id' | 'to' | 'subject' | 'status' | 'created_at'>;

/** The records a quote's history gathers: the quote itself, its policy, its payments, its holders and its notes. */
export interface QuoteHistoryScope {
  quoteId: number;
  policyId: number | null;
  insuredIds: number[];
}

export function quoteHistoryRepository(db: Database) {
  return {
    /** Audit rows about the quote, its policy, its payments (attempts, refunds), its holders and its notes, newest first. */
    async auditRows(scope: QuoteHistoryScope): Promise<AuditRow[]> {
      const id = String(scope.quoteId);
      const paymentIds = db
        .select({ id: sql<string>`${payments.id}::text` })
        .from(payments)
        .where(eq(payments.quote_id, scope.quoteId));
      const about: SQL[] = [
        and(eq(auditLog.entity, 'quote'), eq(auditLog.entity_id, id))!,
        and(eq(auditLog.entity, 'note'), sql`${auditLog.after}->>'quote_id' = ${id}`)!,
        and(eq(auditLog.entity, 'payment'), inArray(auditLog.entity_id, paymentIds))!,
      ];
      if (scope.policyId !== null)
        about.push(and(eq(auditLog.entity, 'policy'), eq(auditLog.entity_id, String(scope.policyId)))!);
      if (scope.insuredIds.length > 0)
        about.push(and(eq(auditLog.entity, 'insured'), inArray(auditLog.entity_id, scope.insuredIds.map(String)))!);
      return db
        .select()
        .from(auditLog)
        .where(or(...about))
        .orderBy(desc(auditLog.created_at), desc(auditLog.id));
    },

    /**
     * What history rows name by id, in words: insurers (archived ones too) by name, stored files by
     * the name they were uploaded with.
     */
    async names(refs: {
      insurerIds: number[];
      fileKeys: string[];
    }): Promise<{ insurers: Map<number, string>; files: Map<string, string> }> {
      const [insurerRows, fileRows] = await Promise.all([
        refs.insurerIds.length > 0
          ? db
              .select({ id: insurers.id, name: insurers.name })
              .from(insurers)
              .where(inArray(insurers.id, refs.insurerIds))
          : [],
        refs.fileKeys.length > 0
          ? db.select({ key: files.key, name: files.name }).from(files).where(inArray(files.key, refs.fileKeys))
          : [],
      ]);
      return {
        insurers: new Map(insurerRows.map((r) => [r.id, r.name])),
        files: new Map(fileRows.map((r) => [r.key, r.name])),
      };
    },

    /** Mail the server sent or kept about the quote or its policy, newest first. */
    async mail(scope: QuoteHistoryScope): Promise<OutboxRow[]> {
      const about =
        scope.policyId === null
          ? eq(outboxEmails.quote_id, scope.quoteId)
          : or(eq(outboxEmails.quote_id, scope.quoteId), eq(outboxEmails.policy_id, scope.policyId));
      return db
        .select({
          id: outboxEmails.id,
          to: outboxEmails.to,
          subject: outboxEmails.subject,
          status: outboxEmails.status,
          created_at: outboxEmails.created_at,
        })
        .from(outboxEmails)
        .where(about)
        .orderBy(desc(outboxEmails.created_at), desc(outboxEmails.id));
    },
  };
}
