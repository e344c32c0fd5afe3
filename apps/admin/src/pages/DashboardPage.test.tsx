import { useMockApi } from '@buildcover/api-client/testing';
import { noInsurerMessage } from '@buildcover/domain';
import { api } from '@buildcover/domain/api';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from '../quotes/editorApp.test-support';

const server = useMockApi();

const harbourMutual = {
  name: 'Harbour Mutual',
  email: 'cover@harbour.test',
  contact_no: '0290000000',
  street: '1 Quay St',
  suburb: 'Sydney',
  postcode: '2000',
  state: 'NSW',
  country: 'AU',
  abn: '51824753556',
  afsl: '123456',
  underwriter: 'Harbour Mutual Ltd',
  uid: 'HM-1',
  fsg_version: '1',
  pds_version: '1',
  privacy_version: '1',
  advice_type: 'General',
  advice_given: 'General advice only',
  commission: '20',
  associate_commission: '5',
} as const;

/** Opens a back-office tab as on a phone: jsdom has no wide screen, so the tabs are behind the menu button. */
async function goTo(user: ReturnType<typeof renderAdminAt>['user'], tab: string): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Open menu' }));
  const menu = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', {
    name: 'Back office',
  });
  await user.click(within(menu).getByRole('link', { name: tab }));
}

describe('dashboard on a fresh install', { timeout: 60_000 }, () => {
  it('says every proposal is referred while the panel is empty, and its link opens Add Insurer once', async () => {
    const { user, at } = renderAdminAt(server, '/admin/dashboard');
    const notice = (await screen.findByText('Every proposal is referred', {}, { timeout: 15_000 })).closest(
      '[role="alert"], [role="status"], div',
    )!;
    expect(notice).toHaveTextContent(noInsurerMessage);
    await user.click(within(notice as HTMLElement).getByRole('link', { name: 'Add Insurer' }));
    expect(await screen.findByRole('dialog', { name: 'Add Insurer' }, { timeout: 15_000 })).toBeInTheDocument();
    // The form opened from the link, and the address no longer asks for it: Back or reload show the list.
    await waitFor(() => expect(at()).toBe('/admin/insurers'));
  });

  it('says nothing of referrals once an insurer is on the panel', async () => {
    await server.staffClient().insurers.create(harbourMutual);
    renderAdminAt(server, '/admin/dashboard');
    expect(await screen.findByText('Quotes in range', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Every proposal is referred')).not.toBeInTheDocument();
  });

  it('after the last insurer is removed, shows no figures of the old panel on the way back: it reads the dashboard afresh', async () => {
    await server.staffClient().insurers.create(harbourMutual);
    const { user } = renderAdminAt(server, '/admin/dashboard');
    expect(await screen.findByText('Quotes in range', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByText('Every proposal is referred')).not.toBeInTheDocument();

    await goTo(user, 'Insurers');
    await user.click(await screen.findByRole('button', { name: 'Delete Harbour Mutual' }, { timeout: 15_000 }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Delete Insurer' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    expect(await screen.findByText('Insurer deleted successfully!')).toBeInTheDocument();

    const answer = server.hold(api.dashboard.get);
    await goTo(user, 'Dashboard');
    // While the fresh read is on its way, the old panel's figures (no warning) are not shown.
    expect(await screen.findByText('Loading figures...')).toBeInTheDocument();
    expect(screen.queryByText('Quotes in range')).not.toBeInTheDocument();
    answer();
    expect(await screen.findByText('Every proposal is referred')).toBeInTheDocument();
  });
});

describe('dashboard range', { timeout: 60_000 }, () => {
  it('opens on the last twelve months when the address holds no usable range, and refuses a From after To without leaving it', async () => {
    const { user, at } = renderAdminAt(server, '/admin/dashboard?from=2026-03-01&to=2026-02-01');
    expect(await screen.findByText('Quotes in range', {}, { timeout: 15_000 })).toBeInTheDocument();
    const from = screen.getByRole('group', { name: 'From' });
    const to = screen.getByRole('group', { name: 'To' });
    const year = (field: HTMLElement) =>
      Number(within(field).getByRole('spinbutton', { name: /year/i }).getAttribute('aria-valuenow'));
    // The default range: from the first of a month eleven months back, to today.
    expect(year(to) - year(from)).toBeLessThanOrEqual(1);
    expect(Number(within(from).getByRole('spinbutton', { name: /day/i }).getAttribute('aria-valuenow'))).toBe(1);

    const search = at();
    await user.click(within(from).getByRole('spinbutton', { name: /year/i }));
    await user.keyboard(String(year(to) + 1));
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(await screen.findByText('From must be on or before To.')).toBeInTheDocument();
    expect(from).toHaveAccessibleDescription(/From must be on or before To\./);
    expect(to).not.toHaveAccessibleDescription(/must be/);
    expect(at()).toBe(search);
  });
});
