import { createApiClient, createSessionClient } from '@buildcover/api-client';
import { TEST_PASSWORD, TEST_USERNAME, useMockApi } from '@buildcover/api-client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { App } from '../App';

const KEY = 'buildcover.admin.session';

const server = useMockApi();

/** A session the test server accepts, stored as an earlier page load would have left it. */
async function storeRealSession(): Promise<void> {
  const tokens = await createApiClient({ baseUrl: server.url }).auth.login({
    username: TEST_USERNAME,
    password: TEST_PASSWORD,
  });
  localStorage.setItem(
    KEY,
    JSON.stringify({ token: tokens.access, refreshToken: tokens.refresh, username: TEST_USERNAME }),
  );
}

function renderAdmin(path: string) {
  const { client, session } = createSessionClient({ baseUrl: server.url, storageKey: KEY });
  const location = memoryLocation({ path, record: true });
  render(<App client={client} session={session} locationHook={location.hook} />);
  return { location, user: userEvent.setup() };
}

describe('admin login', { timeout: 20_000 }, () => {
  it('sends /admin to the login screen without a session', async () => {
    const { location } = renderAdmin('/admin');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/admin/login');
  });

  it("reads 'Logging in...' while pending, then opens the dashboard with the shell", async () => {
    // 'Logging in...' shows until the answer: findBy* hands the button back a timer tick after it
    // appears, which on a loaded machine came after a 300 ms answer and found it gone.
    server.loginDelayMs = 2_000;
    const { user, location } = renderAdmin('/admin/login');
    await user.type(screen.getByLabelText('Username'), TEST_USERNAME);
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard Insights' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/admin/dashboard');
    expect(screen.getByText('Welcome')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: new RegExp(TEST_USERNAME) })).toBeInTheDocument();
    // jsdom has no wide screen: the sidebar is the drawer behind the menu button, as on a phone.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', {
      name: 'Back office',
    });
    for (const tab of ['Dashboard', 'Insurers', 'Insured', 'Policy', 'Quotes', 'Transactions']) {
      expect(menu).toHaveTextContent(tab);
    }
    // The test server signs in an admin: Users is for super admins only.
    expect(menu).not.toHaveTextContent('Users');
    expect(JSON.parse(localStorage.getItem(KEY) ?? '{}')).toMatchObject({ username: TEST_USERNAME });
  });

  it("shows 'Invalid credentials' under the form when the password is wrong", async () => {
    const { user, location } = renderAdmin('/admin/login');
    await user.type(screen.getByLabelText('Username'), TEST_USERNAME);
    await user.type(screen.getByLabelText('Password'), 'not-the-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid credentials');
    expect(screen.getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/admin/login');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('shows and hides the password', async () => {
    const { user } = renderAdmin('/admin/login');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('redirects protected routes to login without a token, and signing in brings the user back to that page', async () => {
    // Eleven users: page 2 of ten exists, so the list keeps it.
    server.users = Array.from({ length: 11 }, (_, i) => ({
      id: i + 1,
      name: `Staff ${i + 1}`,
      email: `staff${i + 1}@buildcover.test`,
      user_type: 'normal' as const,
      status: true,
      last_login: null,
      created_at: '2026-11-01T00:00:00.000Z',
    }));
    const { location, user } = renderAdmin('/admin/users?page=2');
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/admin/login?next=%2Fusers%3Fpage%3D2');

    await user.type(screen.getByLabelText('Username'), TEST_USERNAME);
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'User Insights' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/admin/users?page=2');
  });

  it('never sends a user outside the back office after signing in', async () => {
    const { location, user } = renderAdmin('/admin/login?next=%2F%2Fevil.example%2F');
    await user.type(screen.getByLabelText('Username'), TEST_USERNAME);
    await user.type(screen.getByLabelText('Password'), TEST_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard Insights' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe('/admin/dashboard');
  });

  it('opens a protected tab with its header title for a signed-in user, and Logout ends the session', async () => {
    await storeRealSession();
    // Users is for super admins only: a tab every staff member has.
    const { user, location } = renderAdmin('/admin/quotes');
    expect(await screen.findByRole('heading', { name: 'Quote Insights' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(await screen.findByText('No records available', {}, { timeout: 15_000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Quotes' })).toHaveAttribute('aria-current', 'page');
    await user.click(within(drawer).getByRole('button', { name: 'Close menu' }));

    await user.click(screen.getByRole('button', { name: new RegExp(TEST_USERNAME) }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    // Signing out on purpose: the next login starts at the dashboard.
    expect(location.history.at(-1)).toBe('/admin/login');
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('sends unknown admin paths to the dashboard when signed in', async () => {
    await storeRealSession();
    renderAdmin('/admin/no-such-tab');
    expect(await screen.findByRole('heading', { name: 'Dashboard Insights' }, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('signs out when the session cannot be renewed', async () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({ token: 'access-stale', refreshToken: 'refresh-unknown', username: 'kept.user' }),
    );
    renderAdmin('/admin/quotes');
    // GET /quotes answers 401, the refresh is refused, so the session ends and login shows.
    expect(await screen.findByRole('heading', { name: 'Login' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(server.refreshCount).toBe(1));
  });
});
