import { asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { pendingWork, type PendingWorkKind } from '../db/schema';

export type PendingWorkRow = typeof pendingWork.$inferSelect;

/** The durable outbox of work done after a request answers (src/work/). */
export function pendingWorkRepository(db: Database) {
  return {
    /** Call in the transaction of the change the work belongs to: both commit, or neither. */
    async add(kind: PendingWorkKind, quoteId: number): Promise<void> {
      await db.insert(pendingWork).values({ kind, quote_id: quoteId });
    },

    /**
     * Takes the oldest row that is due and leases it for `leaseSeconds`: if this process stops
     * before finishing it, the row is due again when the lease ends (here or on another instance).
     * SKIP LOCKED: instances sharing a PostgreSQL never take the same row.
     */
    async claimNext(leaseSeconds: number): Promise<PendingWorkRow | undefined> {
      const due = db
        .select({ id: pendingWork.id })
        .from(pendingWork)
        .where(lte(pendingWork.run_after, sql`now()`))
        .orderBy(asc(pendingWork.run_after), asc(pendingWork.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(pendingWork)
        .set({
          attempts: sql`${pendingWork.attempts} + 1`,
          run_after: sql`now() + make_interval(secs => ${leaseSeconds})`,
        })
        .where(eq(pendingWork.id, sql`(${due})`))
        .returning();
      return row;
    },

    async done(id: number): Promise<void> {
      await db.delete(pendingWork).where(eq(pendingWork.id, id));
    },

    /** A failed attempt: tried again after `retrySeconds`, the error kept for whoever looks. */
    async failed(id: number, error: string, retrySeconds: number): Promise<void> {
      await db
        .update(pendingWork)
        .set({ last_error: error.slice(0, 500), run_after: sql`now() + make_interval(secs => ${retrySeconds})` })
        .where(eq(pendingWork.id, id));
    },

    async count(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(pendingWork);
      return row?.n ?? 0;
    },
  };
}
export type PendingWorkRepository = ReturnType<typeof pendingWorkRepository>;
