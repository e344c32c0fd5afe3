import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { ApiClient, PublicApiClient } from '../core/createApiClient';

const ApiClientContext = createContext<PublicApiClient | null>(null);

/** The app's client: `createApiClient` in the back office, `createPublicApiClient` on the customer site. */
export function ApiClientProvider({
  client,
  children,
}: {
  client: PublicApiClient;
  children: ReactNode;
}): ReactElement {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

/** The client of the customer site's calls (either kind of client serves them). */
export function usePublicApiClient(): PublicApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient/usePublicApiClient need an <ApiClientProvider> above them');
  return client;
}

const isFullClient = (client: PublicApiClient): client is ApiClient => 'quotes' in client;

/** The client of every call; the provider must hold one made by `createApiClient`. */
export function useApiClient(): ApiClient {
  const client = usePublicApiClient();
  if (!isFullClient(client))
    throw new Error(
      "useApiClient needs the client of every call (createApiClient); this one has the customer site's only (createPublicApiClient): use usePublicApiClient",
    );
  return client;
}
