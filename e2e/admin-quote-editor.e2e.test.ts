import { backOfficeMessages, quoteInfoMessages } from '@buildcover/domain';
import { describe, expect, it } from 'vitest';
import { e2eAdmin } from './support/admin';
import { fillLogin } from './support/adminLogin';
import { screenshot, useBrowser } from './support/browser';
import { submitSampleQuote } from './support/quotes';
import { quoteIdByRef, staffApi } from './support/staffApi';

/** The broker's quote editor, opened by URL (the list's search is the Quotes list's own journey). */
describe('the quote editor: basic details', { timeout: 240_000 }, () => {
  const journey = useBrowser();

  it('opens a submitted quote by URL after signing in, read-only until Edit mode, and saves status, wb code, policy number and a referral', async () => {
    const surname = `Editor${Date.now() % 100_000}`;
    const submitted = await submitSampleQuote(journey.baseUrl, surname);
    const id = await quoteIdByRef(await staffApi(journey.baseUrl), submitted.ref);

    // Opened while signed out: the login screen brings the user back to the same page.
    const page = await journey.newPage();
    await page.goto(`/admin/quotes/${id}`);
    await page.waitForURL(/\/admin\/login\?next=/);
    await fillLogin(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL(`**/admin/quotes/${id}`);
    await page.getByRole('heading', { level: 2, name: new RegExp(`Quote ${submitted.ref}`) }).waitFor();
    expect(await page.getByRole('tab', { name: 'Basic Details', selected: true }).count()).toBe(1);

    // Read-only until Edit mode.
    const status = page.getByRole('button', { name: /Status$/ });
    expect(await status.isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'WB Code' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Edit mode' }).click();
    await page.getByText(backOfficeMessages.editMode).waitFor();

    // wb code and policy number.
    await page.getByRole('textbox', { name: 'WB Code' }).fill('WB-7781');
    await page.getByRole('textbox', { name: 'Policy Number' }).fill(`POL-${surname}`);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(quoteInfoMessages.saved).waitFor();

    // Status 'Review Required', then referred with its reason through the modal.
    await status.click();
    await page.getByRole('option', { name: 'Review Required' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    // The reason is shown only while the quote is referred.
    await page.getByText(/Referred reason:\s*N\/A/).waitFor();
    await status.click();
    await page.getByRole('option', { name: 'Referred to Insurer' }).click();
    const modal = page.getByRole('dialog', { name: 'Referred reason' });
    // It starts from the reason stored at submission; an emptied reason is refused.
    expect(await modal.getByRole('textbox').inputValue()).not.toBe('');
    await modal.getByRole('textbox').fill('');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.getByText(quoteInfoMessages.referredReason).waitFor();
    await modal.getByRole('textbox').fill('Heritage-listed facade: the insurer decides');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByText('Heritage-listed facade: the insurer decides').first().waitFor();

    // A reload keeps the session, the tab and what was saved.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: new RegExp(`Quote ${submitted.ref}`) }).waitFor();
    expect(await page.getByRole('textbox', { name: 'WB Code' }).inputValue()).toBe('WB-7781');
    expect(await page.getByRole('textbox', { name: 'Policy Number' }).inputValue()).toBe(`POL-${surname}`);
    expect(await status.innerText()).toContain('Referred to Insurer');
    await screenshot(page, 'admin-quote-editor-basic-1280');

    const phone = await journey.newPage({ width: 375, height: 800 });
    await phone.goto('/admin/login');
    await fillLogin(phone, e2eAdmin.password);
    await phone.getByRole('button', { name: 'Login' }).click();
    await phone.waitForURL('**/admin/dashboard');
    await phone.goto(`/admin/quotes/${id}`);
    await phone.getByRole('heading', { level: 2, name: new RegExp(`Quote ${submitted.ref}`) }).waitFor();
    // Nothing wider than the phone: no sideways scroll.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'admin-quote-editor-basic-375');
    expect(journey.pageErrors).toEqual([]);
  });
});
