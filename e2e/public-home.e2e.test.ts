import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot, useBrowser } from './support/browser';
import { describeFocus, hasFocus, isInFocusedElement } from './support/focus';
import { noScriptNote } from './support/noScript';

/** The customer's first screen: header, Contact Details, footer and the proposal form's first sections. */
describe('public home', () => {
  const journey = useBrowser();

  async function openHome(): Promise<Page> {
    const page = await journey.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  it('shows the header, opens and closes Contact Details, and carries the licence statement', async () => {
    const page = await openHome();
    const banner = page.getByRole('banner');
    expect(await banner.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    const contactUs = banner.getByRole('button', { name: 'Contact Us' });
    await screenshot(page, 'public-home');

    await contactUs.click();
    const dialog = page.getByRole('dialog', { name: 'Contact Details' });
    await dialog.waitFor();
    expect(await dialog.getByRole('link', { name: '1300 975 707' }).getAttribute('href')).toBe('tel:+61300975707');
    expect(await dialog.innerText()).toContain('Level 5, 66 Clarence Street');
    expect(await dialog.getByRole('link', { name: 'Visit our contact page' }).getAttribute('href')).toBe('/contact');
    // The press opened the dialog, not the contact page a browser without JavaScript is sent to.
    expect(new URL(page.url()).pathname).toBe('/');
    await screenshot(page, 'public-contact-details');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    // Focus goes back to the button that opened the modal.
    expect(await hasFocus(contactUs)).toBe(true);

    const footer = await page.getByRole('contentinfo').innerText();
    expect(footer).toContain('BuildCover is a trading name of BuildCover Insurance Brokers Pty Ltd');
    expect(footer).toContain('holder of Australian Financial Services Licence');
    expect(journey.pageErrors).toEqual([]);
  });

  it('tells a browser without JavaScript what the form needs, and Contact Us still leads to the contact page', async () => {
    const page = await journey.newPage({ width: 375, height: 812 }, { javaScriptEnabled: false });
    await page.goto('/');
    const notice = noScriptNote(page);
    expect(await notice.isVisible()).toBe(true);
    expect(await notice.innerText()).toContain('Turn on JavaScript to get a quote');
    expect(await notice.innerText()).toContain('call us on 1300 975 707 and a broker will take your proposal');
    await screenshot(page, 'public-home-without-javascript-375');
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    await page.waitForURL((url) => url.pathname === '/contact');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Contact us');

    // A page whose content loads in the browser says why it does not come.
    await page.goto('/quotes/resume/not-a-saved-proposal');
    expect(await noScriptNote(page).innerText()).toContain('Turn on JavaScript to see this page');

    // A page the build does not prerender says why it is empty.
    await page.goto('/no-such-page');
    expect(await page.locator('noscript p').innerText()).toBe(
      'This page of BuildCover needs JavaScript. Turn it on in your browser’s settings and reload the page.',
    );

    // With JavaScript, neither note shows (nor is its code loaded), and the app draws that page itself (no hydration error).
    const withScripts = await journey.newPage();
    const scripts: string[] = [];
    withScripts.on('request', (request) => void (request.resourceType() === 'script' && scripts.push(request.url())));
    await withScripts.goto('/');
    await withScripts.getByRole('textbox', { name: 'First name' }).waitFor();
    await withScripts.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => url.includes('NoScriptNote'))).toEqual([]);
    expect(await noScriptNote(withScripts).isVisible()).toBe(false);
    // A path that is no page answers 404, and the page says so; real deep links stay 200.
    const missing = await withScripts.goto('/no-such-page');
    expect(missing?.status()).toBe(404);
    await withScripts.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    for (const path of ['/about', '/quotes/pay/not-a-quote', '/admin/quotes/1/notes'])
      expect((await fetch(`${journey.baseUrl}${path}`)).status, path).toBe(200);
    expect((await fetch(`${journey.baseUrl}/admin/no-such-page`)).status).toBe(404);
    expect(await withScripts.locator('noscript').count()).toBe(0);
    expect(journey.pageErrors).toEqual([]);
  });

  it('reaches the header, then every Policy Holder field in order, with Tab alone', async () => {
    const page = await openHome();
    const section = page.getByRole('group', { name: 'Policy Holder' });
    const stops = [
      page.getByRole('link', { name: 'Skip to main content' }),
      page.getByRole('banner').getByRole('link', { name: 'BuildCover' }),
      page.getByRole('banner').getByRole('link', { name: 'Home' }),
      page.getByRole('banner').getByRole('button', { name: 'Contact Us' }),
      page.getByRole('button', { name: 'Save and finish later' }),
      page.getByRole('button', { name: 'Start again' }),
      page.getByRole('button', { name: 'Policy Holder', exact: true }),
      section.getByRole('combobox', { name: /Title$/ }),
      section.getByRole('textbox', { name: 'First name' }),
      section.getByRole('textbox', { name: 'Surname' }),
      section.getByRole('textbox', { name: 'Contact phone number' }),
      section.getByRole('textbox', { name: 'Email address', exact: true }),
      section.getByRole('textbox', { name: 'Confirm email address' }),
      section.getByRole('textbox', { name: 'Client reference (WB code)' }),
      section.getByRole('textbox', { name: 'ABN' }),
      section.getByRole('radiogroup', { name: 'Is there an additional policy holder?' }),
      section.getByRole('button', { name: 'Next' }),
    ];
    for (const [index, stop] of stops.entries()) {
      await page.keyboard.press('Tab');
      expect(await hasFocus(stop), `Tab ${index + 1} reached ${await describeFocus(page)}`).toBe(true);
    }
    // Typing goes where the focus is: the keyboard alone fills a field.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.type('51824753556');
    expect(await section.getByRole('textbox', { name: 'ABN' }).inputValue()).toBe('51824753556');
  });

  it("Next on an empty section shows the spec's messages in a focused error summary", async () => {
    const page = await openHome();
    const section = page.getByRole('group', { name: 'Policy Holder' });
    expect(await page.getByRole('button', { name: 'Policy Holder', exact: true }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await section.getByRole('button', { name: 'Next' }).click();

    const summary = section
      .getByRole('alert')
      .filter({ hasText: /^Please correct the following \d+ errors and try again\./ });
    await summary.waitFor();
    await expect.poll(() => isInFocusedElement(summary)).toBe(true);
    for (const message of [
      'Please select an option.',
      'Please enter the first name.',
      'Please enter the surname.',
      'Please enter the contact phone number.',
    ]) {
      expect(await summary.getByRole('link', { name: message }).count(), message).toBeGreaterThan(0);
    }
    // The same words sit under the field, and the section stays locked.
    expect(await section.getByText('Please enter the first name.').count()).toBe(2);
    expect(await page.getByRole('button', { name: /^Property Location/ }).isDisabled()).toBe(true);
    await screenshot(page, 'public-error-summary');

    // The summary's link takes the user to the field.
    await summary.getByRole('link', { name: 'Please enter the surname.' }).click();
    expect(await hasFocus(section.getByRole('textbox', { name: 'Surname' }))).toBe(true);
    expect(journey.pageErrors).toEqual([]);
  });

  it('after a valid Policy Holder, the State select offers the eight states from the API and takes Victoria', async () => {
    const states = (
      (await (await fetch(`${journey.baseUrl}/api/v1/states`)).json()) as { data: { name: string }[] }
    ).data.map((s) => s.name);
    expect(states).toHaveLength(8);

    const page = await openHome();
    const holder = page.getByRole('group', { name: 'Policy Holder' });
    await holder.getByRole('combobox', { name: /Title$/ }).selectOption({ label: 'Ms' });
    await holder.getByRole('textbox', { name: 'First name' }).fill('Priya');
    await holder.getByRole('textbox', { name: 'Surname' }).fill('Natarajan');
    await holder.getByRole('textbox', { name: 'Contact phone number' }).fill('0412 345 678');
    await holder.getByRole('textbox', { name: 'Email address', exact: true }).fill('priya@example.com.au');
    await holder.getByRole('textbox', { name: 'Confirm email address' }).fill('priya@example.com.au');
    await holder
      .getByRole('radiogroup', { name: 'Is there an additional policy holder?' })
      .getByText('No', { exact: true })
      .click();
    await holder.getByRole('button', { name: 'Next' }).click();

    const location = page.getByRole('group', { name: 'Property Location' });
    // The browser's own select (ui's NativeSelect): its options after the placeholder are the API's states.
    const stateSelect = location.getByRole('combobox', { name: /State$/ });
    await stateSelect.locator('option', { hasText: states[0]! }).waitFor({ state: 'attached' });
    expect(await stateSelect.locator('option').allTextContents()).toEqual(['Select an option', ...states]);
    await screenshot(page, 'public-state-select');

    await stateSelect.selectOption({ label: 'Victoria' });
    expect(await stateSelect.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toBe(
      'Victoria',
    );
    // Victorian questions appear only for VIC.
    await location
      .getByText(/protection work for an adjoining property/)
      .first()
      .waitFor();
    expect(journey.pageErrors).toEqual([]);
  });
});
