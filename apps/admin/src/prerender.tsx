import { createSessionClient } from '@buildcover/api-client';
import { StrictMode } from 'react';
import { renderToPage } from '../../../scripts/prerender-page.mjs';
import { App, sessionStorageKey } from './App';
import { adminTabs } from './shell/tabs';
import { staffRoutes } from './staffRoutes';

/**
 * The back-office page whose first paint is in its HTML: the login form, which every signed-out
 * visit and every ended session opens. Routes as the server matches them (apps/server/src/plugins/frontends.ts).
 */
export const prerenderedRoutes: readonly { route: string; path: string }[] = [
  { route: '/admin/login', path: '/admin/login' },
];

/**
 * Every back-office page, as the server matches paths (the Router's base /admin included): its
 * root, the login, each signed-in screen, and the tab catch-all for the tabs that exist (TabPage).
 * Any other path is answered 404 (scripts/vite-prerender.mjs writes routes.json).
 */
export const clientRoutes: readonly string[] = [
  '/admin',
  '/admin/',
  '/admin/login',
  ...staffRoutes.flatMap((route) =>
    route.path.startsWith('/:tab') ? adminTabs.map((tab) => `/admin/${tab.id}/:id?`) : [`/admin${route.path}`],
  ),
];

/** Renders the page as a signed-out browser's first render will (Node has no stored session); main.tsx then hydrates it. */
export function renderPage(path: string): ReturnType<typeof renderToPage> {
  const { client, session } = createSessionClient({ baseUrl: '', storageKey: sessionStorageKey });
  return renderToPage(
    <StrictMode>
      <App client={client} session={session} ssrPath={path} />
    </StrictMode>,
  );
}
