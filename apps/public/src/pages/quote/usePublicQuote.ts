import { useApi, type ApiError, type QuoteReadBack } from '@buildcover/api-client';
import type { SWRResponse } from 'swr';

/** POST /api/v1/quotes/retrieve/{id}: the quote behind a customer's link. */
export function usePublicQuote(id: string | undefined): SWRResponse<QuoteReadBack, ApiError> {
  return useApi(id ? ['public-quote', id] : null, async (c) => (await c.publicQuotes.retrieve(id as string)).data, {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}
