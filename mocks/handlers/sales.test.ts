import { beforeAll, describe, expect, it } from 'vitest';
import {
  COMPANY_GROUP_ACCOUNT_NAME,
  salesData,
  salesFilters,
  salesOrdersReport,
  salesTopAccounts,
  salesTotals,
  salesXlsx,
} from '@/api/contract/sales';
import { joinList } from '@/lib/request-list';
import { getDb } from '../db/get-db';
import { callDemoApi, readXlsxRows } from './testing/call-demo-api';

beforeAll(() => {
  getDb();
});

describe('sales handlers', () => {
  it('serve filter options with SKUs per brand', async () => {
    const options = salesFilters.response.parse(
      await (await callDemoApi(salesFilters, {}, 'manager')).json(),
    );
    expect(new Set(options.skus.map((s) => s.brand))).toEqual(new Set(['Sunset Soda', 'Golden Grove Juice']));
  });

  it('answer /sales, /sales/totals and /sales/top-accounts consistently', async () => {
    const query = {
      brand: 'Golden Grove Juice',
      skuNames: joinList(['Golden Grove Juice Orange 52oz', 'Golden Grove Juice Apple 52oz']),
    };
    const data = salesData.response.parse(await (await callDemoApi(salesData, query)).json());
    const totals = salesTotals.response.parse(await (await callDemoApi(salesTotals, query)).json());
    const top = salesTopAccounts.response.parse(await (await callDemoApi(salesTopAccounts, query)).json());
    expect(data.summary.totalAmount).toBe(data.accounts.reduce((s, a) => s + a.totalSales, 0));
    expect(totals.totals.amount).toBe(data.summary.totalAmount);
    expect(totals.intervals.every((i) => i.bySku.length === 2)).toBe(true);
    expect(top).toHaveLength(10);
    expect(top.map((t) => t.accountName)).not.toContain(COMPANY_GROUP_ACCOUNT_NAME);
    expect(data.accounts.map((a) => a.name)).toContain(COMPANY_GROUP_ACCOUNT_NAME);
  });

  it('download the map list with one row per pin and the orders report with one row per line', async () => {
    const query = { cities: 'Downey', dateStart: getDb().iso(getDb().todayDay - 60) };
    const data = salesData.response.parse(await (await callDemoApi(salesData, query)).json());
    const rows = await readXlsxRows(await callDemoApi(salesXlsx, query));
    expect(rows.length - 1).toBe(data.accounts.length);
    expect(rows.slice(1).map((r) => r[8])).toEqual(data.accounts.map((a) => a.totalSales));

    const sku = 'Sunset Soda Cola 12oz';
    const orders = await readXlsxRows(await callDemoApi(salesOrdersReport, { ...query, salesSkuNames: sku }));
    const skuColumn = orders[0]?.indexOf('SKU') ?? -1;
    expect(orders.length).toBeGreaterThan(1);
    expect(orders.slice(1).every((r) => r[skuColumn] === sku)).toBe(true);
    const cola = salesData.response.parse(
      await (await callDemoApi(salesData, { ...query, skuNames: sku })).json(),
    );
    const amountColumn = orders[0]?.indexOf('Amount ($)') ?? -1;
    expect(orders.slice(1).reduce((s, r) => s + Number(r[amountColumn]), 0)).toBe(cola.summary.totalAmount);
  });

  it('total each interval as the sum of its SKUs and of its distributors, under every order-level filter', async () => {
    const db = getDb();
    const daysAgo = (n: number) => db.iso(db.todayDay - n);
    const queries: Record<string, string>[] = [
      { dateStart: daysAgo(20) },
      { dateStart: daysAgo(120), distributors: 'Southland Beverage Co.' },
      { dateStart: daysAgo(400), representativesMetric: joinList(db.reps.slice(0, 3).map((r) => r.name)) },
      {
        brand: 'Golden Grove Juice',
        skuNames: 'Golden Grove Juice Orange 52oz',
        representatives: 'Carlos Ruiz',
      },
    ];
    for (const query of queries) {
      const totals = salesTotals.response.parse(await (await callDemoApi(salesTotals, query)).json());
      const data = salesData.response.parse(await (await callDemoApi(salesData, query)).json());
      expect(totals.intervals.length).toBeGreaterThan(0);
      for (const interval of totals.intervals) {
        const sum = (items: { amount: number; cases: number }[]) =>
          items.reduce((s, x) => ({ amount: s.amount + x.amount, cases: s.cases + x.cases }), {
            amount: 0,
            cases: 0,
          });
        expect(sum(interval.bySku)).toEqual(interval.totals);
        expect(sum(interval.byDistributor)).toEqual(interval.totals);
      }
      expect(totals.totals).toEqual({ amount: data.summary.totalAmount, cases: data.summary.totalCases });
    }
  });

  it('rank top accounts by sales: at most 10, rounded, never the company group account', async () => {
    const queries: Record<string, string>[] = [
      {},
      { cities: 'Downey' },
      { name: 'no such account anywhere' },
    ];
    for (const query of queries) {
      const top = salesTopAccounts.response.parse(await (await callDemoApi(salesTopAccounts, query)).json());
      expect(top.length).toBeLessThanOrEqual(10);
      expect(top.map((t) => t.accountName)).not.toContain(COMPANY_GROUP_ACCOUNT_NAME);
      expect(top.every((t) => Number.isInteger(t.totalSales))).toBe(true);
      expect(top.map((t) => t.totalSales)).toEqual([...top.map((t) => t.totalSales)].sort((a, b) => b - a));
    }
  });

  it.each([
    ['skuNames', 'Sunset Soda Cola 12oz'],
    ['distributors', 'Southland Beverage Co.'],
    ['representatives', 'Carlos Ruiz'],
    ['representativesMetric', 'Carlos Ruiz'],
  ])('honour %s over HTTP on /sales, /sales/totals and /sales/top-accounts', async (param, value) => {
    for (const endpoint of [salesData, salesTotals, salesTopAccounts]) {
      const all = await (await callDemoApi(endpoint, {})).text();
      const some = await (await callDemoApi(endpoint, { [param]: value })).text();
      expect(some).not.toBe(all);
    }
  });
});
