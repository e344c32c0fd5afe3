import { useMockApi } from '@buildcover/api-client/testing';
import { userMessages } from '@buildcover/domain';
import type { User } from '@buildcover/domain/api';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAdminAt } from '../../quotes/editorApp.test-support';
import { usersRefusedText } from './UsersPage';

const stamp = '2026-11-20T09:30:00.000Z';
const owner: User = {
  id: 1,
  name: 'Olivia Owner',
  email: 'owner@broker.test',
  user_type: 'super_admin',
  status: true,
  last_login: stamp,
  created_at: stamp,
};
const broker: User = {
  id: 2,
  name: 'Ben Broker',
  email: 'ben@broker.test',
  user_type: 'normal',
  status: true,
  last_login: null,
  created_at: stamp,
};

const server = useMockApi((mock) => {
  mock.users = [{ ...owner }, { ...broker }];
});

/** The Users screen, signed in as `as` (the mock API answers by that user's role, as the server does). */
function renderUsers(as: Pick<User, 'id' | 'user_type'> = owner) {
  server.staffUser = { ...server.users.find((u) => u.id === as.id)!, user_type: as.user_type };
  return renderAdminAt(server, '/admin/users').user;
}

const table = () => screen.getByRole('grid', { name: 'Users' });

describe('users screen', { timeout: 90_000 }, () => {
  it('adds a user: the spec messages first, then the new user in the list', async () => {
    const user = renderUsers();
    expect(
      await within(await screen.findByRole('grid', { name: 'Users' }, { timeout: 15_000 })).findByText('Ben Broker'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(userMessages.nameRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(userMessages.emailRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(userMessages.userTypeRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(userMessages.passwordRequired)).toBeInTheDocument();

    // Pasted, not typed key by key: each key re-validates the whole form, and typing is not what is checked.
    await user.click(within(dialog).getByRole('textbox', { name: /Full Name/ }));
    await user.paste('Priya Shah');
    // The error clears as the field is edited.
    expect(within(dialog).queryByText(userMessages.nameRequired)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: /Email/ }));
    await user.paste('priya@');
    await user.click(within(dialog).getByLabelText(/Password/));
    await user.paste('weakpass');
    expect(await within(dialog).findByText(userMessages.emailInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(userMessages.passwordStrength)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('textbox', { name: /Email/ }));
    await user.paste('broker.test');
    await user.clear(within(dialog).getByLabelText(/Password/));
    await user.paste('Str0ng!Pass');
    await user.click(within(dialog).getByRole('button', { name: /User Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Admin' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));

    expect(await screen.findByText('User created successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await within(table()).findByText('Priya Shah')).toBeInTheDocument();
    expect(server.users.at(-1)).toMatchObject({
      name: 'Priya Shah',
      email: 'priya@broker.test',
      user_type: 'admin',
      status: true,
    });
  });

  it("shows the server's refusal at the field (an e-mail already used)", async () => {
    const user = renderUsers();
    await within(await screen.findByRole('grid', { name: 'Users' }, { timeout: 15_000 })).findByText('Ben Broker');
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add User' });
    await user.click(within(dialog).getByRole('textbox', { name: /Full Name/ }));
    await user.paste('Ben Again');
    await user.click(within(dialog).getByRole('textbox', { name: /Email/ }));
    await user.paste('ben@broker.test');
    await user.click(within(dialog).getByLabelText(/Password/));
    await user.paste('Str0ng!Pass');
    await user.click(within(dialog).getByRole('button', { name: /User Type/ }));
    await user.click(await screen.findByRole('option', { name: 'Normal' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findAllByText('A user with this email already exists')).not.toHaveLength(0);
  });

  it('updates a user (an empty password keeps it) and deletes another', async () => {
    const user = renderUsers();
    await within(await screen.findByRole('grid', { name: 'Users' }, { timeout: 15_000 })).findByText('Ben Broker');
    await user.click(screen.getByRole('button', { name: 'Edit Ben Broker' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update User' });
    expect(within(dialog).getByRole('textbox', { name: /Email/ })).toHaveValue('ben@broker.test');
    await user.clear(within(dialog).getByRole('textbox', { name: /Full Name/ }));
    await user.paste('Benjamin Broker');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText('User updated successfully!')).toBeInTheDocument();
    expect(await within(table()).findByText('In Active')).toBeInTheDocument();
    expect(server.users.find((u) => u.id === 2)).toMatchObject({ name: 'Benjamin Broker', status: false });

    await user.click(screen.getByRole('button', { name: 'Delete Benjamin Broker' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete User' });
    expect(within(confirm).getByText(/Delete Benjamin Broker \(ben@broker.test\)/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('User deleted successfully!')).toBeInTheDocument();
    await waitFor(() => expect(within(table()).queryByText('Benjamin Broker')).not.toBeInTheDocument());
  });

  it('keeps a super admin from demoting, deactivating or deleting themselves', async () => {
    const user = renderUsers();
    await within(await screen.findByRole('grid', { name: 'Users' }, { timeout: 15_000 })).findByText('Olivia Owner');
    expect(screen.queryByRole('button', { name: 'Delete Olivia Owner' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Olivia Owner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update User' });
    expect(within(dialog).getByRole('checkbox', { name: 'Active' })).toBeDisabled();
    expect(within(dialog).getByText('You cannot change your own user type or status.')).toBeInTheDocument();
  });

  it('sorts on the server by any column', async () => {
    const user = renderUsers();
    await within(await screen.findByRole('grid', { name: 'Users' }, { timeout: 15_000 })).findByText('Ben Broker');
    await user.click(within(table()).getByRole('columnheader', { name: /Full Name/ }));
    await waitFor(() => expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('Ben Broker'));
    await user.click(within(table()).getByRole('columnheader', { name: /Full Name/ }));
    await waitFor(() => expect(within(table()).getAllByRole('row')[1]).toHaveTextContent('Olivia Owner'));
  });

  it('is refused to an admin', async () => {
    renderUsers({ id: 2, user_type: 'admin' });
    expect(await screen.findByText(usersRefusedText, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
  });

  it('shows the Users tab to a super admin only', async () => {
    const user = renderUsers({ id: 2, user_type: 'admin' });
    await screen.findByText(usersRefusedText);
    // jsdom has no wide screen: the tabs are in the drawer behind the menu button.
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const adminMenu = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', {
      name: 'Back office',
    });
    expect(within(adminMenu).getByRole('link', { name: 'Quotes' })).toBeInTheDocument();
    expect(within(adminMenu).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();
    cleanup();

    const owner = renderUsers();
    await owner.click(await screen.findByRole('button', { name: 'Open menu' }));
    const ownerMenu = within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('navigation', {
      name: 'Back office',
    });
    expect(within(ownerMenu).getByRole('link', { name: 'Users' })).toBeInTheDocument();
  });
});
