import { describe, expect, it } from 'vitest';
import { RepMetrics, REP_METRIC_KEYS } from '@/api/contract/common';
import type { Permissions } from '@/api/contract/permissions';
import { canSendEmail, emailSuccessText } from './email-report';
import {
  answeredMetric,
  formatMetric,
  METRIC_GROUPS,
  metricTable,
  periodHeader,
  permittedViews,
  selectedMetric,
  selectedView,
} from './metrics-model';

const point = (DateStart: string, Value: number) => ({ DateStart, Value });

describe('the representative metric names', () => {
  it('map every server name of SPEC.md to its key, group and label', () => {
    const labels = Object.fromEntries(
      METRIC_GROUPS.flatMap((g) => g.metrics.map((m) => [m.serverName, m.label])),
    );
    // SPEC.md: key visits reads 'Accounts Visited', accountsVisited reads 'Visits'.
    expect(REP_METRIC_KEYS.StatusStoresVisited).toBe('visits');
    expect(labels.StatusStoresVisited).toBe('Accounts Visited');
    expect(REP_METRIC_KEYS.StatusFormsSubmitted).toBe('accountsVisited');
    expect(labels.StatusFormsSubmitted).toBe('Visits');
    for (const name of [
      'AvgNumberOfFacings',
      'AvgNumberOfSKUs',
      'Discontinued',
      'FacingsAdded',
      'HotLeads',
      'HoursWorked',
      'MerchFormsSubmitted',
      'MerchStoresVisited',
      'MileageDriven',
      'NewAccounts',
      'OrdersSubmitted',
      'ReordersPlaced',
      'SecondaryPlacements',
      'TotalAmount',
      'TotalCasesCount',
      'UniqueAccountOrders',
      'WarmLeads',
      'NewAccountsUnique',
      'NewAccountsChain',
      'NewAccountsChainUnique',
      'HotLeadsUnique',
      'WarmLeadsUnique',
      'DiscontinuedUnique',
      'SecondaryPlacementsUnique',
    ])
      expect(labels[name], name).toBeTruthy();
    expect(METRIC_GROUPS.map((g) => [g.title, g.metrics.length])).toEqual([
      ['Account Metrics', 14],
      ['Merchandising Metrics', 8],
      ['Sales Metrics', 4],
    ]);
    expect(METRIC_GROUPS[2]?.metrics.map((m) => m.label)).toEqual([
      'Orders',
      'Sales',
      'Cases',
      'Accounts Ordered',
    ]);
  });

  it('parse an answer into domain keys and leave unknown server names out as errors', () => {
    const parsed = RepMetrics.parse({
      'Ann Lee': { StatusStoresVisited: [point('2026-11-02', 3)], TotalAmount: [point('2026-11-02', 120)] },
    });
    expect(parsed).toEqual({
      'Ann Lee': {
        visits: [{ dateStart: '2026-11-02', value: 3 }],
        totalAmount: [{ dateStart: '2026-11-02', value: 120 }],
      },
    });
    expect(RepMetrics.safeParse({ 'Ann Lee': { Visits: [] } }).success).toBe(false);
  });
});

describe('table shaping', () => {
  const metrics = RepMetrics.parse({
    'Zoe Park': {
      OrdersSubmitted: [point('2026-11-09', 2), point('2026-11-16', 5)],
      AvgNumberOfFacings: [point('2026-11-09', 4.5)],
    },
    'Ann Lee': { OrdersSubmitted: [point('2026-11-02', 1), point('2026-11-16', 1234)] },
  });

  it('make one row per representative by name and one column per period, missing points 0', () => {
    const table = metricTable(metrics, 'orders');
    expect(table.periods).toEqual(['2026-11-02', '2026-11-09', '2026-11-16']);
    expect(table.rows).toEqual([
      { rep: 'Ann Lee', values: [1, 0, 1234], total: 1235 },
      { rep: 'Zoe Park', values: [0, 2, 5], total: 7 },
    ]);
    // Averages do not add up: no total.
    expect(metricTable(metrics, 'avgFacings').rows[1]).toEqual({
      rep: 'Zoe Park',
      values: [4.5],
      total: null,
    });
  });

  it('format numbers for en-US and head months by name', () => {
    expect(formatMetric('orders', 1234)).toBe('1,234');
    expect(formatMetric('totalAmount', 12345.4)).toBe('$12,345');
    expect(formatMetric('hours', 7.25)).toBe('7.25');
    expect(periodHeader('2026-11-01', 'month')).toBe('Nov 2026');
    expect(periodHeader('2026-11-12', 'month')).toBe('2026-11-12');
    expect(periodHeader('2026-11-02', 'week')).toBe('2026-11-02');
  });
});

describe('views, metrics and the e-mail form', () => {
  const only = (...keys: string[]): Permissions => ({ management: { permissions: keys, filters: [] } });

  it('offer the permitted views, the brand monthly one by default', () => {
    const all = permittedViews(only('brandWeekly', 'brandMonthly', 'allBrandsWeekly', 'allBrandsMonthly'));
    expect(all.map((v) => v.label)).toEqual([
      'Brand weekly',
      'Brand monthly',
      'All brands weekly',
      'All brands monthly',
    ]);
    expect(selectedView(all, undefined)?.id).toBe('brandMonth');
    expect(selectedView(all, 'allBrandsWeek')?.id).toBe('allBrandsWeek');
    const weeklyOnly = permittedViews(only('allBrandsWeekly'));
    expect(selectedView(weeklyOnly, 'brandMonth')?.id).toBe('allBrandsWeek');
    expect(selectedView(permittedViews(only()), undefined)).toBeNull();
  });

  it("show the URL's metric only when it belongs to the group", () => {
    const sales = METRIC_GROUPS[2]!;
    expect(selectedMetric(sales, 'totalCases').label).toBe('Cases');
    expect(selectedMetric(sales, 'hours').label).toBe('Orders');
  });

  it("read an answer as the group's metric it holds, whatever the select says meanwhile", () => {
    const sales = METRIC_GROUPS[2]!;
    const point = { dateStart: '2026-01-05', value: 3 };
    expect(answeredMetric(sales, { 'Alex Moreno': { totalCases: [point] } })?.label).toBe('Cases');
    expect(answeredMetric(sales, { 'Alex Moreno': { hours: [point] } })).toBeUndefined();
    expect(answeredMetric(sales, {})).toBeUndefined();
  });

  it('enable Send only with an at sign', () => {
    expect(canSendEmail('')).toBe(false);
    expect(canSendEmail('ann.example.com')).toBe(false);
    expect(canSendEmail('ann@')).toBe(true);
    expect(emailSuccessText('ann@example.com')).toBe('Report will be sent to ann@example.com soon.');
  });
});
