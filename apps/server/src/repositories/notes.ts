import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { notes } from '../db/schema';
import type { Pagination } from '../http/schemas';

export type NoteRow = typeof notes.$inferSelect;

export function noteRepository(db: Database) {
  return {
    /** A quote's notes, newest first, with the total counted separately. */
    async listForQuote(quoteId: number, page: Pagination): Promise<{ results: NoteRow[]; count: number }> {
      const where = eq(notes.quote_id, quoteId);
      const [results, [total]] = await Promise.all([
        db
          .select()
          .from(notes)
          .where(where)
          .orderBy(desc(notes.created_at), desc(notes.id))
          .offset(page.start)
          .limit(page.limit),
        db.select({ value: count() }).from(notes).where(where),
      ]);
      return { results, count: total?.value ?? 0 };
    },

    async find(quoteId: number, noteId: number): Promise<NoteRow | undefined> {
      const [row] = await db
        .select()
        .from(notes)
        .where(and(eq(notes.quote_id, quoteId), eq(notes.id, noteId)));
      return row;
    },

    async create(values: {
      quote_id: number;
      user_id: number | null;
      user_name: string;
      note: string;
    }): Promise<NoteRow> {
      const [row] = await db.insert(notes).values(values).returning();
      return row!;
    },

    /** The note, locked until the transaction ends (two corrections at once apply one after the other). */
    async findForUpdate(quoteId: number, noteId: number): Promise<NoteRow | undefined> {
      const [row] = await db
        .select()
        .from(notes)
        .where(and(eq(notes.quote_id, quoteId), eq(notes.id, noteId)))
        .for('update');
      return row;
    },

    async correct(noteId: number, note: string): Promise<NoteRow> {
      const [row] = await db.update(notes).set({ note, edited_at: new Date() }).where(eq(notes.id, noteId)).returning();
      return row!;
    },
  };
}
export type NoteRepository = ReturnType<typeof noteRepository>;
