// Where a rendered page's HTML goes in its document: used by the build's prerender
// (scripts/vite-prerender.mjs) and by the server's render of a page with its data (apps/*/src/prerender.tsx).
const rootElement = /(<div id="root">)[\s\S]*(<\/div>\s*<\/body>)/;
const styledComponentsTags = /<style data-styled[^>]*>[\s\S]*?<\/style>/g;

/**
 * A page's HTML with `html` as the whole of its #root element, the styles it had before (styled-components'
 * tags) taken out, and `headTags` at the end of its <head>. At build time the page is the app's
 * index.html (an empty #root); when the server renders a page with its data, the page is that route's
 * prerendered HTML, whose own inline script stays as it was (the page's CSP allows it by hash).
 * @param {string} page
 * @param {{ html: string, headTags: string }} content
 */
export function withContent(page, { html, headTags }) {
  if (!rootElement.test(page))
    throw new Error('prerender: the page has no <div id="root"> closing just before </body>');
  // Functions, not replacement strings: the page's text may hold `$&` and the like.
  return page
    .replace(styledComponentsTags, () => '')
    .replace(rootElement, (_, open, close) => `${open}${html}${close}`)
    .replace('</head>', () => `${headTags}</head>`);
}
