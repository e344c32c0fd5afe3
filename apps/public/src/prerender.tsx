import { createPublicApiClient } from '@buildcover/api-client';
import { StrictMode } from 'react';
import { renderToPage } from '../../../scripts/prerender-page.mjs';
import { App } from './App';

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
