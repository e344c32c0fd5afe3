import { backOfficeMessages, mortgageLenders, quoteInfoMessages } from '@buildcover/domain';
import { describe, expect, it } from 'vitest';
import { fillLogin, logInAsAdmin } from './support/adminLogin';
import { screenshot, useBrowser } from './support/browser';
import { recordScriptFiles } from './support/scriptFiles';
import { submitSampleQuote } from './support/quotes';
import { addPanelInsurer, removePanelInsurer, staffApi, staffQuoteId } from './support/staff';

/** The broker's quote editor, opened by URL (the list's search is the Quotes list's own journey). */
describe('the quote editor: basic details', { timeout: 240_000 }, () => {
  const journey = useBrowser();

  it('opens a submitted quote by URL after signing in, read-only until Edit mode, and saves status, wb code, policy number and a referral', async () => {
    const surname = `Editor${Date.now() % 100_000}`;
    const submitted = await submitSampleQuote(journey.baseUrl, surname);
    const api = await staffApi(journey.baseUrl);
    const id = await staffQuoteId(api, submitted.ref);
    const insurer = await addPanelInsurer(api, `Harbour Underwriting ED${Date.now() % 100_000}`);

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

    // Premium needs an insurer first; choosing one saves at once.
    await page.getByRole('tab', { name: 'Premium' }).click();
    await page.waitForURL(`**/admin/quotes/${id}/premium`);
    await page.getByText(backOfficeMessages.premiumNeedsInsurer).waitFor();
    await page.getByRole('tab', { name: 'Basic Details' }).click();
    await page.getByRole('button', { name: /Insurer$/ }).click();
    await page.getByRole('option', { name: new RegExp(insurer.name) }).click();
    await page.getByText('Insurer updated successfully!').waitFor();
    await page.getByText(/Commission 15(\.0+)?% · Associate commission 12\.5/).waitFor();

    // The premium grid computes GST and the total as the broker types; Save keeps it.
    await page.getByRole('tab', { name: 'Premium' }).click();
    const base = page.getByRole('textbox', { name: /Base Premium/ });
    await base.fill('abc');
    await base.fill('1500.50');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(backOfficeMessages.premiumSaved).waitFor();
    await page.getByText(/Saved by .* on \d\d\/\d\d\/\d{4}/).waitFor();
    await screenshot(page, 'admin-quote-editor-premium-1280');

    // History: each step with who and old → new.
    await page.getByRole('tab', { name: 'History' }).click();
    await page.waitForURL(`**/admin/quotes/${id}/history`);
    const history = page.getByRole('list', { name: 'Quote history' });
    for (const step of ['Premium saved', 'Insurer chosen', 'Quote details saved', 'Proposal submitted'])
      await history.getByRole('heading', { name: step }).first().waitFor();
    expect(await history.innerText()).toContain('Status: Referred to Insurer → Review Required');
    expect(await history.innerText()).toContain('Customer');
    await screenshot(page, 'admin-quote-editor-history-1280');
    await page.getByRole('tab', { name: 'Basic Details' }).click();

    // A reload keeps the session, the tab and what was saved.
    await page.reload();
    await page.getByRole('heading', { level: 2, name: new RegExp(`Quote ${submitted.ref}`) }).waitFor();
    expect(await page.getByRole('textbox', { name: 'WB Code' }).inputValue()).toBe('WB-7781');
    expect(await page.getByRole('textbox', { name: 'Policy Number' }).inputValue()).toBe(`POL-${surname}`);
    expect(await status.innerText()).toContain('Referred to Insurer');
    await screenshot(page, 'admin-quote-editor-basic-1280');

    const phone = await journey.newPage({ width: 375, height: 800 });
    await logInAsAdmin(phone);
    await phone.goto(`/admin/quotes/${id}`);
    await phone.getByRole('heading', { level: 2, name: new RegExp(`Quote ${submitted.ref}`) }).waitFor();
    // Nothing wider than the phone: no sideways scroll.
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'admin-quote-editor-basic-375');
    // Off the panel again: later files expect a fresh install's empty panel.
    await removePanelInsurer(api, insurer);
    expect(journey.pageErrors).toEqual([]);
  });

  it("shows the proposal sections read-only, then edits and saves them with the public form's questions, reveals and checks", async () => {
    const surname = `Sections${Date.now() % 100_000}`;
    const submitted = await submitSampleQuote(journey.baseUrl, surname);
    const api = await staffApi(journey.baseUrl);
    const id = await staffQuoteId(api, submitted.ref);

    const page = await journey.newPage();
    await logInAsAdmin(page);
    await page.goto(`/admin/quotes/${id}/policy-holder`);
    await page.getByRole('tab', { name: 'Policy Holder', selected: true }).waitFor();

    // Read-only until Edit mode; the customer's confirm-email check is not asked here.
    const phone = page.getByRole('textbox', { name: /Contact phone number/ });
    expect(await phone.inputValue()).toBe('0412345678');
    expect(await phone.isDisabled()).toBe(true);
    expect(await page.getByRole('textbox', { name: /Confirm email address/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);

    // The domain's checks before anything is sent; then the save to PUT /insured/{id}.
    await page.getByRole('button', { name: 'Edit mode' }).click();
    await phone.fill('12');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Contact phone number must be 10 digits.').waitFor();
    await phone.fill('0498765432');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(backOfficeMessages.sectionSaved).waitFor();
    await screenshot(page, 'admin-quote-editor-policy-holder-1280');

    // A yes reveals its follow-up questions, as on the public form.
    await page.getByRole('tab', { name: 'Project Details' }).click();
    await page.waitForURL(`**/admin/quotes/${id}/project-details`);
    const mortgage = page.getByRole('radiogroup', { name: /Is there a mortgage on the property\?/ });
    expect(await page.getByRole('combobox', { name: /Name of the Mortgagor/ }).count()).toBe(0);
    await mortgage.getByText('Yes', { exact: true }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText('Please select the name of the Mortgagor.').first().waitFor();
    await page.getByRole('combobox', { name: /Name of the Mortgagor/ }).selectOption({ label: mortgageLenders[0] });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByText(backOfficeMessages.sectionSaved).waitFor();
    await screenshot(page, 'admin-quote-editor-project-details-1280');

    // An information note on a yes answer; Undo changes puts the stored answer back.
    await page.getByRole('tab', { name: 'Property Risk' }).click();
    const pool = page.getByRole('radiogroup', { name: /Is this a contract for a swimming pool only\?/ });
    await pool.getByText('Yes', { exact: true }).click();
    await page.getByText(/Owner Builder Insurance does not cover swimming pool work/).waitFor();
    await page.getByRole('button', { name: 'Undo changes' }).click();
    await expect.poll(() => pool.getByRole('radio', { name: 'No' }).isChecked()).toBe(true);

    // What was saved is what the server keeps.
    await page.goto(`/admin/quotes/${id}/project-details`);
    const mortgagor = page.getByRole('combobox', { name: /Name of the Mortgagor/ });
    await mortgagor.waitFor();
    expect(await mortgagor.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(
      mortgageLenders[0],
    );
    await page.goto(`/admin/quotes/${id}/policy-holder`);
    expect(await page.getByRole('textbox', { name: /Contact phone number/ }).inputValue()).toBe('0498765432');

    const narrow = await journey.newPage({ width: 375, height: 800 });
    await logInAsAdmin(narrow);
    await narrow.goto(`/admin/quotes/${id}/project-details`);
    await narrow.getByRole('radiogroup', { name: /Is there a mortgage on the property\?/ }).waitFor();
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(narrow, 'admin-quote-editor-project-details-375');
    expect(journey.pageErrors).toEqual([]);
  });

  it('adds rich-text notes, pages them 5 at a time with 100-character previews, opens one, and never runs a script kept in a note', async () => {
    const surname = `Notes${Date.now() % 100_000}`;
    const submitted = await submitSampleQuote(journey.baseUrl, surname);
    const api = await staffApi(journey.baseUrl);
    const id = await staffQuoteId(api, submitted.ref);
    // Older notes, one with markup a script would hide in: the server keeps only the allow-list.
    await api.call('POST', `/quotes/${id}/notes`, {
      note: '<p>Oldest note<img src=x onerror="window.__noteXss=1"><script>window.__noteXss=1</script></p>',
    });
    for (let i = 2; i <= 5; i += 1)
      await api.call('POST', `/quotes/${id}/notes`, { note: `<p>Note number ${i}: ${'long words '.repeat(12)}</p>` });

    const page = await journey.newPage();
    await logInAsAdmin(page);
    // A quote opens on Basic Details with that tab's code only: every other tab's (the notes editor's
    // Tiptap and DOMPurify, the proposal's schemas, the premium grid) comes once the tab is pointed at.
    const scriptFiles = recordScriptFiles(page);
    const tabCode = (): string[] => scriptFiles.flatMap((file) => /^(\w+Tab)-/.exec(file)?.[1] ?? []);
    // Opened by its address, the quote is asked for once, while the editor's code is on its way, and the
    // editor's code is asked for beside the shell's, not once the shell has loaded (the cache off, so
    // every file comes from the server as on a first visit).
    const events: string[] = [];
    const fileOf = (url: string): string => new URL(url).pathname.split('/').pop()!;
    const named = (url: string): string | undefined =>
      new URL(url).pathname === `/api/v1/quotes/${id}`
        ? 'quote'
        : /^QuoteEditorPage-/.test(fileOf(url))
          ? 'editor code'
          : /^AdminShell-/.test(fileOf(url))
            ? 'shell code'
            : undefined;
    page.on('request', (request) => void (named(request.url()) && events.push(`${named(request.url())} asked`)));
    page.on(
      'requestfinished',
      (request) => void (named(request.url()) && events.push(`${named(request.url())} loaded`)),
    );
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    events.length = 0;
    await page.goto(`/admin/quotes/${id}`);
    await page.getByRole('tab', { name: 'Basic Details', selected: true }).waitFor();
    await page.getByRole('textbox', { name: 'WB Code' }).waitFor();
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    expect(events.filter((event) => event === 'quote asked')).toHaveLength(1);
    expect(events.indexOf('quote asked')).toBeLessThan(events.indexOf('editor code loaded'));
    expect(events.indexOf('editor code asked')).toBeLessThan(events.indexOf('shell code loaded'));
    expect(tabCode()).toEqual([]);
    await page.getByRole('tab', { name: 'Notes' }).hover();
    await expect.poll(tabCode).toEqual(['NotesTab']);
    await page.getByRole('tab', { name: 'Notes' }).click();
    await page.getByRole('textbox', { name: 'Note' }).waitFor();
    expect(tabCode()).toEqual(['NotesTab']);

    await page.goto(`/admin/quotes/${id}/notes`);
    const notes = page.getByRole('list', { name: 'Notes' });
    await notes.waitFor();
    expect(await notes.getByRole('listitem').count()).toBe(5);

    // An empty note is refused; a written one is added in bold and becomes the newest.
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Please write a note.').waitFor();
    const editor = page.getByRole('textbox', { name: 'Note' });
    await editor.click();
    await page.keyboard.press('Control+b');
    await page.keyboard.type('Broker called the client');
    await page.keyboard.press('Control+b');
    await page.keyboard.type(' about the start date.');
    await page.getByRole('button', { name: 'Add note' }).click();
    await page.getByText('Note added successfully!').waitFor();
    expect(await notes.getByRole('listitem').first().innerText()).toContain(
      'Broker called the client about the start date.',
    );
    await expect.poll(async () => (await editor.innerText()).trim()).toBe('');
    // Previews are cut at 100 characters.
    const preview = await notes.getByRole('listitem').nth(1).locator('p').innerText();
    expect(preview.length).toBe(101);
    expect(preview.endsWith('…')).toBe(true);
    await screenshot(page, 'admin-quote-editor-notes-1280');

    // Six notes: the oldest is on page 2; opened, its script never ran.
    await page.getByRole('navigation', { name: 'Notes pages' }).getByRole('button', { name: 'Go to page 2' }).click();
    await expect.poll(() => notes.getByRole('listitem').count()).toBe(1);
    await notes.getByRole('button', { name: /Open/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Note' });
    await dialog.getByText('Oldest note').waitFor();
    expect(await page.evaluate(() => (window as { __noteXss?: number }).__noteXss)).toBeUndefined();
    await screenshot(page, 'admin-quote-editor-note-open-1280');
    await page.keyboard.press('Escape');

    // The newest note keeps its bold.
    await page.getByRole('navigation', { name: 'Notes pages' }).getByRole('button', { name: 'Go to page 1' }).click();
    await notes.getByRole('button', { name: /Open/ }).first().click();
    expect(await page.getByRole('dialog', { name: 'Note' }).locator('strong').innerText()).toBe(
      'Broker called the client',
    );
    await page.keyboard.press('Escape');

    // Its author corrects the newest note: the list marks it edited, and History keeps the earlier text.
    await notes
      .getByRole('button', { name: /^Edit the note of/ })
      .first()
      .click();
    const correcting = page.getByRole('dialog', { name: 'Correct note' });
    await correcting.getByRole('textbox', { name: 'Note' }).click();
    await page.keyboard.press('Control+End');
    await page.keyboard.type(' Start moved to March.');
    await correcting.getByRole('button', { name: 'Save note' }).click();
    await page.getByText('Note updated successfully!').waitFor();
    const newest = notes.getByRole('listitem').first();
    await expect.poll(() => newest.innerText()).toContain('about the start date. Start moved to March.');
    expect(await newest.innerText()).toMatch(/edited \d{2}\/\d{2}\/\d{4}/);
    await screenshot(page, 'admin-quote-editor-note-corrected-1280');
    await page.getByRole('tab', { name: 'History' }).click();
    await page.getByText('Note corrected').first().waitFor();
    expect(await page.getByRole('main').innerText()).toContain('Start moved to March.');

    const narrow = await journey.newPage({ width: 375, height: 800 });
    await logInAsAdmin(narrow);
    await narrow.goto(`/admin/quotes/${id}/notes`);
    await narrow.getByRole('list', { name: 'Notes' }).waitFor();
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(narrow, 'admin-quote-editor-notes-375');
    expect(journey.pageErrors).toEqual([]);
  });

  it("says so when a tab's code cannot be downloaded, and 'Reload this page' brings the tab back", async () => {
    const submitted = await submitSampleQuote(journey.baseUrl, `Offline${Date.now() % 100_000}`);
    const id = await staffQuoteId(await staffApi(journey.baseUrl), submitted.ref);
    const page = await journey.newPage();
    await logInAsAdmin(page);
    await page.goto(`/admin/quotes/${id}`);
    await page.getByRole('tab', { name: 'Basic Details', selected: true }).waitFor();
    // The History tab's code does not arrive: the connection dropped, or a newer release removed the file.
    const historyCode = /\/HistoryTab-[\w-]+\.js$/;
    await page.route(historyCode, (route) => route.abort('internetdisconnected'));
    await page.getByRole('tab', { name: 'History' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'Unexpected Application Error!' });
    await failure.getByText(/^Part of this page could not be downloaded/).waitFor();
    expect(await failure.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/admin/');
    await screenshot(page, 'admin-code-load-failure');
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'admin-code-load-failure-375');
    await page.unroute(historyCode);
    await failure.getByRole('button', { name: 'Reload this page' }).click();
    await page.getByRole('tab', { name: 'History', selected: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/quotes/${id}/history`);
    await page
      .getByRole('tabpanel')
      .getByText(/Loading/)
      .waitFor({ state: 'detached' });
    expect(await failure.count()).toBe(0);
    expect(journey.pageErrors).toEqual([]);
  });
});
