/*
 * Notes' HTML rules without zod: the rich-text editor (packages/ui RichTextEditor) and the server's
 * sanitiser read them, and a page with the editor does not load zod for them. The request schema is
 * ./notes.ts.
 */

export const noteMessages = {
  required: 'Please write a note.',
  tooLong: 'Please keep the note under 20000 characters.',
} as const;

/**
 * The one allow-list of note HTML: the browser's DOMPurify and the server's sanitiser are both
 * configured from it, so what staff see in the editor is what is stored and shown again.
 */
export const noteAllowList = {
  tags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a'],
  /** Attributes per tag; a link also gets target="_blank" rel="noopener noreferrer". */
  attributes: { a: ['href', 'target', 'rel'] },
  /** URL schemes a link may use. */
  schemes: ['http', 'https', 'mailto'],
} as const;

/** True when a link's address uses an allowed scheme (no javascript:, data:, relative or protocol-relative URLs). */
export function isAllowedNoteHref(href: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(href)?.[1]?.toLowerCase();
  return scheme !== undefined && (noteAllowList.schemes as readonly string[]).includes(scheme);
}

const noteEntities: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&#x27;': "'",
  '&amp;': '&',
};

/** Visible text of a rich-text note: tags dropped, entities read as the characters they stand for (shown as text, never as markup). */
export function noteText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&(?:lt|gt|quot|amp|#39|#x27);/g, (entity) => noteEntities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}

/** A note's preview in the list: its text, cut at 100 characters (back-office §9). */
export const notePreviewLength = 100;
export function notePreview(html: string): string {
  const text = noteText(html);
  return text.length > notePreviewLength ? `${text.slice(0, notePreviewLength)}…` : text;
}
