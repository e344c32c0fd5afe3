import { z } from 'zod';

export const noteMessages = {
  required: 'Please write a note.',
  tooLong: 'Please keep the note under 20000 characters.',
} as const;

/** Visible text of a rich-text note: tags dropped, entities for spaces read as spaces. */
export function noteText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** POST /api/v1/quotes/{id}/notes: the note as HTML (the server sanitises it before storing). */
export const noteSchema = z.object({
  note: z
    .string({ error: noteMessages.required })
    .max(20_000, noteMessages.tooLong)
    .refine((html) => noteText(html).length > 0, noteMessages.required),
});
export type NoteBody = z.input<typeof noteSchema>;

/** A note's preview in the list: its text, cut at 100 characters (back-office §9). */
export const notePreviewLength = 100;
export function notePreview(html: string): string {
  const text = noteText(html);
  return text.length > notePreviewLength ? `${text.slice(0, notePreviewLength)}…` : text;
}
