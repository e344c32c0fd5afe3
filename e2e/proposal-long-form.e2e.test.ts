import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { recordScriptFiles } from './support/scriptFiles';
import { withPanelInsurer } from './support/staff';
import { declareAndSubmit, fillCleanProposal, propertyRiskQuestions, section } from './support/proposal';

const [deepExcavation, , , , , , , , , , , swimmingPoolOnly] = propertyRiskQuestions;

/** The long proposal form, every section, to each of the three answers the server gives. */
// A whole proposal is some 60 answers: on a busy 2-core machine a journey takes minutes.
describe('the proposal form to a result', { timeout: 300_000 }, () => {
  const journey = useBrowser();

  it('a clean proposal with an insurer on the panel is quoted, with its premium, the pay link e-mailed and Pay now to the pay screen', async () => {
    const removeInsurer = await withPanelInsurer(journey.baseUrl, 'Harbour Underwriting LONGFORM');
    try {
      const page = await journey.newPage();
      await page.goto('/');
      await fillCleanProposal(page, { firstName: 'Olivia', surname: 'Quoted', email: 'olivia.quoted@example.com.au' });
      await screenshot(page, 'proposal-declaration-1280');
      expect(await axeViolations(page)).toEqual([]);
      // The result page's code comes while the proposal is priced, and the pay screen's while the
      // customer reads the result: Pay now does not wait for code.
      const scriptFiles = recordScriptFiles(page);
      const pageCode = (): string[] =>
        scriptFiles.flatMap((file) => /^(ResultPage|QuotePayPage)-/.exec(file)?.[1] ?? []);
      await declareAndSubmit(page);

      await page.getByRole('heading', { level: 1, name: 'Quote Submitted Successfully!' }).waitFor();
      await expect.poll(pageCode).toEqual(['ResultPage', 'QuotePayPage']);
      const main = await page.getByRole('main').innerText();
      expect(main).toMatch(/Reference: BC-\d{6}/);
      expect(main).toMatch(/the total premium is \$[\d,]+\.\d\d/);
      expect(main).toContain('We have e-mailed you a link to pay, and you can pay now.');
      for (const name of ['Pay now', 'View your quote', 'Back to Home'])
        await page.getByRole('button', { name, exact: true }).waitFor();
      await screenshot(page, 'proposal-quoted-1280');
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 375, height: 812 });
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      await screenshot(page, 'proposal-quoted-375');
      expect(await axeViolations(page)).toEqual([]);

      // Pay now opens the pay screen of this quote, the page the e-mailed link opens.
      await page.getByRole('button', { name: 'Pay now' }).click();
      await page.waitForURL(/\/quotes\/pay\/[\w-]+$/);
      await page.getByRole('heading', { level: 1, name: 'Review and pay' }).waitFor();
      await page.getByText(/^I have read the Product Disclosure Statement/).waitFor();
      await screenshot(page, 'proposal-quoted-pay-375');

      // The answers were sent: the form starts blank again.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goBack();
      await page.getByRole('button', { name: 'Back to Home' }).click();
      await page.getByRole('heading', { level: 1, name: 'Owner-builder insurance quote' }).waitFor();
      expect(await section(page, 'Policy Holder').getByRole('textbox', { name: 'First name' }).inputValue()).toBe('');
    } finally {
      await removeInsurer();
    }
    expect(journey.pageErrors).toEqual([]);
  });

  it('a proposal with deep excavation is referred to a broker', async () => {
    const page = await journey.newPage();
    await page.goto('/');
    await fillCleanProposal(
      page,
      { firstName: 'Ravi', surname: 'Referred', email: 'ravi.referred@example.com.au' },
      { risksYes: [deepExcavation!] },
    );
    await declareAndSubmit(page);
    await page.getByRole('heading', { level: 1, name: 'Quote Referred!' }).waitFor();
    expect(await page.getByRole('main').innerText()).toContain('a broker will contact you');
    await screenshot(page, 'proposal-referred-1280');
    expect(await axeViolations(page)).toEqual([]);
    expect(journey.pageErrors).toEqual([]);
  });

  it('a swimming-pool-only contract shows the note without blocking, and is declined (phone width)', async () => {
    const page = await journey.newPage({ width: 375, height: 812 });
    await page.goto('/');
    await fillCleanProposal(
      page,
      { firstName: 'Dana', surname: 'Declined', email: 'dana.declined@example.com.au' },
      {
        risksYes: [swimmingPoolOnly!],
        onPropertyRisk: async () => {
          await section(page, 'Property Risk')
            .getByText('Owner Builder Insurance does not cover swimming pool work or installation.')
            .waitFor();
          await screenshot(page, 'proposal-property-risk-note-375');
          expect(await axeViolations(page)).toEqual([]);
        },
      },
    );
    await screenshot(page, 'proposal-declaration-375');
    await declareAndSubmit(page);
    await page.getByRole('heading', { level: 1, name: 'Quote Declined!' }).waitFor();
    // The result opens at its top, where the form's Submit button was far down the page, with the focus on it.
    expect(await page.evaluate(() => ({ scrolled: window.scrollY, focused: document.activeElement?.id }))).toEqual({
      scrolled: 0,
      focused: 'main',
    });
    expect(await page.getByRole('main').innerText()).toContain('Sorry, we cannot offer cover');
    await screenshot(page, 'proposal-declined-375');
    expect(await axeViolations(page)).toEqual([]);
    expect(journey.pageErrors).toEqual([]);
  });
});
