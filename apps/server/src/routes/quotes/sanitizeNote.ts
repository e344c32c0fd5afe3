import { createNoteSanitizer } from '@buildcover/domain';
import DOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

/**
 * Note HTML as staff may keep it: the domain's note sanitiser (the editor's own engine and
 * allow-list: packages/ui sanitizeNoteHtml) on a DOMPurify bound to one jsdom window.
 */
const sanitizer = createNoteSanitizer(DOMPurify(new JSDOM('').window));

export function sanitizeNote(html: string): string {
  return sanitizer.sanitize(html);
}

/** True when the note has no visible text once tags and spaces are gone (e.g. "<p><br></p>"). */
export function isEmptyNote(html: string): boolean {
  return sanitizer.isEmpty(html);
}
