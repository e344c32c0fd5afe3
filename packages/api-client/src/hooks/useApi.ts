import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../core/ApiError';
import type { ApiClient, PublicApiClient } from '../core/createApiClient';
import { useApiClient, usePublicApiClient } from '../session/ApiClientProvider';

/** An SWR key: the endpoint's name first, then every input of the call (null skips the request). */
export type ApiKey = readonly [string, ...(string | number | boolean | null | undefined)[]];

function useCall<C, T>(
  client: C,
  key: ApiKey | null,
  fetcher: (client: C) => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  return useSWR<T, ApiError, ApiKey | null>(key, () => fetcher(client), config);
}

/**
 * The one way the apps read from the API: SWR caches and revalidates by `key`, the fetcher gets
 * the app's ApiClient. Every input the call uses must be in the key.
 */
export function useApi<T>(
  key: ApiKey | null,
  fetcher: (client: ApiClient) => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  return useCall(useApiClient(), key, fetcher, config);
}

/** `useApi` for the customer site's calls: the fetcher gets its PublicApiClient. */
export function usePublicApi<T>(
  key: ApiKey | null,
  fetcher: (client: PublicApiClient) => Promise<T>,
  config?: SWRConfiguration<T, ApiError>,
): SWRResponse<T, ApiError> {
  return useCall(usePublicApiClient(), key, fetcher, config);
}
