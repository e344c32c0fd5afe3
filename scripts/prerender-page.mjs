// The render half of the build-time prerender (scripts/vite-prerender.mjs), bundled into each app's
// prerender entry for Node: a page's HTML as the browser's first render makes it, and its styles.
import { appLoaderScript, earlyInputScript, runsScriptsScript } from '@buildcover/ui/hydration';
import { prerender } from 'react-dom/static';
import { ServerStyleSheet } from 'styled-components';

/**
 * @param {import('react').ReactElement} page  the app as the browser renders it, at one path
 * @returns {Promise<{ html: string, styleTags: string, headScript: (app: import('@buildcover/ui/hydration').AppModules) => string }>}
 *   headScript: the page's one inline script, given the build's module scripts: it marks the page as
 *   one the app will take over (for styles that draw a widget as the app will), keeps what the
 *   visitor types and presses before the app has taken the page over, and loads the app once the
 *   page has painted (packages/ui/src/hydration)
 */
export async function renderToPage(page) {
  const sheet = new ServerStyleSheet();
  try {
    // Waits for lazy pages. Every boundary inline, however large: React otherwise moves a big one to
    // the end of the page with an inline script to put it in place, which the server's CSP
    // (script-src 'self') refuses — and the page would then render twice.
    const { prelude } = await prerender(sheet.collectStyles(page), {
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onError(error) {
        throw error instanceof Error ? error : new Error(String(error));
      },
    });
    const html = await new Response(prelude).text();
    return {
      html,
      styleTags: sheet.getStyleTags(),
      headScript: (app) => `${runsScriptsScript()};${earlyInputScript()};${appLoaderScript(app)}`,
    };
  } finally {
    sheet.seal();
  }
}
