import { describe, expect, it } from 'vitest';
import type { RequestParams } from '@/api/contract/request-params';
import {
  COMPANY_GROUP_ACCOUNT_NAME,
  SALES_PARAMS,
  salesData,
  salesFilters,
  salesTopAccounts,
  salesTotals,
} from '@/api/contract/sales';
import { joinList } from '@/lib/request-list';
import { isoWeekday } from '../dates';
import type { Db } from '../generate';
import { resolveFilter } from './filter';
import { salesFilterOptions } from './options';
import { intervalTypeFor, intervalsFor, salesDataQuery, salesTotalsQuery, topAccountsQuery } from './sales';
import { measure, testDb } from './test-db';

const db: Db = testDb();

const filter = (params: RequestParams) =>
  resolveFilter(db, params, { distributorsOn: 'orders', honoured: SALES_PARAMS });
const run = (params: RequestParams) => {
  const f = filter(params);
  return { f, data: salesDataQuery(db, f), totals: salesTotalsQuery(db, f), top: topAccountsQuery(db, f) };
};
const daysAgo = (n: number) => db.iso(db.todayDay - n);

const CHANGES = (): Record<(typeof SALES_PARAMS)[number], string> => ({
  dateStart: daysAgo(90),
  dateEnd: daysAgo(30),
  brand: 'Golden Grove Juice',
  name: 'target',
  address: 'harbor blvd',
  zipCode: '92',
  channels: 'Convenience',
  cities: joinList(['Long Beach']),
  states: 'NV',
  chains: joinList(['Vallarta Supermarkets, Inc.']),
  banners: 'Vons',
  regions: 'Inland Empire',
  counties: 'Ventura',
  territories: 'OC North',
  representatives: 'Carlos Ruiz',
  representativesMetric: 'Carlos Ruiz',
  frequencies: 'Monthly',
  accountsSource: 'Distributor',
  distributors: 'Southland Beverage Co.',
  notVisitedIn: '20',
  skuNames: joinList(['Sunset Soda Cola 12oz', 'Sunset Soda Root Beer 12oz']),
});

const PARAM_SETS: RequestParams[] = [
  {},
  { dateStart: daysAgo(20) },
  { dateStart: daysAgo(150), cities: 'Downey,Irvine', skuNames: 'Sunset Soda Cola 12oz' },
  { brand: 'Canyon Cold Brew', distributors: 'Direct Store Delivery' },
  { representativesMetric: 'Alex Moreno', dateStart: daysAgo(365) },
];

