import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { accountsData } from '@/api/contract/accounts';
import {
  EFFORTS_DAILY_PAGE_SIZE,
  EFFORTS_REPS_PAGE_SIZE,
  UDS_TOTAL_ROW,
  asmUdsAllBrandReport,
  asmUdsAllRepReport,
  asmUdsBrandReport,
  asmUdsReport,
  effortsFilters,
  timeEffortsDailyReport,
  timeEffortsMonthlyReport,
  timeEffortsWeeklyReport,
  udsAccountsByBrandReport,
  udsAccountsReport,
  udsStats,
  udsStatsBrand,
  workingStats,
  workingStatsMonth,
  workingStatsWeek,
} from '@/api/contract/time-efforts';
import type { JsonEndpoint } from '@/api/contract/endpoint';
import { startOfIsoWeek, startOfMonth } from '../db/dates';
import { fixDemoScale, getDb } from '../db/get-db';
import { resetDemoState, updateDemoState } from '../demo-state';
import {
  allAsmUdsTables,
  allHoursRows,
  allTimeEffortRows,
  callDemoApi,
  readXlsxRows,
} from './testing/call-demo-api';

let query: Record<string, string>;
beforeAll(() => {
  const db = getDb();
  // Six weeks ending today: long enough for several UDS weeks, short enough to stay fast.
  query = { brand: 'Sunset Soda', dateStart: db.iso(db.todayDay - 41), dateEnd: db.today };
});

const json = async <E extends JsonEndpoint>(endpoint: E, q: Record<string, string>) => {
  const response = await callDemoApi(endpoint, q);
  expect(response.status).toBe(200);
  return endpoint.response.parse(await response.json()) as ReturnType<E['response']['parse']>;
};

afterEach(() => resetDemoState());

