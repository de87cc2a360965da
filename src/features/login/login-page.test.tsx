import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { issueToken } from '@mocks/demo-state';
import { server } from '@mocks/node';
import { readAuthToken } from '@/api/auth-storage';
import { apiBaseUrl } from '@/api/client';
import { toServerPermissions } from '@/api/contract/permissions';
import { renderApp } from '@/test/test-app';
import { testManager } from '@/test/test-users';

const authenticate = () =>
  http.post(`${apiBaseUrl()}authenticate`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    if (form.get('login') !== 'manager' || form.get('password') !== 'demo') {
      return new HttpResponse('Invalid credentials', { status: 401 });
    }
    // A token the demo API accepts: the page asked for (/sales) fetches data right after login.
    return HttpResponse.json({
      Token: issueToken('manager'),
      TokenType: 'Bearer',
      Login: 'manager',
      IsAdmin: false,
      IsSuperAdmin: false,
      BrandFullName: testManager.brandFullName,
      Permissions: toServerPermissions(testManager.permissions),
    });
  });

const fill = async (username: string, password: string) => {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
};

describe('LoginPage', () => {
  it('has no client-side validation: nothing is marked required', async () => {
    renderApp('/login');
    expect(await screen.findByLabelText('Username')).not.toBeRequired();
    expect(screen.getByLabelText('Password')).not.toBeRequired();
  });

  it('says "Invalid username or password" and keeps what was typed', async () => {
    server.use(authenticate());
    renderApp('/login');
    await fill('manager', 'wrong');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(screen.getByLabelText('Username')).toHaveValue('manager');
    expect(screen.getByLabelText('Password')).toHaveValue('wrong');
    expect(readAuthToken()).toBeNull();
  });

  it('signs in and returns to the URL first asked for, filters included', async () => {
    server.use(authenticate());
    const { router } = renderApp('/sales?brand=Sunset%20Soda&startDate=2026-01-01');
    await fill('manager', 'demo');
    await waitFor(() =>
      expect(router.state.location.href).toBe('/sales?brand=Sunset%20Soda&startDate=2026-01-01'),
    );
    expect(readAuthToken()).toEqual({ token: expect.any(String), tokenType: 'Bearer' });
    expect(await screen.findByText('Welcome, Test Beverages!', {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it('goes to the first permitted section when the remembered URL is forbidden', async () => {
    server.use(authenticate());
    const { router } = renderApp('/admin');
    await fill('manager', 'demo');
    await waitFor(() => expect(router.state.location.href).toBe('/accounts'));
  });
});
