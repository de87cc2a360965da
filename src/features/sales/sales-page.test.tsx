import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '@mocks/node';
import { apiBaseUrl } from '@/api/client';
import type { SessionUser } from '@/api/contract/auth';
import { allPermissions, type PermissionKey, type Permissions } from '@/api/contract/permissions';
import { COMPANY_GROUP_ACCOUNT_NAME } from '@/api/contract/sales';
import { currentHref, renderApp } from '@/test/test-app';
import { testSuperAdmin } from '@/test/test-users';
import type { MapPoint } from '@/ui/map/map-model';
import { panel, readyPanel } from '@/test/panels';

/**
 * jsdom has no WebGL: the shared map is replaced by a list of its pins, each a button
 * that opens the page's popup, so the page's map wiring (pins, legend, popup) is tested
 * here and the real map in Playwright.
 */
vi.mock('@/ui/map/account-map', async () => {
  const { useState } = await import('react');
  function AccountMap<T extends MapPoint>(props: {
    points: readonly T[];
    statuses: readonly { key: string; label?: string }[];
    renderPopup: (point: T) => ReactNode;
    pointLabel: (point: T) => string;
    label?: string;
  }) {
    const [open, setOpen] = useState<T | null>(null);
    return (
      <div role="region" aria-label={props.label} data-points={props.points.length}>
        <ul aria-label="Map legend">
          {props.statuses.map((s) => (
            <li key={s.key}>{s.label ?? s.key}</li>
          ))}
        </ul>
        {props.points.slice(0, 2).map((p) => (
          <button key={String(p.id)} type="button" onClick={() => setOpen(p)}>
            {props.pointLabel(p)}
          </button>
        ))}
        {open ? <div role="dialog">{props.renderPopup(open)}</div> : null}
      </div>
    );
  }
  return { AccountMap, DEFAULT_MAP_HEIGHT: 400, preloadMap: () => {}, usePreloadMap: () => {} };
});

const SALES_KEYS: PermissionKey<'sales'>[] = [
  'map',
  'mapReport',
  'summary',
  'total',
  'totalBySku',
  'totalByDistributor',
  'topAccounts',
];

/** Every section as the super admin has it, but Sales holding only `keys` (all its filters). */
const withSalesKeys = (keys: PermissionKey<'sales'>[]): SessionUser => {
  const all = allPermissions();
  const permissions: Permissions = {
    ...all,
    sales: { permissions: keys, filters: all.sales?.filters ?? [] },
  };
  return { ...testSuperAdmin, permissions };
};

