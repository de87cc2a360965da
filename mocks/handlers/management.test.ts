import { beforeAll, describe, expect, it } from 'vitest';
import { accountsData } from '@/api/contract/accounts';
import { SERVER_REP_METRIC_NAMES, type RepMetricKey, type RepMetrics } from '@/api/contract/common';
import type { JsonEndpoint } from '@/api/contract/endpoint';
import {
  accountsTotalSalesReport,
  activeAccountsReport,
  allBrandsAsmMonthlyReport,
  allBrandsAsmWeeklyReport,
  allBrandsMonth,
  allBrandsWeek,
  asmMonthlyReport,
  asmWeeklyReport,
  brandMonth,
  brandWeek,
  deadAccountsHotReport,
  deadAccountsReport,
  emailMonthlyReport,
  emailWeeklyReport,
  managementFilters,
  REP_METRICS_PAGE_SIZE,
} from '@/api/contract/management';
import { merchandisingData } from '@/api/contract/merchandising';
import { salesData } from '@/api/contract/sales';
import { joinList } from '@/lib/request-list';
import { startOfIsoWeek, startOfMonth } from '../db/dates';
import { getDb } from '../db/get-db';
import { isDead } from '../db/queries/management-sheets';
import { inactiveRepIdxs } from '../db/queries/schedule';
import { readDemoState } from '../demo-state';
import { findUser, updateDemoState } from '../demo-state';
import { callDemoApi, readXlsxRows } from './testing/call-demo-api';

beforeAll(() => {
  getDb();
});

const db = () => getDb();
const iso = (day: number) => db().iso(day);
const BRAND = 'Sunset Soda';
/** Eight ISO weeks up to today; every inactive rep named, so no rep's work is left out. */
const base = () => {
  const monday = startOfIsoWeek(db().todayDay);
  return {
    brand: BRAND,
    dateStart: iso(monday - 49),
    dateEnd: iso(db().todayDay),
    inactiveRepresentatives: joinList([...inactiveRepIdxs(db())].map((i) => db().reps[i]?.name ?? '')),
  };
};

const get = async <E extends JsonEndpoint>(endpoint: E, query: Record<string, string>) => {
  const response = await callDemoApi(endpoint, query);
  expect(
    response.status,
    await response
      .clone()
      .text()
      .then((t) => t.slice(0, 200)),
  ).toBe(200);
  return endpoint.response.parse(await response.json()) as ReturnType<E['response']['parse']>;
};

/** The four representative metric tables, each one endpoint. */
type MetricsEndpoint = typeof brandWeek;

/**
 * Every row of a table, every metric: each page asked in turn with every metric name, the
 * whole table the pages split.
 */
const everyRow = async (endpoint: MetricsEndpoint, query: Record<string, string>, login?: string) => {
  const ask = async (page: number) => {
    const values = { ...query, metrics: joinList(SERVER_REP_METRIC_NAMES), page: String(page) };
    if (!login) return get(endpoint, values);
    const response = await callDemoApi(endpoint, values, login);
    expect(response.status).toBe(200);
    return endpoint.response.parse(await response.json());
  };
  const first = await ask(1);
  const rows: RepMetrics = { ...first.rows };
  for (let page = 2; page <= Math.ceil(first.total / REP_METRICS_PAGE_SIZE); page++)
    Object.assign(rows, (await ask(page)).rows);
  expect(Object.keys(rows)).toHaveLength(first.total);
  return rows;
};

const total = (metrics: RepMetrics, key: RepMetricKey) =>
  Object.values(metrics).reduce((s, rep) => s + (rep[key] ?? []).reduce((t, p) => t + p.value, 0), 0);

/** The Accounts and Sales pages' numbers for the same filter (Sales reads salesSkuNames as skuNames). */
const pages = async (query: Record<string, string>) => {
  const { salesSkuNames, ...rest } = query;
  const accounts = await get(accountsData, rest);
  const sales = await get(salesData, salesSkuNames ? { ...rest, skuNames: salesSkuNames } : rest);
  const merchandising = await get(merchandisingData, rest);
  return { accounts: accounts.summary, sales: sales.summary, merchandising: merchandising.summary };
};

const expectAgreement = async (query: Record<string, string>) => {
  const metrics = await everyRow(brandWeek, query);
  const { accounts, sales, merchandising } = await pages(query);
  const label = JSON.stringify(query);
  expect(total(metrics, 'merchForms'), label).toBe(merchandising.forms);
  expect(total(metrics, 'facingsAdded'), label).toBe(merchandising.facings);
  expect(total(metrics, 'reorders'), label).toBe(merchandising.reorders);
  expect(total(metrics, 'secondaryPlacements'), label).toBe(merchandising.secondaryPlacements);
  expect(total(metrics, 'accountsVisited'), label).toBe(accounts.forms);
  expect(total(metrics, 'orders'), label).toBe(sales.ordersSubmitted);
  expect(total(metrics, 'totalAmount'), label).toBe(sales.totalAmount);
  expect(total(metrics, 'totalCases'), label).toBe(sales.totalCases);
  return metrics;
};

