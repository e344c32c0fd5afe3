import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { screenshot, useBrowser } from './support/browser';
import { hasFocus } from './support/focus';
import { withPanelInsurer } from './support/staff';
import {
  answer,
  fillCoverage,
  fillHolderRisk,
  fillPolicyHolder,
  fillPreviousClaims,
  fillProjectDetails,
  fillPropertyLocation,
  fillPropertyRisk,
  section,
} from './support/proposal';

/** The step-by-step proposal at /quotes/get, from a blank form to a quote. */
describe('the proposal step by step to a quote', { timeout: 300_000 }, () => {
  const journey = useBrowser();

  it('Insurance, Cover, then Review and declare: quoted, at laptop and phone widths', async () => {
    const removeInsurer = await withPanelInsurer(journey.baseUrl, 'Harbour Underwriting WIZARD');
    try {
      const page = await journey.newPage();
      await page.goto('/quotes/get');
      const stepHeading = (name: string) => page.getByRole('heading', { level: 2, name, exact: true });
      const next = page.getByRole('button', { name: 'Next', exact: true });
      const progress = page.getByRole('progressbar', { name: 'Form progress' });
      await stepHeading('Insurance').waitFor();
      expect(await page.getByRole('button', { name: 'Back', exact: true }).isDisabled()).toBe(true);
      expect(await progress.getAttribute('aria-valuetext')).toBe('Step 1 of 3');

      // Next on a blank step stays there, with the wizard's words in a focused summary.
      await next.click();
      const summary = page.getByText(/^Please correct the following \d+ errors and try again\.$/);
      await summary.waitFor();
      await page.getByRole('link', { name: 'Contact phone number: Contact Phone Number is required.' }).waitFor();
      await screenshot(page, 'wizard-insurance-errors-1280');
      expect(await axeViolations(page)).toEqual([]);

      await fillPolicyHolder(page, { firstName: 'Wendy', surname: 'Wizard', email: 'wendy.wizard@example.com.au' });
      await fillPropertyLocation(page);
      await fillProjectDetails(page);
      await next.click();
      await stepHeading('Cover').waitFor();
      expect(await hasFocus(stepHeading('Cover'))).toBe(true);
      expect(await progress.getAttribute('aria-valuetext')).toBe('Step 2 of 3');

      await fillCoverage(page);
      await fillPreviousClaims(page);
      await fillHolderRisk(page);

      // Plans upload as soon as they are chosen; a type not offered is refused in words; Remove removes.
      const risks = section(page, 'Property Risk');
      await answer(risks, /piling, or shoring or underpinning/, 'Yes');
      const choose = risks.getByRole('button', { name: /^Piling, shoring or underpinning plans/ });
      const chooser = page.waitForEvent('filechooser');
      await choose.click();
      await (await chooser).setFiles({
        name: 'setup.exe',
        mimeType: 'application/octet-stream',
        buffer: Buffer.from('MZ'),
      });
      await risks.getByText('setup.exe: choose a PDF, Word, JPEG or PNG file.').waitFor();
      const again = page.waitForEvent('filechooser');
      await choose.click();
      await (await again).setFiles({
        name: 'piling-plans.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
      });
      await risks.getByRole('button', { name: 'Remove piling-plans.pdf' }).waitFor();
      await risks.getByRole('button', { name: 'Remove piling-plans.pdf' }).click();
      await risks.getByRole('button', { name: /^Piling, shoring or underpinning plans.*Choose file$/ }).waitFor();
      expect(await risks.getByRole('list', { name: 'Chosen files' }).count()).toBe(0);
      await fillPropertyRisk(page);
      await page.setViewportSize({ width: 375, height: 812 });
      await screenshot(page, 'wizard-cover-375');
      expect(await axeViolations(page)).toEqual([]);
      await page.setViewportSize({ width: 1280, height: 900 });
      await next.click();

      await stepHeading('Review and declare').waitFor();
      expect(await next.isDisabled()).toBe(true);
      const answers = section(page, 'Your answers');
      expect(await answers.innerText()).toContain('Wendy');
      await screenshot(page, 'wizard-review-1280');
      expect(await axeViolations(page)).toEqual([]);

      // A Change link goes back to its question; the stepper comes back to the review.
      await answers.getByRole('button', { name: 'Change Suburb' }).click();
      await stepHeading('Insurance').waitFor();
      const suburb = section(page, 'Property Location').getByRole('textbox', { name: 'Suburb' });
      expect(await hasFocus(suburb)).toBe(true);
      await suburb.fill('Penrith');
      await page
        .getByRole('navigation', { name: 'Steps' })
        .getByRole('button', { name: /Review and declare/ })
        .click();
      await stepHeading('Review and declare').waitFor();
      expect(await section(page, 'Your answers').innerText()).toContain('Penrith');

      await page.setViewportSize({ width: 375, height: 812 });
      await screenshot(page, 'wizard-review-375');
      expect(await axeViolations(page)).toEqual([]);
      await section(page, 'Declaration')
        .getByText(/I declare that the information/)
        .click();
      await page.getByRole('button', { name: 'Submit', exact: true }).click();

      await page.getByRole('heading', { level: 1, name: 'Quote Submitted Successfully!' }).waitFor();
      const main = await page.getByRole('main').innerText();
      expect(main).toMatch(/Reference: BC-\d{6}/);
      expect(main).toMatch(/the total premium is \$[\d,]+\.\d\d/);
      await screenshot(page, 'wizard-quoted-375');
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await removeInsurer();
    }
    expect(journey.pageErrors).toEqual([]);
  });
});
