import { z } from 'zod';
import { noteMessages, noteText } from './noteHtml';

/** POST /api/v1/quotes/{id}/notes: the note as HTML (the server sanitises it before storing). */
export const noteSchema = z.object({
  note: z
    .string({ error: noteMessages.required })
    .max(20_000, noteMessages.tooLong)
    .refine((html) => noteText(html).length > 0, noteMessages.required),
});
export type NoteBody = z.input<typeof noteSchema>;
