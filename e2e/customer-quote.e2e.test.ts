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

  it('says so when the link names no quote', async () => {
    const page = await journey.newPage();
    await page.goto('/quotes/view/not-a-real-quote-id');
    const alert = page.getByRole('alert').filter({ hasText: 'We could not find this quote.' });
    await alert.waitFor();
    expect(await alert.innerText()).toContain('Please check the link in your e-mail');
  });
});
