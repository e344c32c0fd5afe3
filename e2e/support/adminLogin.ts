import type { Page } from 'playwright-core';
import { e2eAdmin } from './admin';

/** Fills the back office's login form (the page must be on /admin/login). */
export async function fillLogin(page: Page, password: string = e2eAdmin.password): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(e2eAdmin.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
}

/** Signs in as the e2e super_admin through the login screen and waits for the dashboard. */
export async function logInAsAdmin(page: Page): Promise<void> {
  await page.goto('/admin/login');
  await fillLogin(page);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}
