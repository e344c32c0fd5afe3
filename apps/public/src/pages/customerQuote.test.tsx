import { createApiClient } from '@buildcover/api-client';
import { useMockApi } from '@buildcover/api-client/testing';
import { addDaysIso, addMonthsIso, formatDate, todayIso } from '@buildcover/domain';
import { api } from '@buildcover/domain/api';
import { act, render, screen, waitForElementToBeRemoved } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { unstable_serialize } from 'swr';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../App';
import type { PageData } from '../layout/pageData';
import { publicQuoteDetailsRead, publicQuoteRead } from './quote/usePublicQuote';

// The period of cover starts a month after the day the test runs, so the pay link stays open.
const inception = addDaysIso(todayIso(), 30);
const expiry = addMonthsIso(inception, 12);
const created = `${addDaysIso(todayIso(), -10)}T01:00:00.000Z`;

const server = useMockApi((mock) => {
  mock.quotes['k3J9xQ'] = {
    ref: 'BC-000042',
    id: 'k3J9xQ',
    status: 'quoted',
    property_value: '450000.00',
    total_amount: '2315.60',
    inception_date: inception,
    end_date: expiry,
    created_at: created,
    insured: {
      full_name: 'Jane Citizen',
      initial: 'Ms',
      first_name: 'Jane',
      last_name: 'Citizen',
      email: 'jane@example.com',
      contact_no: '0400000000',
    },
    address: null,
    insurer: {
      id: 3,
      name: 'Harbour Underwriting',
      abn: '51824753556',
      afsl: '245678',
      underwriter: 'Harbour Underwriting',
      pds_version: 'PDS 1',
      fsg_version: 'FSG 1',
      pds_url: 'https://example.com/pds.pdf',
      fsg_url: null,
    },
    covers: [{ id: 1, cover: '10000000', construction_type: 'New home', construction_type_other: null }],
    policy: {
      id: 7,
      num: null,
      status: 'due_payment',
      inception_date: inception,
      expiry_date: expiry,
      premium_amount: '2315.60',
      premium: null,
    },
    files: [],
  };
});

function renderAt(path: string, pageData?: PageData) {
  const location = memoryLocation({ path });
  render(<App client={createApiClient({ baseUrl: server.url })} locationHook={location.hook} pageData={pageData} />);
  return location;
}

describe('/quotes/view/:id', { timeout: 20_000 }, () => {
  it('shows the quote behind the link, formatted for the customer', async () => {
    renderAt('/quotes/view/k3J9xQ');
    // The page's code loads with its route: the first render waits for that chunk.
    expect(await screen.findByText('BC-000042', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Jane Citizen')).toBeInTheDocument();
    expect(screen.getByText('$450,000.00')).toBeInTheDocument();
    // In the summary, and again as the Coverage answer of the proposal tab.
    expect(screen.getAllByText('$10 Million')).toHaveLength(2);
    expect(screen.getByText(`${formatDate(inception)} to ${formatDate(expiry)}`)).toBeInTheDocument();
    expect(screen.getByText('$2,315.60')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Payment' }));
    expect(
      await screen.findByText('Payment due: $2,315.60, plus the card surcharge shown before you pay.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Review and pay this quote' })).toHaveAttribute(
      'href',
      '/quotes/pay/k3J9xQ',
    );
    expect(
      server.calls.some(
        (c) => c.method === 'POST' && c.path === '/api/v1/quotes/retrieve/k3J9xQ/details' && !c.authorization,
      ),
    ).toBe(true);
  });

  it('says so when the link does not match a quote', async () => {
    renderAt('/quotes/view/unknown');
    expect(await screen.findByText('We could not find this quote.')).toBeInTheDocument();
    // A customer on a phone can dial the broker from the message.
    expect(screen.getByRole('link', { name: '1300 975 707' })).toHaveAttribute('href', 'tel:+61300975707');
  });
});

describe('/quotes/pay/:id', { timeout: 20_000 }, () => {
  it("says 'Policy has been paid! Thank you!.' once the policy is paid", async () => {
    const quote = server.quotes['k3J9xQ']!;
    quote.policy = { ...quote.policy!, status: 'paid' };
    renderAt('/quotes/pay/k3J9xQ');
    expect(await screen.findByText('Policy has been paid! Thank you!.')).toBeInTheDocument();
  });

  it('asks for consent for 3 seconds when Pay is pressed without it, then goes nowhere', async () => {
    renderAt('/quotes/pay/k3J9xQ');
    const pay = await screen.findByRole('button', { name: 'Pay' }, { timeout: 10_000 });
    await userEvent.setup().click(pay);
    expect(await screen.findByText('Please confirm your consent')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /I have read the Product Disclosure Statement/ })).toHaveFocus();
    await waitForElementToBeRemoved(() => screen.queryByText('Please confirm your consent'), { timeout: 4000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Review and pay' })).toBeInTheDocument();
  });

  it.each([
    ['declined', 'We cannot offer cover for this proposal.'],
    ['referred', 'A broker is reviewing your proposal.'],
    ['quoted', 'Your quote is not open for payment yet.'],
  ])('says what a %s quote means instead of offering Pay', async (status, title) => {
    const quote = server.quotes['k3J9xQ'] as { status: string; policy: Record<string, unknown> | null };
    quote.status = status;
    quote.policy = status === 'quoted' ? { ...quote.policy, status: 'draft' } : null;
    renderAt('/quotes/pay/k3J9xQ');
    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '1300 975 707' })).toHaveAttribute('href', 'tel:+61300975707');
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
    expect(screen.queryByText(/A broker is reviewing it and will contact you/)).not.toBeInTheDocument();
  });

  it('blocks payment after the inception date', async () => {
    const quote = server.quotes['k3J9xQ']!;
    quote.policy = { ...quote.policy!, inception_date: addDaysIso(todayIso(), -1) };
    renderAt('/quotes/pay/k3J9xQ');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment cannot be processed as the policy inception date has passed. Please contact support.',
    );
  });
});

