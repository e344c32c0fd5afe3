import { describe, expect, it } from 'vitest';
import { logInAsAdmin } from './support/adminLogin';
import { screenshot, useBrowser } from './support/browser';
import { recordScriptFiles } from './support/scriptFiles';
import { submitSampleQuote } from './support/quotes';

/** A proposal sent through the public API is waiting for staff in the back office's Quotes list. */
describe('a submitted quote in the back office', () => {
  const journey = useBrowser();

  it('shows the quote with its ref, insured and status in the Quotes list', async () => {
    const surname = `Kowalczyk${Date.now() % 100_000}`;
    const quote = await submitSampleQuote(journey.baseUrl, surname, { referred: true });
    expect(quote.ref).toMatch(/^BC-\d+$/);

    const page = await journey.newPage();
    await logInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Quotes' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quote Insights' }).waitFor();

    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: quote.ref }) });
    await row.waitFor();
    const text = await row.innerText();
    expect(text).toContain(surname);
    // Deep excavation refers the proposal to a broker: its status says so.
    expect(text.toLowerCase()).toContain(quote.status);
    expect(text).toContain('NSW');
    // At 1280 px the whole table fits beside the sidebar: no sideways scroll hides the Status column.
    expect(await page.getByRole('region', { name: 'Quotes' }).count()).toBe(0);
    const tableBox = await page.getByRole('grid', { name: 'Quotes' }).locator('..').boundingBox();
    const status = await row.getByText(quote.status, { exact: false }).boundingBox();
    expect(status!.x + status!.width).toBeLessThanOrEqual(tableBox!.x + tableBox!.width);
    await screenshot(page, 'admin-quotes');
    expect(journey.pageErrors).toEqual([]);
  });

  it("loads the Quotes screen's code and no other screen's when staff open it, and the editor's once the pointer is on the list", async () => {
    const page = await journey.newPage();
    await logInAsAdmin(page);
    // The dashboard's own code may still be on its way once its address shows: let it arrive first.
    await page.waitForLoadState('networkidle');
    const scriptFiles = recordScriptFiles(page);
    // A bookmark to the list, opened by someone already signed in: the whole back office loads afresh.
    await page.goto('/admin/quotes');
    await page.getByRole('heading', { level: 1, name: 'Quote Insights' }).waitFor();
    await page.getByRole('grid', { name: 'Quotes' }).waitFor();
    // Each screen is its own chunk, named after its module (src/screens.ts, ui's lazyComponent).
    const screens = (): (string | undefined)[] =>
      scriptFiles.map((file) => /^(\w+Page)-[\w-]+\.js$/.exec(file)?.[1]).filter(Boolean);
    await page.waitForLoadState('networkidle');
    expect(screens()).toEqual(['QuotesListPage']);
    // The editor a row opens loads once the pointer is on the list, before a row is chosen.
    await page.getByRole('grid', { name: 'Quotes' }).hover();
    await expect.poll(screens).toEqual(['QuotesListPage', 'QuoteEditorPage']);
    expect(new URL(page.url()).pathname).toBe('/admin/quotes');
    expect(journey.pageErrors).toEqual([]);
  });
});
