import { backOfficeMessages, historyActionLabels, mortgageLenders, quoteInfoMessages } from '@buildcover/domain';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logInAsAdmin } from './support/adminLogin';
import { axeViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { cardFields, fillCard } from './support/card';
import { answer, choose, typeDate } from './support/proposal';
import { submitSampleQuote } from './support/quotes';
import {
  addPanelInsurer,
  payLinkOfMail,
  removePanelInsurer,
  staffApi,
  staffQuoteId,
  type PanelInsurer,
  type StaffApi,
} from './support/staff';

const pdf = (title: string): Buffer =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n% ${title}\ntrailer <</Root 1 0 R>>\n%%EOF\n`,
  );

/**
 * The broker's whole day with one quote (issue 13's journey): a submitted proposal found by search,
 * every section edited, referred, priced, noted, documented, paid by the customer through the
 * e-mailed link, its documents printed and sent; the History tab tells it all; a normal user only
 * reads it; a refused save keeps what was typed.
 */
describe('the quote editor: a quote from submission to paid documents', { timeout: 600_000 }, () => {
  const journey = useBrowser();
  const stamp = Date.now() % 100_000;
  const password = 'Str0ng!Pass';
  let staff: StaffApi;
  // Two insurers with their PDS on the panel while this file runs: the proposal is priced by one,
  // the broker moves it to the other, the customer can pay.
  const panel: PanelInsurer[] = [];
  beforeAll(async () => {
    staff = await staffApi(journey.baseUrl);
    panel.push(await addPanelInsurer(staff, 'Harbour Mutual Insurance'));
    panel.push(await addPanelInsurer(staff, `Southern Cross Builders Cover ${stamp}`));
  });
  afterAll(async () => {
    for (const insurer of panel) await removePanelInsurer(staff, insurer);
  });

  const newPage = async (viewport?: { width: number; height: number }): Promise<Page> => {
    const page = await journey.newPage(viewport);
    page.setDefaultTimeout(30_000);
    return page;
  };
  const expectNoAxeViolations = async (page: Page): Promise<void> => expect(await axeViolations(page)).toEqual([]);
  const tab = (page: Page, name: string): Locator => page.getByRole('tab', { name, exact: true });
  const save = (page: Page): Promise<void> => page.getByRole('button', { name: 'Save', exact: true }).click();
  /** Saves the open section and waits for its message, which then goes (the next save shows its own). */
  const saveSection = async (page: Page): Promise<void> => {
    await save(page);
    const saved = page.getByRole('status').filter({ hasText: backOfficeMessages.sectionSaved });
    await saved.waitFor();
  };
  async function addUser(
    type: 'admin' | 'normal',
    name: string,
  ): Promise<{ id: number; username: string; password: string; name: string }> {
    const email = `${type}-${stamp}-${Date.now().toString(36)}@broker.test`;
    const created = await staff.call<{ data: { id: number } }>('POST', '/users', {
      name,
      email,
      user_type: type,
      password,
      status: true,
    });
    return { id: created.data.id, username: email, password, name };
  }

  it('finds a submitted quote by search, edits every section, refers, prices, notes, documents, sends the pay link, is paid, prints and sends the documents, and shows each step in History', async () => {
    const surname = `Journey${stamp}`;
    const submitted = await submitSampleQuote(journey.baseUrl, surname);
    expect(submitted.status).toBe('quoted');

    // Quotes list → search from 3 characters → the row opens the editor.
    const page = await newPage();
    await logInAsAdmin(page);
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Quotes' }).click();
    await page.getByRole('searchbox', { name: 'Search quotes' }).fill(surname);
    await page.waitForURL(new RegExp(`q=${surname}`));
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: submitted.ref }) });
    await row.click();
    await page.waitForURL(/\/admin\/quotes\/\d+$/);
    const id = Number(new URL(page.url()).pathname.split('/').pop());
    await page.getByRole('heading', { level: 2, name: new RegExp(`Quote ${submitted.ref}`) }).waitFor();

    // Edit mode, then every proposal section saved on its own.
    await page.getByRole('button', { name: 'Edit mode' }).click();
    await page.getByText(backOfficeMessages.editMode).waitFor();

    await tab(page, 'Policy Holder').click();
    await page.waitForURL(`**/admin/quotes/${id}/policy-holder`);
    await page
      .getByRole('textbox', { name: /Contact phone number/ })
      .first()
      .fill('0498 765 432');
    // Typed and not saved: another tab asks first, and Keep editing keeps the typing.
    await tab(page, 'Coverage').click();
    const unsaved = page.getByRole('alertdialog', { name: 'You have unsaved changes' });
    await unsaved.getByRole('button', { name: 'Keep editing' }).click();
    expect(
      await page
        .getByRole('textbox', { name: /Contact phone number/ })
        .first()
        .inputValue(),
    ).toBe('0498 765 432');
    await saveSection(page);

    await tab(page, 'Property Location').click();
    await page.getByRole('textbox', { name: 'Street Number/Name' }).fill('14 Harbour Street');
    await saveSection(page);

    await tab(page, 'Coverage').click();
    await choose(page.getByRole('tabpanel'), /Public liability indemnity limit/, '$20 Million');
    await saveSection(page);

    await tab(page, 'Project Details').click();
    const panelNow = page.getByRole('tabpanel');
    await answer(panelNow, /Is there a mortgage on the property\?/, 'Yes');
    await choose(panelNow, /Name of the Mortgagor/, mortgageLenders[0]);
    await saveSection(page);

    await tab(page, 'Previous Claims').click();
    await answer(page.getByRole('tabpanel'), /Have you suffered any loss or damage that was not insured\?/, 'Yes');
    await page
      .getByRole('tabpanel')
      .getByRole('textbox', { name: /Further details/ })
      .fill('Storm damage to a garden shed in 2024, repaired by the owner.');
    await saveSection(page);

    await tab(page, 'Property Holder Risk').click();
    const holderRisk = page.getByRole('tabpanel');
    await answer(holderRisk, /Have you ever been convicted of a criminal offence\?/, 'Yes');
    await typeDate(page, holderRisk, /When did it occur\?/, '2015-03-02');
    await holderRisk.getByRole('textbox', { name: /Offence category/ }).fill('Traffic');
    await holderRisk.getByRole('textbox', { name: /Outcome/ }).fill('Fine paid');
    await saveSection(page);

    // Property Risk: a yes that needs plans; the plan uploaded here downloads from the saved quote.
    await tab(page, 'Property Risk').click();
    const propertyRisk = page.getByRole('tabpanel');
    await answer(propertyRisk, /Does the work involve piling, or shoring or underpinning above 1 metre\?/, 'Yes');
    await propertyRisk
      .locator('input[type="file"]')
      .first()
      .setInputFiles({
        name: 'piling-plan-harbour-street.pdf',
        mimeType: 'application/pdf',
        buffer: pdf('piling plan'),
      });
    await propertyRisk.getByText('piling-plan-harbour-street.pdf').first().waitFor();
    await saveSection(page);
    const planLink = propertyRisk.getByRole('button', {
      name: 'Download Piling, shoring or underpinning plans: piling-plan-harbour-street.pdf',
    });
    const [plan] = await Promise.all([page.waitForEvent('download'), planLink.click()]);
    expect(plan.suggestedFilename()).toBe('piling-plan-harbour-street.pdf');
    await screenshot(page, 'admin-quote-journey-property-risk-1280');

    // Basic Details: referred with its reason; then another insurer, saved at once.
    await tab(page, 'Basic Details').click();
    await page.getByRole('button', { name: /Status$/ }).click();
    await page.getByRole('option', { name: 'Referred to Insurer' }).click();
    const modal = page.getByRole('dialog', { name: 'Referred reason' });
    await modal.getByRole('textbox').fill('Piling near the boundary: the insurer decides');
    await modal.getByRole('button', { name: 'Save' }).click();
    await modal.waitFor({ state: 'detached' });
    await page.getByText(quoteInfoMessages.saved).waitFor();
    await page.getByText(/Referred reason:\s*Piling near the boundary: the insurer decides/).waitFor();
    const newInsurer = panel[1]!;
    await page.getByRole('button', { name: /Insurer$/ }).click();
    await page.getByRole('option', { name: new RegExp(newInsurer.name) }).click();
    await page.getByText('Insurer updated successfully!').waitFor();

    // Premium: the broker's own base premium over the automatic rating.
    await tab(page, 'Premium').click();
    const totalCell = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /^Total/ }) })
      .first()
      .getByRole('cell')
      .first();
    const ratedTotal = await totalCell.innerText();
    // As a keyboard user: Tab into the amount (its text is selected) and type over it.
    const base = page.getByRole('textbox', { name: /Base Premium/ });
    await base.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1850.75');
    expect(await base.inputValue()).toBe('1850.75');
    await save(page);
    await page.getByText(backOfficeMessages.premiumSaved).waitFor();
    await page.getByText(/Saved by .* on \d\d\/\d\d\/\d{4}/).waitFor();
    const savedTotal = await totalCell.innerText();
    expect(savedTotal).toMatch(/^\$[\d,]+\.\d\d$/);
    expect(savedTotal).not.toBe(ratedTotal);

    // Notes: six, so the first one added is on page 2; the page is in the address bar.
    await tab(page, 'Notes').click();
    const editor = page.getByRole('textbox', { name: 'Note' });
    const notes = page.getByRole('list', { name: 'Notes' });
    for (let n = 1; n <= 6; n += 1) {
      await editor.click();
      await page.keyboard.type(`Call ${n} with ${surname} about the piling plans.`);
      await page.getByRole('button', { name: 'Add note' }).click();
      await notes.getByRole('listitem').first().getByText(`Call ${n} with`).waitFor();
    }
    expect(await notes.getByRole('listitem').count()).toBe(5);
    await page.getByRole('navigation', { name: 'Notes pages' }).getByRole('button', { name: 'Go to page 2' }).click();
    await page.waitForURL(`**/admin/quotes/${id}/notes?page=2`);
    await page.reload();
    await notes.getByText('Call 1 with').waitFor();
    expect(await notes.getByRole('listitem').count()).toBe(1);
    await expectNoAxeViolations(page);
    await screenshot(page, 'admin-quote-journey-notes-page-2-1280');

    // Documents: uploaded, submitted, downloadable (edit mode again: the reload left it).
    await tab(page, 'Documents').click();
    await page.getByRole('button', { name: 'Edit mode' }).click();
    const submit = page.getByRole('button', { name: 'Submit', exact: true });
    expect(await submit.isDisabled()).toBe(true);
    await page
      .locator('input[type="file"]')
      .nth(0)
      .setInputFiles({
        name: 'schedule-harbour-mutual-2026.pdf',
        mimeType: 'application/pdf',
        buffer: pdf('schedule'),
      });
    await page.getByText('Schedule added successfully!').waitFor();
    await page
      .locator('input[type="file"]')
      .nth(1)
      .setInputFiles({ name: 'certificate-of-currency.pdf', mimeType: 'application/pdf', buffer: pdf('coc') });
    await page.getByText('COC added successfully!').waitFor();
    await submit.click();
    await page.getByText(backOfficeMessages.documentsUploaded).waitFor();
    const download = page.getByRole('button', { name: /Download Schedule: schedule-harbour-mutual-2026\.pdf/ });
    expect(await download.innerText()).toBe('Download schedule-harbour-mut…');
    await page.getByRole('button', { name: 'Download COC: certificate-of-currency.pdf' }).waitFor();
    await screenshot(page, 'admin-quote-journey-documents-1280');

    // The payment link, and the mail that went out, read from the quote.
    await page.getByRole('button', { name: 'Payment Link' }).click();
    await page.getByText(backOfficeMessages.paymentLinkSent).waitFor();
    await page.getByRole('link', { name: 'Read the e-mail that was sent' }).click();
    await page.waitForURL(/\/admin\/outbox\/\d+/);
    await expect.poll(() => page.locator('main').innerText(), { timeout: 15_000 }).toContain(submitted.ref);
    await screenshot(page, 'admin-quote-journey-payment-mail-1280');
    const payPath = await payLinkOfMail(staff, Number(/\/outbox\/(\d+)/.exec(page.url())?.[1]));

    // The customer pays through the link, to the premium the broker saved.
    const customer = await newPage();
    await customer.goto(payPath);
    await customer.getByRole('heading', { level: 1, name: 'Review and pay' }).waitFor();
    const declaration = customer.getByText(/^I have read the Product Disclosure Statement/);
    await declaration.waitFor();
    expect(await customer.locator('main').innerText()).toContain(newInsurer.name);
    expect(await customer.locator('main').innerText()).toContain(savedTotal);
    await declaration.click();
    await customer.getByRole('button', { name: 'Pay', exact: true }).click();
    await customer.waitForURL('**/payment');
    await cardFields(customer).getByLabel('Card number').waitFor();
    await fillCard(customer, '4242424242424242', `Jane ${surname}`);
    await customer.getByRole('button', { name: 'Make Payment' }).click();
    await customer.getByRole('region', { name: 'Payment received. Thank you!' }).waitFor();

    // Paid: Schedule, Closing and Invoice open as documents to print; Send Documents mails them.
    await page.goto(`/admin/quotes/${id}`);
    await page.getByRole('heading', { level: 2, name: new RegExp(`Quote ${submitted.ref}`) }).waitFor();
    expect(await page.getByRole('button', { name: /Status$/ }).innerText()).toContain('Paid');
    for (const name of ['Schedule', 'Closing', 'Invoice']) {
      await page.getByRole('button', { name, exact: true }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.getByRole('button', { name: /Print This/ }).waitFor();
      await expect
        .poll(() => dialog.frameLocator('iframe').locator('body').innerText(), { timeout: 15_000 })
        .toContain(submitted.ref);
      await screenshot(page, `admin-quote-journey-${name.toLowerCase()}-1280`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
    }
    await page.getByRole('button', { name: 'Send Documents' }).click();
    await page.getByText(backOfficeMessages.policyDocumentSent).waitFor();
    await page.getByRole('link', { name: 'Read the e-mail that was sent' }).waitFor();

    // History: every step, with who (staff, the customer, the system) and old → new.
    await tab(page, 'History').click();
    await page.waitForURL(`**/admin/quotes/${id}/history`);
    await page.getByLabel('Show per page').selectOption('100');
    // The page size is in the address, as the other lists' (a reload keeps it).
    await page.waitForURL(/\/history\?.*size=100/);
    const history = page.getByRole('list', { name: 'Quote history' });
    const steps = [
      'submit',
      'update_insured',
      'update_address',
      'update_cover',
      'update_project',
      'update_claimRisk',
      'update_holderRisk',
      'update_propertyRisk',
      'update_info',
      'set_insurer',
      'set_premium',
      'create_note',
      'update_documents',
      'payment_link',
      'pay',
      'send_documents',
      'mail',
    ];
    for (const step of steps) await history.getByRole('heading', { name: historyActionLabels[step] }).first().waitFor();
    expect(await history.getByRole('heading', { name: historyActionLabels.create_note }).count()).toBe(6);
    // Saving a tab sends only the records whose questions changed: project details were changed once.
    expect(await history.getByRole('heading', { name: historyActionLabels.update_project }).count()).toBe(1);
    const told = await history.innerText();
    // The pay link issued on submission (by the system), then the broker's referral.
    expect(told).toContain('Status: Quote Issued → Payment Due');
    expect(told).toContain('Status: Payment Due → Referred to Insurer');
    expect(told).not.toMatch(/\b(paydue|due_payment) →/);
    expect(told).not.toContain('updated_at');
    expect(told).toMatch(/0412 ?345 ?678 → 0498 ?765 ?432/);
    expect(told).toContain('Customer');
    expect(told).toContain('System');
    // Named, not numbered: the insurer chosen and the files by the names they were uploaded with.
    expect(told).toContain(` → ${newInsurer.name}`);
    expect(told).not.toMatch(/insurer(_id)?: \d/);
    for (const file of [
      'piling-plan-harbour-street.pdf',
      'schedule-harbour-mutual-2026.pdf',
      'certificate-of-currency.pdf',
    ])
      expect(told).toContain(file);
    await expectNoAxeViolations(page);
    await screenshot(page, 'admin-quote-journey-history-1280');

    const phone = await newPage({ width: 375, height: 800 });
    await logInAsAdmin(phone);
    await phone.goto(`/admin/quotes/${id}`);
    await phone.getByRole('button', { name: 'Send Documents' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'admin-quote-journey-paid-375');
    await phone.goto(`/admin/quotes/${id}/history`);
    await phone.getByRole('list', { name: 'Quote history' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'admin-quote-journey-history-375');

    // A normal user reads the same quote and can change nothing.
    const reader = await addUser('normal', `Nora Reader ${stamp}`);
    const normal = await newPage({ width: 375, height: 800 });
    await logInAsAdmin(normal, reader);
    await normal.goto(`/admin/quotes/${id}`);
    await normal.getByRole('heading', { level: 2, name: new RegExp(`Quote ${submitted.ref}`) }).waitFor();
    await normal.getByText('You can read this quote. Changes are made by admins.').waitFor();
    expect(await normal.getByRole('button', { name: 'Edit mode' }).count()).toBe(0);
    expect(await normal.getByRole('button', { name: 'Payment Link' }).count()).toBe(0);
    expect(await normal.getByRole('button', { name: 'Send Documents' }).count()).toBe(0);
    expect(await normal.getByRole('button', { name: /Status$/ }).isDisabled()).toBe(true);
    expect(await normal.getByRole('button', { name: /Insurer$/ }).isDisabled()).toBe(true);
    await expectNoAxeViolations(normal);
    await screenshot(normal, 'admin-quote-journey-normal-user-375');
    await normal.goto(`/admin/quotes/${id}/policy-holder`);
    expect(
      await normal
        .getByRole('textbox', { name: /Contact phone number/ })
        .first()
        .isDisabled(),
    ).toBe(true);
    expect(await normal.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);
    await normal.goto(`/admin/quotes/${id}/notes`);
    await normal.getByRole('list', { name: 'Notes' }).waitFor();
    // Notes are every staff member's (back-office §6: no action is limited by role; the server agrees).
    await normal.getByRole('button', { name: 'Add note' }).waitFor();
    expect(journey.pageErrors).toEqual([]);
  });

  it('says so in words when a save is refused (403), keeping the session and what was typed', async () => {
    const submitted = await submitSampleQuote(journey.baseUrl, `Refused${stamp}`);
    const id = await staffQuoteId(staff, submitted.ref);
    const broker = await addUser('admin', `Ada Broker ${stamp}`);
    const page = await newPage();
    await logInAsAdmin(page, broker);
    await page.goto(`/admin/quotes/${id}/property-location`);
    await page.getByRole('button', { name: 'Edit mode' }).click();
    await page.getByRole('textbox', { name: 'Street Number/Name' }).fill('99 Typed Street');

    // Meanwhile a super admin makes the broker a normal user: the next save is refused.
    await staff.call('PUT', `/users/${broker.id}`, {
      name: broker.name,
      email: broker.username,
      user_type: 'normal',
      status: true,
    });
    await save(page);
    await page.getByRole('alert').getByText('Your user type may not make this change.', { exact: false }).waitFor();
    expect(page.url()).toContain(`/admin/quotes/${id}/property-location`);
    expect(await page.getByRole('textbox', { name: 'Street Number/Name' }).inputValue()).toBe('99 Typed Street');
    await expectNoAxeViolations(page);
    await screenshot(page, 'admin-quote-journey-refused-1280');
    expect(journey.pageErrors).toEqual([]);
  });
});
