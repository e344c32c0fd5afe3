import { usePublicApi, type ApiError, type QuoteCustomerDetail, type QuoteReadBack } from '@buildcover/api-client';
import type { SWRResponse } from 'swr';

const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** POST /api/v1/quotes/retrieve/{id}: the quote behind a customer's link. */
export function usePublicQuote(id: string | undefined): SWRResponse<QuoteReadBack, ApiError> {
  return usePublicApi(id ? ['public-quote', id] : null, async (c) => (await c.publicQuotes.retrieve(id as string)).data, once);
}

/** POST /api/v1/quotes/retrieve/{id}/details: the same, with the proposal as answered, its files and the payment receipt. */
export function usePublicQuoteDetails(id: string | undefined): SWRResponse<QuoteCustomerDetail, ApiError> {
  return usePublicApi(id ? ['public-quote-details', id] : null, async (c) => (await c.publicQuotes.retrieveDetails(id as string)).data, once);
}
