import { backOfficeMessages } from '@buildcover/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillLogin } from './support/adminLogin';
import { screenshot, useBrowser } from './support/browser';
import { cardFields, fillCard } from './support/card';
import { submitSampleQuote } from './support/quotes';
import { addPanelInsurer, removePanelInsurer, staffApi, staffQuoteId, type StaffApi } from './support/staff';

/** The quote editor's header actions: the payment link, then once paid the documents to print and send. */
describe('the quote editor: payment link and policy documents', { timeout: 240_000 }, () => {
  const journey = useBrowser();
  let staff: StaffApi;
  // An insurer with its PDS on the panel while this file runs: the quote is priced, the customer can pay.
  let leavePanel: () => Promise<void> = async () => undefined;
  beforeAll(async () => {
    staff = await staffApi(journey.baseUrl);
    const insurer = await addPanelInsurer(staff, 'Harbour Mutual Insurance');
    leavePanel = () => removePanelInsurer(staff, insurer);
  });
  afterAll(() => leavePanel());

  const newPage = async (viewport?: { width: number; height: number }): Promise<Page> => {
    const page = await journey.newPage(viewport);
    page.setDefaultTimeout(30_000);
    return page;
  };

  it('sends the payment link from the header and shows the mail; once the customer paid, opens Schedule, Closing and Invoice to print and sends the documents', async () => {
    const submitted = await submitSampleQuote(journey.baseUrl, `Paylink${Date.now() % 100_000}`);
    expect(submitted.status).toBe('quoted');
    const id = await staffQuoteId(staff, submitted.ref);

    const page = await newPage();
    await page.goto('/admin/login');
    await fillLogin(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');
    await page.goto(`/admin/quotes/${id}`);
    await page.getByRole('heading', { level: 2, name: new RegExp(`Quote ${submitted.ref}`) }).waitFor();
    // Not paid yet: no documents to print.
    expect(await page.getByRole('button', { name: 'Schedule' }).count()).toBe(0);

    // Documents: Submit stays disabled until a file is uploaded; names show cut to 20 characters.
    await page.getByRole('tab', { name: 'Documents' }).click();
    await page.getByRole('button', { name: 'Edit mode' }).click();
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'schedule-harbour-mutual-2026.pdf', mimeType: 'application/pdf', buffer: pdf });
    await page.getByText('Schedule added successfully!').waitFor();
    await submit.click();
    await page.getByText(backOfficeMessages.documentsUploaded).waitFor();
    const download = page.getByRole('button', { name: /Download Schedule: schedule-harbour-mutual-2026\.pdf/ });
    expect(await download.innerText()).toBe('Download schedule-harbour-mut…');
    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toBe('schedule-harbour-mutual-2026.pdf');
    await screenshot(page, 'admin-quote-documents-1280');
    await page.getByRole('button', { name: 'Edit mode' }).click();

    await page.getByRole('button', { name: 'Payment Link' }).click();
    await page.getByText(backOfficeMessages.paymentLinkSent).waitFor();
    await screenshot(page, 'admin-quote-payment-link-1280');
    // The mail that went out, read from the quote.
    await page.getByRole('link', { name: 'Read the e-mail that was sent' }).click();
    await page.waitForURL(/\/admin\/outbox\/\d+/);
    await expect.poll(() => page.locator('main').innerText()).toContain(submitted.ref);
    const mailText = await page.locator('main').innerText();
    const payPath = new URL(/https?:\/\/\S+\/quotes\/pay\/[\w-]+/.exec(mailText)?.[0] ?? `${journey.baseUrl}/quotes/pay/${submitted.id}`).pathname;

    // The customer pays through the link.
    const customer = await newPage();
    await customer.goto(payPath);
    await customer.getByRole('heading', { level: 1, name: 'Review and pay' }).waitFor();
    await customer.getByText(/^I have read the Product Disclosure Statement/).click();
    await customer.getByRole('button', { name: 'Pay', exact: true }).click();
    await customer.waitForURL('**/payment');
    await cardFields(customer).getByLabel('Card number').waitFor();
    await fillCard(customer, '4242424242424242', 'Jane Paylink');
    await customer.getByRole('button', { name: 'Make Payment' }).click();
    await customer.getByRole('region', { name: 'Payment received. Thank you!' }).waitFor();

    // Paid: Schedule, Closing and Invoice open as documents with 'Print This'.
    await page.goto(`/admin/quotes/${id}`);
    for (const name of ['Schedule', 'Closing', 'Invoice']) {
      await page.getByRole('button', { name, exact: true }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.getByRole('button', { name: /Print This/ }).waitFor();
      await expect.poll(() => dialog.frameLocator('iframe').locator('body').innerText()).toContain(submitted.ref);
      if (name === 'Schedule') await screenshot(page, 'admin-quote-schedule-1280');
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'Send Documents' }).click();
    await page.getByText(backOfficeMessages.policyDocumentSent).waitFor();
    await page.getByRole('link', { name: 'Read the e-mail that was sent' }).waitFor();

    const narrow = await newPage({ width: 375, height: 800 });
    await narrow.goto('/admin/login');
    await fillLogin(narrow);
    await narrow.getByRole('button', { name: 'Login' }).click();
    await narrow.waitForURL('**/admin/dashboard');
    await narrow.goto(`/admin/quotes/${id}`);
    await narrow.getByRole('button', { name: 'Send Documents' }).waitFor();
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(narrow, 'admin-quote-paid-375');
    expect(journey.pageErrors).toEqual([]);
  });
});
