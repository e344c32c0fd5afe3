import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, formatAud, todayIso } from '@buildcover/domain';
import { payCall, preparePayment } from '../apps/server/src/payments/test/flow';
import { quoteAccessToken, type QuoteFixture } from '../apps/server/src/payments/test/fixtures';
import { httpInjector } from '../apps/server/test/serverProcess';
import { logInAsAdmin } from './support/adminLogin';
import { axeViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { submitSampleQuote } from './support/quotes';
import { sqlRows } from './support/sql';
import {
  addPanelInsurer,
  removePanelInsurer,
  staffApi,
  staffQuoteId,
  type PanelInsurer,
  type StaffApi,
} from './support/staff';

interface QuoteDetail {
  data: {
    policy: { id: number; premium: { total_amount: string } };
    insurer: { id: number };
    insured: { email: string };
  };
}

/** Pays a quote (its pay link issued on submission) with the sandbox's approving Visa card, over HTTP as the pay screen and the gateway's fields do. */
async function payQuote(
  baseUrl: string,
  staff: StaffApi,
  quote: { quoteId: number; ref: string; publicId: string },
): Promise<void> {
  const detail = await staff.call<QuoteDetail>('GET', `/quotes/${quote.quoteId}`);
  const fixture: QuoteFixture = {
    ...quote,
    policyId: detail.data.policy.id,
    insurerId: detail.data.insurer.id,
    premium: detail.data.policy.premium.total_amount,
    email: detail.data.insured.email,
  };
  const customer = httpInjector(baseUrl);
  const token = await quoteAccessToken(customer, quote.publicId);
  const paid = await payCall(
    customer,
    token,
    (await preparePayment(customer, token, fixture, { number: '4242424242424242' })).body,
  );
  if (paid.status !== 200) throw new Error(`pay/v4 answered ${paid.status}: ${JSON.stringify(paid.body)}`);
}

/** Every list of the back office searched, sorted, paged, opened and restored by Back; a refund; the outbox read and resent; the dashboard checked against SQL. */
describe('back office lists, refund, outbox and dashboard', () => {
  const journey = useBrowser();
  const stamp = Date.now().toString(36);
  // One surname for this file's eleven customers: a search for it is one page of ten and one of one.
  const surname = `Lister${stamp}`;
  const count = 11;
  let staff: StaffApi;
  let pricing: PanelInsurer;
  const listInsurers: PanelInsurer[] = [];
  const userIds: number[] = [];
  const refs: string[] = [];

  beforeAll(async () => {
    staff = await staffApi(journey.baseUrl);
    pricing = await addPanelInsurer(staff, `Lister Mutual ${stamp}`);
    for (let i = 0; i < count; i += 1) {
      const quote = await submitSampleQuote(journey.baseUrl, surname);
      const quoteId = await staffQuoteId(staff, quote.ref);
      await payQuote(journey.baseUrl, staff, { quoteId, ref: quote.ref, publicId: quote.id });
      refs.push(quote.ref);
    }
    // Eight insurers make two pages of seven; eleven users two pages of ten.
    for (let i = 1; i <= 7; i += 1) listInsurers.push(await addPanelInsurer(staff, `Lister Panel ${stamp} ${i}`));
    for (let i = 1; i <= count; i += 1) {
      const created = await staff.call<{ data: { id: number } }>('POST', '/users', {
        name: `${surname} Staff ${i}`,
        email: `lister${i}.${stamp}@broker.test`,
        user_type: 'normal',
        password: 'Str0ng!Pass',
        status: true,
      });
      userIds.push(created.data.id);
    }
  }, 240_000);

  afterAll(async () => {
    for (const id of userIds) await staff.call('DELETE', `/users/${id}`);
    for (const insurer of [...listInsurers, pricing]) await removePanelInsurer(staff, insurer);
  });

  // A busy machine answers slowly: every wait for the screen allows 15 s.
  const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });
  const searchBox = (page: Page) => page.getByRole('searchbox');
  const pageText = (page: Page) => page.getByText(/^Page \d+ of \d+$/);
  /** The list has its rows: nothing loading, no page being replaced. */
  const settled = async (page: Page) => {
    await eventually(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    await eventually(() => page.getByText(/^(Loading|Searching)\.\.\.$/).count()).toBe(0);
  };
  const query = (page: Page) => new URL(page.url()).searchParams;

  /**
   * One list's journey: search (the URL keeps it), sort by a column both ways, page 2, open a row
   * and come back with Back to the same page, then Back through each step, and a reload.
   */
  async function checkList(
    page: Page,
    list: {
      path: string;
      grid: string;
      term: string;
      sortColumn: string;
      sortKey: string;
      pages: number;
      lastPageRows: number;
      detail: RegExp;
    },
  ): Promise<void> {
    await page.goto(`/admin${list.path}`);
    const grid = page.getByRole('grid', { name: list.grid });
    await grid.waitFor();
    await searchBox(page).fill(list.term);
    await page.waitForURL((url) => url.searchParams.get('q') === list.term);
    await eventually(() => pageText(page).textContent()).toBe(`Page 1 of ${list.pages}`);

    await grid.getByRole('columnheader', { name: list.sortColumn }).click();
    await page.waitForURL(
      (url) => url.searchParams.get('sort') === list.sortKey && url.searchParams.get('order') === 'asc',
    );
    await eventually(() => grid.getByRole('columnheader', { name: list.sortColumn }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await grid.getByRole('columnheader', { name: list.sortColumn }).click();
    await page.waitForURL((url) => url.searchParams.get('order') === 'desc');
    await settled(page);
    const firstOfPage1 = await grid.getByRole('row').nth(1).textContent();

    await page.getByRole('button', { name: `Go to page ${list.pages}` }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === String(list.pages));
    await eventually(() => pageText(page).textContent()).toBe(`Page ${list.pages} of ${list.pages}`);
    await eventually(() => grid.getByRole('row').count()).toBe(list.lastPageRows + 1);
    const lastPageUrl = page.url();

    // A row opens its record; Back shows the same page of the same search and sort.
    await grid.getByRole('row').nth(1).click();
    await page.waitForURL(list.detail);
    await page.goBack();
    await page.waitForURL(lastPageUrl);
    await eventually(() => pageText(page).textContent()).toBe(`Page ${list.pages} of ${list.pages}`);
    expect(await searchBox(page).inputValue()).toBe(list.term);

    // Back steps through the list's own history: page 1 in descending order, then ascending.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('page') && url.searchParams.get('order') === 'desc');
    await eventually(() => grid.getByRole('row').nth(1).textContent()).toBe(firstOfPage1);
    await page.goBack();
    await page.waitForURL((url) => url.searchParams.get('order') === 'asc');
    await eventually(() => grid.getByRole('columnheader', { name: list.sortColumn }).getAttribute('aria-sort')).toBe(
      'ascending',
    );
    await page.reload();
    await eventually(() => pageText(page).textContent()).toBe(`Page 1 of ${list.pages}`);
    expect(query(page).get('q')).toBe(list.term);
    expect(await searchBox(page).inputValue()).toBe(list.term);
  }

  it('searches, sorts, pages and restores every list; each fits a phone', async () => {
    const page = await journey.newPage();
    await logInAsAdmin(page);
    const lists = [
      {
        name: 'insured',
        path: '/insured',
        grid: 'Insured',
        term: surname,
        sortColumn: 'Created At',
        sortKey: 'created_at',
        pages: 2,
        lastPageRows: 1,
        detail: /\/admin\/insured\/\d+$/,
      },
      {
        name: 'quotes',
        path: '/quotes',
        grid: 'Quotes',
        term: surname,
        sortColumn: 'Quote Ref',
        sortKey: 'ref',
        pages: 2,
        lastPageRows: 1,
        detail: /\/admin\/quotes\/\d+/,
      },
      {
        name: 'policies',
        path: '/policy',
        grid: 'Policies',
        term: surname,
        sortColumn: 'Policy Number',
        sortKey: 'num',
        pages: 2,
        lastPageRows: 1,
        detail: /\/admin\/policy\/\d+$/,
      },
      {
        name: 'transactions',
        path: '/transactions',
        grid: 'Transactions',
        term: surname,
        sortColumn: 'Quote Ref',
        sortKey: 'quote_ref',
        pages: 2,
        lastPageRows: 1,
        detail: /\/admin\/transactions\/\d+$/,
      },
      {
        name: 'users',
        path: '/users',
        grid: 'Users',
        term: surname,
        sortColumn: 'Email',
        sortKey: 'email',
        pages: 2,
        lastPageRows: 1,
        detail: /\/admin\/users/,
      },
      {
        name: 'insurers',
        path: '/insurers',
        grid: 'Insurers',
        term: stamp,
        sortColumn: 'Name',
        sortKey: 'name',
        pages: 2,
        lastPageRows: 1,
        detail: /\/admin\/insurers/,
      },
    ];
    for (const list of lists) {
      // Users and insurers open a modal, not a page: their row check is the modal.
      if (list.name === 'users' || list.name === 'insurers') continue;
      await checkList(page, list);
      await screenshot(page, `admin-list-${list.name}-1280`);
    }

    const phone = await journey.newPage({ width: 375, height: 812 });
    await logInAsAdmin(phone);
    for (const list of lists) {
      await phone.goto(`/admin${list.path}?q=${encodeURIComponent(list.term)}`);
      await eventually(() => pageText(phone).textContent()).toBe(`Page 1 of ${list.pages}`);
      // Rows are cards on a phone: nothing is cut off at the right edge.
      expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await axeViolations(phone)).toEqual([]);
      await screenshot(phone, `admin-list-${list.name}-375`);
    }
    expect(journey.pageErrors).toEqual([]);
  }, 300_000);

  it('pages users (ten a page) and insurers (seven a page), restored by Back', async () => {
    const page = await journey.newPage();
    await logInAsAdmin(page);
    for (const list of [
      {
        path: '/users',
        grid: 'Users',
        term: surname,
        rows: 10,
        last: 1,
        opens: (p: Page) => p.getByRole('dialog', { name: 'Update User' }),
      },
      {
        path: '/insurers',
        grid: 'Insurers',
        term: stamp,
        rows: 7,
        last: 1,
        opens: (p: Page) => p.getByRole('dialog', { name: 'Insurer Details' }),
      },
    ]) {
      await page.goto(`/admin${list.path}`);
      const grid = page.getByRole('grid', { name: list.grid });
      await searchBox(page).fill(list.term);
      // Unsearched, these lists can also read 'Page 1 of 2': wait for the search itself (300 ms
      // debounce), or it lands after the clicks below and takes the list back to page 1.
      await page.waitForURL((url) => url.searchParams.get('q') === list.term);
      await settled(page);
      await eventually(() => pageText(page).textContent()).toBe('Page 1 of 2');
      await eventually(() => grid.getByRole('row').count()).toBe(list.rows + 1);
      await grid
        .getByRole('columnheader', { name: 'Name' })
        .or(grid.getByRole('columnheader', { name: 'Full Name' }))
        .click();
      await page.waitForURL((url) => url.searchParams.get('order') === 'asc');
      await page.getByRole('button', { name: 'Next page' }).click();
      await eventually(() => pageText(page).textContent()).toBe('Page 2 of 2');
      await eventually(() => grid.getByRole('row').count()).toBe(list.last + 1);
      await grid.getByRole('row').nth(1).getByRole('gridcell').first().click();
      await list.opens(page).waitFor();
      await list.opens(page).getByRole('button', { name: 'Close' }).click();
      await page.goBack();
      await eventually(() => pageText(page).textContent()).toBe('Page 1 of 2');
      expect(query(page).get('q')).toBe(list.term);
    }
    expect(journey.pageErrors).toEqual([]);
  }, 120_000);

  it('refunds a payment with a reason: the payment reads Refunded and its policy Cancelled', async () => {
    const page = await journey.newPage();
    await logInAsAdmin(page);
    const ref = refs[0]!;
    await page.goto(`/admin/transactions?q=${encodeURIComponent(ref)}`);
    await page.getByRole('grid', { name: 'Transactions' }).getByRole('row').nth(1).click();
    await page.waitForURL(/\/admin\/transactions\/\d+$/);
    await page.getByRole('button', { name: 'Refund' }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Refund / });
    await dialog.getByRole('button', { name: 'Refund payment' }).click();
    // The reason is required before anything reaches the gateway.
    await dialog
      .getByText(/reason/i)
      .first()
      .waitFor();
    expect(await dialog.isVisible()).toBe(true);
    await dialog
      .getByRole('textbox', { name: /Reason for the refund/ })
      .fill('The customer cancelled the works before they started.');
    await dialog.getByRole('button', { name: 'Refund payment' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').waitFor();
    await page.getByText('Refunded in full').waitFor();
    await page.getByText('The customer cancelled the works before they started.').waitFor();
    expect(await page.getByRole('button', { name: 'Refund' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-transaction-refunded-1280');

    // The policy's link names its number (issued when it was paid).
    await page.locator('a[href*="/policy/"]').last().click();
    await page.waitForURL(/\/admin\/policy\/\d+$/);
    await page.getByText('Cancelled').first().waitFor();
    const [stored] = await sqlRows<{ status: string; refunded: boolean }>(
      `select pay.status, pay.refunded_at is not null as refunded from payments pay join quotes q on q.id = pay.quote_id where q.ref = '${ref}' and pay.status <> 'failed'`,
    );
    expect(stored).toEqual({ status: 'refunded', refunded: true });
    expect(journey.pageErrors).toEqual([]);
  }, 120_000);

  it('reads a mail in the outbox and resends it to a corrected address', async () => {
    const page = await journey.newPage();
    await logInAsAdmin(page);
    const ref = refs[1]!;
    await page.goto('/admin/outbox');
    await searchBox(page).fill(`receipt for ${ref}`);
    const grid = page.getByRole('grid', { name: 'Mail outbox' });
    // While it searches, the table's one row is 'Searching...' (header + 1 row as well): wait for the result.
    await page.waitForURL((url) => url.searchParams.get('q') === `receipt for ${ref}`);
    await settled(page);
    await eventually(() => grid.getByRole('row').count()).toBe(2);
    await grid.getByRole('row').nth(1).click();
    await page.getByRole('heading', { level: 2, name: `Payment receipt for ${ref}` }).waitFor();
    // The mail as sent, in a sandboxed frame.
    const mail = page.frameLocator('iframe[title^="E-mail"]');
    await mail.getByText(ref).first().waitFor();
    const before = await sqlRows<{ n: number }>(
      `select count(*)::int as n from outbox_emails where subject = 'Payment receipt for ${ref}'`,
    );
    await page.getByRole('textbox', { name: /Send to/ }).fill('corrected.address@example.com.au');
    await page.getByRole('button', { name: 'Resend email' }).click();
    await page.getByRole('status').waitFor();
    const after = await sqlRows<{ n: number; latest: string }>(
      `select count(*)::int as n, (array_agg("to" order by id desc))[1] as latest from outbox_emails where subject = 'Payment receipt for ${ref}'`,
    );
    expect(after[0]!.n).toBe(before[0]!.n + 1);
    expect(after[0]!.latest).toContain('corrected.address@example.com.au');
    await screenshot(page, 'admin-outbox-mail-1280');
    expect(await axeViolations(page)).toEqual([]);
    expect(journey.pageErrors).toEqual([]);
  }, 120_000);

  it("shows the dashboard's figures as SQL counts them on the same database", async () => {
    const page = await journey.newPage();
    await logInAsAdmin(page);
    const from = addDaysIso(todayIso(), -60);
    const to = todayIso();
    await page.goto(`/admin/dashboard?from=${from}&to=${to}`);
    const figure = (name: string) => page.locator(`[data-figure="${name}"]`);
    await figure('quotes').waitFor();

    const inRange = (column: string) =>
      `${column} >= ('${from}'::date::timestamp at time zone 'Australia/Sydney') and ${column} < ('${addDaysIso(to, 1)}'::date::timestamp at time zone 'Australia/Sydney')`;
    const [quotes] = await sqlRows<{ n: number }>(
      `select count(*)::int as n from quotes where ${inRange('created_at')}`,
    );
    const [referred] = await sqlRows<{ n: number }>(`select count(*)::int as n from quotes where status = 'referred'`);
    const [premium] = await sqlRows<{ total: string }>(
      `select coalesce(sum(total_amount), 0)::numeric(14,2)::text as total from policies where status = 'paid' and ${inRange('paid_at')}`,
    );
    const byStatus = await sqlRows<{ status: string; n: number }>(
      `select status, count(*)::int as n from quotes where ${inRange('created_at')} group by status`,
    );

    expect(quotes!.n).toBeGreaterThanOrEqual(count);
    expect(await figure('quotes').textContent()).toBe(quotes!.n.toLocaleString('en-AU'));
    expect(await figure('referrals').textContent()).toBe(referred!.n.toLocaleString('en-AU'));
    expect(await figure('premium').textContent()).toBe(formatAud(premium!.total));
    // The chart's table for screen readers: one row a status, with SQL's count.
    const table = page.getByRole('table', { name: 'Quotes by status' });
    for (const row of byStatus) {
      const cells = await table
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: String(row.n.toLocaleString('en-AU')), exact: true }) })
        .count();
      expect(cells).toBeGreaterThan(0);
    }
    expect(await table.getByRole('row').count()).toBe(byStatus.length + 1);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'admin-dashboard-1280');
    const phone = await journey.newPage({ width: 375, height: 812 });
    await logInAsAdmin(phone);
    await phone.goto(`/admin/dashboard?from=${from}&to=${to}`);
    await phone.locator('[data-figure="quotes"]').waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'admin-dashboard-375');
    expect(journey.pageErrors).toEqual([]);
  }, 120_000);
});
