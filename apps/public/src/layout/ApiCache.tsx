import { isApiError } from '@buildcover/api-client';
import { useMemo, type ReactElement, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { usePageData } from './pageData';

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
 * loads with them (src/lazyApiPage.tsx), so the form's first load does not carry SWR.
 * A page the server rendered with its reads starts from them and does not read them again (src/layout/pageData.tsx).
 */
export function ApiCache({ children }: { children: ReactNode }): ReactElement {
  const fallback = usePageData()?.reads;
  // What the server has just read for the page is not read again as the page mounts.
  const value = useMemo(
    () => (fallback ? { ...swrConfig, fallback, revalidateIfStale: false } : swrConfig),
    [fallback],
  );
  return <SWRConfig value={value}>{children}</SWRConfig>;
}
