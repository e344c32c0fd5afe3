import { act, render, screen } from '@testing-library/react';
import { lazy, Suspense, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type ApiClient } from '../core/createApiClient';
import { ApiClientProvider } from '../session/ApiClientProvider';
import { storedQuoteDetail, TEST_PASSWORD, TEST_USERNAME, useMockApi } from '../testing';
import { usePreloadQuote, useQuote } from './resources';

let client: ApiClient;
const server = useMockApi(async (mock) => {
  mock.quoteDetails = [storedQuoteDetail()];
  const { access } = await createApiClient({ baseUrl: mock.url }).auth.login({
    username: TEST_USERNAME,
    password: TEST_PASSWORD,
  });
  client = createApiClient({ baseUrl: mock.url, getAccessToken: () => access });
});
const quote = () => server.quoteDetails[0]!;
const quoteReads = () =>
  server.calls.filter((call) => call.method === 'GET' && call.path === `/api/v1/quotes/${quote().id}`).length;

function QuoteShown({ id }: { id: number }): ReactElement {
  const { data } = useQuote(id);
  return <p>{data ? `Quote ${data.ref}` : 'no quote yet'}</p>;
}

/** A route that asks for its quote at once and draws the screen that shows it once `screenReady` (its code loaded). */
function QuoteRoute({ id, screenReady, tab }: { id: number | null; screenReady: boolean; tab: string }): ReactElement {
  usePreloadQuote(id);
  return (
    <section aria-label={tab}>{screenReady && id !== null ? <QuoteShown id={id} /> : <p>Loading quote...</p>}</section>
  );
}

const route = (props: { id: number | null; screenReady: boolean; tab: string }) => (
  <ApiClientProvider client={client}>
    <QuoteRoute {...props} />
  </ApiClientProvider>
);

describe('usePreloadQuote(id)', () => {
  it('asks for the quote once while the screen loads, however often the route draws, and the screen takes that answer', async () => {
    const { rerender } = render(route({ id: null, screenReady: false, tab: 'basic' }));
    expect(quoteReads()).toBe(0);
    rerender(route({ id: quote().id, screenReady: false, tab: 'basic' }));
    await vi.waitFor(() => expect(quoteReads()).toBe(1));
    rerender(route({ id: quote().id, screenReady: false, tab: 'premium' }));
    rerender(route({ id: quote().id, screenReady: true, tab: 'premium' }));
    expect(await screen.findByText(`Quote ${quote().ref}`)).toBeInTheDocument();
    rerender(route({ id: quote().id, screenReady: true, tab: 'notes' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(quoteReads()).toBe(1);
  });

  it('asks while the route draws, even when the first commit waits for code still loading beside it', async () => {
    const CodeOnItsWay = lazy(() => new Promise<never>(() => undefined));
    render(
      <ApiClientProvider client={client}>
        <Suspense fallback={<p>Loading...</p>}>
          <QuoteRoute id={quote().id} screenReady={false} tab="basic" />
          <CodeOnItsWay />
        </Suspense>
      </ApiClientProvider>,
    );
    await vi.waitFor(() => expect(quoteReads()).toBe(1));
  });
});
