import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
  type AnyRouter,
} from '@tanstack/react-router';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerPayload } from '@/api/contract/endpoint';
import type { salesFilters } from '@/api/contract/sales';
import { setTodayForTests } from '@/lib/dates';
import { renderWithTheme } from '@/test/render';
import { server } from '@mocks/node';
import { filterSchemas } from './schemas';
import type { SectionFilterState } from './section-filter';
import { PEAK, SUNSET, TEST_TODAY } from '@/test/test-options';
import { parseSearch, stringifySearch } from './url-codec';
import { useSectionFilter } from './use-section-filter';

const payload: ServerPayload<typeof salesFilters> = {
  Brands: [
    { Name: SUNSET, EarliestDate: '2024-01-15' },
    { Name: PEAK, EarliestDate: '2026-09-01' },
  ],
  AccountsSources: ['Field'],
  Cities: { [SUNSET]: ['Irvine'], [PEAK]: ['Pasadena'] },
  States: {},
  Chains: {},
  Banners: {},
  ChannelTypes: {},
  Regions: {},
  Counties: {},
  Territories: {},
  Representatives: {},
  RepresentativesMetric: {},
  Distributors: [],
  Frequencies: [],
  Skus: [{ Name: 'Sunset Cola', Brand: SUNSET }],
};

/** The hook's last result, for assertions (a ref object the probe writes in an effect), and its commits. */
const probe: { latest: SectionFilterState<'sales'> | null; renders: number } = { latest: null, renders: 0 };

function SalesProbe() {
  const filter = useSectionFilter('sales');
  useEffect(() => {
    probe.latest = filter;
    probe.renders += 1;
  });
  return <p>{filter.status === 'ready' ? `ready ${filter.applied.brand}` : filter.status}</p>;
}

const mount = (url: string) => {
  const root = createRootRoute();
  const sales = createRoute({
    getParentRoute: () => root,
    path: '/sales',
    // The filter plus one key of view state, as a section's route declares its own.
    validateSearch: (search: Record<string, unknown>) => ({
      ...filterSchemas.sales.parse(search),
      view: typeof search.view === 'string' ? search.view : undefined,
    }),
    component: SalesProbe,
  });
  const router: AnyRouter = createRouter({
    routeTree: root.addChildren([sales]),
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch,
    stringifySearch,
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
};

const ready = () => {
  const { latest } = probe;
  if (latest?.status !== 'ready') throw new Error(`filter is ${latest?.status}`);
  return latest;
};

beforeEach(() => {
  setTodayForTests(TEST_TODAY);
  server.use(http.get('*/api/sales/filters', () => HttpResponse.json(payload)));
});
afterEach(() => {
  setTodayForTests(null);
  probe.latest = null;
  probe.renders = 0;
});

describe('useSectionFilter', () => {
  it('is loading until the options arrive, then resolves the URL filter with the defaults', async () => {
    mount(`/sales?brand=${encodeURIComponent(PEAK)}&cities=Pasadena&startDate=banana`);
    expect(await screen.findByText(`ready ${PEAK}`)).toBeInTheDocument();
    const filter = ready();
    expect(filter.applied).toMatchObject({
      brand: PEAK,
      cities: ['Pasadena'],
      startDate: '2026-09-01',
      endDate: TEST_TODAY,
    });
    expect(filter.params).toMatchObject({
      brand: PEAK,
      cities: 'Pasadena',
      dateStart: '2026-09-01',
      dateEnd: TEST_TODAY,
    });
    expect(filter.defaults.brand).toBe(SUNSET);
  });

  it('apply navigates to the human-readable URL and the page re-reads it', async () => {
    const router = mount('/sales');
    await screen.findByText(`ready ${SUNSET}`);
    act(() => {
      ready().apply({ ...ready().applied, cities: ['Irvine', 'Long Beach'], name: ' Kiosk ' });
    });
    await waitFor(() =>
      expect(router.state.location.href).toBe('/sales?cities=Irvine,Long%20Beach&name=Kiosk'),
    );
    await waitFor(() =>
      expect(ready().applied).toMatchObject({ cities: ['Irvine', 'Long Beach'], name: 'Kiosk' }),
    );
  });

  it('a change of view state alone keeps the filter, and the page does not render again', async () => {
    const router = mount('/sales?cities=Irvine');
    await screen.findByText(`ready ${SUNSET}`);
    const before = ready();
    const renders = probe.renders;
    await act(() =>
      router.navigate({ to: '/sales', search: (prev: object) => ({ ...prev, view: 'units' }) } as never),
    );
    expect(router.state.location.href).toBe('/sales?cities=Irvine&view=units');
    expect(probe.renders).toBe(renders);
    expect(ready()).toBe(before);
  });

  it('a malformed URL loads with the defaults', async () => {
    mount('/sales?startDate=banana&notVisitedIn=x&numberOfSkus=q5&cities=,,');
    await screen.findByText(`ready ${SUNSET}`);
    expect(ready().applied).toEqual(ready().defaults);
  });

  it('reports an options failure with a retry', async () => {
    server.use(http.get('*/api/sales/filters', () => new HttpResponse('down', { status: 500 })));
    mount('/sales');
    expect(await screen.findByText('error')).toBeInTheDocument();
  });
});