describe('sales queries', () => {
  it('answer in the contract shapes', () => {
    const { data, totals, top } = run({});
    expect(() => salesData.response.parse(data)).not.toThrow();
    expect(() => salesTotals.response.parse(totals)).not.toThrow();
    expect(() => salesTopAccounts.response.parse(top)).not.toThrow();
    const options = salesFilters.response.parse(salesFilterOptions(db));
    expect(options.skus.filter((s) => s.brand === 'Canyon Cold Brew').length).toBeGreaterThanOrEqual(6);
    expect(options.distributors.filter((d) => d.brand === 'Sunset Soda').length).toBeGreaterThanOrEqual(6);
  });

  it.each(PARAM_SETS)('summary equals the pins and the totals for %o', (params) => {
    const { data, totals } = run(params);
    const pins = data.Addresses;
    expect(data.Summary.TotalAmount).toBe(pins.reduce((s, p) => s + p.TotalSales, 0));
    expect(data.Summary.TotalCases).toBe(pins.reduce((s, p) => s + p.TotalCases, 0));
    expect(data.Summary.OrdersSubmitted).toBe(pins.reduce((s, p) => s + p.TotalOrders.Count, 0));
    expect(data.Summary.UniqueAccountOrders).toBe(pins.length);
    expect(pins.every((p) => p.TotalOrders.Count > 0)).toBe(true);
    expect(totals.Totals).toEqual({ Amount: data.Summary.TotalAmount, Cases: data.Summary.TotalCases });
    for (const interval of totals.SalesIntervals) {
      const bySku = interval.BySku.reduce((s, x) => ({ a: s.a + x.Amount, c: s.c + x.Cases }), {
        a: 0,
        c: 0,
      });
      const byDist = interval.ByDistributor.reduce((s, x) => ({ a: s.a + x.Amount, c: s.c + x.Cases }), {
        a: 0,
        c: 0,
      });
      expect(bySku).toEqual({ a: interval.Totals.Amount, c: interval.Totals.Cases });
      expect(byDist).toEqual({ a: interval.Totals.Amount, c: interval.Totals.Cases });
    }
  });

  it('gives the same totals on the precomputed and the order-by-order path', () => {
    const everyone = joinList(db.reps.map((r) => r.name));
    for (const dateStart of [daysAgo(10), daysAgo(100), daysAgo(700)]) {
      expect(salesTotalsQuery(db, filter({ dateStart, representativesMetric: everyone }))).toEqual(
        salesTotalsQuery(db, filter({ dateStart })),
      );
    }
  });

  it('chooses the interval from the period length and covers the period exactly', () => {
    const t = db.todayDay;
    expect(intervalTypeFor(t - 30, t)).toBe('day');
    expect(intervalTypeFor(t - 31, t)).toBe('week');
    expect(intervalTypeFor(t - 181, t)).toBe('week');
    expect(intervalTypeFor(t - 182, t)).toBe('month');
    expect(intervalTypeFor(t - 1095, t)).toBe('month');
    expect(intervalTypeFor(t - 1096, t)).toBe('year');
    for (const type of ['day', 'week', 'month', 'year'] as const) {
      const intervals = intervalsFor(type, t - 800, t);
      expect(intervals[0]?.[0]).toBe(t - 800);
      expect(intervals.at(-1)?.[1]).toBe(t);
      for (let i = 1; i < intervals.length; i++)
        expect(intervals[i]?.[0]).toBe((intervals[i - 1]?.[1] ?? 0) + 1);
      if (type === 'week') expect(intervals.slice(1).every(([s]) => isoWeekday(s) === 0)).toBe(true);
      if (type === 'month') expect(intervals.slice(1).every(([s]) => db.iso(s).endsWith('-01'))).toBe(true);
    }
    expect(run({ dateStart: daysAgo(6) }).totals.IntervalType).toBe('day');
    expect(run({ dateStart: daysAgo(6) }).totals.SalesIntervals).toHaveLength(7);
    expect(run({ dateStart: daysAgo(90) }).totals.IntervalType).toBe('week');
    expect(run({}).totals.IntervalType).toBe('month');
  });

  it('lists only the selected SKUs and distributors, with zeros kept so series line up', () => {
    const { totals } = run({
      skuNames: 'Sunset Soda Cola 2L',
      distributors: 'Direct Store Delivery',
      dateStart: daysAgo(10),
    });
    for (const i of totals.SalesIntervals) {
      expect(i.BySku.map((x) => x.Name)).toEqual(['Sunset Soda Cola 2L']);
      expect(i.ByDistributor.map((x) => x.Name)).toEqual(['Direct Store Delivery']);
    }
  });

  it('top accounts: the 10 best by sales without the company group account', () => {
    for (const params of PARAM_SETS) {
      const { data, top } = run(params);
      const expected = data.Addresses.filter((p) => p.Name !== COMPANY_GROUP_ACCOUNT_NAME)
        .sort((a, b) => b.TotalSales - a.TotalSales)
        .slice(0, 10);
      expect(top.length).toBe(Math.min(10, expected.length));
      expect(top.map((t) => t.TotalSales)).toEqual(expected.map((p) => Math.round(p.TotalSales)));
      expect(top.some((t) => t.AccountName === COMPANY_GROUP_ACCOUNT_NAME)).toBe(false);
    }
    // The rule is visible: the group account outsells everyone in the default view.
    const { data } = run({});
    const best = [...data.Addresses].sort((a, b) => b.TotalSales - a.TotalSales)[0];
    expect(best?.Name).toBe(COMPANY_GROUP_ACCOUNT_NAME);
  });

  it.each([...SALES_PARAMS])('honours %s', (param) => {
    const base = run({});
    const changed = run({ [param]: CHANGES()[param] });
    expect(JSON.stringify(changed)).not.toBe(JSON.stringify(base));
  });

  it('selects orders by SKU, distributor and rep, accounts by the rest', () => {
    const { data } = run({ skuNames: 'Sunset Soda Cola 2L' });
    const all = run({});
    expect(data.Summary.TotalAmount).toBeLessThan(all.data.Summary.TotalAmount);
    const cola2l = db.skus.find((s) => s.name === 'Sunset Soda Cola 2L')?.idx;
    const expected = db.orders
      .filter((o) => o.brandIdx === 0)
      .flatMap((o) => o.lines)
      .filter((l) => l.skuIdx === cola2l)
      .reduce((s, l) => s + l.amount, 0);
    expect(data.Summary.TotalAmount).toBe(expected);
    const shipped = run({ distributors: 'Direct Store Delivery' });
    const dsd = db.distributors.find((d) => d.name === 'Direct Store Delivery')?.idx;
    expect(shipped.data.Summary.OrdersSubmitted).toBe(
      db.orders.filter((o) => o.brandIdx === 0 && o.distributorIdx === dsd).length,
    );
  });

  it('answers from the default data set quickly (printed, not asserted)', () => {
    const report: string[] = [];
    for (const [label, fn] of [
      [
        '/sales/filters',
        () => salesFilterOptions(db, ['Sunset Soda', 'Golden Grove Juice', 'Canyon Cold Brew']),
      ],
      ['/sales', () => salesDataQuery(db, filter({}))],
      ['/sales/totals', () => salesTotalsQuery(db, filter({}))],
      ['/sales/top-accounts', () => topAccountsQuery(db, filter({}))],
      [
        '/sales/totals (cities + SKUs)',
        () => salesTotalsQuery(db, filter({ cities: 'Downey,Irvine', skuNames: 'Sunset Soda Cola 12oz' })),
      ],
    ] as const) {
      const t = measure(fn);
      report.push(`${label}: p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`);
    }
    // eslint-disable-next-line no-console -- timings are printed on purpose, never asserted
    console.info(`[demo db] sales query timings\n  ${report.join('\n  ')}`);
  });
});
