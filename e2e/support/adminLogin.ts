import type { Page } from 'playwright-core';
import { e2eAdmin } from './admin';

/** Fills the back office's login form (the page must be on /admin/login). */
export async function fillLogin(
  page: Page,
  password: string = e2eAdmin.password,
  username: string = e2eAdmin.username,
): Promise<void> {
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Password' }).fill(password);
}

/** Signs in through the login screen (as the e2e super_admin unless told) and waits for the dashboard. */
export async function logInAsAdmin(
  page: Page,
  credentials: { username: string; password: string } = e2eAdmin,
): Promise<void> {
  await page.goto('/admin/login');
  await fillLogin(page, credentials.password, credentials.username);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/admin/dashboard');
}