describe('management handlers', () => {
  it('serve filter options with both SKU lists and the inactive reps per brand', async () => {
    const options = await get(managementFilters, {});
    expect(options.brands.map((b) => b.name)).toContain(BRAND);
    expect(options.salesSkuNames.some((s) => s.brand === BRAND)).toBe(true);
    expect(options.merchandisingSkuNames).toEqual(options.salesSkuNames);
    const inactive = [...inactiveRepIdxs(db())].map((i) => db().reps[i]?.name);
    for (const names of Object.values(options.inactiveReps)) {
      for (const name of names) expect(inactive).toContain(name);
    }
  });

  it('give every rep every metric, one point per ISO week or month, agreeing with Accounts, Merchandising and Sales', async () => {
    const query = base();
    const week = await expectAgreement(query);
    const reps = Object.keys(week);
    expect(reps.length).toBeGreaterThan(5);
    const monday = startOfIsoWeek(db().todayDay);
    const first = week[reps[0] ?? ''];
    expect(Object.keys(first ?? {})).toHaveLength(26);
    expect(first?.visits?.map((p) => p.dateStart)).toEqual(
      Array.from({ length: 8 }, (_, k) => iso(monday - 49 + 7 * k)),
    );
    const month = await everyRow(brandMonth, query);
    const months = month[reps[0] ?? '']?.visits?.map((p) => p.dateStart) ?? [];
    expect(months[0]).toBe(query.dateStart);
    expect(months.slice(1).every((d) => d.endsWith('-01'))).toBe(true);
    expect(months.at(-1)).toBe(iso(startOfMonth(db().todayDay)));
    for (const key of ['accountsVisited', 'orders', 'totalAmount', 'merchForms', 'hotLeads'] as const) {
      expect(total(month, key), key).toBe(total(week, key));
      expect(total(week, key), key).toBeGreaterThan(0);
    }
    // Each family has its numbers, and a unique count never exceeds its count.
    for (const [all, unique] of [
      ['accountsVisited', 'visits'],
      ['newAccounts', 'newAccountsUnique'],
      ['hotLeads', 'hotLeadsUnique'],
      ['merchForms', 'merchStores'],
      ['orders', 'uniqueAccountOrders'],
    ] as const) {
      expect(total(week, unique)).toBeGreaterThan(0);
      expect(total(week, unique)).toBeLessThanOrEqual(total(week, all));
    }
    expect(total(week, 'hours')).toBeGreaterThan(0);
  });

  it('honour every account-level filter field the way the Accounts, Merchandising and Sales pages do', async () => {
    const all = base();
    const whole = await everyRow(brandWeek, all);
    const sku = db().skus.find((s) => s.brandIdx === 0)?.name ?? '';
    const rep = db().reps[2]?.name ?? '';
    const cases: Record<string, string>[] = [
      { name: 'market' },
      { address: 'ave' },
      { zipCode: '907' },
      { cities: joinList(['Downey', 'Whittier']) },
      // Every demo account is in California: another state selects nothing.
      { states: 'NV' },
      { chains: 'Independent' },
      { banners: 'Independent' },
      { channels: 'Convenience' },
      { regions: 'LA Gateway' },
      { counties: 'Orange' },
      { territories: db().accounts[0]?.territory ?? '' },
      { representatives: rep },
      { frequencies: 'Weekly' },
      { accountsSource: 'CRM' },
      { notVisitedIn: '10' },
      { distributors: db().distributors[0]?.name ?? '' },
      { salesSkuNames: sku },
    ];
    for (const filter of cases) {
      const metrics = await expectAgreement({ ...all, ...filter });
      const changed = (['accountsVisited', 'orders', 'totalAmount'] as const).some(
        (k) => total(metrics, k) !== total(whole, k),
      );
      expect(changed, JSON.stringify(filter)).toBe(true);
    }
  });

  it('honour the dates, the brand, the reps and the merchandising fields', async () => {
    const all = base();
    const whole = await everyRow(brandWeek, all);
    const later = await expectAgreement({ ...all, dateStart: iso(db().todayDay - 6) });
    expect(total(later, 'accountsVisited')).toBeLessThan(total(whole, 'accountsVisited'));
    const earlier = await expectAgreement({ ...all, dateEnd: iso(db().todayDay - 14) });
    expect(total(earlier, 'accountsVisited')).toBeLessThan(total(whole, 'accountsVisited'));
    const other = await expectAgreement({ ...all, brand: 'Golden Grove Juice' });
    expect(total(other, 'totalAmount')).not.toBe(total(whole, 'totalAmount'));

    const picked = Object.keys(whole).slice(0, 2);
    const byRep = await expectAgreement({ ...all, representativesMetric: joinList(picked) });
    expect(Object.keys(byRep).sort()).toEqual([...picked].sort());
    expect(byRep[picked[0] ?? '']).toEqual(whole[picked[0] ?? '']);

    const merch = total(whole, 'merchForms');
    const sku = db().skus.find((s) => s.brandIdx === 0)?.name ?? '';
    for (const filter of [
      { numberOfSkus: 'm5' },
      { numberOfFacings: 'l20' },
      { merchandisingSkuNames: sku },
    ] as Record<string, string>[]) {
      const metrics =
        'merchandisingSkuNames' in filter
          ? await everyRow(brandWeek, { ...all, ...filter })
          : await expectAgreement({ ...all, ...filter });
      expect(total(metrics, 'merchForms'), JSON.stringify(filter)).toBeGreaterThan(0);
      expect(total(metrics, 'merchForms'), JSON.stringify(filter)).toBeLessThan(merch);
      expect(total(metrics, 'accountsVisited')).toBe(total(whole, 'accountsVisited'));
    }
  });

  it('sum the brands the user may see in the all-brands tables', async () => {
    const query = base();
    const week = await everyRow(allBrandsWeek, query);
    const month = await everyRow(allBrandsMonth, query);
    let orders = 0;
    let visitsByBrand = 0;
    for (const brand of db().brands) {
      const one = await everyRow(brandWeek, { ...query, brand: brand.name });
      orders += total(one, 'orders');
      visitsByBrand += total(one, 'accountsVisited');
    }
    expect(total(week, 'orders')).toBe(orders);
    expect(total(month, 'orders')).toBe(orders);
    // A visit covering two brands is one visit.
    expect(total(week, 'accountsVisited')).toBeGreaterThan(0);
    expect(total(week, 'accountsVisited')).toBeLessThan(visitsByBrand);
    // A user with two brands: the sum of those two; another brand is refused. The manager
    // has no Management section (which the demo API enforces): grant it for this call.
    updateDemoState((s) => {
      const manager = findUser('manager', s);
      if (manager)
        manager.permissions = {
          ...manager.permissions,
          Management: { Permissions: ['allBrandsWeeklyReport'], Filters: [] },
        };
    });
    const mine = await everyRow(allBrandsWeek, query, 'manager');
    let managerOrders = 0;
    for (const brand of ['Sunset Soda', 'Golden Grove Juice'])
      managerOrders += total(await everyRow(brandWeek, { ...query, brand }), 'orders');
    expect(total(mine, 'orders')).toBe(managerOrders);
    expect(managerOrders).toBeLessThan(orders);
    const refused = await callDemoApi(
      allBrandsWeek,
      { ...query, brand: 'Canyon Cold Brew', metrics: 'OrdersSubmitted' },
      'manager',
    );
    expect(refused.status).toBe(403);
  });

  it('answer a page of ten representatives in name order, with only the metrics asked for', async () => {
    const query = base();
    const whole = await everyRow(brandWeek, query);
    const names = Object.keys(whole);
    expect(names.length).toBeGreaterThan(REP_METRICS_PAGE_SIZE);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
    const second = await get(brandWeek, { ...query, metrics: 'HoursWorked,TotalAmount', page: '2' });
    expect(second.total).toBe(names.length);
    expect(Object.keys(second.rows)).toEqual(names.slice(REP_METRICS_PAGE_SIZE, 2 * REP_METRICS_PAGE_SIZE));
    for (const [rep, byMetric] of Object.entries(second.rows))
      expect(byMetric).toEqual({ hours: whole[rep]?.hours, totalAmount: whole[rep]?.totalAmount });
    // Without a page: the first. Past the last page: no rows, the same total.
    const first = await get(brandMonth, { ...query, metrics: 'OrdersSubmitted' });
    expect(Object.keys(first.rows)).toEqual(names.slice(0, REP_METRICS_PAGE_SIZE));
    expect(await get(allBrandsMonth, { ...query, metrics: 'OrdersSubmitted', page: '999' })).toMatchObject({
      rows: {},
    });
    const past = await get(brandMonth, { ...query, metrics: 'OrdersSubmitted', page: '999' });
    expect([past.rows, past.total]).toEqual([{}, names.length]);
  });

  it('answer 400 naming metrics or page when a table cannot have them', async () => {
    for (const endpoint of [brandWeek, brandMonth, allBrandsWeek, allBrandsMonth]) {
      for (const [values, name] of [
        [{}, 'metrics'],
        [{ metrics: 'Hours' }, 'metrics'],
        [{ metrics: 'HoursWorked,HoursWorked' }, 'metrics'],
        [{ metrics: 'HoursWorked', page: '0' }, 'page'],
        [{ metrics: 'HoursWorked', page: 'two' }, 'page'],
      ] as [Record<string, string>, string][]) {
        const response = await callDemoApi(endpoint, { ...base(), ...values });
        expect([endpoint.path, values, response.status, response.headers.get('X-Invalid-Parameter')]).toEqual(
          [endpoint.path, values, 400, name],
        );
      }
    }
  });

  it('download every report as a real spreadsheet of what the page counts', async () => {
    const query = { ...base(), cities: 'Downey' };
    const week = await everyRow(brandWeek, query);
    for (const endpoint of [
      asmWeeklyReport,
      asmMonthlyReport,
      allBrandsAsmWeeklyReport,
      allBrandsAsmMonthlyReport,
    ]) {
      const response = await callDemoApi(endpoint, query);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-disposition')).toMatch(/ASM (Weekly|Monthly) Report.*\.xlsx/);
      const rows = await readXlsxRows(response);
      expect(rows[0]?.slice(0, 4)).toEqual([
        'Representative',
        endpoint.path.endsWith('week') ? 'Week Start' : 'Month Start',
        'Accounts Visited',
        'Visits',
      ]);
      if (endpoint === asmWeeklyReport || endpoint === asmMonthlyReport) {
        const visits = rows.slice(1).reduce((s, r) => s + Number(r[3]), 0);
        expect(visits, endpoint.path).toBe(total(week, 'accountsVisited'));
      }
    }

    const { sales } = await pages(query);
    const totalSales = await readXlsxRows(await callDemoApi(accountsTotalSalesReport, query));
    const salesColumn = totalSales[0]?.indexOf('Sales ($)') ?? -1;
    expect(totalSales.length - 1).toBe(sales.uniqueAccountOrders);
    expect(totalSales.slice(1).reduce((s, r) => s + Number(r[salesColumn]), 0)).toBe(sales.totalAmount);

    const allTime = { brand: BRAND, cities: 'Downey' };
    const dead = await readXlsxRows(await callDemoApi(deadAccountsReport, allTime));
    expect(dead.length).toBeGreaterThan(1);
    const days = dead[0]?.indexOf('Days Since Last Order') ?? -1;
    // Dead: last order 90 days or more before the end date, or none at all.
    expect(dead.slice(1).every((r) => r[days] === null || Number(r[days]) >= 90)).toBe(true);
    expect(dead.slice(1).some((r) => r[days] === null)).toBe(true);
    expect(dead.slice(1).some((r) => Number(r[days]) >= 90)).toBe(true);
    // Where the period starts plays no part: a week gives the same accounts as all time.
    const lastWeek = { ...allTime, dateStart: iso(db().todayDay - 6), dateEnd: iso(db().todayDay) };
    expect(await readXlsxRows(await callDemoApi(deadAccountsReport, lastWeek))).toEqual(dead);
    const hot = await readXlsxRows(await callDemoApi(deadAccountsHotReport, allTime));
    const hotLeads = hot.slice(1).filter((r) => r[0] === 'Hot Lead');
    const deadOnes = hot.slice(1).filter((r) => r[0] === 'Dead Account');
    expect(hotLeads.length).toBeGreaterThan(0);
    expect(deadOnes.length + hotLeads.filter((r) => dead.some((d) => d[0] === r[1])).length).toBe(
      dead.length - 1,
    );
    const active = await readXlsxRows(await callDemoApi(activeAccountsReport, query));
    expect(active.length).toBeGreaterThan(1);
  });

  it('record e-mailed report requests and answer at once', async () => {
    const query = { ...base(), cities: 'Downey' };
    const weekly = await get(emailWeeklyReport, { ...query, email: 'ann@example.com' });
    expect(weekly.message).toBe('Report will be sent to ann@example.com soon.');
    await get(emailMonthlyReport, { ...query, email: 'bob@example.com' });
    const recorded = readDemoState().emailRequests;
    expect(recorded.map((r) => [r.path, r.email])).toEqual([
      [emailWeeklyReport.path, 'ann@example.com'],
      [emailMonthlyReport.path, 'bob@example.com'],
    ]);
    expect(recorded[0]?.params.cities).toBe('Downey');
    expect((await callDemoApi(emailWeeklyReport, { ...query, email: 'nobody' })).status).toBe(400);
  });
});

describe('isDead', () => {
  it('is an account whose last order is 90 days or more before the end date, or that has none', () => {
    expect(isDead(-1, 1000)).toBe(true);
    expect(isDead(910, 1000)).toBe(true);
    expect(isDead(911, 1000)).toBe(false);
    expect(isDead(1000, 1000)).toBe(false);
  });
});
