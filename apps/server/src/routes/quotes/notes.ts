import { pageStart } from '@buildcover/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { audit } from '../../audit';
import { requireStaff } from '../../auth/guards';
import { inTransaction } from '../../db/transaction';
import { badRequest, notFound } from '../../http/errors';
import { dataResponse, idParam, idParams, iso, searchBody, searchResponse } from '../../http/schemas';
import { createRepositories } from '../../repositories';
import type { NoteRow } from '../../repositories/notes';
import { dataWithMessage, QUOTE_NOT_FOUND, staffErrors } from './schemas';
import { isEmptyNote, sanitizeNote } from './sanitizeNote';

/** Notes page size (back-office §9). */
export const NOTES_PAGE_SIZE = 5;
const EMPTY_NOTE = 'Please write a note';

const noteSchema = z.object({ id: z.number(), quote_id: z.number(), user_name: z.string(), note: z.string(), created_at: z.string().nullable() });
const toNote = (row: NoteRow) => ({ id: row.id, quote_id: row.quote_id, user_name: row.user_name, note: row.note, created_at: iso(row.created_at) });
const notesQuery = z.object({
  start: pageStart,
  limit: z.coerce.number().int().min(1).max(100).default(NOTES_PAGE_SIZE),
});
const tags = ['quote notes'];
const security = [{ bearer: [] }];

/** Notes on a quote: every staff member reads and writes them; HTML is sanitised on the way in. */
const quoteNoteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/quotes/:id/notes',
    { preHandler: requireStaff, schema: { tags, security, params: idParams, querystring: notesQuery, response: { 200: searchResponse(noteSchema), ...staffErrors } } },
    async (request) => {
      if (!(await app.repos.quotes.findById(request.params.id))) throw notFound(QUOTE_NOT_FOUND);
      const { results, count } = await app.repos.notes.listForQuote(request.params.id, request.query);
      return searchBody(results.map(toNote), count);
    },
  );

  app.get(
    '/quotes/:id/notes/:noteId',
    {
      preHandler: requireStaff,
      schema: { tags, security, params: idParams.extend({ noteId: idParam }), response: { 200: dataResponse(noteSchema), ...staffErrors } },
    },
    async (request) => {
      const row = await app.repos.notes.find(request.params.id, request.params.noteId);
      if (!row) throw notFound('Note not found');
      return { success: true as const, data: toNote(row) };
    },
  );

  app.post(
    '/quotes/:id/notes',
    {
      preHandler: requireStaff,
      schema: { tags, security, params: idParams, body: z.object({ note: z.string({ error: EMPTY_NOTE }).max(100_000, 'The note is too long') }), response: { 200: dataWithMessage(noteSchema), ...staffErrors } },
    },
    async (request) => {
      const note = sanitizeNote(request.body.note);
      if (isEmptyNote(note)) throw badRequest(EMPTY_NOTE, [{ path: 'note', message: EMPTY_NOTE }]);
      const user = request.user!;
      const row = await inTransaction(app.db, async (tx) => {
        const repos = createRepositories(tx);
        if (!(await repos.quotes.findById(request.params.id))) throw notFound(QUOTE_NOT_FOUND);
        const created = await repos.notes.create({ quote_id: request.params.id, user_id: user.id, user_name: user.name, note });
        await audit(tx, request, { action: 'create', entity: 'note', entityId: created.id, after: toNote(created) });
        return created;
      });
      return { success: true as const, message: 'Note added successfully!', data: toNote(row) };
    },
  );
};

export default quoteNoteRoutes;
