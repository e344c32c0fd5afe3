import type { Ack, Envelope, ListEnvelope, Paging } from '../core/envelope';
import type { HttpClient } from '../core/http';
import { segment } from '../core/query';
import type { Note } from '../types/entities';

export function createNotesApi(http: HttpClient) {
  const base = (quoteId: number | string): string => `/api/v1/quotes/${segment(quoteId)}/notes`;
  return {
    /** GET /api/v1/quotes/{id}/notes?start&limit (5 per page) → results, count. */
    list: (quoteId: number | string, paging: Paging): Promise<ListEnvelope<Note>> => http.request({ method: 'GET', path: base(quoteId), query: { ...paging } }),
    /** GET /api/v1/quotes/{id}/notes/{noteId} → data. */
    get: (quoteId: number | string, noteId: number | string): Promise<Envelope<Note>> =>
      http.request({ method: 'GET', path: `${base(quoteId)}/${segment(noteId)}` }),
    /** POST /api/v1/quotes/{id}/notes {note: HTML}. */
    create: (quoteId: number | string, note: string): Promise<Ack> => http.request({ method: 'POST', path: base(quoteId), json: { note } }),
  };
}
