import { isAllowedNoteHref, noteAllowList } from '@buildcover/domain';
import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

let purifier: Purifier | null = null;

/** A DOMPurify of its own (hooks on the shared one would reach every other user of it). */
function notePurifier(): Purifier {
  if (purifier) return purifier;
  const own = DOMPurify(window);
  own.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    node.removeAttribute('target');
    node.removeAttribute('rel');
    if (href !== null && isAllowedNoteHref(href)) {
      // Links open outside the app without handing it the opener.
      node.setAttribute('rel', 'noopener noreferrer');
      node.setAttribute('target', '_blank');
    } else {
      node.removeAttribute('href');
    }
  });
  purifier = own;
  return own;
}

/**
 * Keeps only the markup the note editor produces (the domain's `noteAllowList`: paragraphs,
 * bold, italic, underline, lists, http(s)/mailto links) with DOMPurify; scripts, styles,
 * handlers and other tags go (their text stays, a script's does not). A link without an allowed
 * address is unwrapped to its text. The server cleans notes with the same allow-list before
 * storing them; this protects what the browser renders.
 */
export function sanitizeNoteHtml(html: string): string {
  const fragment = notePurifier().sanitize(html, {
    ALLOWED_TAGS: [...noteAllowList.tags],
    ALLOWED_ATTR: [...noteAllowList.attributes.a],
    ALLOWED_URI_REGEXP: /^(?:https?|mailto):/i,
    RETURN_DOM_FRAGMENT: true,
  });
  for (const anchor of Array.from(fragment.querySelectorAll('a:not([href])')))
    anchor.replaceWith(...Array.from(anchor.childNodes));
  const holder = document.createElement('div');
  holder.appendChild(fragment);
  return holder.innerHTML;
}

/** True when the HTML has no visible text (e.g. `<br>` or `<p></p>` left by an emptied editor). */
export function isEmptyNoteHtml(html: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').trim() === '';
}
