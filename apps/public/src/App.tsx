import { ApiClientProvider, isApiError, type ApiClient } from '@buildcover/api-client';
import { BuildCoverProvider, EarlyInputTakeover } from '@buildcover/ui';
import { Suspense, type ReactElement } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { Router, type BaseLocationHook } from 'wouter';
import { AppRoutes } from './AppRoutes';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { PublicLayout } from './layout/PublicLayout';

const swrConfig: SWRConfiguration = {
  // One cache per mounted app (a page load, or a test).
  provider: () => new Map(),
  revalidateOnFocus: false,
  // Retry only what may pass next time: no answer, or the server's own failure.
  shouldRetryOnError: (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500,
  errorRetryCount: 2,
};

export interface AppProps {
  client: ApiClient;
  /** Location hook for tests (wouter's memoryLocation); the browser's address bar otherwise. */
  locationHook?: BaseLocationHook;
  /** The page's path when rendering outside a browser (the build's prerender, src/prerender.tsx). */
  ssrPath?: string;
}

/** The customer site: theme, API client, data cache, router and the page frame. */
export function App({ client, locationHook, ssrPath }: AppProps): ReactElement {
  return (
    <BuildCoverProvider>
      <SWRConfig value={swrConfig}>
        <ApiClientProvider client={client}>
          <Router {...(locationHook ? { hook: locationHook } : {})} {...(ssrPath ? { ssrPath } : {})}>
            <PublicLayout>
              <RouteErrorBoundary>
                {/* Header and footer stay while a lazy page's code loads. */}
                <Suspense fallback={null}>
                  <AppRoutes />
                  <EarlyInputTakeover />
                </Suspense>
              </RouteErrorBoundary>
            </PublicLayout>
          </Router>
        </ApiClientProvider>
      </SWRConfig>
    </BuildCoverProvider>
  );
}
