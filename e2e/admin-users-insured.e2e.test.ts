import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { computePremiumBreakdown, defaultInsurerRates, formatAud, type InsurerRates } from '@buildcover/domain';
import { e2eAdmin } from './support/admin';
import { screenshot, useBrowser } from './support/browser';
import { submitSampleQuote } from './support/quotes';
import { recordScriptFiles } from './support/scriptFiles';
import { staffApi } from './support/staff';

/** Back office: users managed by a super admin and refused to others; an insured edited with an additional holder; an insurer added, priced and removed. */
describe('back office users and insured', () => {
  const journey = useBrowser();
  const stamp = Date.now().toString(36);
  const password = 'Str0ng!Pass';

  async function logIn(page: Page, username: string, secret: string): Promise<void> {
    await page.goto('/admin/login');
    await page.getByRole('textbox', { name: 'Username' }).fill(username);
    await page.getByRole('textbox', { name: 'Password' }).fill(secret);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/admin/dashboard');
  }

  async function addUser(page: Page, name: string, email: string, type: 'Admin' | 'Normal'): Promise<void> {
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('textbox', { name: 'Full Name' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByLabel('Password').fill(password);
    await dialog.getByRole('button', { name: /User Type/ }).click();
    await page.getByRole('option', { name: type, exact: true }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('User created successfully!').waitFor();
  }

  it('a super admin adds, edits and deletes users; never themselves', async () => {
    const page = await journey.newPage();
    await logIn(page, e2eAdmin.username, e2eAdmin.password);
    // The user forms' code is not in the list's first load; it comes once the pointer is on the list.
    const scriptFiles = recordScriptFiles(page);
    const modalCode = (): string[] => scriptFiles.filter((file) => file.startsWith('UserModal-'));
    await page.goto('/admin/users');
    await page.getByRole('grid', { name: 'Users' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(modalCode()).toEqual([]);
    await page.getByRole('button', { name: 'Add User' }).hover();
    await expect.poll(() => modalCode().length).toBe(1);

    // The spec's messages before anything is sent.
    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'Create' }).click();
    await dialog.getByText('Name is required').waitFor();
    await dialog.getByText('User type is required').waitFor();
    await screenshot(page, 'admin-users-add-errors-1280');
    await dialog.getByRole('button', { name: 'Close' }).click();

    await addUser(page, `Avery Admin ${stamp}`, `avery-${stamp}@broker.test`, 'Admin');
    await addUser(page, `Nora Normal ${stamp}`, `nora-${stamp}@broker.test`, 'Normal');
    await addUser(page, `Leo Leaver ${stamp}`, `leo-${stamp}@broker.test`, 'Normal');
    const grid = page.getByRole('grid', { name: 'Users' });
    await grid.getByText(`Leo Leaver ${stamp}`).waitFor();

    await page.getByRole('button', { name: `Edit Nora Normal ${stamp}` }).click();
    const edit = page.getByRole('dialog', { name: 'Update User' });
    await edit.getByRole('textbox', { name: 'Full Name' }).fill(`Nora Newname ${stamp}`);
    await edit.getByRole('button', { name: 'Update' }).click();
    await page.getByText('User updated successfully!').waitFor();
    await grid.getByText(`Nora Newname ${stamp}`).waitFor();

    await page.getByRole('button', { name: `Delete Leo Leaver ${stamp}` }).click();
    await page.getByRole('alertdialog', { name: 'Delete User' }).getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('User deleted successfully!').waitFor();
    await expect.poll(() => grid.getByText(`Leo Leaver ${stamp}`).count()).toBe(0);

    // The signed-in super admin has no Delete of their own, and cannot change their own type or status.
    const owner = (await staffApi(journey.baseUrl)).call<{ results: { name: string }[] }>(
      'GET',
      `/users/search?q=${encodeURIComponent(e2eAdmin.username)}`,
    );
    const ownerName = (await owner).results[0]!.name;
    await page.getByRole('searchbox', { name: /Search users/ }).fill(e2eAdmin.username);
    // The owner's row may already show unsearched: press Edit on the searched list, not one the search replaces.
    await page.waitForURL((url) => url.searchParams.get('q') === e2eAdmin.username);
    await page.getByText('Searching...').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Edit ${ownerName}` }).waitFor();
    expect(await page.getByRole('button', { name: `Delete ${ownerName}` }).count()).toBe(0);
    await page.getByRole('button', { name: `Edit ${ownerName}` }).click();
    const self = page.getByRole('dialog', { name: 'Update User' });
    expect(await self.getByRole('checkbox', { name: 'Active' }).isDisabled()).toBe(true);
    await self.getByText('You cannot change your own user type or status.').waitFor();
    await screenshot(page, 'admin-users-self-1280');
    await self.getByRole('button', { name: 'Close' }).click();
    await page.getByRole('searchbox', { name: /Search users/ }).fill('');

    // The same list on a phone.
    const phone = await journey.newPage({ width: 375, height: 812 });
    await logIn(phone, e2eAdmin.username, e2eAdmin.password);
    await phone.goto(`/admin/users?q=${stamp}`);
    await phone.getByText(`Avery Admin ${stamp}`).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'admin-users-375');
    await phone.getByRole('button', { name: `Edit Nora Newname ${stamp}` }).click();
    await phone.getByRole('dialog', { name: 'Update User' }).waitFor();
    await screenshot(phone, 'admin-users-edit-375');
    await screenshot(page, 'admin-users-1280');
    expect(journey.pageErrors).toEqual([]);
  });

  it('refuses users to an admin and a normal user, on screen and on the server', async () => {
    for (const [name, email] of [
      [`Avery Admin ${stamp}`, `avery-${stamp}@broker.test`],
      [`Nora Newname ${stamp}`, `nora-${stamp}@broker.test`],
    ] as const) {
      const api = await staffApi(journey.baseUrl, { username: email, password });
      await expect(api.call('GET', '/users')).rejects.toThrow(/answered 403/);
      await expect(
        api.call('POST', '/users', {
          name: 'Sneaky',
          email: `sneaky-${stamp}@broker.test`,
          user_type: 'super_admin',
          password,
          status: true,
        }),
      ).rejects.toThrow(/answered 403/);
      const page = await journey.newPage();
      await logIn(page, email, password);
      await page.goto('/admin/users');
      await page.getByText('Only a super admin can manage users.').waitFor();
      expect(await page.getByRole('button', { name: 'Add User' }).count()).toBe(0);
      expect(name).toBeTruthy();
    }
  });

  it('Profile Settings changes one own name and password; the current password is required', async () => {
    const email = `avery-${stamp}@broker.test`;
    const page = await journey.newPage();
    await logIn(page, email, password);
    await page.getByRole('button', { name: email }).click();
    await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
    await page.waitForURL('**/admin/profile');
    await page.getByRole('heading', { level: 1, name: 'Profile Settings' }).waitFor();
    await page.getByRole('textbox', { name: 'Full Name' }).fill(`Avery Renamed ${stamp}`);
    await page.getByLabel('New Password', { exact: true }).fill('N3w!Password');
    await page.getByLabel('Confirm New Password').fill('N3w!Password');
    await page.getByLabel('Current Password').fill('Wrong!Pass1');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Current password is incorrect').waitFor();
    await page.getByLabel('Current Password').fill(password);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Profile updated successfully! Your other sessions have been signed out.').waitFor();
    await screenshot(page, 'admin-profile-1280');
    // This session carries on; the new password signs in.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1, name: 'Dashboard Insights' }).waitFor();
    await staffApi(journey.baseUrl, { username: email, password: 'N3w!Password' });
    expect(journey.pageErrors).toEqual([]);
  });

  it('edits an insured and adds an additional holder', async () => {
    const surname = `Holder${stamp}`;
    await submitSampleQuote(journey.baseUrl, surname);
    const api = await staffApi(journey.baseUrl);
    const found = await api.call<{ results: { id: number; full_name: string }[] }>(
      'GET',
      `/insured/search?q=${surname}&start=0&limit=10`,
    );
    const insured = found.results[0]!;

    const page = await journey.newPage();
    await logIn(page, e2eAdmin.username, e2eAdmin.password);
    await page.goto(`/admin/insured?q=${surname}`);
    await page.getByRole('grid', { name: 'Insured' }).getByText(insured.full_name).click();
    await page.waitForURL(`**/admin/insured/${insured.id}`);
    await page.getByRole('heading', { level: 2, name: insured.full_name }).waitFor();
    await page.getByText('Insured ID').waitFor();
    expect(await page.getByRole('region', { name: 'Additional Holder Details' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByRole('checkbox', { name: 'This policy has an additional holder' }).check({ force: true });
    const extra = page.getByRole('region', { name: 'Additional Holder Details' });
    await extra.getByRole('button', { name: /Title/ }).click();
    await page.getByRole('option', { name: 'Mr', exact: true }).click();
    await extra.getByRole('textbox', { name: 'First Name' }).fill('John');
    await extra.getByRole('textbox', { name: 'Last Name' }).fill(surname);
    await extra.getByRole('textbox', { name: 'Email' }).fill('john@');
    await page.getByRole('button', { name: 'Save' }).click();
    await extra.getByText("Please enter the additional policy holder's contact phone number.").waitFor();
    await extra.getByRole('textbox', { name: 'Contact Number' }).fill('0498765432');
    await extra.getByRole('textbox', { name: 'Email' }).fill('john@example.com');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Details updated successfully!').waitFor();
    const block = page.getByRole('region', { name: 'Additional Holder Details' });
    await block.getByText(`John ${surname}`).waitFor();
    await screenshot(page, 'admin-insured-detail-1280');

    // The holder's quotes and policies: their insured_id exactly, not a search by name.
    await page.getByRole('link', { name: `Quotes of ${insured.full_name}` }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/quotes' && url.searchParams.get('insured_id') === String(insured.id),
    );
    await page
      .getByRole('status')
      .filter({ hasText: `Quotes of ${insured.full_name}` })
      .waitFor();
    const quotesGrid = page.getByRole('grid', { name: 'Quotes' });
    await quotesGrid.getByText(insured.full_name).waitFor();
    expect(await quotesGrid.getByRole('row').count()).toBe(2);
    await page.goBack();
    await page.getByRole('link', { name: `Policies of ${insured.full_name}` }).click();
    await page.waitForURL(
      (url) => url.pathname === '/admin/policy' && url.searchParams.get('insured_id') === String(insured.id),
    );
    // Nothing paid yet: no policy is bound.
    await page.getByRole('grid', { name: 'Policies' }).getByText('No records available').waitFor();
    await page.getByRole('button', { name: 'Show all' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/policy' && !url.searchParams.has('insured_id'));
    await page.goto(`/admin/insured/${insured.id}`);

    const stored = await api.call<{ data: { add_holder: { email: string } | null } }>('GET', `/insured/${insured.id}`);
    expect(stored.data.add_holder?.email).toBe('john@example.com');

    const phone = await journey.newPage({ width: 375, height: 812 });
    await logIn(phone, e2eAdmin.username, e2eAdmin.password);
    await phone.goto(`/admin/insured/${insured.id}`);
    await phone.getByRole('region', { name: 'Additional Holder Details' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'admin-insured-detail-375');
    await phone.goto('/admin/insured/999999');
    await phone.getByText('No insured found').waitFor();
    expect(journey.pageErrors).toEqual([]);
  });

  it('adds an insurer (an invalid ABN refused first), changes its pricing, prices a new proposal by it, and deletes it', async () => {
    const uid = `E2E${stamp}`.slice(0, 12).toUpperCase();
    const name = `Sortable Mutual ${stamp}`;
    const page = await journey.newPage();
    await logIn(page, e2eAdmin.username, e2eAdmin.password);
    await page.goto('/admin/insurers');
    await page.getByRole('button', { name: 'Add Insurer' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Insurer' });
    await dialog.getByRole('textbox', { name: 'ABN' }).fill('1234');
    await dialog.getByText('ABN must contain exactly 11 digits').waitFor();
    expect(await dialog.getByRole('button', { name: 'Create' }).isDisabled()).toBe(true);
    await screenshot(page, 'admin-insurer-add-1280');
    const values: [string, string][] = [
      ['Name', name],
      ['Email', 'uw@sortable.test'],
      ['Contact No', '0291234567'],
      ['Street', '1 George St'],
      ['Suburb', 'Sydney'],
      ['Postcode', '2000'],
      ['ABN', '51 824 753 556'],
      ['AFSL', '123456'],
      ['Underwriter', 'Sortable Underwriting'],
      ['UID', uid],
      ['FSG Version', '1'],
      ['PDS Version', '1'],
      ['Privacy Version', '1'],
      ['Advice Type', 'General'],
      ['Advice Given', 'General advice only'],
      ['Commission (%)', '15'],
      ['Associate Commission (%)', '5'],
    ];
    for (const [label, value] of values) await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
    await dialog.getByRole('button', { name: /State/ }).click();
    await page.getByRole('option', { name: 'New South Wales' }).click();
    await dialog.getByRole('button', { name: 'Create' }).click();
    await page.getByText('Insurer created successfully!').waitFor();

    await page.getByRole('searchbox', { name: /Search insurers/ }).fill(uid);
    // The search applies after its debounce and redraws the rows: press Pricing on the settled list.
    await page.waitForURL((url) => url.searchParams.get('q') === uid);
    await page.getByText('Searching...').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: `Pricing settings of ${name}` }).click();
    await page.getByRole('heading', { level: 2, name: `Pricing settings of ${name}` }).waitFor();
    const duty = page.getByRole('textbox', { name: 'Stamp duty NSW' });
    await duty.fill('9.5x');
    await page.getByText('Enter a percentage from 0 to 100, with up to 2 decimals.').waitFor();
    await duty.fill('9.5');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await page.getByText('Insurer settings updated successfully!').waitFor();
    await screenshot(page, 'admin-insurer-settings-1280');

    // A new proposal is priced by the insurer's own settings: NSW duty at 9.5 % on the dutiable amount.
    const api = await staffApi(journey.baseUrl);
    const quote = await submitSampleQuote(journey.baseUrl, `Priced${stamp}`);
    const found = await api.call<{ results: { id: number; ref: string }[] }>(
      'GET',
      `/quotes/search?q=${quote.ref}&start=0&limit=10`,
    );
    const detail = await api.call<{
      data: {
        insurer: { name: string } | null;
        address: { state: string | null } | null;
        policy: { premium: Record<string, string> };
      };
    }>('GET', `/quotes/${found.results[0]!.id}`);
    expect(detail.data.insurer?.name).toBe(name);
    const stored = detail.data.policy.premium;
    const priced = (rates: InsurerRates) =>
      computePremiumBreakdown({
        base: stored.base!,
        association_fee: stored.association_fee!,
        insurer_fee: stored.insurer_fee!,
        broker_fee: stored.broker_fee!,
        commission_percent: '15',
        associate_commission_percent: '5',
        state: 'NSW',
        rates,
      });
    const withSettings = priced({
      ...defaultInsurerRates,
      stampDutyBasisPoints: { ...defaultInsurerRates.stampDutyBasisPoints, NSW: 950 },
    });
    expect(withSettings.total_amount).not.toBe(priced(defaultInsurerRates).total_amount);
    expect(stored.stamp_duty).toBe(withSettings.stamp_duty);
    expect(stored.total_amount).toBe(withSettings.total_amount);
    // Staff see that premium in the Quotes list.
    await page.goto(`/admin/quotes?q=${quote.ref}`);
    await page
      .getByRole('grid', { name: 'Quotes' })
      .getByRole('gridcell', { name: formatAud(withSettings.total_amount) })
      .waitFor();
    await page.goBack();
    const phone = await journey.newPage({ width: 375, height: 812 });
    await logIn(phone, e2eAdmin.username, e2eAdmin.password);
    await phone.goto(page.url().replace(/^https?:\/\/[^/]+/, ''));
    await phone.getByRole('textbox', { name: 'Stamp duty NSW' }).waitFor();
    expect(await phone.getByRole('textbox', { name: 'Stamp duty NSW' }).inputValue()).toBe('9.5');
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await screenshot(phone, 'admin-insurer-settings-375');
    await phone.goto(`/admin/insurers?q=${uid}`);
    await phone.getByRole('button', { name: `View ${name}` }).click();
    await phone.getByRole('dialog', { name: 'Insurer Details' }).getByText('15.00%').waitFor();
    await screenshot(phone, 'admin-insurer-view-375');

    await page.goBack();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete Insurer' });
    await confirm.getByText(uid).waitFor();
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Insurer deleted successfully!').waitFor();
    expect(journey.pageErrors).toEqual([]);
  });
});
