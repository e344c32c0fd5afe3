import { and, count, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import { files, quoteDrafts } from '../db/schema';

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

/** The URL a caller fetches a stored file from (same origin as the apps). */
export const fileUrl = (key: string): string => `/api/v1/static/files/${key}`;

export function fileRepository(db: Database) {
  return {
    async create(values: NewFile): Promise<FileRow> {
      const [row] = await db.insert(files).values(values).returning();
      return row!;
    },

    async findByKey(key: string): Promise<FileRow | undefined> {
      const [row] = await db
        .select()
        .from(files)
        .where(and(eq(files.key, key), isNull(files.deleted_at)));
      return row;
    },

    async markDeleted(id: number): Promise<void> {
      await db.update(files).set({ deleted_at: new Date() }).where(eq(files.id, id));
    },

    async attach(id: number, owner: Pick<NewFile, 'quote_id' | 'insurer_id' | 'policy_id' | 'field'>): Promise<void> {
      await db.update(files).set(owner).where(eq(files.id, id));
    },

    async countForDraft(uid: string): Promise<number> {
      const [row] = await db
        .select({ value: count() })
        .from(files)
        .where(and(eq(files.draft_uid, uid), isNull(files.deleted_at)));
      return row?.value ?? 0;
    },

    /**
     * An open upload session: exists, not expired, not yet turned into a quote. `hold` (inside a
     * transaction) share-locks it until commit, so the draft sweep cannot delete it under the upload.
     */
    async openDraft(uid: string, { hold = false } = {}): Promise<typeof quoteDrafts.$inferSelect | undefined> {
      const query = db
        .select()
        .from(quoteDrafts)
        .where(and(eq(quoteDrafts.uid, uid), gt(quoteDrafts.expires_at, new Date()), isNull(quoteDrafts.quote_id)));
      const [row] = hold ? await query.for('share') : await query;
      return row;
    },
  };
}
export type FileRepository = ReturnType<typeof fileRepository>;
