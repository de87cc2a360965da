import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { serverError, setScenarios, slow } from '@mocks/scenarios';
import type { SessionUser } from '@/api/contract/auth';
import { allPermissions, permissionKeys, type PermissionKey } from '@/api/contract/permissions';
import { renderApp } from '@/test/test-app';
import { addDaysIso, today } from '@/lib/dates';
import { testSuperAdmin } from '@/test/test-users';
import type { AccountMapGlProps } from '@/ui/map/account-map-gl';
import type { MapPoint } from '@/ui/map/map-model';
import { panel } from '@/test/panels';

/**
 * jsdom has no WebGL: the lazily loaded maplibre map is replaced by a region that shows
 * the same markers (data-state, data-points) and one button per visible pin (the first
 * few), so a test can open a popup. The legend, the account finder and the popup content
 * are the real ones.
 */
// jsdom has no WebGL2: claim it, so AccountMap mounts the (stubbed) GL map instead of its fallback list.
vi.mock('@/ui/map/webgl-support', () => ({ supportsWebGL2: () => true, markWebGL2Unavailable: vi.fn() }));
vi.mock('@/ui/map/account-map-gl', () => ({
  AccountMapGl: <T extends MapPoint>(props: AccountMapGlProps<T>) => {
    const selected = props.points.find((p) => String(p.id) === props.selectedId);
    return (
      <div
        role="region"
        aria-label={props.label}
        data-state="ready"
        data-points={props.totalPoints}
        data-visible-points={props.pins.features.length}
      >
        {props.pins.features.slice(0, 3).map((f) => (
          <button key={f.properties.id} type="button" onClick={() => props.onSelect(f.properties.id)}>
            {`Pin ${f.properties.id}`}
          </button>
        ))}
        {selected ? <div role="dialog">{props.renderPopup(selected) as ReactNode}</div> : null}
      </div>
    );
  },
}));

const withAccounts = (keys: readonly PermissionKey<'accounts'>[]): SessionUser => {
  const all = allPermissions();
  return {
    ...testSuperAdmin,
    permissions: { ...all, accounts: { permissions: keys, filters: all.accounts?.filters ?? [] } },
  };
};
const allKeys = permissionKeys('accounts');
const without = (...keys: PermissionKey<'accounts'>[]) =>
  withAccounts(allKeys.filter((k) => !keys.includes(k)));

/** Calls of the demo API by path, to show what a user's page fetches. */
function recordPaths(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname.replace(/^\/api/, ''));
  });
  return paths;
}

const waitForState = (name: string, state: string) =>
  waitFor(() => expect(panel(name)).toHaveAttribute('data-state', state), { timeout: 15_000 });
/** Eight weeks: enough points for the line chart, few enough SVG nodes for jsdom. */
const RECENT = `/accounts?startDate=${addDaysIso(today(), -56)}`;
const ALL_PANELS = [
  'account-status-map',
  'accounts-summary',
  'account-status',
  'status-pie',
  'channels-pie',
  'authorised-channels-pie',
  'distributors-pie',
];

afterEach(() => {
  server.events.removeAllListeners();
});

