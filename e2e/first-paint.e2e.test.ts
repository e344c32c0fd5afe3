import type { Page, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { fillLogin } from './support/adminLogin';
import { useBrowser } from './support/browser';
import { noScriptNote } from './support/noScript';

/**
 * Issue 14's "paint before JavaScript": each public page's HTML carries its first paint (prerendered
 * at build time from the same components), and the app takes it over (hydrates) without repainting.
 */
/** Holds the page's scripts back until `release`: what a slow phone shows before the app takes over. */
async function holdScripts(page: Page): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route('**/*.js', (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      released = true;
      for (const route of held.splice(0)) await route.continue();
    },
  };
}

describe('first paint before JavaScript', () => {
  const journey = useBrowser();

  it("shows the form page's heading, intro and first fields with every script blocked", async () => {
    const page = await journey.newPage({ width: 375, height: 812 });
    await page.route('**/*.js', (route) => route.abort());
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Owner-builder insurance quote');
    expect(await page.getByText('Tell us about you, the property and the building work.').isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'First name' }).first().isVisible()).toBe(true);
    // Styled: the prerender carried the page's styles (the header is laid out, not raw HTML).
    const headerLinkColour = await page
      .getByRole('banner')
      .getByRole('link', { name: 'Home' })
      .evaluate((link) => getComputedStyle(link).color);
    expect(headerLinkColour).not.toBe('rgb(0, 0, 238)');

    await page.goto('/about');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('About BuildCover');
  });

  it('paints each prerendered page before asking for any of its scripts', async () => {
    // However quickly the scripts would come, the first paint does not wait for them (on localhost
    // they arrive within milliseconds, and a page that names them in its HTML runs them before painting).
    for (const path of ['/', '/quotes/get', '/admin/login']) {
      const page = await journey.newPage();
      await page.goto(path);
      // The scripts come after the paint: wait for the app's entry to have been asked for.
      await page.waitForFunction(() =>
        performance.getEntriesByType('resource').some((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name)),
      );
      const { firstPaint, scriptRequests } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        scriptRequests: (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((entry) => entry.initiatorType !== 'fetch' && /\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
      expect(scriptRequests.length, path).toBeGreaterThan(0);
      expect(Math.min(...scriptRequests), path).toBeGreaterThanOrEqual(firstPaint);
    }
    expect(journey.pageErrors).toEqual([]);
  });

  it('hydrates the prerendered form without errors: typing and Contact Us work', async () => {
    const page = await journey.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.headers()['content-encoding']).toBe('br');
    const firstName = page.getByRole('textbox', { name: 'First name' }).first();
    await firstName.fill('Alexandra');
    expect(await firstName.inputValue()).toBe('Alexandra');
    await page.getByRole('banner').getByRole('button', { name: 'Contact Us' }).click();
    await page.getByRole('dialog', { name: 'Contact Details' }).waitFor();
    // React's production build, as customers get it: its fibers carry no development-only owner.
    const developmentReact = await page.getByRole('heading', { level: 1 }).evaluate((heading) => {
      const fiberKey = Object.keys(heading).find((key) => key.startsWith('__reactFiber$'));
      return fiberKey ? '_debugOwner' in (heading as unknown as Record<string, object>)[fiberKey]! : null;
    });
    expect(developmentReact).toBe(false);
    expect(consoleErrors).toEqual([]);
    expect(journey.pageErrors).toEqual([]);
  });

  it('keeps what a quick visitor types and presses before the app has taken the page over', async () => {
    const page = await journey.newPage({ width: 375, height: 812 });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const scripts = await holdScripts(page);
    await page.goto('/quotes/get', { waitUntil: 'commit' });
    await page.getByRole('heading', { level: 2, name: 'Insurance', exact: true }).waitFor();
    await page.getByRole('textbox', { name: 'First name' }).first().fill('Quick');
    await page.getByRole('button', { name: 'Next', exact: true }).click();
    await scripts.release();

    // The press counts once the app can act on it: Next checks the step, and the answer is still there.
    await page.getByText(/^Please correct the following \d+ errors and try again\.$/).waitFor();
    expect(await page.getByRole('heading', { level: 2, name: 'Insurance', exact: true }).isVisible()).toBe(true);
    expect(await page.getByRole('textbox', { name: 'First name' }).first().inputValue()).toBe('Quick');
    expect(await page.getByRole('link', { name: /^First name:/ }).count()).toBe(0);
    expect(consoleErrors).toEqual([]);

    const login = await journey.newPage();
    const loginScripts = await holdScripts(login);
    await login.goto('/admin/login', { waitUntil: 'commit' });
    await fillLogin(login);
    await login.getByRole('button', { name: 'Login' }).click();
    await loginScripts.release();
    await login.waitForURL('**/admin/dashboard');
    expect(journey.pageErrors).toEqual([]);
  });

  it('shows the back-office login form with every script blocked, and signs in once the app has taken it over', async () => {
    const blocked = await journey.newPage({ width: 375, height: 812 });
    await blocked.route('**/*.js', (route) => route.abort());
    await blocked.goto('/admin/login');
    expect(await blocked.getByRole('heading', { level: 1 }).innerText()).toBe('Login');
    expect(await blocked.getByRole('textbox', { name: 'Username' }).isVisible()).toBe(true);

    // A browser that runs no script submits the form itself: the password must not go into the address.
    const noScripts = await journey.newPage({ width: 375, height: 812 }, { javaScriptEnabled: false });
    const sent: { method: string; url: string }[] = [];
    noScripts.on(
      'request',
      (request) => void (request.isNavigationRequest() && sent.push({ method: request.method(), url: request.url() })),
    );
    await noScripts.goto('/admin/login');
    expect(await noScriptNote(noScripts).innerText()).toContain('Turn on JavaScript to sign in');
    await noScripts.getByRole('textbox', { name: 'Username' }).fill('staff@example.com');
    await noScripts.getByLabel('Password', { exact: true }).fill('Secret#Passw0rd');
    await noScripts.getByRole('button', { name: 'Login' }).click();
    // Back to the login page (303), which says again what it needs.
    await expect.poll(() => sent.map((request) => request.method).join(' ')).toBe('GET POST GET');
    expect(sent.map((request) => request.url).join(' ')).not.toContain('Passw0rd');
    expect(new URL(noScripts.url()).pathname).toBe('/admin/login');
    expect(await noScriptNote(noScripts).innerText()).toContain('Turn on JavaScript to sign in');

    const page = await journey.newPage();
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto('/admin/login');
    await fillLogin(page);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');
    expect(consoleErrors).toEqual([]);
    expect(journey.pageErrors).toEqual([]);
  });
});
