import { api, errorResponse } from '@buildcover/domain/api';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import {
  fileStatus,
  fillUpToPropertyRisk,
  next,
  propertyRiskQuestions,
  section,
  sectionHeading,
  uploadPlans,
} from './support/proposal';
import { outboxMail, staffApi } from './support/staff';

const piling = propertyRiskQuestions[1]!;
const pilingPlans = /^Piling, shoring or underpinning plans/;

/** A section that may already be done ('Policy Holder Complete'), by the start of its name. */
const doneSection = (page: Page, title: string) => page.getByRole('group', { name: new RegExp(`^${title}`) });

/** Checks the page at phone and laptop width with axe, keeping both screenshots. */
async function checkBothWidths(page: Page, name: string): Promise<void> {
  for (const [width, height] of [
    [375, 812],
    [1280, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await screenshot(page, `${name}-${width}`);
    expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  }
}

/** The resume link in the newest mail the outbox holds for `to`, as a path. */
async function resumeLinkFor(baseUrl: string, to: string): Promise<string> {
  const mail = await outboxMail(await staffApi(baseUrl), (m) => m.to === to);
  const link = /https?:\/\/\S+\/quotes\/resume\/[\w-]+/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no resume link mailed to ${to}`);
  return new URL(link).pathname;
}

// A whole proposal is some 60 answers: on a busy 2-core machine a journey takes minutes.
describe('the proposal saved, resumed and failed without losing answers', { timeout: 420_000 }, () => {
  const journey = useBrowser();

  it("'Save and finish later' e-mails a link that opens the answers and plans on a fresh browser, which then submits", async () => {
    const page = await journey.newPage();
    await page.goto('/');
    await fillUpToPropertyRisk(page, { firstName: 'Sasha', surname: 'Saved', email: 'sasha.saved@example.com.au' }, [
      piling,
    ]);
    const plans = await uploadPlans(page, section(page, 'Property Risk'), pilingPlans, 'piling-plans.pdf');

    await page.getByRole('button', { name: 'Save and finish later' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save and finish later' });
    expect(await dialog.getByRole('textbox', { name: 'Email address' }).inputValue()).toBe(
      'sasha.saved@example.com.au',
    );
    await checkBothWidths(page, 'save-for-later-dialog');
    await dialog.getByRole('button', { name: 'Send me the link' }).click();
    const sent = page.getByRole('dialog', { name: 'Check your e-mail' });
    await sent.getByText(/The link works until \d{2}\/\d{2}\/\d{4}/).waitFor();
    await checkBothWidths(page, 'save-for-later-sent');
    await sent.getByRole('button', { name: 'Close' }).click();

    // Another device: nothing kept in this browser, only the link from the e-mail.
    const link = await resumeLinkFor(journey.baseUrl, 'sasha.saved@example.com.au');
    const phone = await journey.newPage({ width: 375, height: 812 });
    await phone.goto(link);
    await phone.getByText('We restored the answers and files you saved.', { exact: false }).waitFor();
    expect(new URL(phone.url()).pathname).toBe('/');
    await sectionHeading(phone, 'Declaration', { expanded: true }).waitFor();
    await checkBothWidths(phone, 'proposal-resumed-from-link');
    // The open section must be valid before another opens (public-site §4): declare first, then look back.
    await section(phone, 'Declaration')
      .getByText(/I declare that the information/)
      .click();
    await sectionHeading(phone, 'Policy Holder').click();
    expect(await doneSection(phone, 'Policy Holder').getByRole('textbox', { name: 'First name' }).inputValue()).toBe(
      'Sasha',
    );
    await sectionHeading(phone, 'Property Risk').click();
    await doneSection(phone, 'Property Risk').getByRole('button', { name: 'Remove piling-plans.pdf' }).waitFor();
    expect(await fileStatus(journey.baseUrl, plans)).toBe(200);

    await sectionHeading(phone, 'Declaration').click();
    await section(phone, 'Declaration').getByRole('button', { name: 'Submit' }).click();
    // Piling is referred to a broker; the plans went with the proposal.
    await phone.getByRole('heading', { level: 1, name: 'Quote Referred!' }).waitFor();
    expect(journey.pageErrors).toEqual([]);
  });

  it('an unknown or expired link says so in words', async () => {
    // The link's page paints before its script runs, as every public page does.
    const blocked = await journey.newPage({ width: 375, height: 812 });
    await blocked.route('**/*.js', (route) => route.abort());
    await blocked.goto(`/quotes/resume/${'z'.repeat(43)}`);
    expect(await blocked.getByRole('heading', { level: 1 }).innerText()).toBe('Opening your saved proposal');
    await blocked.getByText('Opening your saved proposal...').waitFor();

    const page = await journey.newPage();
    await page.goto(`/quotes/resume/${'x'.repeat(43)}`);
    await page.getByRole('heading', { level: 1, name: 'We could not find your saved proposal' }).waitFor();
    await checkBothWidths(page, 'resume-link-unknown');

    // A draft expires after weeks: only this one answer is the server's, as the contract shapes it.
    const expired = api.proposalDrafts.resume.responses[410].parse({
      success: false,
      message:
        'This link has expired, and the answers and files saved with it have been deleted. Please start a new quote.',
    });
    await page.route('**/api/v1/quotes/drafts/resume', (route) => route.fulfill({ status: 410, json: expired }));
    await page.goto(`/quotes/resume/${'y'.repeat(43)}`);
    await page.getByRole('heading', { level: 1, name: 'This link has expired' }).waitFor();
    // Said once, then what to do next.
    expect(await page.getByRole('alert').innerText()).toBe(
      'The answers and files saved with it have been deleted, so they cannot be opened again.',
    );
    expect((await page.getByRole('main').innerText()).match(/expired/gi)).toHaveLength(1);
    await page.getByText(/Please start a new quote. If you would like a hand, call us on/).waitFor();
    await checkBothWidths(page, 'resume-link-expired');
    await page.getByRole('button', { name: 'Start a new quote' }).click();
    await page.getByRole('heading', { level: 1, name: 'Owner-builder insurance quote' }).waitFor();
    expect(journey.pageErrors).toEqual([]);
  });

  it('a removed plan is gone on the server; a reload resumes; a 400 puts its message at the field; a server error keeps every answer', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    await fillUpToPropertyRisk(page, { firstName: 'Reese', surname: 'Reload', email: 'reese.reload@example.com.au' }, [
      piling,
    ]);
    const risks = section(page, 'Property Risk');

    const removed = await uploadPlans(page, risks, pilingPlans, 'first-draft.pdf');
    expect(await fileStatus(journey.baseUrl, removed)).toBe(200);
    // The server refuses the removal: the file stays listed, as it stays on the server, and the field says why.
    const refusal = errorResponse.parse({
      success: false,
      message: 'Something went wrong at our end. Please try again!',
    });
    await page.route('**/api/v1/quotes/files/remove', (route) => route.fulfill({ status: 500, json: refusal }));
    await risks.getByRole('button', { name: 'Remove first-draft.pdf' }).click();
    await risks.getByText('first-draft.pdf is still uploaded: it could not be removed. Please try again.').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Remove first-draft.pdf',
    );
    // Nor is it replaced behind the customer's back: a new file goes only once the old one is gone.
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      risks.getByRole('button', { name: pilingPlans }).click(),
    ]);
    await chooser.setFiles({
      name: 'second-draft.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
    });
    await risks
      .getByText(
        'second-draft.pdf was not uploaded: first-draft.pdf, which it replaces, could not be removed. Please try again.',
      )
      .waitFor();
    expect(await risks.getByRole('list', { name: 'Chosen files' }).innerText()).toContain('first-draft.pdf');
    expect(await fileStatus(journey.baseUrl, removed)).toBe(200);
    await page.setViewportSize({ width: 375, height: 812 });
    await screenshot(page, 'proposal-file-removal-refused-375');
    expect(await axeViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.unroute('**/api/v1/quotes/files/remove');

    await risks.getByRole('button', { name: 'Remove first-draft.pdf' }).click();
    await risks.getByRole('button', { name: /^Piling, shoring or underpinning plans.*Choose file$/ }).waitFor();
    expect(await fileStatus(journey.baseUrl, removed)).toBe(404);
    // The focus stays in the field, on the button that chooses a file again.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Choose file');
    const kept = await uploadPlans(page, risks, pilingPlans, 'piling-plans.pdf');
    await next(page, 'Property Risk', 'Declaration');

    // A reload opens where the customer was, every answer and the plans kept.
    // The form keeps answers on this device shortly after the last change: wait until the plans are in them.
    await page.waitForFunction((key) => localStorage.getItem('buildcover.proposal')?.includes(key) === true, kept.key);
    await page.reload();
    await page.getByText('We kept the answers you gave on this device', { exact: false }).waitFor();
    await sectionHeading(page, 'Declaration', { expanded: true }).waitFor();
    expect(await sectionHeading(page, 'Property Risk').innerText()).toMatch(/Complete$/);

    // The plans were removed on the server behind this page's back (another tab, say): the server
    // refuses the proposal with a message for that field; the form opens its section and shows it there.
    const removal = await fetch(`${journey.baseUrl}/api/v1/quotes/files/remove`, {
      method: 'DELETE',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uid: kept.uid, file_key: kept.key }),
    });
    expect(removal.status).toBe(200);
    const declaration = section(page, 'Declaration');
    await declaration.getByText(/I declare that the information/).click();
    await declaration.getByRole('button', { name: 'Submit' }).click();
    await sectionHeading(page, 'Property Risk', { expanded: true }).waitFor();
    const fieldMessage = section(page, 'Property Risk').getByText(
      'This file was not uploaded with this proposal. Please upload it again.',
    );
    await fieldMessage.first().waitFor();
    await screenshot(page, 'proposal-server-field-error-1280');
    expect(await axeViolations(page)).toEqual([]);

    await uploadPlans(
      page,
      section(page, 'Property Risk'),
      /^Piling, shoring or underpinning plans/,
      'piling-plans-v2.pdf',
    );
    await next(page, 'Property Risk', 'Declaration');

    // Our fault: the popup gives the server's words, and every answer stays.
    const failure = errorResponse.parse({
      success: false,
      message: 'Something went wrong at our end. Please try again!',
    });
    await page.route('**/api/v1/quotes/get', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: failure }) : route.fallback(),
    );
    await section(page, 'Declaration').getByRole('button', { name: 'Submit' }).click();
    const popup = page.getByRole('alertdialog', { name: 'Quote Failed!' });
    await popup.getByText('Something went wrong at our end. Please try again!').waitFor();
    await screenshot(page, 'proposal-server-error-1280');
    expect(await axeViolations(page)).toEqual([]);
    await popup.getByRole('button', { name: 'Close' }).click();
    await sectionHeading(page, 'Policy Holder').click();
    expect(await doneSection(page, 'Policy Holder').getByRole('textbox', { name: 'First name' }).inputValue()).toBe(
      'Reese',
    );

    await page.unroute('**/api/v1/quotes/get');
    await sectionHeading(page, 'Declaration').click();
    await section(page, 'Declaration').getByRole('button', { name: 'Submit' }).click();
    await page.getByRole('heading', { level: 1, name: 'Quote Referred!' }).waitFor();
    expect(journey.pageErrors).toEqual([]);
  });
});
