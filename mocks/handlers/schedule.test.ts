import { beforeAll, describe, expect, it } from 'vitest';
import {
  SCHEDULE_LIST_PAGE_SIZE,
  scheduleCount,
  scheduleDailyReport,
  scheduleFilters,
  scheduleList,
  scheduleMetricDailyReport,
  scheduleMetricMonthlyReport,
  scheduleMetricsDay,
  scheduleMetricsMonth,
  scheduleMetricsWeek,
  scheduleMetricWeeklyReport,
  scheduleMonthlyReport,
  scheduleRepresentatives,
  scheduleSummary,
  scheduleTotal,
  scheduleWeeklyReport,
  type DailyVisits,
  type RepSchedule,
} from '@/api/contract/schedule';
import type { JsonEndpoint } from '@/api/contract/endpoint';
import { joinList } from '@/lib/request-list';
import { startOfIsoWeek } from '../db/dates';
import type { Account } from '../db/entities';
import { getDb } from '../db/get-db';
import { callDemoApi, readXlsxRows } from './testing/call-demo-api';

beforeAll(() => {
  getDb();
});

const db = () => getDb();
const iso = (day: number) => db().iso(day);
/** The current ISO week, the page's default. */
const thisWeek = () => {
  const monday = startOfIsoWeek(db().todayDay);
  return { dateStart: iso(monday), dateEnd: iso(monday + 6) };
};

const get = async <E extends JsonEndpoint>(endpoint: E, query: Record<string, string>) => {
  const response = await callDemoApi(endpoint, query);
  expect(response.status).toBe(200);
  return endpoint.response.parse(await response.json()) as ReturnType<E['response']['parse']>;
};

/** Every page of the calendar for a filter, in order: the whole list the pages split. */
const everyRow = async (query: Record<string, string>): Promise<RepSchedule[]> => {
  const first = await get(scheduleList, query);
  const rows = [...first.rows];
  for (let page = 2; page <= Math.ceil(first.total / SCHEDULE_LIST_PAGE_SIZE); page++)
    rows.push(...(await get(scheduleList, { ...query, page: String(page) })).rows);
  expect(rows).toHaveLength(first.total);
  return rows;
};

/** Every page of the status tables, each status' days from every page. */
const everyStatusPage = async (query: Record<string, string>) => {
  const first = await get(scheduleRepresentatives, query);
  const pages = [first];
  for (let page = 2; page <= Math.ceil(first.total / SCHEDULE_LIST_PAGE_SIZE); page++)
    pages.push(await get(scheduleRepresentatives, { ...query, page: String(page) }));
  expect(pages.flatMap((p) => p.names)).toHaveLength(first.total);
  const byStatus: Record<string, DailyVisits[]> = {};
  for (const p of pages)
    for (const [status, days] of Object.entries(p.byStatus)) (byStatus[status] ??= []).push(...days);
  return { pages, byStatus };
};

const visitsOf = (list: RepSchedule[]) =>
  list.flatMap((rep) =>
    rep.days.flatMap((d) => d.visits.map((v) => ({ ...v, rep: rep.name, date: d.visitDate }))),
  );

const accountByName = () => new Map(db().accounts.map((a) => [a.name, a] as const));

