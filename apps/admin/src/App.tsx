import { ApiClientProvider, AuthProvider, isApiError, type ApiClient, type SessionStore } from '@buildcover/api-client';
import { BuildCoverProvider, EarlyInputTakeover, ErrorBoundary } from '@buildcover/ui';
import type { ReactElement } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Router, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { AdminRoutes } from './AdminRoutes';

const swrConfig: SWRConfiguration = {
  provider: () => new Map(),
  shouldRetryOnError: (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500,
  errorRetryCount: 2,
};

export interface AppProps {
  client: ApiClient;
  session: SessionStore;
  /** Location hook for tests (wouter's memoryLocation); the browser's address bar otherwise. */
  locationHook?: BaseLocationHook;
  /** The query string's hook that goes with `locationHook` (memoryLocation's searchHook). */
  searchHook?: BaseSearchHook;
  /** The page's path when rendering outside a browser (the build's prerender, src/prerender.tsx). */
  ssrPath?: string;
}

/** Where the staff session is kept in the browser (localStorage). */
export const sessionStorageKey = 'buildcover.admin.session';

/** The back office under /admin: theme, data cache, API client, staff session, routes. */
export function App({ client, session, locationHook, searchHook, ssrPath }: AppProps): ReactElement {
  return (
    <BuildCoverProvider>
      <ErrorBoundary homeHref="/admin/">
        <SWRConfig value={swrConfig}>
          <ApiClientProvider client={client}>
            <AuthProvider session={session}>
              <Router
                base="/admin"
                {...(locationHook ? { hook: locationHook } : {})}
                {...(searchHook ? { searchHook } : {})}
                {...(ssrPath ? { ssrPath } : {})}
              >
                <AdminRoutes />
                <EarlyInputTakeover />
              </Router>
            </AuthProvider>
          </ApiClientProvider>
        </SWRConfig>
      </ErrorBoundary>
    </BuildCoverProvider>
  );
}
