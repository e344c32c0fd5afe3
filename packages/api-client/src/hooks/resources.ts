import { searchMinLength } from '@buildcover/domain';
import type { UserSort } from '@buildcover/domain/api';
import { useCallback, useRef } from 'react';
import { preload, useSWRConfig, type SWRResponse } from 'swr';
import type { ApiError } from '../core/ApiError';
import type { ListPage, ListParams, Paging, SearchParams } from '../core/envelope';
import type { Insured, Insurer, InsurerDetail, Note, QuoteDetail, QuoteListItem, User } from '../types/entities';
import type { InsurerPricingSettings } from '../types/insurerSettings';
import type { Dashboard } from '../types/dashboard';
import type { OutboxEmail, OutboxEmailListItem } from '../types/outbox';
import type { PolicyDetail } from '../types/policies';
import type { QuoteHistoryEntry } from '../types/outbox';
import type { PaymentListParams, PaymentsConfig, PaymentTransaction } from '../types/payments';
import type { ApiClient } from '../core/createApiClient';
import { useApiClient } from '../session/ApiClientProvider';
import { useApi, usePublicApi, type ApiKey } from './useApi';

/** Search starts at 3 characters (back-office §4); below that the caller shows the plain list. */
export function isSearchable(q: string | null | undefined): q is string {
  return typeof q === 'string' && q.trim().length >= searchMinLength;
}

/** Search answers carry the page at the top level and in data; prefer data, fall back to the top. */
function pageOf<T>(body: { data?: ListPage<T> | null; results?: T[]; count?: number }): ListPage<T> {
  if (body.data && Array.isArray(body.data.results)) return body.data;
  return { results: body.results ?? [], count: body.count ?? 0 };
}

type Id = number | string | null | undefined;
const has = (id: Id): id is number | string => id !== null && id !== undefined && id !== '';

export function useQuotesList(params: ListParams): SWRResponse<ListPage<QuoteListItem>, ApiError> {
  const { start, limit, sort, order } = params;
  return useApi(['quotes/list', start, limit, sort, order], async (c) =>
    pageOf(await c.quotes.list({ start, limit, sort, order })),
  );
}

/** Skips the call (data undefined) until `q` has 3 characters. */
export function useQuotesSearch({
  q,
  start,
  limit,
  sort,
  order,
}: SearchParams): SWRResponse<ListPage<QuoteListItem>, ApiError> {
  const term = q.trim();
  return useApi(isSearchable(term) ? ['quotes/search', term, start, limit, sort, order] : null, async (c) =>
    pageOf(await c.quotes.search({ q: term, start, limit, sort, order })),
  );
}

const quoteKey = (id: number | string): ApiKey => ['quotes', id];
const readQuote = (id: number | string) => async (c: ApiClient) => (await c.quotes.get(id)).data;

export function useQuote(id: Id): SWRResponse<QuoteDetail, ApiError> {
  return useApi(has(id) ? quoteKey(id) : null, readQuote(id as number | string));
}

/**
 * Starts reading a quote while the screen that shows it still loads its code: that screen's
 * `useQuote(id)` then takes this answer instead of asking again (SWR's `preload`, by the same key).
 * Pass null until the call may be made (no session yet).
 */
export function usePreloadQuote(id: Id): void {
  const client = useApiClient();
  const asked = useRef<Id>(null);
  // While rendering, once per quote, not in an effect: the first commit can wait for a lazy screen's
  // code, and the read should not wait with it.
  if (has(id) && asked.current !== id) {
    asked.current = id;
    // A failure reaches useQuote, which shows it; here it is only kept from being unhandled.
    preload(quoteKey(id), () => readQuote(id)(client)).catch(() => undefined);
  }
}

export function useInsuredList(params: ListParams): SWRResponse<ListPage<Insured>, ApiError> {
  const { start, limit, sort, order } = params;
  return useApi(['insured/list', start, limit, sort, order], async (c) =>
    pageOf(await c.insured.list({ start, limit, sort, order })),
  );
}

export function useInsuredSearch({
  q,
  start,
  limit,
  sort,
  order,
}: SearchParams): SWRResponse<ListPage<Insured>, ApiError> {
  const term = q.trim();
  return useApi(isSearchable(term) ? ['insured/search', term, start, limit, sort, order] : null, async (c) =>
    pageOf(await c.insured.search({ q: term, start, limit, sort, order })),
  );
}

export function useInsured(id: Id): SWRResponse<Insured, ApiError> {
  return useApi(has(id) ? ['insured', id] : null, async (c) => (await c.insured.get(id as number | string)).data);
}

export function useNotes(quoteId: Id, { start, limit }: Paging): SWRResponse<ListPage<Note>, ApiError> {
  return useApi(has(quoteId) ? ['notes', quoteId, start, limit] : null, async (c) =>
    pageOf(await c.notes.list(quoteId as number | string, { start, limit })),
  );
}

export function useNote(quoteId: Id, noteId: Id): SWRResponse<Note, ApiError> {
  return useApi(
    has(quoteId) && has(noteId) ? ['note', quoteId, noteId] : null,
    async (c) => (await c.notes.get(quoteId as number | string, noteId as number | string)).data,
  );
}

