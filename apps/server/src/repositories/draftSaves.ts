import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { SavedFormPlace } from '@buildcover/domain/api';
import type { Database } from '../db/database';
import { draftResumeLinks, files, quoteDrafts, quotes } from '../db/schema';
import { inTransaction } from '../db/transaction';

/** A saved draft as its resume link finds it. */
export interface SavedDraft {
  uid: string;
  answers: Record<string, unknown> | null;
  /** Where the customer saved from (null: the save did not say). */
  place: SavedFormPlace | null;
  expires_at: Date;
  /** The reference of the quote it became, once submitted. */
  submitted_ref: string | null;
  /** The live files uploaded under it, oldest first. */
  files: { key: string; name: string }[];
}

/** 'Save and finish later': answers kept on the draft, and the hashed secrets of the links that open it. */
export function draftSaveRepository(db: Database) {
  return {
    /**
     * Keeps the answers on an open draft and adds a link to it; the draft then stays open until
     * `keepUntil` at least. Undefined when the draft is unknown, expired or already submitted.
     */
    async save(input: {
      uid: string;
      answers: Record<string, unknown>;
      place?: SavedFormPlace | undefined;
      tokenHash: string;
      keepUntil: Date;
      now?: Date;
    }): Promise<{ expires_at: Date } | undefined> {
      const now = input.now ?? new Date();
      return inTransaction(db, async (tx) => {
        // Locked: the sweep skips it, and a submission in flight finishes first.
        const [draft] = await tx
          .select({ uid: quoteDrafts.uid })
          .from(quoteDrafts)
          .where(and(eq(quoteDrafts.uid, input.uid), gt(quoteDrafts.expires_at, now), isNull(quoteDrafts.quote_id)))
          .for('update');
        if (!draft) return undefined;
        const [saved] = await tx
          .update(quoteDrafts)
          .set({
            saved_answers: input.answers,
            saved_place: input.place ?? null,
            saved_at: now,
            expires_at: sql`greatest(${quoteDrafts.expires_at}, ${input.keepUntil.toISOString()}::timestamptz)`,
          })
          .where(eq(quoteDrafts.uid, input.uid))
          .returning({ expires_at: quoteDrafts.expires_at });
        await tx.insert(draftResumeLinks).values({ token_hash: input.tokenHash, draft_uid: input.uid });
        return saved;
      });
    },

    /** The draft a link's hashed secret opens (whatever its state), or undefined for an unknown link. */
    async findByTokenHash(tokenHash: string): Promise<SavedDraft | undefined> {
      const [row] = await db
        .select({
          uid: quoteDrafts.uid,
          answers: quoteDrafts.saved_answers,
          place: quoteDrafts.saved_place,
          expires_at: quoteDrafts.expires_at,
          submitted_ref: quotes.ref,
        })
        .from(draftResumeLinks)
        .innerJoin(quoteDrafts, eq(quoteDrafts.uid, draftResumeLinks.draft_uid))
        .leftJoin(quotes, eq(quotes.id, quoteDrafts.quote_id))
        .where(eq(draftResumeLinks.token_hash, tokenHash));
      if (!row) return undefined;
      const live = await db
        .select({ key: files.key, name: files.name })
        .from(files)
        .where(and(eq(files.draft_uid, row.uid), isNull(files.deleted_at)))
        .orderBy(files.id);
      return { ...row, files: live };
    },
  };
}
export type DraftSaveRepository = ReturnType<typeof draftSaveRepository>;
