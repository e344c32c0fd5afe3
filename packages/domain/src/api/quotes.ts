import { z } from 'zod';
import { quoteStatusValues } from '../reference/quoteStatus';
import { searchResponse, staffErrors } from './envelopes';
import { defineEndpoint } from './endpoint';
import { searchTerm, sortedListQuery } from './lists';
import { decimalAmount, isoDate } from './records';
import { nullableTimestamp } from './envelopes';

/** Columns the quotes list sorts by on the server. */
export const quoteSortKeys = ['ref', 'full_name', 'wb_code', 'state', 'inception_date', 'end_date', 'premium_amount', 'status', 'created_at'] as const;
export type QuoteSort = (typeof quoteSortKeys)[number];

export const quotesListQuery = sortedListQuery(quoteSortKeys, 'created_at');

/** A row of the quotes list (ref, insured name, wb_code, state, inception, end, premium, status). */
export const quoteListItem = z.object({
  id: z.number().int(),
  ref: z.string(),
  status: z.enum(quoteStatusValues),
  inception_date: isoDate.nullable(),
  end_date: isoDate.nullable(),
  premium_amount: decimalAmount.nullable(),
  created_at: nullableTimestamp,
  insured: z.object({ id: z.number().int(), full_name: z.string(), wb_code: z.string().nullable(), email: z.string().nullable() }),
  address: z.object({ state: z.string().nullable(), suburb: z.string().nullable() }),
});

export type QuoteListItem = z.output<typeof quoteListItem>;

const tags = ['quotes'];

/** Back-office quote calls (staff bearer). */
export const quotesApi = {
  list: defineEndpoint({ method: 'GET', path: '/quotes/list', summary: 'Quotes, a page at a time, sorted on the server', tags, auth: 'staff', query: quotesListQuery, responses: { 200: searchResponse(quoteListItem), ...staffErrors } }),
  search: defineEndpoint({
    method: 'GET',
    path: '/quotes/search',
    summary: 'Quotes whose reference, insured, e-mail or wb code contains q',
    tags,
    auth: 'staff',
    query: quotesListQuery.extend(searchTerm.shape),
    responses: { 200: searchResponse(quoteListItem), ...staffErrors },
  }),
};
