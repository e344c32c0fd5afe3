import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysIso, formatAud, todayIso } from '@buildcover/domain';
import { axeViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { noScriptNote } from './support/noScript';
import { cardFields, fillCard } from './support/card';
import { layoutShift } from './support/layoutShift';
import { submitSampleQuote } from './support/quotes';
import {
  addPanelInsurer,
  outboxMail,
  paymentAttempts,
  payLinkMailedFor,
  removePanelInsurer,
  staffApi,
  staffQuoteId,
  type PanelInsurer,
  type StaffApi,
} from './support/staff';
import { recordScriptFiles } from './support/scriptFiles';

const phone = { width: 375, height: 812 };

/** "Total paid" followed by the amount, as a receipt reads. */
const totalPaid = (amount: string): RegExp => new RegExp(`Total paid\\s+${amount.replace(/[$.]/g, '\\$&')}`);

interface PayLink {
  ref: string;
  /** The back office's id (for its Transactions data). */
  quoteId: number;
  /** The path of the link in the e-mail the customer got on submitting: /quotes/pay/<public id>. */
  path: string;
}

/**
 * Paying a quote by card, from the pay link staff e-mail, in Chromium against the whole server and
 * the sandbox gateway. Each journey starts from its own quoted proposal; the panel insurer is added
 * first (as staff would) and taken off after, so later files see a fresh install's panel.
 */
describe('paying a quote from its pay link', { timeout: 180_000 }, () => {
  const journey = useBrowser();
  /** A page with room for a machine under load: a card payment is several round trips and a gateway iframe. */
  const newPage = async (viewport?: { width: number; height: number }): Promise<Page> => {
    const page = await journey.newPage(viewport);
    page.setDefaultTimeout(30_000);
    return page;
  };
  let staff: StaffApi;
  let insurer: PanelInsurer;

  beforeAll(async () => {
    staff = await staffApi(journey.baseUrl);
    insurer = await addPanelInsurer(staff, 'Harbour Mutual Insurance');
  });
  afterAll(async () => {
    if (insurer) await removePanelInsurer(staff, insurer);
  });

  async function quotedPayLink(surname: string): Promise<PayLink> {
    const submitted = await submitSampleQuote(journey.baseUrl, surname);
    expect(submitted).toMatchObject({ status: 'quoted', payable: true });
    const quoteId = await staffQuoteId(staff, submitted.ref);
    const path = await payLinkMailedFor(staff, submitted.ref);
    expect(path).toBe(`/quotes/pay/${submitted.id}`);
    return { ref: submitted.ref, quoteId, path };
  }

  async function expectAccessible(page: Page): Promise<void> {
    expect(await axeViolations(page)).toEqual([]);
  }

  /**
   * Ticks the declaration by its text, as a customer does (the box itself is drawn over the input).
   * The pay link's HTML carries the declaration, so a quick customer may tick it before the app has
   * taken the page over: the page keeps the tick and hands it to the app then (@buildcover/ui/hydration).
   */
  async function tickDeclaration(page: Page): Promise<void> {
    const box = page.getByRole('checkbox', { name: /I have read the Product Disclosure Statement/ });
    await page.getByText(/^I have read the Product Disclosure Statement/).click();
    await expect.poll(() => box.isChecked()).toBe(true);
  }

  /** From the pay screen: tick the declaration, Pay, and wait for the hosted card fields. */
  async function openCardPayment(page: Page, link: PayLink): Promise<void> {
    await page.goto(link.path);
    await page.getByRole('heading', { level: 1, name: 'Review and pay' }).waitFor();
    await tickDeclaration(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL('**/payment');
    await cardFields(page).getByLabel('Card number').waitFor();
  }

  const amountPayable = (page: Page) => page.getByRole('region', { name: 'Amount payable' });

  /** The total the screen shows before Make Payment, once the card's surcharge is known. */
  async function totalShown(page: Page, surchargeLine: string): Promise<string> {
    const amount = amountPayable(page);
    await amount.getByText(surchargeLine).waitFor();
    const text = await amount.innerText();
    const total = /Total to pay\s+(\$[\d,]+\.\d\d)/.exec(text)?.[1];
    if (!total) throw new Error(`no total in: ${text}`);
    return total;
  }

  const receipt = (page: Page) => page.getByRole('region', { name: 'Payment received. Thank you!' });
  const failedPopup = (page: Page) => page.getByRole('alertdialog', { name: 'Payment Failed!' });

  /** Closes the 'Payment Failed!' popup; the focus goes back to the card form's first field, not to the page's body. */
  async function closeFailedPopup(page: Page): Promise<void> {
    await failedPopup(page).getByRole('button', { name: 'Close' }).click();
    const number = cardFields(page).getByLabel('Card number');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('title') ?? document.activeElement?.tagName))
      .toBe('Card details');
    await expect.poll(() => number.evaluate((input) => input === document.activeElement)).toBe(true);
  }

  /**
   * A paid pay link reopened: it leads with the paid message (in the first screenful), says what was
   * paid with the surcharge and when (with its time zone), and offers the policy documents; no bill.
   */
  async function expectPaidLink(page: Page, totalCharged: string): Promise<void> {
    await page.getByRole('heading', { level: 1, name: 'Your policy is paid' }).waitFor();
    const message = page.getByText('Policy has been paid! Thank you!.');
    const box = await message.boundingBox();
    expect(box!.y + box!.height).toBeLessThan(page.viewportSize()!.height);
    const paid = page.getByRole('region', { name: 'What you paid' });
    await paid.waitFor();
    const text = await paid.innerText();
    expect(text).toMatch(/Premium\s+\$[\d,]+\.\d\d/);
    expect(text).toMatch(/Card surcharge \(Visa\)\s+\$[\d,]+\.\d\d/);
    expect(text).toMatch(totalPaid(totalCharged));
    expect(text).toMatch(/Card\s+400000\*{6}\d{4}|Card\s+424242\*{6}4242/);
    expect(text).toMatch(/Paid on\s+\d\d\/\d\d\/\d{4} \d\d:\d\d AE[SD]T/);
    for (const name of ['Policy Schedule', 'Certificate of Currency', 'Tax Invoice'])
      expect(await page.getByRole('button', { name }).count()).toBe(1);
    const main = await page.locator('main').innerText();
    expect(main).not.toContain('Total payable');
    expect(main).not.toContain('before you pay');
    expect(await page.getByRole('heading', { name: 'Review and pay' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pay', exact: true }).count()).toBe(0);
    await expectAccessible(page);
  }

  it("shows the quote in the pay link's own HTML, before any script, and the app takes that page over as it is", async () => {
    const link = await quotedPayLink('Rendered');
    const html = await fetch(`${journey.baseUrl}${link.path}`);
    // The customer's own quote: no cache keeps it.
    expect(html.headers.get('cache-control')).toBe('no-store');

    // A phone that has not run any of the app's JavaScript yet.
    const before = await newPage(phone);
    await before.route('**/*.js', (route) => route.abort());
    await before.goto(link.path);
    expect(await before.getByRole('heading', { level: 1 }).innerText()).toBe('Review and pay');
    expect(await before.getByText(link.ref).isVisible()).toBe(true);
    expect(await before.getByRole('region', { name: 'Your insurer' }).innerText()).toContain(
      'Harbour Mutual Insurance',
    );
    expect(
      await before
        .getByRole('table', { name: /Your premium/ })
        .getByRole('rowheader', { name: 'Base Premium' })
        .isVisible(),
    ).toBe(true);
    expect(await before.getByText('Loading your quote...').count()).toBe(0);
    await screenshot(before, 'pay-screen-before-javascript-375');

    // A phone that runs no script at all is told why Pay cannot work there.
    const noScripts = await journey.newPage(phone, { javaScriptEnabled: false });
    await noScripts.goto(link.path);
    const notice = noScriptNote(noScripts.getByRole('region', { name: 'Declaration' }));
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toContain('Turn on JavaScript to pay');

    // With its scripts: the page is taken over without being drawn again (no hydration error) and
    // without reading the quote again, and Pay leads on to the card.
    const page = await newPage(phone);
    const consoleErrors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
    const reads: string[] = [];
    page.on(
      'request',
      (request) => void (request.url().includes('/api/v1/quotes/retrieve/') && reads.push(request.url())),
    );
    // The payment page's code is not in the pay screen's load; it comes once the customer is at the declaration.
    const scriptFiles = recordScriptFiles(page);
    const paymentCode = (): string[] => scriptFiles.filter((file) => file.startsWith('PaymentPage-'));
    await page.goto(link.path);
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('QuotePayPage')),
    );
    await page.waitForLoadState('networkidle');
    expect(paymentCode()).toEqual([]);
    await tickDeclaration(page);
    await expect.poll(() => paymentCode().length).toBe(1);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL('**/payment');
    await cardFields(page).getByLabel('Card number').waitFor();
    expect(reads.filter((url) => !url.includes('access='))).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(journey.pageErrors).toEqual([]);
  });

  it('pays with the frictionless Visa 4242: premium and insurer shown, consent asked, surcharge named before paying, receipt on screen and by e-mail, one charge of the amount shown', async () => {
    const link = await quotedPayLink('Frictionless');
    const page = await newPage();
    await page.goto(link.path);
    await page.getByRole('heading', { level: 1, name: 'Review and pay' }).waitFor();
    const premium = page.getByRole('table', { name: /Your premium/ });
    await premium.getByRole('rowheader', { name: 'Base Premium' }).waitFor();
    expect(await premium.getByRole('rowheader', { name: 'Stamp Duty' }).count()).toBe(1);
    expect(await premium.getByRole('rowheader', { name: 'Broker Commission' }).count()).toBe(0);
    const insurerBox = page.getByRole('region', { name: 'Your insurer' });
    expect(await insurerBox.innerText()).toContain('Harbour Mutual Insurance');
    expect(await insurerBox.getByRole('link', { name: /Product Disclosure Statement/ }).getAttribute('href')).toMatch(
      /^\/api\/v1\/static\/files\//,
    );
    await expectAccessible(page);
    await screenshot(page, 'pay-screen-1280');

    // Pay without the declaration: the spec's words for 3 seconds, and nothing happens.
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    const warning = page.getByText('Please confirm your consent');
    await warning.waitFor();
    expect(page.url()).toContain(link.path);
    await expectAccessible(page);
    await screenshot(page, 'pay-screen-consent-1280');
    await warning.waitFor({ state: 'detached', timeout: 5000 });

    await tickDeclaration(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL('**/payment');
    await cardFields(page).getByLabel('Card number').waitFor();
    expect(await amountPayable(page).innerText()).toContain('Shown when you enter your card number');
    await expectAccessible(page);
    await fillCard(page, '4242424242424242', 'Jane Frictionless');
    const shown = await totalShown(page, 'Visa card surcharge 1.10%');
    await screenshot(page, 'payment-card-1280');
    await page.getByRole('button', { name: 'Make Payment' }).click();

    await receipt(page).waitFor();
    const text = await receipt(page).innerText();
    expect(text).toMatch(totalPaid(shown));
    expect(text).toContain('424242******4242');
    expect(text).toContain(link.ref);
    expect(text).toMatch(/Card surcharge \(Visa 1\.10%\)/);
    expect(text).toMatch(/Paid on\s+\d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(text).toContain('A copy of this receipt has been e-mailed to');
    expect(await page.getByRole('button', { name: 'Print receipt' }).count()).toBe(1);
    await expectAccessible(page);
    await screenshot(page, 'payment-receipt-1280');

    const attempts = await paymentAttempts(staff, link.quoteId);
    expect(attempts.map((a) => a.status)).toEqual(['succeeded']);
    expect(formatAud(attempts[0]!.total_amount)).toBe(shown);
    const mail = await outboxMail(staff, (m) => m.subject === `Payment receipt for ${link.ref}`);
    expect(mail?.text).toContain(`Total paid: ${shown}`);

    // The pay link afterwards: no bill, but the paid message first, what was paid and the documents.
    // The document modal's code comes once documents are on screen (here the paid link's), and once only.
    const scriptFiles = recordScriptFiles(page);
    const modalChunks = () => scriptFiles.filter((file) => file.startsWith('DocumentModal-'));
    await page.goto(link.path);
    await expectPaidLink(page, shown);
    await expect.poll(modalChunks).toHaveLength(1);
    await screenshot(page, 'pay-screen-paid-1280');

    // The quote view: the proposal as answered, the premium, the documents now paid, the receipt.
    await page.getByRole('link', { name: 'View your quote and its documents' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your quote' }).waitFor();
    const tabs = page.getByRole('tablist', { name: 'Quote details' });
    await page.getByRole('heading', { level: 2, name: 'Policy Holder' }).waitFor();
    expect(await page.getByRole('tabpanel').innerText()).toContain('Frictionless');
    await expectAccessible(page);
    await screenshot(page, 'quote-view-proposal-1280');
    await tabs.getByRole('tab', { name: 'Premium' }).click();
    await page.getByRole('table', { name: /Your premium/ }).waitFor();
    await tabs.getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('button', { name: 'Certificate of Currency' }).click();
    const certificate = page.getByRole('dialog', { name: 'Certificate of Currency' });
    await certificate.frameLocator('iframe').getByText(link.ref).first().waitFor();
    expect(modalChunks()).toHaveLength(1);
    await expectAccessible(page);
    await screenshot(page, 'quote-view-certificate-1280');
    await page.keyboard.press('Escape');
    await tabs.getByRole('tab', { name: 'Payment' }).click();
    const paid = page.getByRole('tabpanel');
    await paid.getByText('Transaction reference').waitFor();
    expect(await paid.innerText()).toMatch(totalPaid(shown));
    await expectAccessible(page);
    await screenshot(page, 'quote-view-payment-1280');
    expect(journey.pageErrors).toEqual([]);
  });

  it('runs the 3-D Secure challenge for 4000 0000 0000 3220 with 123456, on a phone', async () => {
    const link = await quotedPayLink('Challenge');
    const page = await newPage(phone);
    await page.goto(link.path);
    await page.getByRole('table', { name: /Your premium/ }).waitFor();
    // The quote arrives after the page's first paint: the footer must not jump down when it does.
    expect(await layoutShift(page)).toBeLessThan(0.1);
    await expectAccessible(page);
    await screenshot(page, 'pay-screen-375');
    await openCardPayment(page, link);
    await fillCard(page, '4000000000003220', 'Sam Challenge');
    const shown = await totalShown(page, 'Visa card surcharge 1.10%');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page);
    await screenshot(page, 'payment-card-375');
    await page.getByRole('button', { name: 'Make Payment' }).click();

    const challenge = page.frameLocator('iframe[title="Verify your card"]');
    await challenge.getByText(`Pay ${shown} to BuildCover with card 400000******3220.`).waitFor();
    await screenshot(page, 'payment-challenge-375');
    await challenge.getByLabel('One-time code').fill('123456');
    await challenge.getByRole('button', { name: 'Verify' }).click();

    await receipt(page).waitFor();
    expect(await receipt(page).innerText()).toMatch(totalPaid(shown));
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page);
    await screenshot(page, 'payment-receipt-375');
    expect((await paymentAttempts(staff, link.quoteId)).map((a) => a.status)).toEqual(['succeeded']);

    await page.goto(link.path);
    await expectPaidLink(page, shown);
    await screenshot(page, 'pay-screen-paid-375');
    await page.getByRole('link', { name: 'View your quote and its documents' }).click();
    await page.getByRole('heading', { level: 2, name: 'Policy Holder' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.width);
    await expectAccessible(page);
    await screenshot(page, 'quote-view-375');
    // The documents fit the modal's frame on a phone: no table or heading wider than the page's text.
    await page.getByRole('tablist', { name: 'Quote details' }).getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('button', { name: 'Tax Invoice' }).click();
    const invoice = page.getByRole('dialog', { name: 'Tax Invoice' }).frameLocator('iframe');
    await invoice.getByText(link.ref).first().waitFor();
    const widerThanText = await invoice.locator('body').evaluate((body) => {
      const textRight = body.getBoundingClientRect().right - parseFloat(getComputedStyle(body).paddingRight);
      return [...body.querySelectorAll('header, table')]
        .filter((block) => block.getBoundingClientRect().right > textRight + 1)
        .map((block) => block.textContent!.slice(0, 40));
    });
    expect(widerThanText).toEqual([]);
    await screenshot(page, 'quote-view-invoice-375');
    expect(journey.pageErrors).toEqual([]);
  });

  it('takes the card expiry as printed on the card, and keeps a field that is not valid beside it without starting a payment or clearing the card', async () => {
    const link = await quotedPayLink('Expiry');
    const page = await newPage(phone);
    await openCardPayment(page, link);
    const fields = cardFields(page);
    const expiry = fields.getByLabel('Expiry (MM/YY)');
    // The field's own slash absorbs the one the customer types, in both of a card's printed forms.
    await expiry.pressSequentially('12/30');
    expect(await expiry.inputValue()).toBe('12/30');
    await expiry.fill('');
    await expiry.pressSequentially('12/2030');
    expect(await expiry.inputValue()).toBe('12/2030');

    // A month that does not exist: the message beside the field, no payment started, nothing typed lost.
    await fields.getByLabel('Card number').pressSequentially('4242424242424242');
    await expiry.fill('');
    await expiry.pressSequentially('13/30');
    await fields.getByLabel('Security code (CVC)').fill('123');
    await fields.getByLabel('Name on card').fill('Sam Expiry');
    await totalShown(page, 'Visa card surcharge 1.10%');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await fields.getByText('Enter the expiry date as MM/YY or MM/YYYY.').waitFor();
    expect(await expiry.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => expiry.evaluate((input) => input === document.activeElement)).toBe(true);
    expect(await failedPopup(page).count()).toBe(0);
    expect(await fields.getByLabel('Card number').inputValue()).toBe('4242 4242 4242 4242');
    expect(await fields.getByLabel('Name on card').inputValue()).toBe('Sam Expiry');
    await expectAccessible(page);
    await screenshot(page, 'payment-expiry-invalid-375');

    // Corrected in place, the same card pays.
    await expiry.fill('');
    await expiry.pressSequentially('12/2030');
    const shown = await totalShown(page, 'Visa card surcharge 1.10%');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await receipt(page).waitFor();
    expect(await receipt(page).innerText()).toMatch(totalPaid(shown));
    expect((await paymentAttempts(staff, link.quoteId)).map((a) => a.status)).toEqual(['succeeded']);
    expect(journey.pageErrors).toEqual([]);
  });

  it('says the verification was cancelled when the customer cancels the 3-D Secure challenge, takes no money and pays with the same card on the next try', async () => {
    const link = await quotedPayLink('Cancelled');
    const page = await newPage(phone);
    await openCardPayment(page, link);
    await fillCard(page, '4000000000003220', 'Sam Cancelled');
    await totalShown(page, 'Visa card surcharge 1.10%');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    const challengeDialog = page.getByRole('dialog', { name: 'Verify your card' });
    await challengeDialog.frameLocator('iframe').getByLabel('One-time code').waitFor();
    await challengeDialog.getByRole('button', { name: 'Cancel' }).click();

    const notice = page.getByRole('status').filter({ hasText: 'Card verification was cancelled.' });
    await notice.waitFor();
    expect(await notice.innerText()).toContain('No money was taken.');
    expect(await notice.innerText()).toContain('Press Make Payment to try again with the same card');
    expect(await page.getByText('Card Verification failed!').count()).toBe(0);
    expect(await failedPopup(page).count()).toBe(0);
    expect(await cardFields(page).getByLabel('Card number').inputValue()).toBe('4000 0000 0000 3220');
    expect(await paymentAttempts(staff, link.quoteId)).toEqual([]);
    await expectAccessible(page);
    await screenshot(page, 'payment-3ds-cancelled-375');

    const shown = await totalShown(page, 'Visa card surcharge 1.10%');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    expect(await notice.count()).toBe(0);
    const challenge = page.frameLocator('iframe[title="Verify your card"]');
    await challenge.getByLabel('One-time code').fill('123456');
    await challenge.getByRole('button', { name: 'Verify' }).click();
    await receipt(page).waitFor();
    expect(await receipt(page).innerText()).toMatch(totalPaid(shown));
    expect((await paymentAttempts(staff, link.quoteId)).map((a) => a.status)).toEqual(['succeeded']);
    expect(journey.pageErrors).toEqual([]);
  });

  it("says 'Failed to fetch DRN. Please try again later.' once when the payment reference cannot be had, and Try again starts the payment", async () => {
    const link = await quotedPayLink('NoReference');
    const page = await newPage(phone);
    // The server's DRN call fails (as when the database is down for a moment).
    await page.route('**/api/v1/payments/drn', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ status: 'error', message: 'Service Unavailable' }),
      }),
    );
    await page.goto(link.path);
    await page.getByRole('heading', { level: 1, name: 'Review and pay' }).waitFor();
    await tickDeclaration(page);
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await page.waitForURL('**/payment');
    const message = page.getByText('Failed to fetch DRN. Please try again later.');
    await message.waitFor();
    expect(await message.count()).toBe(1);
    expect(await page.getByRole('alertdialog').count()).toBe(0);
    expect(await page.getByText('Something went wrong at our end').count()).toBe(0);
    expect(await page.getByRole('alert').innerText()).toContain('No money was taken.');
    await expectAccessible(page);
    await screenshot(page, 'payment-drn-failed-375');

    await page.unroute('**/api/v1/payments/drn');
    await page.getByRole('button', { name: 'Try again' }).click();
    await cardFields(page).getByLabel('Card number').waitFor();
    expect(await message.count()).toBe(0);
    expect(journey.pageErrors).toEqual([]);
  });

  it('says Card Verification failed! when 3-D Secure fails, charges nothing and starts a clean attempt', async () => {
    const link = await quotedPayLink('Unverified');
    const page = await newPage();
    await openCardPayment(page, link);
    await fillCard(page, '4000008400001629', 'Sam Unverified');
    await totalShown(page, 'Visa card surcharge 1.10%');
    await page.getByRole('button', { name: 'Make Payment' }).click();

    const popup = failedPopup(page);
    await popup.waitFor();
    expect(await popup.innerText()).toContain('Card Verification failed! Please try with different payment method');
    await expectAccessible(page);
    await screenshot(page, 'payment-3ds-failed-1280');
    await closeFailedPopup(page);

    // A new attempt: empty card fields, the surcharge forgotten, nothing charged.
    await cardFields(page).getByLabel('Card number').waitFor();
    expect(await cardFields(page).getByLabel('Card number').inputValue()).toBe('');
    expect(await amountPayable(page).innerText()).toContain('Shown when you enter your card number');
    expect(await paymentAttempts(staff, link.quoteId)).toEqual([]);
    expect(journey.pageErrors).toEqual([]);
  });

  it('declines 4000 0000 0000 0002, then insufficient funds 9995, with the gateway’s words; then pays with a Mastercard for exactly the amount shown', async () => {
    const link = await quotedPayLink('Declined');
    const page = await newPage();
    await openCardPayment(page, link);

    await fillCard(page, '4000000000000002', 'Sam Declined');
    await totalShown(page, 'Visa card surcharge 1.10%');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    let popup = failedPopup(page);
    await popup.waitFor();
    expect(await popup.innerText()).toContain('Your card was declined. Please try a different card.');
    expect(await popup.innerText()).toContain('No money was taken.');
    await expectAccessible(page);
    await screenshot(page, 'payment-declined-1280');
    await closeFailedPopup(page);

    await cardFields(page).getByLabel('Card number').waitFor();
    await fillCard(page, '4000000000009995', 'Sam Declined');
    await totalShown(page, 'Visa card surcharge 1.10%');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    popup = failedPopup(page);
    await popup.waitFor();
    expect(await popup.innerText()).toContain('Your card has insufficient funds. Please try a different card.');
    await closeFailedPopup(page);

    await cardFields(page).getByLabel('Card number').waitFor();
    await fillCard(page, '5555555555554444', 'Sam Declined');
    const shown = await totalShown(page, 'Mastercard card surcharge 1.10%');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await receipt(page).waitFor();
    expect(await receipt(page).innerText()).toMatch(totalPaid(shown));

    const attempts = await paymentAttempts(staff, link.quoteId);
    expect(attempts.map((a) => a.status).sort()).toEqual(['failed', 'failed', 'succeeded']);
    const charged = attempts.find((a) => a.status === 'succeeded')!;
    expect(charged.card_number_mask).toBe('555555******4444');
    expect(formatAud(charged.total_amount)).toBe(shown);
    expect(journey.pageErrors).toEqual([]);
  });

  it('charges once when Make Payment is double-clicked', async () => {
    const link = await quotedPayLink('DoubleClick');
    const page = await newPage();
    await openCardPayment(page, link);
    await fillCard(page, '4242424242424242', 'Sam Double');
    await totalShown(page, 'Visa card surcharge 1.10%');
    await page.getByRole('button', { name: 'Make Payment' }).dblclick();
    await receipt(page).waitFor();
    const attempts = await paymentAttempts(staff, link.quoteId);
    expect(attempts).toHaveLength(1);
    expect(attempts[0]!.status).toBe('succeeded');
    expect(journey.pageErrors).toEqual([]);
  });

  it('starts the payment again cleanly when the payment screen is reloaded, and explains when /payment is opened without a quote', async () => {
    const link = await quotedPayLink('Reload');
    const page = await newPage();
    await openCardPayment(page, link);
    await cardFields(page).getByLabel('Card number').pressSequentially('4242424242424242');
    await totalShown(page, 'Visa card surcharge 1.10%');

    await page.reload();
    await cardFields(page).getByLabel('Card number').waitFor();
    expect(await cardFields(page).getByLabel('Card number').inputValue()).toBe('');
    expect(await amountPayable(page).innerText()).toContain('Shown when you enter your card number');
    await fillCard(page, '4242424242424242', 'Sam Reload');
    const shown = await totalShown(page, 'Visa card surcharge 1.10%');
    await page.getByRole('button', { name: 'Make Payment' }).click();
    await receipt(page).waitFor();
    expect(await receipt(page).innerText()).toMatch(totalPaid(shown));

    // Reloaded after paying: the quote is paid, nothing to charge again.
    await page.reload();
    await page.getByText('Policy has been paid! Thank you!.').waitFor();
    expect((await paymentAttempts(staff, link.quoteId)).map((a) => a.status)).toEqual(['succeeded']);

    const direct = await newPage();
    await direct.goto('/payment');
    await direct.getByText('There is no quote to pay here.').waitFor();
    await expectAccessible(direct);
    expect(journey.pageErrors).toEqual([]);
  });

  it('blocks paying once the inception date has passed, and ends a payment session after 20 minutes', async () => {
    const link = await quotedPayLink('Expired');
    // The customer's clock after the start of cover (the server refuses it too; its own tests check that).
    const late = await newPage();
    await late.clock.install({ time: new Date(`${addDaysIso(todayIso(), 60)}T10:00:00+10:00`) });
    await late.goto(link.path);
    await late
      .getByText('Payment cannot be processed as the policy inception date has passed. Please contact support.')
      .waitFor();
    expect(await late.getByRole('button', { name: 'Pay', exact: true }).isDisabled()).toBe(true);
    await expectAccessible(late);
    await screenshot(late, 'pay-screen-expired-1280');
    const latePhone = await newPage(phone);
    await latePhone.clock.install({ time: new Date(`${addDaysIso(todayIso(), 60)}T10:00:00+10:00`) });
    await latePhone.goto(link.path);
    await latePhone
      .getByText('Payment cannot be processed as the policy inception date has passed. Please contact support.')
      .waitFor();
    await screenshot(latePhone, 'pay-screen-expired-375');

    const page = await newPage();
    await page.clock.install();
    await openCardPayment(page, link);
    await page.clock.fastForward('20:01');
    await page.getByText('Your payment session has expired.').waitFor();
    expect(await cardFields(page).getByLabel('Card number').count()).toBe(0);
    await expectAccessible(page);
    await screenshot(page, 'payment-session-expired-1280');
    await page.getByRole('button', { name: 'Start again' }).click();
    await cardFields(page).getByLabel('Card number').waitFor();
    expect(await paymentAttempts(staff, link.quoteId)).toEqual([]);
    expect(journey.pageErrors).toEqual([]);
  });
});
