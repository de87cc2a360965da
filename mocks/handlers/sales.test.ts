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
import { joinList } from '@/filters/request-list';
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
});
