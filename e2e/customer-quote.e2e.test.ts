import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { submitSampleQuote } from './support/quotes';

/** The links a customer gets for a submitted quote: the read-only view and the pay screen. */
describe("a customer's quote links", () => {
  const journey = useBrowser();

  it("shows the quote, and the pay screen says a referred quote waits for a broker's review", async () => {
    const quote = await submitSampleQuote(journey.baseUrl, 'Nguyen', { referred: true });
    // Deep excavation refers the proposal to a broker: there is no policy to pay yet.
    expect(quote.status).toBe('referred');

    const page = await journey.newPage();
    await page.goto(`/quotes/view/${quote.id}`);
    await page.getByRole('heading', { level: 1, name: 'Your quote' }).waitFor();
    await page.getByText(quote.ref, { exact: true }).first().waitFor();
    await screenshot(page, 'public-quote-view');

    await page.goto(`/quotes/pay/${quote.id}`);
    await page.getByRole('heading', { level: 1, name: 'Review and pay' }).waitFor();
    await page.getByText('A broker is reviewing your proposal.').waitFor();
    await screenshot(page, 'public-quote-pay');
    expect(journey.pageErrors).toEqual([]);
  });

  it('shows every part of the quote to a phone without JavaScript, and the same page as tabs once its scripts run', async () => {
    const quote = await submitSampleQuote(journey.baseUrl, 'Tabless', { referred: true });
    const phone = { width: 375, height: 812 };
    const panels = ['Your proposal', 'Premium', 'Documents', 'Payment'];
    const panel = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

    // No script at all: a list of links to the parts, and every part under its name.
    const noScripts = await journey.newPage(phone, { javaScriptEnabled: false });
    await noScripts.goto(`/quotes/view/${quote.id}`);
    const contents = noScripts.getByRole('navigation', { name: 'Quote details' });
    expect(await contents.getByRole('link').allInnerTexts()).toEqual(panels);
    for (const name of panels) expect(await panel(noScripts, name).isVisible(), name).toBe(true);
    expect(await panel(noScripts, 'Premium').innerText()).toContain('This quote has no premium yet');
    expect(await panel(noScripts, 'Your proposal').innerText()).toContain('Tabless');
    await contents.getByRole('link', { name: 'Payment' }).click();
    await expect.poll(() => noScripts.evaluate(() => window.location.hash)).toBe('#tab-payment');
    expect(await panel(noScripts, 'Payment').isVisible()).toBe(true);
    await screenshot(noScripts, 'public-quote-view-without-javascript-375');

    // The page's scripts run but the app has not arrived: it is drawn as the tabs will be, first part only.
    const loading = await journey.newPage(phone);
    await loading.route('**/*.js', (route) => route.abort());
    await loading.goto(`/quotes/view/${quote.id}`);
    expect(await panel(loading, 'Your proposal').isVisible()).toBe(true);
    for (const name of panels.slice(1)) expect(await panel(loading, name).isVisible(), name).toBe(false);
    const linksBox = await loading.getByRole('navigation', { name: 'Quote details' }).boundingBox();

    // With the app: tabs in the same place, opened on the part a link named, and no hydration error.
    const page = await journey.newPage(phone);
    const consoleErrors: string[] = [];
    page.on('console', (message) => void (message.type() === 'error' && consoleErrors.push(message.text())));
    await page.goto(`/quotes/view/${quote.id}#tab-premium`);
    const tabList = page.getByRole('tablist', { name: 'Quote details' });
    await tabList.waitFor();
    expect(await page.getByRole('tab', { name: 'Premium' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel').innerText()).toContain('This quote has no premium yet');
    expect(await tabList.boundingBox()).toEqual(linksBox);
    await page.getByRole('tab', { name: 'Your proposal' }).click();
    expect(await page.getByRole('tabpanel').innerText()).toContain('Tabless');
    expect(consoleErrors).toEqual([]);
    expect(journey.pageErrors).toEqual([]);
  });

  it('says so when the link names no quote', async () => {
    const page = await journey.newPage();
    await page.goto('/quotes/view/not-a-real-quote-id');
    const alert = page.getByRole('alert').filter({ hasText: 'We could not find this quote.' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Please check the link in your e-mail');
  });
});