export function useUsers(params: ListParams & { sort?: UserSort }): SWRResponse<ListPage<User>, ApiError> {
  const { start, limit, sort, order } = params;
  return useApi(['users/list', start, limit, sort, order], async (c) =>
    pageOf(await c.users.list({ start, limit, sort, order })),
  );
}

export function useUsersSearch({
  q,
  start,
  limit,
  sort,
  order,
}: SearchParams & { sort?: UserSort }): SWRResponse<ListPage<User>, ApiError> {
  const term = q.trim();
  return useApi(isSearchable(term) ? ['users/search', term, start, limit, sort, order] : null, async (c) =>
    pageOf(await c.users.search({ q: term, start, limit, sort, order })),
  );
}

/** GET /api/v1/profile: the signed-in staff user (Profile Settings). */
export function useProfile(): SWRResponse<User, ApiError> {
  return useApi(['profile'], async (c) => (await c.users.profile()).data);
}

export function useInsurers(params: ListParams): SWRResponse<ListPage<Insurer>, ApiError> {
  const { start, limit, sort, order } = params;
  return useApi(['insurers/list', start, limit, sort, order], async (c) =>
    pageOf(await c.insurers.list({ start, limit, sort, order })),
  );
}

export function useInsurersSearch(q: string): SWRResponse<ListPage<Insurer>, ApiError> {
  const term = q.trim();
  return useApi(isSearchable(term) ? ['insurers/search', term] : null, async (c) =>
    pageOf(await c.insurers.search({ q: term })),
  );
}

export function useInsurer(id: Id): SWRResponse<InsurerDetail, ApiError> {
  return useApi(has(id) ? ['insurer', id] : null, async (c) => (await c.insurers.get(id as number | string)).data);
}

/** GET /api/v1/insurers/{id}/settings (admin); after `insurers.updateSettings` pass its `data` to `mutate`. */
export function useInsurerSettings(id: Id): SWRResponse<InsurerPricingSettings, ApiError> {
  return useApi(
    has(id) ? ['insurer/settings', id] : null,
    async (c) => (await c.insurers.settings(id as number | string)).data,
  );
}

/** GET /api/v1/payments/config (public): gateway, SDK, surcharge settings, sandbox test cards. Read once per page. */
export function usePaymentsConfig(): SWRResponse<PaymentsConfig, ApiError> {
  return usePublicApi(['payments/config'], async (c) => (await c.payments.config()).data, { revalidateOnFocus: false });
}

/** GET /api/v1/payments (staff): payment attempts, newest first, optionally by status or quote. */
export function usePaymentsList({
  start,
  limit,
  status,
  quote_id,
}: PaymentListParams): SWRResponse<ListPage<PaymentTransaction>, ApiError> {
  return useApi(['payments/list', start, limit, status, quote_id], async (c) =>
    pageOf(await c.payments.list({ start, limit, ...(status ? { status } : {}), ...(quote_id ? { quote_id } : {}) })),
  );
}

export function usePaymentTransaction(id: Id): SWRResponse<PaymentTransaction, ApiError> {
  return useApi(has(id) ? ['payments', id] : null, async (c) => (await c.payments.get(id as number | string)).data);
}

/** GET /api/v1/outbox (staff): the mail the server sent or kept, newest first. */
export function useOutbox({ start, limit }: Paging): SWRResponse<ListPage<OutboxEmailListItem>, ApiError> {
  return useApi(['outbox/list', start, limit], async (c) => pageOf(await c.outbox.list({ start, limit })));
}

export function useOutboxEmail(id: Id): SWRResponse<OutboxEmail, ApiError> {
  return useApi(has(id) ? ['outbox', id] : null, async (c) => (await c.outbox.get(id as number | string)).data);
}

/** GET /api/v1/policies/{id} (staff): a bound policy with its premium lines and payments. */
export function usePolicy(id: Id): SWRResponse<PolicyDetail, ApiError> {
  return useApi(has(id) ? ['policies', id] : null, async (c) => (await c.policies.get(id as number | string)).data);
}

const dashboardKey = 'dashboard';

/** GET /api/v1/dashboard?from&to (staff); the previous range's figures stay while the next load. */
export function useDashboard(range: { from: string; to: string }): SWRResponse<Dashboard, ApiError> {
  return useApi([dashboardKey, range.from, range.to], async (c) => (await c.dashboard.get(range)).data, {
    keepPreviousData: true,
  });
}

/**
 * Forgets every dashboard read so far, after a change to what it counts (an insurer added or
 * removed): the next one shown is read afresh, instead of showing the old figures until it revalidates.
 */
export function useForgetDashboard(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(
    () => mutate((key) => Array.isArray(key) && key[0] === dashboardKey, undefined, { revalidate: true }),
    [mutate],
  );
}

/** GET /api/v1/quotes/{id}/history (staff): what happened to a quote, newest first. */
export function useQuoteHistory(
  quoteId: Id,
  { start, limit }: Paging,
): SWRResponse<ListPage<QuoteHistoryEntry>, ApiError> {
  return useApi(
    has(quoteId) ? ['quotes/history', quoteId, start, limit] : null,
    async (c) => (await c.quoteHistory.list(quoteId as number | string, { start, limit })).data,
  );
}
