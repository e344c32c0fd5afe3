import * as routes from '../core/routes';
import { callEndpoint } from '../core/call';
import type { Paging } from '../core/envelope';
import type { HttpClient } from '../core/http';

export function createNotesApi(http: HttpClient) {
  return {
    /** GET /api/v1/quotes/{id}/notes?start&limit (5 per page) → results, count. */
    list: (quoteId: number | string, paging: Paging) =>
      callEndpoint(http, routes.notes.list, { params: { id: Number(quoteId) }, query: paging }),
    /** GET /api/v1/quotes/{id}/notes/{noteId} → data. */
    get: (quoteId: number | string, noteId: number | string) =>
      callEndpoint(http, routes.notes.get, { params: { id: Number(quoteId), noteId: Number(noteId) } }),
    /** POST /api/v1/quotes/{id}/notes {note: HTML} → message, data (the note as saved, sanitised). */
    create: (quoteId: number | string, note: string) =>
      callEndpoint(http, routes.notes.create, { params: { id: Number(quoteId) }, body: { note } }),
    /** Corrects a note its signed-in author wrote. */
    update: (quoteId: number | string, noteId: number | string, note: string) =>
      callEndpoint(http, routes.notes.update, {
        params: { id: Number(quoteId), noteId: Number(noteId) },
        body: { note },
      }),
  };
}
