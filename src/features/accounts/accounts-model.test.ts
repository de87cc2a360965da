import { describe, expect, it } from 'vitest';
import { AccountsMap, type StatusPoint } from '@/api/contract/accounts';
import type { AccountStatusOption } from '@/api/contract/common';
import { toggleSeries } from '@/ui/legend/toggle-series';
import {
  applyLegendChange,
  AUTHORIZED_SERIES,
  distributionPieData,
  hiddenWithin,
  initialHiddenStatuses,
  noDistributionData,
  noStatusData,
  statusChartRows,
  statusChartSeries,
  statusLegend,
  statusPieData,
  pinLabel,
} from './accounts-model';
import type { MapPoint } from '@/ui/map/map-model';

const status = (
  name: string,
  sortOrder: number,
  color: string,
  disabledOnMap = false,
): AccountStatusOption => ({
  name,
  color,
  image: `/api/markers/${sortOrder}.svg`,
  sortOrder,
  disabled: false,
  disabledOnMap,
});

// Deliberately out of sortOrder: the page must order them.
const STATUSES = [
  status('Hot Lead', 3, '#f5222d'),
  status('Authorized', 1, '#52c41a'),
  status('Closed', 8, '#262626', true),
  status('Authorized - Reorder', 2, '#237804'),
];
const ACTIVE = ['Authorized', 'Authorized - Reorder'];

const point = (date: string, amounts: Record<string, number>): StatusPoint => ({
  date,
  statuses: Object.entries(amounts).map(([name, amount]) => ({ name, amount, percentage: 0 })),
});

