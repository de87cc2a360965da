import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { apiBaseUrl } from '@/api/client';
import { readAuthToken, writeAuthToken } from '@/api/auth-storage';
import { COMPANY_NAME } from '@/lib/config';
import { renderApp } from '@/test/test-app';
import { testManager, testNoAccounts, testSuperAdmin } from '@/test/test-users';

const navLinks = async () => {
  const nav = await screen.findByRole('navigation', { name: 'Sections' });
  return within(nav)
    .getAllByRole('link')
    .map((link) => link.textContent);
};

/**
 * The page's content mounts as a deferred render (PageFrame). In jsdom, a menu
 * opened before that render commits is closed again by it; Chromium keeps it open (checked
 * with the content held back by 20x CPU throttling). The menu tests open it once the page
 * has drawn its panels, as a person would: the article holds more than its heading row.
 */
const pageDrawn = () =>
  waitFor(() => expect(document.querySelector('article')?.childElementCount).toBeGreaterThan(1));

// These tests render a whole section page under the shell: on a loaded 2-core box its first
// render can take longer than the default 5 s wait (the Reports filter board and panels).
beforeAll(() => configure({ asyncUtilTimeout: 15_000 }));

describe('the shell', () => {
  it('shows the manager exactly Accounts, Sales and Reports, and the spec texts', async () => {
    renderApp('/reports', { user: testManager });
    expect(await navLinks()).toEqual(['Accounts', 'Sales', 'Reports']);
    expect(screen.getByText('Welcome, Test Beverages!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /user menu/i })).toHaveTextContent(/^User$/);
    expect(screen.getByText(`© ${new Date().getFullYear()} ${COMPANY_NAME}`)).toBeInTheDocument();
    expect(screen.getByText('Demo data')).toBeInTheDocument();
  });

  it('shows a super admin every section, in order, and the Admin avatar label', async () => {
    renderApp('/reports', { user: testSuperAdmin });
    expect(await navLinks()).toEqual([
      'Accounts',
      'Merchandising',
      'Sales',
      'Reports',
      'Management',
      'Time & Efforts',
      'Schedule',
      'Database',
      'Admin',
    ]);
    expect(screen.getByRole('button', { name: /user menu/i })).toHaveTextContent(/^Admin$/);
  });

  it('marks the active section', async () => {
    renderApp('/sales?brand=X', { user: testManager });
    const nav = await screen.findByRole('navigation', { name: 'Sections' });
    expect(within(nav).getByRole('link', { name: 'Sales' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Accounts' })).not.toHaveAttribute('aria-current');
  });

  it('links the logo to Accounts, or the first permitted section without it', async () => {
    // The shell is what is tested; the page under it (/reports) fails its data calls (test-only users are unknown to the demo API).
    const first = renderApp('/reports', { user: testManager });
    expect(await screen.findByRole('link', { name: `${COMPANY_NAME} home` })).toHaveAttribute(
      'href',
      '/accounts',
    );
    first.unmount();
    // A test-only user the demo API does not know: its 401s would sign the shell out, so
    // every call fails with a 503 instead (the shell, not the page, is under test).
    server.use(http.all(`${apiBaseUrl()}*`, () => new HttpResponse('Unavailable', { status: 503 })));
    renderApp('/merchandising', { user: testNoAccounts });
    expect(await screen.findByRole('link', { name: `${COMPANY_NAME} home` })).toHaveAttribute(
      'href',
      '/merchandising',
    );
  });

  it.each([
    [testSuperAdmin, true],
    [testManager, false],
  ])('offers Admin in the user menu only with the admin section (%#)', async (who, admin) => {
    // The menu is under test, not the page: its data calls fail fast (not 401s, which sign out).
    server.use(http.all(`${apiBaseUrl()}*`, () => new HttpResponse('Unavailable', { status: 503 })));
    const user = userEvent.setup();
    renderApp('/reports', { user: who });
    await pageDrawn();
    // The page is done failing (its retried calls re-render the shell until then).
    expect(await screen.findByText('The filters could not be loaded.')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /user menu/i });
    await user.click(button);
    // The open menu's items, read together. `hidden`: jsdom has no layout, so the dropdown's
    // placement can find its target "detached" and hide the open menu (display: none).
    await waitFor(() => {
      expect(button).toHaveAttribute('aria-expanded', 'true');
      const items = screen.getAllByRole('menuitem', { hidden: true }).map((item) => item.textContent);
      expect(items).toContain('Log Out');
      expect(items.includes('Admin')).toBe(admin);
    });
  });

  it('logs out from the user menu: login page, no token, no cached data', async () => {
    const user = userEvent.setup();
    writeAuthToken({ token: 'abc', tokenType: 'Bearer' });
    const { router, queryClient } = renderApp('/reports', { user: testManager });
    queryClient.setQueryData(['sales', 'summary'], { orders: 3 });
    await pageDrawn();
    await user.click(await screen.findByRole('button', { name: /user menu/i }));
    // `hidden`: see above (jsdom can hide an open dropdown).
    await user.click(await screen.findByRole('menuitem', { name: 'Log Out', hidden: true }));
    await waitFor(() => expect(router.state.location.href).toBe('/login'));
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
    expect(readAuthToken()).toBeNull();
    expect(queryClient.getQueryCache().getAll()).toHaveLength(0);
  });
});
