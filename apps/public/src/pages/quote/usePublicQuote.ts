import {
  usePublicApi,
  type ApiError,
  type ApiKey,
  type PublicApiClient,
  type QuoteCustomerDetail,
  type QuoteReadBack,
} from '@buildcover/api-client';
import type { SWRResponse } from 'swr';

const once = { revalidateOnFocus: false, shouldRetryOnError: false } as const;

/** An API read as a page's cache keeps it: its SWR key, and the call. */
export interface PublicRead<T> {
  key: ApiKey;
  read: (client: PublicApiClient) => Promise<T>;
}

/** POST /api/v1/quotes/retrieve/{id}: the quote behind a customer's link (also read by the server that renders the pay link: src/prerender.tsx). */
export const publicQuoteRead = (id: string): PublicRead<QuoteReadBack> => ({
  key: ['public-quote', id],
  read: async (client) => (await client.publicQuotes.retrieve(id)).data,
});

/** The quote behind a customer's link (publicQuoteRead). */
export function usePublicQuote(id: string | undefined): SWRResponse<QuoteReadBack, ApiError> {
  return useRead(id ? publicQuoteRead(id) : null);
}

/** A read through the page's cache, once. */
function useRead<T>(read: PublicRead<T> | null): SWRResponse<T, ApiError> {
  return usePublicApi(read?.key ?? null, (client) => read!.read(client), once);
}

/** POST /api/v1/quotes/retrieve/{id}/details: the same, with the proposal as answered, its files and the payment receipt. */
export const publicQuoteDetailsRead = (id: string): PublicRead<QuoteCustomerDetail> => ({
  key: ['public-quote-details', id],
  read: async (client) => (await client.publicQuotes.retrieveDetails(id)).data,
});

/** The quote behind a customer's link with its proposal, files and receipt (publicQuoteDetailsRead). */
export function usePublicQuoteDetails(id: string | undefined): SWRResponse<QuoteCustomerDetail, ApiError> {
  return useRead(id ? publicQuoteDetailsRead(id) : null);
}
