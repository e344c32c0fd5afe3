import { isApiError } from '@buildcover/api-client';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';

const swrConfig: SWRConfiguration = {
  // One cache per mounted page (a page load, or a test).
  provider: () => new Map(),
  revalidateOnFocus: false,
  // Retry only what may pass next time: no answer, or the server's own failure.
  shouldRetryOnError: (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500,
  errorRetryCount: 2,
};

/**
 * The data cache of the pages that read the API through the api-client's SWR hooks (useApi): it
 * loads with them (src/lazyPage.tsx, lazyApiPage), so the form's first load does not carry SWR.
 */
export function ApiCache({ children }: { children: ReactNode }): ReactElement {
  return <SWRConfig value={swrConfig}>{children}</SWRConfig>;
}
