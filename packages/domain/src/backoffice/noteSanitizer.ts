import { isAllowedNoteHref, noteAllowList } from './noteHtml';

/**
 * What the note sanitiser needs of DOMPurify (https://github.com/cure53/DOMPurify), bound to a
 * window: the browser's in the editor (packages/ui sanitizeNoteHtml), a jsdom one on the server
 * (apps/server/src/routes/quotes/sanitizeNote.ts). One engine and one allow-list on both sides, so
 * what staff see in the editor is what is stored and shown again.
 */
export interface NotePurifier {
  addHook(entryPoint: 'afterSanitizeAttributes', hook: (element: Element) => void): void;
  sanitize(
    html: string,
    config: { ALLOWED_TAGS: string[]; ALLOWED_ATTR: string[]; ALLOWED_URI_REGEXP: RegExp; RETURN_DOM_FRAGMENT: true },
  ): DocumentFragment;
}

export interface NoteSanitizer {
  /**
   * Keeps only the markup the note editor produces (`noteAllowList`: paragraphs, bold, italic,
   * underline, lists, http(s)/mailto links); scripts, styles, handlers and other tags go (their
   * text stays, a script's does not). A link without an allowed address is unwrapped to its text;
   * an allowed one opens outside the app without handing it the opener.
   */
  sanitize(html: string): string;
  /** True when the HTML has no visible text (e.g. `<br>` or `<p></p>` left by an emptied editor). */
  isEmpty(html: string): boolean;
}

/** `purify` is a DOMPurify of the sanitiser's own: the hook added here would reach every other user of a shared one. */
export function createNoteSanitizer(purify: NotePurifier): NoteSanitizer {
  purify.addHook('afterSanitizeAttributes', (element) => {
    if (element.nodeName !== 'A') return;
    const href = element.getAttribute('href');
    element.removeAttribute('target');
    element.removeAttribute('rel');
    if (href !== null && isAllowedNoteHref(href)) {
      element.setAttribute('target', '_blank');
      element.setAttribute('rel', 'noopener noreferrer');
    } else {
      element.removeAttribute('href');
    }
  });
  const clean = (html: string, tags: readonly string[]): DocumentFragment =>
    purify.sanitize(html, {
      ALLOWED_TAGS: [...tags],
      ALLOWED_ATTR: [...noteAllowList.attributes.a],
      ALLOWED_URI_REGEXP: /^(?:https?|mailto):/i,
      RETURN_DOM_FRAGMENT: true,
    });
  return {
    sanitize(html) {
      const fragment = clean(html, noteAllowList.tags);
      for (const anchor of Array.from(fragment.querySelectorAll('a:not([href])')))
        anchor.replaceWith(...Array.from(anchor.childNodes));
      const holder = fragment.ownerDocument.createElement('div');
      holder.appendChild(fragment);
      return holder.innerHTML.trim();
    },
    isEmpty(html) {
      return (clean(html, []).textContent ?? '').trim() === '';
    },
  };
}
