import { addDaysIso, toQuoteRequest, todayIso } from '@buildcover/domain';
import { cleanProposal } from '@buildcover/domain/testing';
import { describe, expect, it } from 'vitest';
import { logInAsAdmin } from './support/adminLogin';
import { screenshot, useBrowser } from './support/browser';

/** A proposal sent through the public API is waiting for staff in the back office's Quotes list. */
describe('a submitted quote in the back office', () => {
  const journey = useBrowser();

  async function submitQuote(surname: string): Promise<{ ref: string; status: string }> {
    const issued = await fetch(`${journey.baseUrl}/api/v1/quotes/get/id`);
    expect(issued.status).toBe(200);
    const { uid } = ((await issued.json()) as { data: { uid: string } }).data;
    const proposal = cleanProposal({
      // The domain's sample starts on a fixed day; keep the start date in the future whenever this runs.
      builderProjectStartDate: addDaysIso(todayIso(), 30),
      policyHolder: { ...cleanProposal().policyHolder, surname },
    });
    const response = await fetch(`${journey.baseUrl}/api/v1/quotes/get`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(toQuoteRequest(proposal, uid)),
    });
    const body = await response.text();
    expect(response.status, body).toBe(200);
    return (JSON.parse(body) as { data: { ref: string; status: string } }).data;
  }

  it('shows the quote with its ref, insured and status in the Quotes list', async () => {
    const surname = `Kowalczyk${Date.now() % 100_000}`;
    const quote = await submitQuote(surname);
    expect(quote.ref).toMatch(/^BC-\d+$/);

    const page = await journey.newPage();
    await logInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Quotes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quote Insights' }).waitFor();

    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: quote.ref }) });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(surname);
    // No insurer is on the panel yet, so the proposal waits for a broker: its status says so.
    expect(text.toLowerCase()).toContain(quote.status);
    expect(text).toContain('NSW');
    await screenshot(page, 'admin-quotes');
    expect(journey.pageErrors).toEqual([]);
  });
});