describe('Accounts page', () => {
  it('shows every block with data to a user holding every key', async () => {
    renderApp(RECENT, { user: testSuperAdmin });
    for (const name of ALL_PANELS) await waitForState(name, 'ready');

    const map = screen.getByRole('region', { name: 'Accounts map' });
    expect(Number(map.getAttribute('data-points'))).toBeGreaterThan(100);
    expect(screen.getByRole('button', { name: /^Download the Account Status Map list/ })).toBeInTheDocument();

    const summary = within(panel('accounts-summary') as HTMLElement);
    for (const label of [
      'Stores Visited',
      'Forms Submitted',
      'Total Accounts',
      'Hours Worked',
      'Mileage Driven',
    ])
      expect(summary.getByText(label)).toBeInTheDocument();
    // Locale-formatted, the total with its share in brackets.
    expect(summary.getByText(/^\(\d+(\.\d)?%\)$/)).toBeInTheDocument();
    expect(panel('accounts-summary')?.textContent).toMatch(/\d,\d{3}/);

    // The line chart: the synthetic total first, then the statuses in sortOrder.
    const lineLegend = screen.getByRole('list', { name: 'Account Status legend' });
    const lineItems = within(lineLegend)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(lineItems.slice(0, 4)).toEqual([
      'Authorized Accounts',
      'Authorized',
      'Authorized - Reorder',
      'Hot Lead',
    ]);

    expect(screen.getByRole('heading', { name: /^Metrics as of \d{4}-\d{2}-\d{2}$/ })).toBeInTheDocument();
    for (const title of [
      'Account Status - All Accounts',
      'Accounts by Channel - All Accounts',
      'Authorized Accounts by Channel',
      'New Accounts by Distributor',
    ])
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  }, 60_000);

  it('asks for each endpoint once: the page reads what the route loader started', async () => {
    const paths = recordPaths();
    renderApp(RECENT, { user: testSuperAdmin });
    for (const name of ALL_PANELS) await waitForState(name, 'ready');
    const count = (path: string) => paths.filter((p) => p === path).length;
    expect([count('/accounts/filters'), count('/accounts'), count('/accounts/map')]).toEqual([1, 1, 1]);
  }, 60_000);

  it('hides a status toggled in the map legend from the status charts too, and back', async () => {
    const user = userEvent.setup();
    renderApp(RECENT, { user: testSuperAdmin });
    await waitForState('account-status-map', 'ready');
    await waitForState('status-pie', 'ready');
    const map = screen.getByRole('region', { name: 'Accounts map' });
    const visible = Number(map.getAttribute('data-visible-points'));

    const mapLegend = screen.getByRole('list', { name: 'Accounts map legend' });
    await user.click(within(mapLegend).getByRole('button', { name: /^Hot Lead/ }));
    const hotLead = (legend: string) =>
      within(screen.getByRole('list', { name: legend })).getByRole('button', { name: /^Hot Lead/ });
    expect(hotLead('Accounts map legend')).toHaveAttribute('aria-pressed', 'false');
    expect(hotLead('Account Status legend')).toHaveAttribute('aria-pressed', 'false');
    expect(hotLead('Account Status - All Accounts legend')).toHaveAttribute('aria-pressed', 'false');
    expect(Number(map.getAttribute('data-visible-points'))).toBeLessThan(visible);

    // Shown again from the line chart's legend: the map follows.
    await user.click(hotLead('Account Status legend'));
    expect(hotLead('Accounts map legend')).toHaveAttribute('aria-pressed', 'true');
    expect(Number(map.getAttribute('data-visible-points'))).toBe(visible);

    // The synthetic series is the line chart's own: hiding it leaves the map alone.
    const authorizedAccounts = within(screen.getByRole('list', { name: 'Account Status legend' })).getByRole(
      'button',
      { name: /^Authorized Accounts/ },
    );
    await user.click(authorizedAccounts);
    expect(authorizedAccounts).toHaveAttribute('aria-pressed', 'false');
    expect(Number(map.getAttribute('data-visible-points'))).toBe(visible);
  }, 60_000);

  it('opens a pin popup that fetches that account’s details under the map’s filter', async () => {
    const detailCalls: URL[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname === '/api/accounts/map/account') detailCalls.push(url);
    });
    // Slow enough to see the popup's loading state.
    setScenarios(slow(500, '/accounts/map/account'));
    const user = userEvent.setup();
    renderApp(RECENT, { user: testSuperAdmin });
    await waitForState('account-status-map', 'ready');
    // The pins carry no details: nothing is fetched until a popup opens.
    expect(detailCalls).toHaveLength(0);
    const map = await screen.findByRole('region', { name: 'Accounts map' }, { timeout: 15_000 });
    const pinButton = within(map).getAllByRole('button', { name: /^Pin \d+$/ })[0] as HTMLElement;
    const id = pinButton.textContent?.replace('Pin ', '');
    await user.click(pinButton);
    const popup = within(within(map).getByRole('dialog'));
    // Name, address and status come with the pin; the rest is loading.
    expect(popup.getByRole('heading')).toHaveTextContent(/\S/);
    expect(popup.getByRole('status')).toHaveTextContent('Loading the account details…');
    // The details are computed over the whole data set: generous waits for a loaded machine.
    for (const term of ['Last visit', 'Total visits', 'Representative', 'Next scheduled visit'])
      expect(await popup.findByText(term, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(
      await popup.findByText(/^since [A-Z][a-z]{2} \d{1,2}, \d{4}$/, {}, { timeout: 20_000 }),
    ).toBeInTheDocument();
    expect(popup.queryByRole('status')).toBeNull();
    expect(detailCalls).toHaveLength(1);
    expect(detailCalls[0]?.searchParams.get('id')).toBe(id);
    expect(detailCalls[0]?.searchParams.get('dateStart')).toBe(addDaysIso(today(), -56));
    const thumb = popup.getByRole('button', { name: /^Open photo: Storefront of / });
    await user.click(thumb);
    expect(await screen.findByRole('dialog', { name: /^Storefront of / })).toBeInTheDocument();
  });

  it('shows an error notice with Retry in the popup when the account’s details fail to load', async () => {
    setScenarios(serverError('/accounts/map/account', 'Details are down'));
    const user = userEvent.setup();
    renderApp(RECENT, { user: testSuperAdmin });
    await waitForState('account-status-map', 'ready');
    const map = await screen.findByRole('region', { name: 'Accounts map' }, { timeout: 15_000 });
    await user.click(within(map).getAllByRole('button', { name: /^Pin \d+$/ })[0] as HTMLElement);
    const popup = within(within(map).getByRole('dialog'));
    const alert = await popup.findByRole('alert');
    expect(within(alert).getByText('Error')).toBeInTheDocument();
    expect(within(alert).getByText('Failed to load account details')).toBeInTheDocument();
    expect(within(alert).getByText('Details are down')).toBeInTheDocument();
    // The pin's own name still shows, and the map panel is unaffected.
    expect(popup.getByRole('heading')).toHaveTextContent(/\S/);
    expect(panel('account-status-map')).toHaveAttribute('data-state', 'ready');

    setScenarios();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await popup.findByText('Total visits')).toBeInTheDocument();
    expect(popup.queryByRole('alert')).toBeNull();
  });

  it('on a return to the page, draws the map (empty, dimmed) while its pins load', async () => {
    const { router } = renderApp(RECENT, { user: testSuperAdmin });
    await waitForState('account-status-map', 'ready');
    await screen.findByRole('region', { name: 'Accounts map' }, { timeout: 15_000 });
    setScenarios(slow(20_000, '/accounts/map'));
    await act(() => router.history.push('/reports'));
    await waitFor(() => expect(panel('account-status-map')).toBeNull());
    // Another period: not in the cache.
    await act(() => router.history.push(`/accounts?startDate=${addDaysIso(today(), -50)}`));
    await waitForState('accounts-summary', 'ready');
    const mapPanel = panel('account-status-map') as HTMLElement;
    expect(mapPanel).toHaveAttribute('data-state', 'loading');
    expect(mapPanel.querySelector('[data-placeholder]')).not.toBeNull();
    const map = await within(mapPanel).findByRole('region', { name: 'Accounts map' }, { timeout: 15_000 });
    expect(map).toHaveAttribute('data-points', '0');
    // Not the empty state: nothing is known yet.
    expect(within(mapPanel).queryByText(/No accounts match/)).toBeNull();
  }, 60_000);

  describe('permission gating: each block needs its own key', () => {
    it.each([
      ['map', 'account-status-map'],
      ['summary', 'accounts-summary'],
      ['accountStatus', 'account-status'],
      ['noInterest', 'status-pie'],
      ['channels', 'channels-pie'],
      ['authorisedChannels', 'authorised-channels-pie'],
      ['distributors', 'distributors-pie'],
    ] as const)('without %s there is no %s block', async (key, name) => {
      renderApp(RECENT, { user: without(key) });
      const others = ALL_PANELS.filter((n) => n !== name);
      for (const other of others) await waitForState(other, 'ready');
      expect(panel(name)).toBeNull();
    });

    it('without the map key the map is neither shown nor fetched', async () => {
      const paths = recordPaths();
      renderApp(RECENT, { user: without('map') });
      await waitForState('accounts-summary', 'ready');
      expect(screen.queryByRole('heading', { name: 'Account Status Map' })).toBeNull();
      expect(paths).toContain('/accounts');
      expect(paths).not.toContain('/accounts/map');
    });

    it('without the map-report key the map has no download button', async () => {
      renderApp(RECENT, { user: without('mapReport') });
      await waitForState('account-status-map', 'ready');
      expect(screen.queryByRole('button', { name: /^Download/ })).toBeNull();
    });

    it('with the map only, /accounts is not fetched and no Metrics heading shows', async () => {
      const paths = recordPaths();
      renderApp(RECENT, { user: withAccounts(['map']) });
      await waitForState('account-status-map', 'ready');
      expect(paths).not.toContain('/accounts');
      expect(screen.queryByRole('heading', { name: /^Metrics as of/ })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Summary' })).toBeNull();
    });
  });

  it('shows empty states, not blank frames, when nothing matches', async () => {
    renderApp(`${RECENT}&states=NV`, { user: testSuperAdmin });
    for (const name of ALL_PANELS.filter((n) => n !== 'accounts-summary')) await waitForState(name, 'empty');
    expect(
      within(panel('account-status-map') as HTMLElement).getByText(/No accounts match/),
    ).toBeInTheDocument();
    expect(within(panel('distributors-pie') as HTMLElement).getByText(/No new accounts/)).toBeInTheDocument();
    // Zero is a value: the summary still shows its cards.
    await waitForState('accounts-summary', 'ready');
  });

  it('a failing /accounts shows an error with Retry in its panels only; the map keeps working', async () => {
    setScenarios(serverError('/accounts', 'Boom'));
    const user = userEvent.setup();
    renderApp(RECENT, { user: testSuperAdmin });
    for (const name of ALL_PANELS.filter((n) => n !== 'account-status-map'))
      await waitForState(name, 'error');
    await waitForState('account-status-map', 'ready');
    expect(screen.getByRole('form', { name: 'Filters' })).toBeInTheDocument();
    expect(within(panel('accounts-summary') as HTMLElement).getByText('Boom')).toBeInTheDocument();

    setScenarios();
    await user.click(within(panel('accounts-summary') as HTMLElement).getByRole('button', { name: 'Retry' }));
    for (const name of ALL_PANELS) await waitForState(name, 'ready');
  });

  it('a failing download shows the SPEC.md notice', async () => {
    server.use(http.get('*/api/accounts/xlsx', () => new HttpResponse('nope', { status: 500 })));
    const user = userEvent.setup();
    renderApp(RECENT, { user: testSuperAdmin });
    await waitForState('account-status-map', 'ready');
    render(
      <MantineProvider>
        <Notifications />
      </MantineProvider>,
    );
    await act(() =>
      user.click(screen.getByRole('button', { name: /^Download the Account Status Map list/ })),
    );
    expect(await screen.findByText('Failed to download accounts report')).toBeInTheDocument();
  });
});
