import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { navigate, RouterLink } from '../storyRouterLink';
import { DataTable } from '../../data/DataTable';
import { AppShell } from './AppShell';

const sections = [
  ['dashboard', 'Dashboard'],
  ['insurers', 'Insurers'],
  ['insured', 'Insured'],
  ['policy', 'Policy'],
  ['quotes', 'Quotes'],
  ['transactions', 'Transactions'],
  ['users', 'Users'],
] as const;

const insured = [
  {
    id: 1,
    full_name: 'Megan Walsh',
    email: 'megan.walsh@example.com.au',
    contact_no: '0412 345 678',
    wb_code: 'WB-2231',
    created_at: '02/03/2026',
  },
  {
    id: 2,
    full_name: 'Tom Nguyen',
    email: 'tom.nguyen@example.com.au',
    contact_no: '',
    wb_code: 'WB-2232',
    created_at: '15/04/2026',
  },
];

const meta = {
  title: 'Layout/AppShell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'Quote Insights',
    userName: 'Priya Shah',
    linkComponent: RouterLink,
    navItems: sections.map(([path, label]) => ({ href: `/admin/${path}`, label, isCurrent: path === 'quotes' })),
    userMenuItems: [
      { id: 'profile', label: 'Profile Settings', onAction: fn() },
      { id: 'logout', label: 'Logout', onAction: fn() },
    ],
    children: (
      <DataTable
        aria-label="Insured"
        columns={[
          { id: 'full_name', header: 'Full Name', isSortable: true },
          { id: 'email', header: 'Email', isSortable: true },
          { id: 'contact_no', header: 'Contact No', cell: (row) => row.contact_no || 'N/A' },
          { id: 'wb_code', header: 'WB Code', isSortable: true },
          { id: 'created_at', header: 'Created At', isSortable: true },
        ]}
        rows={insured}
        getRowId={(row) => row.id}
      />
    ),
  },
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Desktop: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quote Insights' })).toBeVisible();
    await expect(canvas.getByText('Welcome')).toBeVisible();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'Quotes' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
    // The menu button is only for narrow screens.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    navigate.mockClear();
    await userEvent.click(within(nav).getByRole('link', { name: 'Insurers' }));
    await expect(navigate).toHaveBeenCalledWith('/admin/insurers');
  },
};

/** The first Tab reaches the skip link, which moves focus to the main content. */
export const SkipLink: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
    await expect(skip).toBeVisible();
    await userEvent.click(skip);
    await waitFor(() => expect(canvas.getByRole('main')).toHaveFocus());
  },
};

export const UserMenu: Story = {
  play: async ({ args, canvas }) => {
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: /Priya Shah/ }));
    const menu = await body.findByRole('menu', { name: /Priya Shah/ });
    await expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Profile Settings', 'Logout']);
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    await expect(args.userMenuItems[1]?.onAction).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(body.queryByRole('menu')).not.toBeInTheDocument());
    // Keyboard: Enter opens, arrows move, Enter chooses.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('menu');
    await userEvent.keyboard('{Enter}');
    await expect(args.userMenuItems[0]?.onAction).toHaveBeenCalledTimes(1);
  },
};

/** On a phone the sidebar becomes a drawer behind the menu button. */
export const Mobile: Story = {
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  args: {
    title: 'Insured Insights',
    navItems: sections.map(([path, label]) => ({ href: `/admin/${path}`, label, isCurrent: path === 'insured' })),
  },
  play: async ({ canvas }) => {
    const body = within(document.body);
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    const open = canvas.getByRole('button', { name: 'Open menu' });
    await expect(open).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(open);
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Insured' })).toHaveAttribute('aria-current', 'page');
    // Following a link closes the drawer.
    navigate.mockClear();
    await userEvent.click(within(drawer).getByRole('link', { name: 'Policy' }));
    await expect(navigate).toHaveBeenCalledWith('/admin/policy');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    // The Close button closes it too, and focus goes back to the menu button.
    await userEvent.click(open);
    await userEvent.click(await body.findByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
    // From the keyboard: Enter opens it, Escape closes it, and focus goes back to the menu button.
    // Ending on the keyboard also settles the picture: a focus ring drawn for keyboard use, not one
    // left to the browser's guess about a focus moved by script after a click.
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
  },
};

/** A long e-mail as the user name and a long title on a narrow phone: the header must fit the screen. */
const narrowArgs = { title: 'Dashboard Insights', userName: 'priya.shah.operations@buildcover-insurance.com.au' };

/** Nothing scrolls sideways; the title is all on screen; the user button is compact but named in full. */
async function assertFitsTheScreen({ canvas }: { canvas: ReturnType<typeof within> }) {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  const header = canvas.getByRole('banner');
  await expect(header.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  const title = canvas.getByRole('heading', { level: 1, name: narrowArgs.title });
  await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  const user = canvas.getByRole('button', { name: narrowArgs.userName });
  await expect(user.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
  // 'Welcome' and the visible name appear from the md breakpoint up.
  await expect(canvas.getByText('Welcome')).not.toBeVisible();
}

/** The narrowest phone we support (320 px wide). */
export const Narrow320: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: narrowArgs,
  play: assertFitsTheScreen,
};

/** A common phone width (390 px), where the header once measured 502 px. */
export const Narrow390: Story = {
  parameters: {
    viewport: {
      options: { phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' } },
    },
  },
  globals: { viewport: { value: 'phone390', isRotated: false } },
  args: narrowArgs,
  play: assertFitsTheScreen,
};
