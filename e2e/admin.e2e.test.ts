import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2eAdmin } from './support/admin';
import { fillLogin, logInAsAdmin } from './support/adminLogin';
import { screenshot, useBrowser } from './support/browser';
import { recordScriptFiles } from './support/scriptFiles';

/** Back office: the login screen, the shell (sidebar, header, user menu), logout and the narrow-screen menu. */
describe('back office', () => {
  const journey = useBrowser();
  const path = (url: string) => new URL(url).pathname;

  it('sends a visitor to the login screen and refuses a wrong password', async () => {
    const page = await journey.newPage();
    await page.goto('/admin');
    await page.waitForURL('**/admin/login');
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await screenshot(page, 'admin-login');

    // The shell's and the dashboard's code are not in the login page's load; they come while the
    // user fills the form in, so Login does not wait for them.
    const scriptFiles = recordScriptFiles(page);
    const signedInCode = (): string[] =>
      scriptFiles.flatMap((file) => /^(AdminShell|DashboardPage)-/.exec(file)?.[1] ?? []).sort();
    await page.waitForLoadState('networkidle');
    expect(signedInCode()).toEqual([]);
    await fillLogin(page, 'not-the-password');
    await expect.poll(signedInCode).toEqual(['AdminShell', 'DashboardPage']);
    expect(path(page.url())).toBe('/admin/login');
    // Hold the real call for a moment, so the pending label can be read without racing the server.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/auth/login', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Logging in...' }).waitFor();
    release();

    const alert = page.getByRole('alert');
    await alert.waitFor();
    expect(await alert.innerText()).toBe('Invalid credentials');
    expect(path(page.url())).toBe('/admin/login');
    expect(await page.getByRole('button', { name: 'Login' }).isEnabled()).toBe(true);
    await screenshot(page, 'admin-login-invalid');
    expect(journey.pageErrors).toEqual([]);
  });

  it('logs in to the dashboard, moves between tabs, and logs out for good', async () => {
    const page = await journey.newPage();
    await logInAsAdmin(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard Insights' }).waitFor();
    expect(await page.getByRole('banner').innerText()).toContain('Welcome');
    // Signed in, the focus is on the screen (the pressed Login button is gone), as after a page load.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await screenshot(page, 'admin-dashboard');

    const sidebar = page.getByRole('navigation', { name: 'Back office' });
    // On a wide screen the sidebar is always there and the hamburger is not.
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    expect(await sidebar.getByRole('link').allInnerTexts()).toEqual([
      'Dashboard',
      'Insurers',
      'Insured',
      'Policy',
      'Quotes',
      'Transactions',
      'Users',
    ]);
    // A tab pointed at loads its screen's code before the click.
    const scriptFiles = recordScriptFiles(page);
    await sidebar.getByRole('link', { name: 'Quotes' }).hover();
    await expect.poll(() => scriptFiles.filter((file) => file.startsWith('QuotesListPage-')).length).toBe(1);
    expect(path(page.url())).toBe('/admin/dashboard');
    await sidebar.getByRole('link', { name: 'Quotes' }).click();
    await page.waitForURL('**/admin/quotes');
    await page.getByRole('heading', { level: 1, name: 'Quote Insights' }).waitFor();
    expect(await sidebar.getByRole('link', { name: 'Quotes' }).getAttribute('aria-current')).toBe('page');
    // The new screen has the focus, so Tab goes on in it rather than from the top of the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main-content');
    await page.keyboard.press('Tab');
    expect(
      await page.getByRole('searchbox', { name: 'Search quotes' }).evaluate((box) => box === document.activeElement),
    ).toBe(true);

    // The user menu is the button named by the signed-in user.
    await page.getByRole('button', { name: new RegExp(e2eAdmin.username.replace(/[.+]/g, '\\$&')) }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL('**/admin/login');
    await page.reload();
    await page.getByRole('button', { name: 'Login' }).waitFor();
    expect(path(page.url())).toBe('/admin/login');
    // A protected screen opened directly also goes back to the login, which returns there after signing in.
    await page.goto('/admin/quotes');
    await page.waitForURL('**/admin/login?next=%2Fquotes');
    expect(journey.pageErrors).toEqual([]);
  });

  it("at 1280 px lines up the dashboard's Mail outbox link and the Add Insurer button with the controls beside them and the table's right edge", async () => {
    const page = await journey.newPage();
    await logInAsAdmin(page);
    const middle = async (locator: Locator): Promise<number> => {
      const box = (await locator.boundingBox())!;
      return box.y + box.height / 2;
    };
    const outbox = page.getByRole('link', { name: 'Mail outbox' });
    await outbox.waitFor();
    expect(
      Math.abs((await middle(outbox)) - (await middle(page.getByRole('button', { name: 'Show', exact: true })))),
    ).toBeLessThanOrEqual(1);

    await page.goto('/admin/insurers');
    const add = page.getByRole('button', { name: 'Add Insurer' });
    await add.waitFor();
    const search = (await page.getByRole('searchbox', { name: 'Search insurers' }).boundingBox())!;
    const button = (await add.boundingBox())!;
    expect({ top: button.y, bottom: button.y + button.height }).toEqual({
      top: search.y,
      bottom: search.y + search.height,
    });
    // …and ends where the table ends.
    const table = (await page.getByRole('grid', { name: 'Insurers' }).boundingBox())!;
    expect(Math.abs(button.x + button.width - (table.x + table.width))).toBeLessThanOrEqual(1);
    await screenshot(page, 'admin-insurers-1280');
    expect(journey.pageErrors).toEqual([]);
  });

  it('on a phone-sized screen, the hamburger opens the menu and the menu navigates', async () => {
    const page = await journey.newPage({ width: 390, height: 844 });
    await logInAsAdmin(page);
    await page.getByRole('heading', { level: 1, name: 'Dashboard Insights' }).waitFor();
    // The header fits: nothing scrolls sideways, and the user button (avatar only) is named in full.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: e2eAdmin.username }).waitFor();
    // The sidebar gives way to the hamburger.
    const sidebar = page.locator('aside:has(nav[aria-label="Back office"])');
    expect(await sidebar.count()).toBe(1);
    expect(await sidebar.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await screenshot(page, 'admin-mobile-menu');

    await menu.getByRole('link', { name: 'Insurers' }).click();
    await page.waitForURL('**/admin/insurers');
    await menu.waitFor({ state: 'hidden' });
    await page.getByRole('heading', { level: 1, name: 'Insurer Insights' }).waitFor();
    expect(journey.pageErrors).toEqual([]);
  });
});
