import { createNoteSanitizer, type NoteSanitizer } from '@buildcover/domain';
import DOMPurify from 'dompurify';

let sanitizer: NoteSanitizer | null = null;

/** The domain's note sanitiser on a DOMPurify of its own, bound to this window (made on first use: not while server rendering). */
function noteSanitizer(): NoteSanitizer {
  sanitizer ??= createNoteSanitizer(DOMPurify(window));
  return sanitizer;
}

/**
 * Note HTML as the editor keeps and shows it: the domain's `createNoteSanitizer` (the one allow-list,
 * the one engine), which the server runs too before storing a note.
 */
export function sanitizeNoteHtml(html: string): string {
  return noteSanitizer().sanitize(html);
}

/** True when the HTML has no visible text (e.g. `<br>` or `<p></p>` left by an emptied editor). */
export function isEmptyNoteHtml(html: string): boolean {
  return noteSanitizer().isEmpty(html);
}
