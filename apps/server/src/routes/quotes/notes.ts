import { api, emptyNoteMessage, noteNotYoursMessage, notesPageSize } from '@buildcover/domain/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { audit } from '../../audit';
import { requireStaff } from '../../auth/guards';
import { inTransaction } from '../../db/transaction';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { route } from '../../http/route';
import { iso, searchBody } from '../../http/schemas';
import { createRepositories } from '../../repositories';
import type { NoteRow } from '../../repositories/notes';
import { QUOTE_NOT_FOUND } from './schemas';
import { isEmptyNote, sanitizeNote } from './sanitizeNote';

/** Notes page size (back-office §9). */
export const NOTES_PAGE_SIZE = notesPageSize;
const EMPTY_NOTE = emptyNoteMessage;

const toNote = (row: NoteRow) => ({
  id: row.id,
  quote_id: row.quote_id,
  user_id: row.user_id,
  user_name: row.user_name,
  note: row.note,
  created_at: iso(row.created_at),
  edited_at: row.edited_at ? iso(row.edited_at) : null,
});

/** The note as it will be stored (sanitised); a note with nothing left is refused. */
function noteToStore(html: string): string {
  const note = sanitizeNote(html);
  if (isEmptyNote(note)) throw badRequest(EMPTY_NOTE, [{ path: 'note', message: EMPTY_NOTE }]);
  return note;
}

/** Notes on a quote: every staff member reads and writes them; HTML is sanitised on the way in. */
const quoteNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...route(api.notes.list),
    preHandler: requireStaff,
    handler: async (request) => {
      if (!(await app.repos.quotes.findById(request.params.id))) throw notFound(QUOTE_NOT_FOUND);
      const { results, count } = await app.repos.notes.listForQuote(request.params.id, request.query);
      return searchBody(results.map(toNote), count);
    },
  });

  app.route({
    ...route(api.notes.get),
    preHandler: requireStaff,
    handler: async (request) => {
      const row = await app.repos.notes.find(request.params.id, request.params.noteId);
      if (!row) throw notFound('Note not found');
      return { success: true as const, data: toNote(row) };
    },
  });

  app.route({
    ...route(api.notes.create),
    preHandler: requireStaff,
    handler: async (request) => {
      const note = noteToStore(request.body.note);
      const user = request.user!;
      const row = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        if (!(await repos.quotes.findById(request.params.id))) throw notFound(QUOTE_NOT_FOUND);
        const created = await repos.notes.create({
          quote_id: request.params.id,
          user_id: user.id,
          user_name: user.name,
          note,
        });
        await audit(tx, request, { action: 'create', entity: 'note', entityId: created.id, after: toNote(created) });
        return created;
      });
      return { success: true as const, message: 'Note added successfully!', data: toNote(row) };
    },
  });

  app.route({
    ...route(api.notes.update),
    preHandler: requireStaff,
    handler: async (request) => {
      const note = noteToStore(request.body.note);
      const user = request.user!;
      const row = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        const found = await repos.notes.findForUpdate(request.params.id, request.params.noteId);
        if (!found) throw notFound('Note not found');
        if (found.user_id !== user.id) throw forbidden(noteNotYoursMessage);
        if (found.note === note) return found;
        const corrected = await repos.notes.correct(found.id, note);
        await audit(tx, request, {
          action: 'update',
          entity: 'note',
          entityId: found.id,
          before: toNote(found),
          after: toNote(corrected),
        });
        return corrected;
      });
      return { success: true as const, message: 'Note updated successfully!', data: toNote(row) };
    },
  });
};

export default quoteNoteRoutes;