describe('schedule handlers', () => {
  it('serve filter options that are not per brand, from the first day with data', async () => {
    const options = await get(scheduleFilters, {});
    expect(options.earliestDate).toBe(db().iso(db().startDay));
    expect(options.representativesMetric).toHaveLength(db().reps.length);
    expect(options.cities).toContain('Downey');
  });

  it('give past visits Visited, Missed or Unplanned and future ones Upcoming, and agree across endpoints', async () => {
    const query = thisWeek();
    const list = await everyRow(query);
    const summary = await get(scheduleSummary, query);
    const total = await get(scheduleTotal, query);
    const count = await get(scheduleCount, query);
    const { pages, byStatus } = await everyStatusPage(query);
    const week = await get(scheduleMetricsWeek, query);

    const visits = visitsOf(list);
    expect(visits.length).toBeGreaterThan(50);
    const today = db().today;
    for (const v of visits) {
      if (v.date > today) expect(v.status).toBe('Upcoming');
      else expect(['Visited', 'Missed', 'Unplanned']).toContain(v.status);
    }
    const n = (status: string) => visits.filter((v) => v.status === status).length;
    expect(summary.planned).toBe(n('Visited') + n('Missed') + n('Upcoming'));
    expect(summary.visited).toBe(n('Visited'));
    expect(summary.missed).toBe(n('Missed'));
    expect(summary.unplanned).toBe(n('Unplanned'));
    expect(summary.visitedPercentage).toBeCloseTo((100 * n('Visited')) / summary.planned, 1);
    expect(Object.fromEntries(total.map((t) => [t.visitName, t.value]))).toEqual({
      Upcoming: n('Upcoming'),
      Visited: n('Visited'),
      Missed: n('Missed'),
      Unplanned: n('Unplanned'),
    });
    expect(count.map((d) => d.date)).toHaveLength(7);
    expect(count.reduce((s, d) => s + d.visitsData.reduce((t, v) => t + v.value, 0), 0)).toBe(visits.length);
    for (const [status, days] of Object.entries(byStatus)) {
      expect(days.reduce((s, d) => s + d.visitsData.reduce((t, v) => t + v.value, 0), 0)).toBe(n(status));
    }
    // The status tables page the calendar's representatives alike, with every status on each page.
    expect(pages.flatMap((p) => p.names)).toEqual(list.map((rep) => rep.name));
    const statuses = ['Upcoming', 'Visited', 'Missed', 'Unplanned'].filter((st) => n(st) > 0);
    for (const p of pages) expect(Object.keys(p.byStatus).sort()).toEqual([...statuses].sort());
    // A percentage is of the day's visits of that status by every representative, whatever the page.
    for (const days of Object.values(byStatus)) {
      const byDate = new Map<string, DailyVisits[]>();
      for (const d of days) byDate.set(d.date, [...(byDate.get(d.date) ?? []), d]);
      for (const sameDay of byDate.values()) {
        const total = sameDay.reduce((s, d) => s + d.visitsData.reduce((t, v) => t + v.value, 0), 0);
        for (const v of sameDay.flatMap((d) => d.visitsData))
          expect(v.percentage).toBeCloseTo((100 * v.value) / total, 1);
      }
    }
    const sum = (key: 'storesVisited' | 'visitsMissed' | 'hoursWorked') =>
      Object.values(week).reduce((s, rep) => s + (rep[key] ?? []).reduce((t, p) => t + p.value, 0), 0);
    expect(sum('storesVisited')).toBe(summary.visited);
    expect(sum('visitsMissed')).toBe(summary.missed);
    expect(sum('hoursWorked')).toBeCloseTo(summary.hours, 0);

    // The visits other sections count: every visit made this week is Visited or Unplanned.
    const { visitTable } = db();
    const start = startOfIsoWeek(db().todayDay);
    let made = 0;
    for (let i = 0; i < visitTable.length; i++) {
      const day = visitTable.day[i] as number;
      if (day >= start && day <= start + 6) made++;
    }
    expect(n('Visited') + n('Unplanned')).toBe(made);
  });

  it('split the metrics by day, ISO week and month', async () => {
    const monday = startOfIsoWeek(db().todayDay);
    const query = { dateStart: iso(monday - 14), dateEnd: iso(monday + 6) };
    const days = await get(scheduleMetricsDay, query);
    const weeks = await get(scheduleMetricsWeek, query);
    const months = await get(scheduleMetricsMonth, query);
    const rep = Object.keys(weeks)[0] ?? '';
    expect(days[rep]?.visitsPlanned).toHaveLength(21);
    expect(weeks[rep]?.visitsPlanned?.map((p) => p.dateStart)).toEqual([
      iso(monday - 14),
      iso(monday - 7),
      iso(monday),
    ]);
    const total = (points: { value: number }[] | undefined) =>
      (points ?? []).reduce((s, p) => s + p.value, 0);
    expect(total(days[rep]?.visitsPlanned)).toBe(total(weeks[rep]?.visitsPlanned));
    expect(total(months[rep]?.visitsPlanned)).toBe(total(weeks[rep]?.visitsPlanned));
  });

  it('honour every filter field', async () => {
    const base = thisWeek();
    const all = visitsOf(await everyRow(base));
    const accounts = accountByName();
    const rep0 = db().reps[0]?.name ?? '';
    const rep1 = db().reps[1]?.name ?? '';
    const accountOf = (name: string) => accounts.get(name) as Account;
    const repOf = (a: Account) => db().reps[a.repIdx]?.name;
    const cases: [Record<string, string>, (v: ReturnType<typeof visitsOf>[number]) => boolean][] = [
      [
        { cities: joinList(['Downey', 'Whittier']) },
        (v) => ['Downey', 'Whittier'].includes(accountOf(v.name).city),
      ],
      [{ name: 'market' }, (v) => v.name.toLowerCase().includes('market')],
      [{ address: 'ave' }, (v) => v.address.toLowerCase().includes('ave')],
      [{ zipCode: '90' }, (v) => accountOf(v.name).zipCode.startsWith('90')],
      [{ representatives: rep0 }, (v) => repOf(accountOf(v.name)) === rep0],
      [{ representativesMetric: joinList([rep0, rep1]) }, (v) => v.rep === rep0 || v.rep === rep1],
      [{ frequencies: 'Weekly' }, (v) => accountOf(v.name).frequency === 'Weekly'],
      [{ accountsSource: 'CRM' }, (v) => accountOf(v.name).source === 'CRM'],
      [
        { channels: accountOf(all[0]?.name ?? '').channel },
        (v) => accountOf(v.name).channel === accountOf(all[0]?.name ?? '').channel,
      ],
      [
        { chains: accountOf(all[0]?.name ?? '').chain },
        (v) => accountOf(v.name).chain === accountOf(all[0]?.name ?? '').chain,
      ],
      [{ regions: 'LA Gateway' }, (v) => accountOf(v.name).region === 'LA Gateway'],
      [{ counties: 'Orange' }, (v) => accountOf(v.name).county === 'Orange'],
      [
        { territories: accountOf(all[0]?.name ?? '').territory },
        (v) => accountOf(v.name).territory === accountOf(all[0]?.name ?? '').territory,
      ],
      [
        { banners: accountOf(all[0]?.name ?? '').banner },
        (v) => accountOf(v.name).banner === accountOf(all[0]?.name ?? '').banner,
      ],
    ];
    for (const [filter, holds] of cases) {
      const visits = visitsOf(await everyRow({ ...base, ...filter }));
      expect(visits.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(visits.length, JSON.stringify(filter)).toBeLessThan(all.length);
      expect(visits.every(holds), JSON.stringify(filter)).toBe(true);
      expect(visits.length).toBe(all.filter(holds).length);
    }
    for (const comparison of [{ numberOfSkus: 'm3' }, { numberOfFacings: 'l20' }] as Record<
      string,
      string
    >[]) {
      const merch = visitsOf(await everyRow({ ...base, ...comparison }));
      expect(merch.length, JSON.stringify(comparison)).toBeGreaterThan(0);
      expect(merch.length, JSON.stringify(comparison)).toBeLessThan(all.length);
    }
    // No demo representative is inactive: naming one in inactiveRepresentatives changes nothing.
    expect(visitsOf(await everyRow({ ...base, inactiveRepresentatives: rep0 }))).toHaveLength(all.length);
  });

  it('page the calendar by representative: every date of the window, the total and one page in name order', async () => {
    const query = thisWeek();
    const first = await get(scheduleList, query);
    expect(first.dates).toHaveLength(7);
    expect(first.dates[0]).toBe(query.dateStart);
    expect(first.total).toBeGreaterThan(SCHEDULE_LIST_PAGE_SIZE);
    expect(first.rows).toHaveLength(SCHEDULE_LIST_PAGE_SIZE);
    const names = (await everyRow(query)).map((row) => row.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
    const descending = (await everyRow({ ...query, sort: 'name', order: 'desc' })).map((row) => row.name);
    expect(descending).toEqual([...names].reverse());
    // Past the last page: no rows, the same total.
    const past = await get(scheduleList, { ...query, page: '999' });
    expect([past.rows, past.total, past.dates]).toEqual([[], first.total, first.dates]);
  });

  it('filter the calendar by the start of the representative name, whatever its case', async () => {
    const query = thisWeek();
    const all = await everyRow(query);
    const letter = all[0]?.name.charAt(0) ?? '';
    const starting = await everyRow({ ...query, asmPrefix: letter.toLowerCase() });
    expect(starting.length).toBeGreaterThan(0);
    expect(starting).toEqual(all.filter((row) => row.name.startsWith(letter)));
    expect((await get(scheduleList, { ...query, asmPrefix: 'zzz' })).total).toBe(0);
  });

  it('answer 400 naming page when the status tables cannot have it', async () => {
    for (const value of ['0', 'two']) {
      const response = await callDemoApi(scheduleRepresentatives, { ...thisWeek(), page: value });
      expect([value, response.status, response.headers.get('X-Invalid-Parameter')]).toEqual([
        value,
        400,
        'page',
      ]);
    }
    const past = await get(scheduleRepresentatives, { ...thisWeek(), page: '99' });
    expect(past.names).toEqual([]);
    expect(past.total).toBeGreaterThan(0);
  });

  it('answer 400 naming page or sort when the calendar cannot have them', async () => {
    for (const [name, value] of [
      ['page', '0'],
      ['page', 'two'],
      ['sort', 'visits'],
      ['order', 'up'],
    ] as const) {
      const response = await callDemoApi(scheduleList, { ...thisWeek(), [name]: value });
      expect([name, value, response.status, response.headers.get('X-Invalid-Parameter')]).toEqual([
        name,
        value,
        400,
        name,
      ]);
    }
  });

  it('read dates up to a year ahead and none past it', async () => {
    const ahead = db().todayDay + 14;
    const list = await everyRow({ dateStart: iso(ahead), dateEnd: iso(ahead + 6) });
    const visits = visitsOf(list);
    expect(visits.length).toBeGreaterThan(0);
    expect(visits.every((v) => v.status === 'Upcoming')).toBe(true);
    const count = await get(scheduleCount, {
      dateStart: iso(db().todayDay + 360),
      dateEnd: iso(db().todayDay + 900),
    });
    expect(count.length).toBeLessThanOrEqual(7);
  });

  it('download every report as a real spreadsheet of the filtered rows', async () => {
    const query = { ...thisWeek(), cities: 'Downey' };
    const visits = visitsOf(await everyRow(query));
    const daily = await readXlsxRows(await callDemoApi(scheduleDailyReport, query));
    expect(daily[0]).toEqual(['Date', 'Weekday', 'ASM', 'Representative', 'Account', 'Address', 'Status']);
    expect(daily.length - 1).toBe(visits.length);
    const summary = await get(scheduleSummary, query);
    for (const [endpoint, plannedColumn] of [
      [scheduleWeeklyReport, 'Planned'],
      [scheduleMonthlyReport, 'Planned'],
      [scheduleMetricDailyReport, 'Visits Planned'],
      [scheduleMetricWeeklyReport, 'Visits Planned'],
      [scheduleMetricMonthlyReport, 'Visits Planned'],
    ] as const) {
      const response = await callDemoApi(endpoint, query);
      expect(response.headers.get('content-disposition')).toMatch(/\.xlsx/);
      const rows = await readXlsxRows(response);
      const column = rows[0]?.indexOf(plannedColumn) ?? -1;
      expect(column, endpoint.path).toBeGreaterThan(0);
      expect(
        rows.slice(1).reduce((s, r) => s + Number(r[column]), 0),
        endpoint.path,
      ).toBe(summary.planned);
    }
  });
});
