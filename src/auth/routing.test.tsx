import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentHref, renderApp } from '@/test/test-app';
import { testManager, testNoAccounts, testNoSections, testSuperAdmin } from '@/test/test-users';

const landsOn = async (router: Parameters<typeof currentHref>[0], href: string) =>
  waitFor(() => expect(currentHref(router)).toBe(href));

describe('signed out', () => {
  it('sends every section to login, remembering the URL with its filters', async () => {
    const href = '/sales?brand=Sunset%20Soda&startDate=2026-01-01';
    const { router } = renderApp(href);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: href });
    expect(await screen.findByRole('heading', { name: 'Login' })).toBeInTheDocument();
  });

  it('sends unknown paths to login too', async () => {
    const { router } = renderApp('/nowhere');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/nowhere' });
  });

  it('sends the root to plain login', async () => {
    const { router } = renderApp('/');
    await landsOn(router, '/login');
  });
});

describe('signed in', () => {
  it.each(['/admin', '/schedule', '/uds', '/nowhere', '/'])(
    'sends the manager from %s to Accounts',
    async (path) => {
      const { router } = renderApp(path, { user: testManager });
      await landsOn(router, '/accounts');
    },
  );

  it('routes a permitted section, search intact', async () => {
    const { router } = renderApp('/sales?brand=X', { user: testManager });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
    expect(currentHref(router)).toBe('/sales?brand=X');
  });

  it('titles Time & Efforts at /uds', async () => {
    renderApp('/uds', { user: testSuperAdmin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Time & Efforts' })).toBeInTheDocument();
  });

  it('moves /login on to the first permitted section, or the remembered URL', async () => {
    const first = renderApp('/login', { user: testManager });
    await landsOn(first.router, '/accounts');
    first.unmount();
    const back = renderApp(`/login?redirect=${encodeURIComponent('/sales?brand=X')}`, { user: testManager });
    await landsOn(back.router, '/sales?brand=X');
  });

  it('falls back to the first permitted section when Accounts is not permitted', async () => {
    const { router } = renderApp('/accounts', { user: testNoAccounts });
    await landsOn(router, '/merchandising');
  });

  it('gives a user without any section the no-access page instead of a redirect loop', async () => {
    const { router } = renderApp('/accounts', { user: testNoSections });
    await landsOn(router, '/no-access');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });

  it('keeps users with a section away from the no-access page', async () => {
    const { router } = renderApp('/no-access', { user: testManager });
    await landsOn(router, '/accounts');
  });
});

describe('a session that ends', () => {
  it('after a 401 goes to login, remembering the page', async () => {
    const { router, session } = renderApp('/sales?brand=X', { user: testManager });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
    act(() => session.logout('expired'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toEqual({ redirect: '/sales?brand=X' });
    expect(screen.queryByText(/^Welcome, /)).toBeNull();
  });

  it('after Log Out goes to plain login', async () => {
    const { router, session } = renderApp('/sales?brand=X', { user: testManager });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sales' })).toBeInTheDocument();
    act(() => session.logout('logout'));
    await landsOn(router, '/login');
  });
});