describe('accounts model', () => {
  it('orders the legend by sortOrder with status colours and marker icons, and hides disabledOnMap statuses first', () => {
    expect(statusLegend(STATUSES)).toEqual([
      { key: 'Authorized', label: 'Authorized', color: '#52c41a', image: '/api/markers/1.svg' },
      {
        key: 'Authorized - Reorder',
        label: 'Authorized - Reorder',
        color: '#237804',
        image: '/api/markers/2.svg',
      },
      { key: 'Hot Lead', label: 'Hot Lead', color: '#f5222d', image: '/api/markers/3.svg' },
      { key: 'Closed', label: 'Closed', color: '#262626', image: '/api/markers/8.svg' },
    ]);
    expect([...initialHiddenStatuses(STATUSES)]).toEqual(['Closed']);
  });

  it('adds the synthetic Authorized Accounts series: the sum of the active statuses per date', () => {
    const series = statusChartSeries(statusLegend(STATUSES));
    expect(series.map((s) => s.key)).toEqual([
      AUTHORIZED_SERIES,
      'Authorized',
      'Authorized - Reorder',
      'Hot Lead',
      'Closed',
    ]);
    const rows = statusChartRows(
      [
        point('2026-03-01', { Authorized: 3, 'Authorized - Reorder': 2, 'Hot Lead': 7, Closed: 1 }),
        point('2026-03-08', { Authorized: 4, 'Authorized - Reorder': 0, 'Hot Lead': 6, Closed: 1 }),
      ],
      ACTIVE,
    );
    expect(rows).toEqual([
      {
        date: '2026-03-01',
        Authorized: 3,
        'Authorized - Reorder': 2,
        'Hot Lead': 7,
        Closed: 1,
        [AUTHORIZED_SERIES]: 5,
      },
      {
        date: '2026-03-08',
        Authorized: 4,
        'Authorized - Reorder': 0,
        'Hot Lead': 6,
        Closed: 1,
        [AUTHORIZED_SERIES]: 4,
      },
    ]);
  });

  it('builds the status pie from the end date, in sortOrder, without empty statuses', () => {
    const points = [
      point('2026-03-01', { 'Hot Lead': 9 }),
      point('2026-03-05', { 'Hot Lead': 6, Authorized: 4, Closed: 0, Unknown: 2 }),
    ];
    expect(statusPieData(points, statusLegend(STATUSES))).toEqual([
      { key: 'Authorized', label: 'Authorized', value: 4, color: '#52c41a', percentage: 0 },
      { key: 'Hot Lead', label: 'Hot Lead', value: 6, color: '#f5222d', percentage: 0 },
      { key: 'Unknown', value: 2, percentage: 0 },
    ]);
    expect(statusPieData([], statusLegend(STATUSES))).toEqual([]);
    expect(noStatusData([point('2026-03-01', { 'Hot Lead': 0 })])).toBe(true);
    expect(noStatusData(points)).toBe(false);
  });

  it('keeps channel and distributor pies in the server order and drops zero slices', () => {
    const items = [
      { name: 'Grocery', amount: 5, percentage: 62.5 },
      { name: 'Liquor', amount: 3, percentage: 37.5 },
      { name: 'Club', amount: 0, percentage: 0 },
    ];
    expect(distributionPieData(items).map((d) => d.key)).toEqual(['Grocery', 'Liquor']);
    expect(noDistributionData(items)).toBe(false);
    expect(noDistributionData([])).toBe(true);
  });

  it('parses /accounts/map columns straight into map points keyed by status name, labelled name and address', () => {
    const columns = {
      Statuses: ['Authorized', 'Hot Lead'],
      Ids: [7, 8],
      Names: ['Corner Market', 'Bay Deli'],
      Addresses: ['1 Main St', '2 Bay Rd'],
      StatusIndexes: [1, 0],
      Latitudes: [33.9, 34],
      Longitudes: [-118.1, -118.2],
    };
    const { accounts } = AccountsMap.parse(columns);
    const [pin] = accounts;
    const point: MapPoint | undefined = pin;
    expect(point).toEqual({
      id: 7,
      name: 'Corner Market',
      address: '1 Main St',
      status: 'Hot Lead',
      latitude: 33.9,
      longitude: -118.1,
    });
    expect(accounts[1]?.status).toBe('Authorized');
    expect(pin && pinLabel(pin)).toBe('Corner Market, 1 Main St');
    for (const broken of [
      { ...columns, Latitudes: [91, 34] },
      { ...columns, Longitudes: [-118.1, 181] },
      { ...columns, Ids: [7, 8.5] },
      { ...columns, StatusIndexes: [1, 2] },
      { ...columns, Names: ['Corner Market'] },
    ])
      expect(AccountsMap.safeParse(broken).success, JSON.stringify(broken)).toBe(false);
  });

  describe('one hidden set shared by the map legend and the status charts', () => {
    it('a legend change toggles only the keys it changed, keeping keys other legends own', () => {
      const shared = new Set(['Closed', AUTHORIZED_SERIES]);
      // The pie only knows two statuses: it hides Hot Lead.
      const pieKeys = ['Authorized', 'Hot Lead'];
      const before = hiddenWithin(shared, pieKeys);
      const after = toggleSeries(before, 'Hot Lead', pieKeys);
      expect([...applyLegendChange(shared, before, after)].sort()).toEqual(
        [AUTHORIZED_SERIES, 'Closed', 'Hot Lead'].sort(),
      );
      // Showing it again from another legend removes just that key.
      const back = applyLegendChange(
        applyLegendChange(shared, before, after),
        new Set(['Hot Lead']),
        new Set(),
      );
      expect([...back].sort()).toEqual([AUTHORIZED_SERIES, 'Closed'].sort());
    });

    it('a legend whose every key the map hid still shows one item (the last-item rule)', () => {
      const shared = new Set(['Hot Lead', 'Closed']);
      const shown = hiddenWithin(shared, ['Hot Lead', 'Closed']);
      expect([...shown]).toEqual(['Closed']);
      expect(hiddenWithin(shared, ['Authorized', 'Hot Lead'])).toBe(shared);
      expect(hiddenWithin(shared, [])).toBe(shared);
      // Hiding the one shown item is refused by the legend rule, so nothing changes.
      expect(toggleSeries(shown, 'Hot Lead', ['Hot Lead', 'Closed'])).toBe(shown);
    });
  });
});
