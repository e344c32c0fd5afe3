/** Tags a note may keep; everything else is unwrapped to its text. */
const allowedTags = new Set(['p', 'div', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'a']);
/** Tags whose content is dropped, not unwrapped. */
const droppedTags = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'noscript', 'svg', 'math', 'head', 'title']);
const safeHref = /^(https?:\/\/|mailto:)/i;

function cleanChildren(source: Node, target: Node, doc: Document): void {
  source.childNodes.forEach((child) => {
    if (child.nodeType === Node.TEXT_NODE) {
      target.appendChild(doc.createTextNode(child.textContent ?? ''));
      return;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) return;
    const element = child as Element;
    const tag = element.tagName.toLowerCase();
    if (droppedTags.has(tag)) return;
    if (!allowedTags.has(tag)) {
      cleanChildren(element, target, doc);
      return;
    }
    const copy = doc.createElement(tag);
    if (tag === 'a') {
      const href = (element.getAttribute('href') ?? '').trim();
      if (!safeHref.test(href)) {
        cleanChildren(element, target, doc);
        return;
      }
      copy.setAttribute('href', href);
      copy.setAttribute('rel', 'noopener noreferrer');
      copy.setAttribute('target', '_blank');
    }
    cleanChildren(element, copy, doc);
    target.appendChild(copy);
  });
}

/**
 * Keeps only the markup the note editor produces (paragraphs, bold, italic, underline, lists,
 * http(s)/mailto links) and drops every attribute, script and handler. Parsing happens in an
 * inert <template>, so nothing in the input runs or loads while it is cleaned. The server cleans
 * notes again before storing them; this protects what the browser renders.
 */
export function sanitizeNoteHtml(html: string): string {
  const template = document.createElement('template');
  template.innerHTML = html;
  const doc = template.content.ownerDocument;
  const out = doc.createElement('div');
  cleanChildren(template.content, out, doc);
  return out.innerHTML;
}

/** True when the HTML has no visible text (e.g. '<br>' or '<p></p>' left by an emptied editor). */
export function isEmptyNoteHtml(html: string): boolean {
  const template = document.createElement('template');
  template.innerHTML = html;
  return (template.content.textContent ?? '').trim() === '';
}
