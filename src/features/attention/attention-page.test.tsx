import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '@/api/contract/auth';
import { allPermissions, permissionKeys } from '@/api/contract/permissions';
import { currentHref, renderApp } from '@/test/test-app';
import { testSuperAdmin } from '@/test/test-users';
import { panel } from '@/test/panels';

// jsdom has no WebGL2: the map layer shows its note and list, not a GL map.
vi.mock('@/ui/map/webgl-support', () => ({ supportsWebGL2: () => false, markWebGL2Unavailable: vi.fn() }));

const waitForState = (name: string, state: string) =>
  waitFor(() => expect(panel(name)).toHaveAttribute('data-state', state), { timeout: 20_000 });
const rows = () => [...document.querySelectorAll<HTMLElement>('[data-attention-row]')];
const reasonsOf = (row: HTMLElement) =>
  [...row.querySelectorAll('[data-reason]')].map((b) => b.getAttribute('data-reason'));

const withoutAttention: SessionUser = {
  ...testSuperAdmin,
  permissions: {
    ...allPermissions(),
    accounts: {
      permissions: permissionKeys('accounts').filter((k) => k !== 'attention'),
      filters: allPermissions().accounts?.filters ?? [],
    },
  },
};

describe('Needs attention page', () => {
  it('lists accounts with their reasons, filters by reason, keeps a bad rule value with its message, links rows', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/accounts/attention?brand=Sunset%20Soda', { user: testSuperAdmin });
    expect(await screen.findByRole('heading', { level: 1, name: 'Needs attention' })).toBeInTheDocument();
    await waitForState('attention-list', 'ready');
    // Reachable from the header.
    const nav = screen.getAllByRole('navigation', { name: 'Views' })[0] as HTMLElement;
    expect(within(nav).getByRole('link', { name: 'Needs attention' })).toHaveAttribute(
      'href',
      '/accounts/attention',
    );

    expect(rows()).toHaveLength(50);
    const first = rows()[0] as HTMLElement;
    expect(reasonsOf(first).length).toBeGreaterThan(0);
    const link = within(first).getAllByRole('link')[0] as HTMLElement;
    expect(link.getAttribute('href')).toMatch(/^\/accounts\/\d+\?brand=Sunset%20Soda/);
    expect(screen.getByText(/Highest sales at risk first \(sales in the 52 weeks to/)).toBeInTheDocument();

    // One reason: the URL says it, every row has it, the count is the chip's, and its count
    // can be watched by an alert rule.
    expect(screen.queryByRole('button', { name: /^Alert me/ })).not.toBeInTheDocument();
    const voids = screen.getByRole('radio', { name: /^Voids \d/ });
    const count = ((voids as HTMLInputElement).labels?.[0]?.textContent ?? '').replace(/\D/g, '');
    await user.click(voids);
    await waitFor(() => expect(currentHref(router)).toContain('reason=voids'));
    await waitFor(() => expect(rows().every((r) => reasonsOf(r).includes('voids'))).toBe(true), {
      timeout: 20_000,
    });
    expect(document.querySelector('[data-count]')?.getAttribute('data-count')).toBe(count);
    expect(screen.getByRole('button', { name: 'Alert me about Voids' })).toHaveAttribute(
      'data-alert-me',
      'attention.voids',
    );

    // A rule value out of range: the field says why and keeps it; the URL does not move.
    const days = screen.getByRole('textbox', { name: /^No order for \(days\)/ });
    await user.clear(days);
    await user.type(days, '0{Enter}');
    expect(await screen.findByText('Enter a whole number from 1 to 365')).toBeInTheDocument();
    expect(days).toHaveValue('0');
    expect(currentHref(router)).not.toContain('noOrderDays');
    await user.clear(days);
    await user.type(days, '60{Enter}');
    await waitFor(() => expect(currentHref(router)).toContain('noOrderDays=60'));

    // A row opens the account's page.
    await waitForState('attention-list', 'ready');
    const target = within(rows()[0] as HTMLElement).getAllByRole('link')[0] as HTMLElement;
    await user.click(target);
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/accounts\/\d+$/));
  }, 90_000);

  it('is not there for a user without its key: no header link, no entry, the route goes to Accounts', async () => {
    const { router } = renderApp('/accounts/attention', { user: withoutAttention });
    await waitFor(() => expect(router.state.location.pathname).toBe('/accounts'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Accounts' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Needs attention' })).toBeNull();
  }, 60_000);

  it('offers the view from the Accounts page with the same filter', async () => {
    renderApp('/accounts?brand=Sunset%20Soda&cities=Downey', { user: testSuperAdmin });
    await waitFor(
      () =>
        expect(
          screen.getAllByRole('link', { name: 'Needs attention' }).map((l) => l.getAttribute('href')),
        ).toContain('/accounts/attention?brand=Sunset%20Soda&cities=Downey'),
      { timeout: 20_000 },
    );
  }, 60_000);
});
