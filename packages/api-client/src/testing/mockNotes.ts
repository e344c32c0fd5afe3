import { noteText } from '@buildcover/domain';
import { api, emptyNoteMessage, noteNotYoursMessage } from '@buildcover/domain/api';
import type { HttpHandler } from 'msw';
import { found, saved, staffRoute, type MockContext } from './mockContext';
import { quoteNotFound } from './mockQuotes';
import { searchPage } from './mockPages';
import { fail } from './respond';

/** A quote's notes, newest first; a new note is written by the signed-in user (kept as sent: the server's sanitiser has its own tests). */
export function noteHandlers(ctx: MockContext): HttpHandler[] {
  const { state } = ctx;
  const exists = (quoteId: number) => state.quoteDetails.some((q) => q.id === quoteId);
  const notesOf = (quoteId: number) => state.notes.filter((n) => n.quote_id === quoteId).sort((a, b) => b.id - a.id);
  return [
    staffRoute(ctx, api.notes.list, ({ params, query }) => {
      if (!exists(params.id)) return fail(404, quoteNotFound);
      const notes = notesOf(params.id);
      return searchPage({ results: notes.slice(query.start, query.start + query.limit), count: notes.length });
    }),
    staffRoute(ctx, api.notes.get, ({ params }) => {
      const note = state.notes.find((n) => n.quote_id === params.id && n.id === params.noteId);
      return note ? found(note) : fail(404, 'Note not found');
    }),
    staffRoute(ctx, api.notes.create, ({ params, body }) => {
      if (!exists(params.id)) return fail(404, quoteNotFound);
      if (noteText(body.note).trim() === '')
        return fail(400, emptyNoteMessage, [{ path: 'note', message: emptyNoteMessage }]);
      const note = {
        id: ctx.nextId(),
        quote_id: params.id,
        user_id: state.staffUser.id,
        user_name: state.staffUser.name,
        note: body.note,
        created_at: ctx.now(),
        edited_at: null,
      };
      state.notes.push(note);
      return saved('Note added successfully!', note);
    }),
    staffRoute(ctx, api.notes.update, ({ params, body }) => {
      const note = state.notes.find((n) => n.quote_id === params.id && n.id === params.noteId);
      if (!note) return fail(404, 'Note not found');
      if (note.user_id !== state.staffUser.id) return fail(403, noteNotYoursMessage);
      if (noteText(body.note).trim() === '')
        return fail(400, emptyNoteMessage, [{ path: 'note', message: emptyNoteMessage }]);
      Object.assign(note, { note: body.note, edited_at: ctx.now() });
      return saved('Note updated successfully!', note);
    }),
  ];
}
