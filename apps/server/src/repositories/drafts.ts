import { and, eq, inArray, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import { files, quoteDrafts, quotes } from '../db/schema';
import { inTransaction } from '../db/transaction';

/** Upload sessions of the public quote form (`quote_drafts`) as the draft sweep (src/drafts/sweep.ts) removes them. */
export function draftRepository(db: Database) {
  return {
    /**
     * One batch of the sweep, in one transaction: up to `batchSize` drafts expired before `now` and
     * never submitted, with the files only they use; returns the count and the deleted files' keys.
     */
    deleteExpiredBatch(now: Date, batchSize: number): Promise<{ drafts: number; fileKeys: string[] }> {
      return inTransaction(db, async (tx) => {
        const expired = await tx
          .select({ uid: quoteDrafts.uid })
          .from(quoteDrafts)
          .where(
            and(
              isNull(quoteDrafts.quote_id),
              lt(quoteDrafts.expires_at, now),
              // Submission sets quote_id in the same transaction; this only guards against a row that disagrees.
              notExists(tx.select({ one: sql`1` }).from(quotes).where(eq(quotes.draft_uid, quoteDrafts.uid))),
            ),
          )
          .orderBy(quoteDrafts.expires_at)
          .limit(batchSize)
          .for('update', { skipLocked: true });
        if (expired.length === 0) return { drafts: 0, fileKeys: [] };
        const uids = expired.map((d) => d.uid);

        const removed = await tx
          .delete(files)
          .where(
            and(
              inArray(files.draft_uid, uids),
              isNull(files.quote_id),
              isNull(files.policy_id),
              isNull(files.insurer_id),
            ),
          )
          .returning({ key: files.key });
        // A draft upload that staff attached elsewhere stays; it just no longer names the draft.
        await tx.update(files).set({ draft_uid: null }).where(inArray(files.draft_uid, uids));
        await tx.delete(quoteDrafts).where(inArray(quoteDrafts.uid, uids));
        return { drafts: uids.length, fileKeys: removed.map((f) => f.key) };
      });
    },
  };
}