describe('efforts handlers', () => {
  it('serve the shared options plus inactive reps per brand', async () => {
    const options = await json(effortsFilters, {});
    expect(options.brands.length).toBeGreaterThan(0);
    const brand = options.brands[0]!.name;
    expect(options.inactiveReps[brand]).toBeDefined();
    for (const name of options.inactiveReps[brand] ?? [])
      expect(options.representatives[brand]).toContain(name);
  });

  it('add up the daily rows to the hours, miles and visits the Accounts summary shows', async () => {
    const rows = await allTimeEffortRows(query);
    const summary = (await json(accountsData, query)).summary;
    expect(rows.length).toBeGreaterThan(10);
    const minutes = rows.reduce((s, r) => s + r.minutesWorked, 0);
    // Each row rounds its hours to whole minutes: at most half a minute each.
    expect(Math.abs(minutes / 60 - summary.hours)).toBeLessThanOrEqual(rows.length / 120 + 0.01);
    expect(rows.reduce((s, r) => s + r.miles, 0)).toBeCloseTo(summary.mileage, 0);

    const rep = rows[0]!.representative;
    const byRep = { ...query, representativesMetric: rep };
    const repRows = await allTimeEffortRows(byRep);
    const repSummary = (await json(accountsData, byRep)).summary;
    expect(new Set(repRows.map((r) => r.representative))).toEqual(new Set([rep]));
    expect(repRows.reduce((s, r) => s + r.visits, 0)).toBe(repSummary.forms);

    for (const r of rows) {
      expect(r.minutesTravel + r.minutesAtPlace + r.minutesAtPause).toBe(r.minutesWorked);
      expect(r.firstVisit === null).toBe(r.visits === 0);
    }
  });

  it('answer the daily table a page at a time in the asked order, the download holding every row', async () => {
    const page1 = await json(workingStats, query);
    const every = await allTimeEffortRows(query);
    expect(page1.total).toBe(every.length);
    expect(page1.total).toBeGreaterThan(EFFORTS_DAILY_PAGE_SIZE);
    expect(page1.rows).toHaveLength(EFFORTS_DAILY_PAGE_SIZE);
    expect(every.slice(0, EFFORTS_DAILY_PAGE_SIZE)).toEqual(page1.rows);
    // Latest day first, then representative A-Z; no row on two pages.
    const keys = every.map((r) => `${r.date} ${r.representative}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (let i = 1; i < every.length; i++) expect(every[i - 1]!.date >= every[i]!.date, keys[i]).toBe(true);
    const lastPage = Math.ceil(page1.total / EFFORTS_DAILY_PAGE_SIZE);
    expect((await json(workingStats, { ...query, page: String(lastPage + 1) })).rows).toEqual([]);

    const byMiles = await allTimeEffortRows({ ...query, sort: 'miles', order: 'asc' });
    expect(byMiles.map((r) => r.miles)).toEqual(every.map((r) => r.miles).sort((a, b) => a - b));
    const byRep = (await json(workingStats, { ...query, sort: 'representative', order: 'asc' })).rows;
    expect(byRep[0]!.representative).toBe([...every.map((r) => r.representative)].sort()[0]);
    // A day without visits has no first visit: last in either direction.
    for (const order of ['asc', 'desc']) {
      const byFirstVisit = await allTimeEffortRows({ ...query, sort: 'firstVisit', order });
      const firstMissing = byFirstVisit.findIndex((r) => r.firstVisit === null);
      expect(firstMissing).toBeGreaterThan(0);
      expect(byFirstVisit.slice(firstMissing).every((r) => r.firstVisit === null)).toBe(true);
    }

    const download = await readXlsxRows(await callDemoApi(timeEffortsDailyReport, query));
    expect(download.length - 1).toBe(page1.total);
  });

  it('answer 400 naming page or order when they are malformed', async () => {
    for (const [name, value] of [
      ['page', 'two'],
      ['order', 'up'],
    ] as const) {
      const response = await callDemoApi(workingStats, { ...query, [name]: value });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(name);
    }
  });

  it('page the weekly and monthly hours by representative, in name order, the downloads holding every one', async () => {
    for (const [endpoint, report] of [
      [workingStatsWeek, timeEffortsWeeklyReport],
      [workingStatsMonth, timeEffortsMonthlyReport],
    ] as const) {
      const first = await json(endpoint, query);
      expect(first.total).toBeGreaterThan(EFFORTS_REPS_PAGE_SIZE);
      expect(Object.keys(first.rows)).toHaveLength(EFFORTS_REPS_PAGE_SIZE);
      const every = Object.keys(await allHoursRows(endpoint, query));
      expect(every).toHaveLength(first.total);
      expect(every).toEqual([...every].sort((a, b) => a.localeCompare(b, 'en-US')));
      expect(every.slice(0, EFFORTS_REPS_PAGE_SIZE)).toEqual(Object.keys(first.rows));
      const past = await json(endpoint, {
        ...query,
        page: String(Math.ceil(first.total / EFFORTS_REPS_PAGE_SIZE) + 1),
      });
      expect([past.total, past.rows]).toEqual([first.total, {}]);
      const download = await readXlsxRows(await callDemoApi(report, query));
      expect(new Set(download.slice(1).map((row) => row[0]))).toEqual(new Set(every));
    }
  });

  it("answer one ASM's UDS table at a time: the filter's ASMs, TOTAL over all its reps, a page of them", async () => {
    const first = await json(udsStats, query);
    expect(first.asms.length).toBeGreaterThan(1);
    expect(first.asms).toEqual([...first.asms].sort((a, b) => a.localeCompare(b, 'en-US')));
    expect(first.asm).toBe(first.asms[0]);
    expect(Object.keys(first.data)).toEqual([first.asm]);
    const every = await allAsmUdsTables(query);
    expect(Object.keys(every)).toEqual(first.asms);
    // The full table (every page) is what the ASM UDS download holds, row for row.
    const download = await readXlsxRows(await callDemoApi(asmUdsReport, query));
    expect(new Set(download.slice(1).map((row) => `${row[0]} ${row[1]}`))).toEqual(
      new Set(
        Object.entries(every).flatMap(([asm, rows]) => Object.keys(rows).map((name) => `${asm} ${name}`)),
      ),
    );
  });

  it("page an ASM's representatives, TOTAL first on every page and summed over all of them", async () => {
    // At scale 1 an ASM leads six reps at most; at scale 3 (72 reps) every ASM has pages.
    fixDemoScale(3);
    try {
      const every = await allAsmUdsTables(query);
      const [asm, table] = Object.entries(every).sort(
        (a, b) => Object.keys(b[1]).length - Object.keys(a[1]).length,
      )[0]!;
      const reps = Object.keys(table).length - 1;
      expect(reps).toBeGreaterThan(EFFORTS_REPS_PAGE_SIZE);
      const page2 = await json(udsStats, { ...query, asm, page: '2' });
      expect([page2.asm, page2.total, page2.asms]).toEqual([asm, reps, Object.keys(every)]);
      const names = Object.keys(page2.data[asm]!);
      expect(names[0]).toBe(UDS_TOTAL_ROW);
      expect(names.slice(1)).toEqual(
        Object.keys(table).slice(1 + EFFORTS_REPS_PAGE_SIZE, 1 + 2 * EFFORTS_REPS_PAGE_SIZE),
      );
      expect(page2.data[asm]![UDS_TOTAL_ROW]).toEqual(table[UDS_TOTAL_ROW]);
      const counts = (name: string) => table[name]!.Count!.map((p) => p.value);
      expect(counts(UDS_TOTAL_ROW)).toEqual(
        Object.keys(table)
          .slice(1)
          .map(counts)
          .reduce((sum, row) => sum.map((v, i) => v + row[i]!)),
      );
      // Past the last page: TOTAL only.
      const past = await json(udsStats, { ...query, asm, page: '99' });
      expect(Object.keys(past.data[asm]!)).toEqual([UDS_TOTAL_ROW]);
    } finally {
      fixDemoScale(null);
    }
  });

  it('answer an empty ASM UDS when the filter holds no representative', async () => {
    const none = { ...query, cities: 'Nowhere At All' };
    expect(await json(udsStats, none)).toEqual({ asms: [], asm: null, total: 0, data: {} });
  });

  it('answer 400 naming page or asm when the representative tables cannot have them', async () => {
    for (const [endpoint, name, value] of [
      [workingStatsWeek, 'page', '0'],
      [workingStatsMonth, 'page', 'two'],
      [udsStats, 'page', '0'],
      [udsStats, 'asm', 'Nobody Here'],
    ] as const) {
      const response = await callDemoApi(endpoint, { ...query, [name]: value });
      expect([endpoint.path, name, response.status, response.headers.get('X-Invalid-Parameter')]).toEqual([
        endpoint.path,
        name,
        400,
        name,
      ]);
    }
  });

  it('split the same hours into weeks and months', async () => {
    const rows = await allTimeEffortRows(query);
    const daily = rows.reduce((s, r) => s + r.minutesWorked, 0) / 60;
    for (const endpoint of [workingStatsWeek, workingStatsMonth]) {
      const data = await allHoursRows(endpoint, query);
      const hours = Object.values(data).flatMap((m) => m.hours ?? []);
      expect(Object.keys(data).sort()).toEqual([...new Set(rows.map((r) => r.representative))].sort());
      expect(Math.abs(hours.reduce((s, p) => s + p.value, 0) - daily)).toBeLessThanOrEqual(
        rows.length / 120 + 0.1,
      );
    }
  });

  it('answer every week and month of a long range, not only the latest ones', async () => {
    const db = getDb();
    const startDay = db.todayDay - 199;
    const long = { ...query, dateStart: db.iso(startDay) };
    const weeks: string[] = [];
    for (let d = startOfIsoWeek(startDay); d <= db.todayDay; d += 7) weeks.push(db.iso(d));
    const months = [...new Set(Array.from({ length: 200 }, (_, i) => db.iso(startOfMonth(startDay + i))))];
    expect(weeks.length).toBeGreaterThan(28);
    const periodsOf = (data: Record<string, { hours?: { dateStart: string }[] }>) =>
      Object.values(data).map((m) => (m.hours ?? []).map((p) => p.dateStart));
    for (const periods of periodsOf((await json(workingStatsWeek, long)).rows))
      expect(periods).toEqual(weeks);
    for (const periods of periodsOf((await json(workingStatsMonth, long)).rows))
      expect(periods).toEqual(months);
    for (const table of [
      ...Object.values((await json(udsStats, long)).data),
      ...Object.values(await json(udsStatsBrand, long)),
    ])
      for (const row of Object.values(table))
        expect(row.Count?.filter((p) => !p.isSummary).map((p) => p.date)).toEqual(weeks);
  });

  it('list TOTAL first in every UDS table, as the sum of its rows, with Net = Count - Target', async () => {
    const asm = await allAsmUdsTables(query);
    const brand = await json(udsStatsBrand, query);
    expect(Object.keys(brand)).toEqual(['Sunset Soda']);
    const tables = [...Object.values(asm), ...Object.values(brand)];
    expect(tables.length).toBeGreaterThan(1);
    for (const table of tables) {
      const names = Object.keys(table);
      expect(names[0]).toBe(UDS_TOTAL_ROW);
      const total = table[UDS_TOTAL_ROW]!;
      for (const metric of ['Target', 'Count', 'Net'] as const) {
        const rows = names.slice(1).map((n) => table[n]![metric]!);
        total[metric]!.forEach((p, i) => expect(p.value).toBe(rows.reduce((s, r) => s + r[i]!.value, 0)));
      }
      total.Net!.forEach((p, i) => expect(p.value).toBe(total.Count![i]!.value - total.Target![i]!.value));
      const summary = total.Count!.at(-1)!;
      expect(summary.isSummary).toBe(true);
      expect(summary.value).toBe(total.Count!.slice(0, -1).reduce((s, p) => s + p.value, 0));
      // The week that holds today is not over: its values are not valid yet.
      expect(total.Target!.at(-2)!.isValid).toBe(false);
      expect(total.Target![0]!.isValid).toBe(true);
    }
    const brandTotal = brand['Sunset Soda']![UDS_TOTAL_ROW]!.Count!.at(-1)!.value;
    const asmTotals = Object.values(asm).reduce((s, t) => s + t[UDS_TOTAL_ROW]!.Count!.at(-1)!.value, 0);
    expect(asmTotals).toBe(brandTotal);
    expect(brandTotal).toBeGreaterThan(0);

    const accounts = await readXlsxRows(await callDemoApi(udsAccountsReport, query));
    expect(accounts.length - 1).toBe(brandTotal);
  });

  it("take a rep's target from the admin's brand target dated on or before the week", async () => {
    const db = getDb();
    const [asm, rows] = Object.entries((await json(udsStats, query)).data)[0]!;
    const repName = Object.keys(rows).find((n) => n !== UDS_TOTAL_ROW)!;
    const rep = db.repByName.get(repName)!;
    const weeks = rows[repName]!.Target!.filter((p) => !p.isSummary);
    const from = weeks[2]!.date;
    updateDemoState((state) => {
      state.targets.push({ Brands: ['Sunset Soda'], RepresentativeIDs: [rep.id], Date: from, Target: 7 });
    });
    const after = (await json(udsStats, query)).data[asm]![repName]!;
    const targets = after.Target!.filter((p) => !p.isSummary);
    expect(targets.slice(0, 2).map((p) => p.value)).toEqual(weeks.slice(0, 2).map((p) => p.value));
    expect(targets.slice(2).every((p) => p.value === 7)).toBe(true);
    after.Net!.forEach((p, i) => expect(p.value).toBe(after.Count![i]!.value - after.Target![i]!.value));
  });

  it.each([
    timeEffortsDailyReport,
    timeEffortsWeeklyReport,
    timeEffortsMonthlyReport,
    asmUdsReport,
    asmUdsBrandReport,
    udsAccountsReport,
    udsAccountsByBrandReport,
    asmUdsAllBrandReport,
    asmUdsAllRepReport,
  ])('download $path as a real .xlsx with rows', async (endpoint) => {
    const response = await callDemoApi(endpoint, query);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Disposition')).toContain('.xlsx');
    const rows = await readXlsxRows(response);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows[0]!.every((cell) => typeof cell === 'string' && cell.length > 0)).toBe(true);
  });
});
