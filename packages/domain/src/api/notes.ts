import { z } from 'zod';
import { pageStart } from '../backoffice/listQuery';
import {
  dataResponse,
  idParam,
  idParams,
  nullableTimestamp,
  savedResponse,
  searchResponse,
  staffErrors,
} from './envelopes';
import { defineEndpoint } from './endpoint';

/** Notes page size (back-office list of notes). */
export const notesPageSize = 5;
export const emptyNoteMessage = 'Please write a note';

export const noteNotYoursMessage = 'Only the staff member who wrote a note can correct it.';

/**
 * A note on a quote; `note` is sanitised HTML. `user_id` is its author's (null when the author's
 * account is gone); `edited_at` says when the author last corrected it (the earlier text stays in
 * the quote's history).
 */
export const note = z.object({
  id: z.number().int(),
  quote_id: z.number().int(),
  user_id: z.number().int().nullable(),
  user_name: z.string(),
  note: z.string(),
  created_at: nullableTimestamp,
  edited_at: nullableTimestamp,
});
export type Note = z.output<typeof note>;

export const notesQuery = z.object({
  start: pageStart,
  limit: z.coerce.number().int().min(1).max(100).default(notesPageSize),
});

const tags = ['quote notes'];
const noteBody = z.object({ note: z.string({ error: emptyNoteMessage }).max(100_000, 'The note is too long') });

/** Notes on a quote: every staff member reads and writes them; HTML is sanitised on the way in. */
export const notesApi = {
  list: defineEndpoint({
    method: 'GET',
    path: '/quotes/:id/notes',
    summary: "A quote's notes, newest first, a page at a time",
    tags,
    auth: 'staff',
    params: idParams,
    query: notesQuery,
    responses: { 200: searchResponse(note), ...staffErrors },
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/quotes/:id/notes/:noteId',
    summary: 'One note of a quote',
    tags,
    auth: 'staff',
    params: idParams.extend({ noteId: idParam }),
    responses: { 200: dataResponse(note), ...staffErrors },
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/quotes/:id/notes',
    summary: 'Adds a note (HTML, sanitised) to a quote',
    tags,
    auth: 'staff',
    params: idParams,
    body: noteBody,
    responses: { 200: savedResponse(note), ...staffErrors },
  }),
  update: defineEndpoint({
    method: 'PATCH',
    path: '/quotes/:id/notes/:noteId',
    summary: "Corrects a note: its author only; the earlier text stays in the quote's history",
    tags,
    auth: 'staff',
    params: idParams.extend({ noteId: idParam }),
    body: noteBody,
    responses: { 200: savedResponse(note), ...staffErrors },
  }),
};
