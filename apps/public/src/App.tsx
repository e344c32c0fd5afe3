import { ApiClientProvider, type PublicApiClient } from '@buildcover/api-client';
import { BuildCoverProvider, EarlyInputTakeover } from '@buildcover/ui';
import { Suspense, type ReactElement } from 'react';
import { Router, type BaseLocationHook } from 'wouter';
import { AppRoutes } from './AppRoutes';
import { RouteErrorBoundary } from './layout/RouteErrorBoundary';
import { PublicLayout } from './layout/PublicLayout';
import { PageDataProvider, type PageData } from './layout/pageData';

export interface AppProps {
  client: PublicApiClient;
  /** Location hook for tests (wouter's memoryLocation); the browser's address bar otherwise. */
  locationHook?: BaseLocationHook;
  /** The page's path when rendering outside a browser (the build's prerender, src/prerender.tsx). */
  ssrPath?: string;
  /** The API reads the server rendered this page with (src/layout/pageData.tsx). */
  pageData?: PageData;
}

/** The customer site: theme, API client, router and the page frame (the pages that cache API reads bring their cache: src/lazyApiPage.tsx). */
export function App({ client, locationHook, ssrPath, pageData }: AppProps): ReactElement {
  return (
    <BuildCoverProvider>
      <ApiClientProvider client={client}>
        <Router {...(locationHook ? { hook: locationHook } : {})} {...(ssrPath ? { ssrPath } : {})}>
          <PageDataProvider pageData={pageData}>
            <PublicLayout>
              <RouteErrorBoundary>
                {/* Header and footer stay while a lazy page's code loads. */}
                <Suspense fallback={null}>
                  <AppRoutes />
                  <EarlyInputTakeover />
                </Suspense>
              </RouteErrorBoundary>
            </PublicLayout>
          </PageDataProvider>
        </Router>
      </ApiClientProvider>
    </BuildCoverProvider>
  );
}
