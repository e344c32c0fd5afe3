import { noteAllowList } from '@buildcover/domain';
import sanitizeHtml from 'sanitize-html';

/**
 * Note HTML as staff may keep it: basic formatting and links only. Scripts, styles, event
 * handlers and javascript: (or any non http/https/mailto) URLs never survive.
 */
const options: sanitizeHtml.IOptions = {
  // The same allow-list as the browser's DOMPurify (packages/ui sanitizeNoteHtml).
  allowedTags: [...noteAllowList.tags],
  allowedAttributes: { a: [...noteAllowList.attributes.a] },
  allowedSchemes: [...noteAllowList.schemes],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // Links open outside the back office without handing it the opener.
    a: (tagName, attribs): sanitizeHtml.Tag => ({
      tagName,
      attribs: attribs.href ? { href: attribs.href, target: '_blank', rel: 'noopener noreferrer' } : {},
    }),
  },
};

export function sanitizeNote(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** True when the note has no visible text once tags and spaces are gone (e.g. "<p><br></p>"). */
export function isEmptyNote(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}
