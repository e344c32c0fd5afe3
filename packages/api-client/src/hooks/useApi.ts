import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiError } from '../core/ApiError';
import type { ApiClient } from '../core/createApiClient';
import { useApiClient } from '../session/ApiClientProvider';

/** An SWR key: the endpoint's name first, then every input of the call (null skips the request). */
export type ApiKey = readonly [string, ...(string | number | boolean | null | undefined)[]];

/**
 * The one way the apps read from the API: SWR caches and revalidates by `key`, the fetcher gets
 * the app's ApiClient. Every input the call uses must be in the key.
 */
export function useApi<T>(key: ApiKey | null, fetcher: (client: ApiClient) => Promise<T>, config?: SWRConfiguration<T, ApiError>): SWRResponse<T, ApiError> {
  const client = useApiClient();
  return useSWR<T, ApiError, ApiKey | null>(key, () => fetcher(client), config);
}
