import { createPublicApiClient, isApiError } from '@buildcover/api-client';
import { todayIso } from '@buildcover/domain';
import { StrictMode } from 'react';
import { parse } from 'regexparam';
import { unstable_serialize } from 'swr';
import { matchRoute } from 'wouter';
import { withContent } from '../../../scripts/page-content.mjs';
import { renderToPage } from '../../../scripts/prerender-page.mjs';
import { App } from './App';
import { publicRoutes } from './AppRoutes';
import { pageDataElement, type PageData } from './layout/pageData';
import { publicQuoteDetailsRead, publicQuoteRead, type PublicRead } from './pages/quote/usePublicQuote';

/**
 * The public pages whose first paint is in their HTML: each route as AppRoutes matches it, and the
 * path rendered for it. A route with a parameter is rendered once, with a stand-in value: its
 * HTML is the page's frame and loading state, the same for every id.
 */
export const prerenderedRoutes: readonly { route: string; path: string }[] = [
  { route: '/', path: '/' },
  { route: '/getquotes', path: '/getquotes' },
  { route: '/quotes/get', path: '/quotes/get' },
  { route: '/quotes/pay/:id', path: '/quotes/pay/id' },
  { route: '/quotes/view/:id', path: '/quotes/view/id' },
  { route: '/quotes/resume/:token', path: '/quotes/resume/token' },
  { route: '/payment', path: '/payment' },
  { route: '/paymentdemo', path: '/paymentdemo' },
  { route: '/about', path: '/about' },
  { route: '/products', path: '/products' },
  { route: '/contact', path: '/contact' },
];

/** Every page of the app, as the server matches paths: any other path is answered 404 (scripts/vite-prerender.mjs writes routes.json). */
export const clientRoutes: readonly string[] = publicRoutes.map((route) => route.path);

/**
 * Renders one page as the browser's first render will (same components, same theme), waiting for
 * lazy pages, with the styles styled-components generated for it. Runs at build time in Node
 * (scripts/vite-app.mjs); main.tsx then hydrates the result.
 */
export function renderPage(path: string): ReturnType<typeof renderToPage> {
  // No request leaves the build: data hooks render their loading state, as on a first visit.
  return renderToPage(
    <StrictMode>
      <App client={createPublicApiClient({ baseUrl: '' })} ssrPath={path} />
    </StrictMode>,
  );
}

/**
 * The pages the server renders per request with the API read they show, so what the customer came
 * for is in the HTML: a pay link opened from an e-mail shows the quote and its premium before any
 * of the app's JavaScript has loaded, as it would on a slow phone; so does the link to view a quote.
 */
const pagesWithData: readonly { route: string; read: (params: Record<string, string>) => PublicRead<unknown> }[] = [
  { route: '/quotes/pay/:id', read: ({ id = '' }) => publicQuoteRead(id) },
  { route: '/quotes/view/:id', read: ({ id = '' }) => publicQuoteDetailsRead(id) },
];

/**
 * The page at `path` with its data, as a whole document made from the route's prerendered HTML
 * (`prerenderedPage`, whose inline script stays as it is), or undefined when the page reads nothing
 * or the API answers its read with an error: the prerendered page then loads as before and shows it.
 * `fetchApi` answers the api-client's calls (the server's own routes, in process).
 */
export async function renderPageWithData(
  path: string,
  fetchApi: typeof fetch,
  prerenderedPage: string,
): Promise<string | undefined> {
  for (const { route, read } of pagesWithData) {
    const [matches, params] = matchRoute(parse, route, path);
    if (!matches) continue;
    const client = createPublicApiClient({ baseUrl: '', fetch: fetchApi });
    const { key, read: call } = read(params as Record<string, string>);
    let data: unknown;
    try {
      data = await call(client);
    } catch (error) {
      if (isApiError(error)) return undefined;
      throw error;
    }
    const pageData: PageData = { today: todayIso(), reads: { [unstable_serialize(key)]: data } };
    const { html, styleTags } = await renderToPage(
      <StrictMode>
        <App client={client} ssrPath={path} pageData={pageData} />
      </StrictMode>,
    );
    return withContent(prerenderedPage, { html, headTags: `${styleTags}${pageDataElement(pageData)}` });
  }
  return undefined;
}
