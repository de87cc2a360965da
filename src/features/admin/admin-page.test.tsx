import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SessionUser } from '@/api/contract/auth';
import { renderApp } from '@/test/test-app';
import { testSuperAdmin } from '@/test/test-users';

/** The demo user 'admin' (the demo API answers by its own grants), holding only two admin keys here. */
const viewer: SessionUser = {
  login: 'admin',
  isAdmin: true,
  isSuperAdmin: false,
  brandFullName: 'Test Agency',
  permissions: { admin: { permissions: ['usersTable', 'loginInfo'], filters: [] } },
};

const usersTable = () => screen.findByRole('table', { name: 'Users' }, { timeout: 5000 });

describe('Admin page: users', () => {
  it('shows the actions without their permission disabled, and no Create User', async () => {
    renderApp('/admin', { user: viewer });
    const table = await usersTable();
    expect(screen.queryByRole('button', { name: 'Create User' })).toBeNull();
    for (const name of [
      'Permissions of manager',
      'E-mail schedule of manager',
      'Edit manager',
      'Delete manager',
    ])
      expect(within(table).getByRole('button', { name })).toBeDisabled();
    await userEvent.click(within(table).getByRole('button', { name: 'Login history of manager' }));
    expect(await screen.findByRole('dialog', { name: 'Login Info: manager' })).toBeInTheDocument();
  });

  it('opens Registration for a super admin and shows the required messages', async () => {
    renderApp('/admin', { user: testSuperAdmin });
    await usersTable();
    const create = screen.getByRole('button', { name: 'Create User' });
    await waitFor(() => expect(create).toBeEnabled());
    await userEvent.click(create);
    const dialog = await screen.findByRole('dialog', { name: 'Registration' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    for (const message of ['Username is required!', 'Password is required!', 'Company name is required!'])
      expect(within(dialog).getByText(message)).toBeInTheDocument();
  });

  it('shows the schedule’s delivery, and that the browser demo sends no e-mail', async () => {
    renderApp('/admin', { user: testSuperAdmin });
    const table = await usersTable();
    const open = within(table).getByRole('button', { name: 'E-mail schedule of manager' });
    await waitFor(() => expect(open).toBeEnabled());
    await userEvent.click(open);
    const dialog = await screen.findByRole('dialog', { name: 'Email Schedule: manager' });
    expect(within(dialog).getByRole('heading', { name: 'Delivery' })).toBeInTheDocument();
    expect(
      await within(dialog).findByText('Not sent: the browser demo has no mail server.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Last run: not yet')).toBeInTheDocument();
    expect(within(dialog).getByText('Next run: none (no schedule saved)')).toBeInTheDocument();
  });
});