describe('a quote page the server rendered with its quote', { timeout: 20_000 }, () => {
  const client = () => createApiClient({ baseUrl: server.url });
  const retrieveCalls = () => server.calls.filter((call) => call.path.startsWith('/api/v1/quotes/retrieve/'));

  it.each([
    ['/quotes/pay/k3J9xQ', publicQuoteRead('k3J9xQ'), api.publicQuotes.retrieve],
    ['/quotes/view/k3J9xQ', publicQuoteDetailsRead('k3J9xQ'), api.publicQuotes.retrieveDetails],
  ] as const)('%s shows that quote at once and does not read it again', async (path, read, endpoint) => {
    const pageData = { today: todayIso(), reads: { [unstable_serialize(read.key)]: await read.read(client()) } };
    const before = retrieveCalls().length;
    // Were the page to wait for a read of its own, it would wait for ever.
    const release = server.hold(endpoint);
    renderAt(path, pageData);
    expect(await screen.findByText('BC-000042', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Jane Citizen')).toBeInTheDocument();
    expect(screen.queryByText('Loading your quote...')).not.toBeInTheDocument();
    // SWR revalidates data it starts with a frame after mounting: give it a few.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(retrieveCalls().length).toBe(before);
    release();
  });
});

describe('a quote page the server rendered with its quote, visited again', { timeout: 20_000 }, () => {
  it('reads the quote afresh once the customer has moved on: paid since, the pay link says so', async () => {
    const read = publicQuoteRead('k3J9xQ');
    const pageData = {
      today: todayIso(),
      reads: { [unstable_serialize(read.key)]: await read.read(createApiClient({ baseUrl: server.url })) },
    };
    const location = renderAt('/quotes/pay/k3J9xQ', pageData);
    expect(await screen.findByRole('button', { name: 'Pay' }, { timeout: 10_000 })).toBeInTheDocument();

    // Paid in another tab; the customer goes to another page of the site, then back to the link.
    const quote = server.quotes['k3J9xQ']!;
    quote.policy = { ...quote.policy!, status: 'paid' };
    act(() => location.navigate('/about'));
    expect(await screen.findByRole('heading', { level: 1, name: 'About BuildCover' })).toBeInTheDocument();
    act(() => location.navigate('/quotes/pay/k3J9xQ'));
    expect(await screen.findByText('Policy has been paid! Thank you!.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay' })).not.toBeInTheDocument();
  });
});