/** Sales API calls made during the test, by path and query. */
function recordSalesCalls() {
  const calls: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (/\/api\/sales(\/|$)/.test(url.pathname) && !url.pathname.endsWith('/filters')) calls.push(url);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

let recorder: ReturnType<typeof recordSalesCalls> | null = null;
afterEach(() => {
  recorder?.stop();
  recorder = null;
});

const metricSelector = () => screen.queryByRole('radiogroup', { name: 'Metric' });

// The whole app against the demo API in jsdom: slow on a busy machine.
describe('SalesPage', { timeout: 60_000 }, () => {
  it('shows the map, summary, charts and top accounts for the applied filter', async () => {
    const user = userEvent.setup();
    renderApp('/sales', { user: testSuperAdmin });
    const map = await readyPanel('sales-map');
    expect(within(map).getByRole('heading', { name: 'Sales Map' })).toBeInTheDocument();
    expect(within(map).getByRole('button', { name: 'Map Account List' })).toBeInTheDocument();
    expect(
      Number(within(map).getByRole('region', { name: 'Sales accounts map' }).dataset.points),
    ).toBeGreaterThan(10);

    const summary = await readyPanel('sales-summary');
    const values = within(summary).getAllByRole('definition');
    // Each card's values, without its pace line or its "Alert me" action.
    const cards = values
      .filter((dd) => !dd.hasAttribute('data-pace') && !within(dd).queryByRole('button'))
      .map((dd) => dd.textContent);
    // No monthly target is set in a fresh demo: the three target metrics say so.
    expect(values.filter((dd) => dd.dataset.pace === 'none')).toHaveLength(3);
    expect(
      within(summary)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual(['Orders', 'Accounts Ordered', 'Sales', 'Cases']);
    expect(cards[2]).toMatch(/^\$\d{1,3}(,\d{3})+$/);
    expect(cards[0]).toMatch(/^\d{1,3}(,\d{3})*$/);

    // Cases by default, everywhere.
    for (const [name, title] of [
      ['sales-chart-total', 'Cases'],
      ['sales-chart-sku', 'Cases By SKU'],
      ['sales-chart-distributor', 'Cases By Distributor'],
    ] as const) {
      const chart = await readyPanel(name);
      expect(within(chart).getByRole('heading', { level: 2 })).toHaveTextContent(title);
    }
    expect(metricSelector()).toBeInTheDocument();

    const top = await readyPanel('sales-top-accounts');
    const rows = within(top).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(top).not.toHaveTextContent(COMPANY_GROUP_ACCOUNT_NAME);

    // A pin's popup: Account Info and Key Stats.
    await user.click(
      within(map)
        .getAllByRole('button')
        .find((b) => b.textContent?.includes(','))!,
    );
    const popup = within(map).getByRole('dialog');
    expect(within(popup).getByRole('heading', { name: 'Account Info' })).toBeInTheDocument();
    expect(within(popup).getByRole('heading', { name: 'Key Stats' })).toBeInTheDocument();
    for (const label of [
      'Authorized date',
      'Current status',
      'Last order date',
      'Next scheduled visit',
      'Rep',
      'Merchandising visits',
      'Orders',
      'Sales',
      'Cases',
    ])
      expect(within(popup).getByText(label)).toBeInTheDocument();
    expect(within(popup).getByText(/^\$[\d,]+$/)).toBeInTheDocument();
  });

  it('keeps the metric and chart toggles in the URL, out of every request, through an Apply', async () => {
    const user = userEvent.setup();
    recorder = recordSalesCalls();
    const { router } = renderApp('/sales', { user: testSuperAdmin });
    await readyPanel('sales-chart-total');
    await waitFor(() => expect(metricSelector()).toBeInTheDocument());
    await readyPanel('sales-map');
    await readyPanel('sales-top-accounts');
    const callsBefore = recorder.calls.length;

    await user.click(within(metricSelector()!).getByText('Dollars'));
    await waitFor(() => expect(currentHref(router)).toBe('/sales?metric=dollars'));
    expect(within(panel('sales-chart-total')!).getByRole('heading', { level: 2 })).toHaveTextContent('Sales');
    expect(within(panel('sales-chart-sku')!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Sales By SKU',
    );

    // One chart back to Cases: only that chart, kept as its own key.
    const skuToggle = screen.getByRole('radiogroup', { name: 'By SKU chart metric' });
    await user.click(within(skuToggle).getByText('Cases'));
    await waitFor(() => expect(currentHref(router)).toBe('/sales?metric=dollars&skuMetric=cases'));
    expect(within(panel('sales-chart-sku')!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Cases By SKU',
    );
    expect(within(panel('sales-chart-distributor')!).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Sales By Distributor',
    );

    // View changes fetch nothing.
    expect(recorder.calls.length).toBe(callsBefore);

    // The filter board navigates with the filter alone; the view stays.
    await act(() => router.navigate({ to: '/sales', search: { cities: ['Downey'] } as never }));
    await waitFor(() =>
      expect(currentHref(router)).toBe('/sales?cities=Downey&metric=dollars&skuMetric=cases'),
    );
    await readyPanel('sales-chart-total');

    // The page Metric means every chart again.
    await user.click(within(metricSelector()!).getByText('Cases'));
    await waitFor(() => expect(currentHref(router)).toBe('/sales?cities=Downey'));

    expect(recorder.calls.length).toBeGreaterThan(0);
    for (const url of recorder.calls) {
      expect(
        [...url.searchParams.keys()].filter((k) => /metric$|^hide/i.test(k) && k !== 'representativesMetric'),
      ).toEqual([]);
    }
  });

  it('opens a pasted link with the same view', async () => {
    renderApp('/sales?metric=dollars&distributorMetric=cases', { user: testSuperAdmin });
    const total = await readyPanel('sales-chart-total');
    expect(within(total).getByRole('heading', { level: 2 })).toHaveTextContent('Sales');
    const distributor = await readyPanel('sales-chart-distributor');
    expect(within(distributor).getByRole('heading', { level: 2 })).toHaveTextContent('Cases By Distributor');
    const toggle = screen.getByRole('radiogroup', { name: 'By Distributor chart metric' });
    expect(within(toggle).getByRole('radio', { name: 'Cases' })).toBeChecked();
  });

  it('keeps legend series switched off in the URL, by name', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/sales?hideSkus=Sunset%20Soda%20Cola%2012oz', { user: testSuperAdmin });
    const sku = await readyPanel('sales-chart-sku');
    const legend = within(sku).getByRole('list', { name: /legend$/ });
    expect(within(legend).getByRole('button', { name: /^Sunset Soda Cola 12oz/ })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(within(legend).getByRole('button', { name: /^Sunset Soda Cola 2L/ }));
    await waitFor(() =>
      expect(currentHref(router)).toBe(
        '/sales?hideSkus=Sunset%20Soda%20Cola%2012oz~Sunset%20Soda%20Cola%202L',
      ),
    );
    await user.click(within(legend).getByRole('button', { name: /^Sunset Soda Cola 12oz/ }));
    await waitFor(() => expect(currentHref(router)).toBe('/sales?hideSkus=Sunset%20Soda%20Cola%202L'));
  });

  it('drills into a SKU from its legend, shows it as a chip, and the chip removes it', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/sales', { user: testSuperAdmin });
    const sku = await readyPanel('sales-chart-sku');
    await user.click(
      within(sku).getByRole('button', { name: 'Filter by SKUs - Sales: Sunset Soda Cola 2L' }),
    );
    await waitFor(() => expect(currentHref(router)).toBe('/sales?skuNames=Sunset%20Soda%20Cola%202L'));
    const chips = await screen.findByRole('list', { name: 'Active filters' });
    await user.click(
      within(chips).getByRole('button', { name: 'Remove filter SKUs - Sales: Sunset Soda Cola 2L' }),
    );
    await waitFor(() => expect(currentHref(router)).toBe('/sales'));
    expect(screen.queryByRole('list', { name: 'Active filters' })).not.toBeInTheDocument();
  });

  it('hides the Metric selector when every sales data set is empty', async () => {
    renderApp('/sales?name=no%20such%20account%20anywhere', { user: testSuperAdmin });
    await waitFor(() => expect(panel('sales-chart-total')).toHaveAttribute('data-state', 'empty'), {
      timeout: 30_000,
    });
    await waitFor(() => expect(panel('sales-top-accounts')).toHaveAttribute('data-state', 'empty'), {
      timeout: 30_000,
    });
    await waitFor(() => expect(panel('sales-map')).toHaveAttribute('data-state', 'empty'), {
      timeout: 30_000,
    });
    expect(metricSelector()).not.toBeInTheDocument();
    // The summary of nothing is still four present values: zeros.
    expect(await readyPanel('sales-summary')).toHaveTextContent('$0');
  });

  it('never shows more than 10 top accounts, nor the company group account, whatever the server sends', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({
      AccountName: i === 3 ? COMPANY_GROUP_ACCOUNT_NAME : `Store ${i}`,
      Address: `${i} Main St, Downey, CA`,
      TotalSales: 1000 * (20 - i),
      TotalCases: 10 * i,
    }));
    server.use(http.get(`${apiBaseUrl()}sales/top-accounts`, () => HttpResponse.json(many)));
    renderApp('/sales', { user: testSuperAdmin });
    const top = await readyPanel('sales-top-accounts');
    const rows = within(top).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(10);
    expect(top).not.toHaveTextContent(COMPANY_GROUP_ACCOUNT_NAME);
    expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Store 0', '$20,000', '0', '0 Main St, Downey, CA']);
  });

  it('shows the very table drawn before when going back to a cached period', async () => {
    const { router } = renderApp('/sales', { user: testSuperAdmin });
    const before = within(await readyPanel('sales-top-accounts')).getByRole('table');

    // Another period, as a shortcut or a pasted link sets it.
    await act(() =>
      router.navigate({ to: '/sales', search: { startDate: '2026-11-09', endDate: '2026-11-15' } }),
    );
    await waitFor(() => expect(within(panel('sales-top-accounts')!).getByRole('table')).not.toBe(before));

    act(() => router.history.back());
    // Kept, not redrawn: the same element, shown again with its rows.
    await waitFor(() => expect(within(panel('sales-top-accounts')!).getByRole('table')).toBe(before));
    expect(within(before).getAllByRole('row').slice(1)).toHaveLength(10);
  });

  it('shows no empty frames and sends no data request to a user without the Sales data permissions', async () => {
    recorder = recordSalesCalls();
    // A section with no key at all is not routable; the download alone shows no panel.
    renderApp('/sales', { user: withSalesKeys(['mapReport']) });
    expect(await screen.findByRole('form', { name: 'Filters' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(await screen.findByText('No Sales panels are enabled for your account.')).toBeInTheDocument();
    expect(document.querySelectorAll('[data-panel]')).toHaveLength(0);
    expect(metricSelector()).not.toBeInTheDocument();
    expect(recorder.calls).toEqual([]);
  });

  it.each([
    ['map', ['sales-map']],
    ['summary', ['sales-summary']],
    ['total', ['sales-chart-total']],
    ['totalBySku', ['sales-chart-sku']],
    ['totalByDistributor', ['sales-chart-distributor']],
    ['topAccounts', ['sales-top-accounts']],
  ] as const)('shows the %s block only with its permission', async (key, panels) => {
    renderApp('/sales', { user: withSalesKeys([key]) });
    for (const name of panels) await readyPanel(name);
    expect([...document.querySelectorAll('[data-panel]')].map((el) => el.getAttribute('data-panel'))).toEqual(
      panels,
    );
    // Metric selector only next to charts.
    const charts = key === 'total' || key === 'totalBySku' || key === 'totalByDistributor';
    expect(metricSelector() !== null).toBe(charts);
  });

  it('offers the Map Account List only with its child permission', async () => {
    renderApp('/sales', { user: withSalesKeys(SALES_KEYS.filter((k) => k !== 'mapReport')) });
    const map = await readyPanel('sales-map');
    expect(within(map).queryByRole('button', { name: 'Map Account List' })).not.toBeInTheDocument();
  });
});
