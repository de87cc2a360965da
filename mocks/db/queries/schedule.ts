import type { ServerPayload } from '@/api/contract/endpoint';
import {
  VISIT_STATUSES,
  type scheduleCount,
  type scheduleFilters,
  type scheduleList,
  type scheduleMetricsDay,
  type scheduleRepresentatives,
  type scheduleSummary,
  type scheduleTotal,
  type VisitStatus,
} from '@/api/contract/schedule';
import type { RequestParams } from '@/api/contract/request-params';
import { parseComparison, type Comparison } from '@/filters/field-rules';
import { splitList } from '@/lib/request-list';
import { isoWeekday, startOfIsoWeek, startOfMonth, startOfNextMonth, type DayNumber } from '../dates';
import { SCHEDULE_TABLE_STATUSES, type Account, type ScheduleStatus } from '../entities';
import type { Db } from '../generate';
import { ACCOUNTS_SOURCES, FREQUENCIES } from '../reference-data';
import { hoursAndMiles } from './accounts';
import {
  accountPageBrands,
  dayRange,
  percentOf,
  resolveFilter,
  sortedUnique,
  type ResolvedFilter,
} from './filter';
import { DEFAULT_SCHEDULE_LIST_VIEW, pageOfNames, type ScheduleListView } from './schedule-list-page';

export interface ScheduleItem {
  accountIdx: number;
  repIdx: number;
  day: DayNumber;
  date: string;
  status: ScheduleStatus;
  /** The visit behind Visited and Unplanned items. */
  visitIdx: number | null;
}

/** First position in `sorted` (row indexes ordered by day) whose row's day is >= `day`. */
const firstAtOrAfter = (sorted: Int32Array, dayOf: Int32Array, day: DayNumber): number => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((dayOf[sorted[mid] as number] as number) < day) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/**
 * Every schedule item in [startDay, endDay], by day: visits (Visited when planned,
 * Unplanned otherwise) plus the stored Missed and Upcoming entries.
 */
export const scheduleEntriesBetween = (db: Db, startDay: DayNumber, endDay: DayNumber): ScheduleItem[] => {
  const out: ScheduleItem[] = [];
  const { visitsByDay, schedulesByDay } = db.indexes;
  const vt = db.visitTable;
  for (let k = firstAtOrAfter(visitsByDay, vt.day, startDay); k < visitsByDay.length; k++) {
    const i = visitsByDay[k] as number;
    const day = vt.day[i] as number;
    if (day > endDay) break;
    out.push({
      accountIdx: vt.accountIdx[i] as number,
      repIdx: vt.repIdx[i] as number,
      day,
      date: db.iso(day),
      status: vt.planned[i] === 1 ? 'Visited' : 'Unplanned',
      visitIdx: i,
    });
  }
  const st = db.scheduleTable;
  for (let k = firstAtOrAfter(schedulesByDay, st.day, startDay); k < schedulesByDay.length; k++) {
    const i = schedulesByDay[k] as number;
    const day = st.day[i] as number;
    if (day > endDay) break;
    out.push({
      accountIdx: st.accountIdx[i] as number,
      repIdx: st.repIdx[i] as number,
      day,
      date: db.iso(day),
      status: SCHEDULE_TABLE_STATUSES[st.status[i] as number] ?? 'Missed',
      visitIdx: null,
    });
  }
  return out.sort((a, b) => a.day - b.day || a.accountIdx - b.accountIdx);
};

// ---------------------------------------------------------------------------------------
// The Schedule page's filter and answers

/** The schedule looks ahead: dates up to a year after today (SPEC.md section 9; 366 covers a leap day). */
export const SCHEDULE_DAYS_AHEAD_LIMIT = 366;
/** A rep without a working day in this many days before today counts as inactive. */
export const INACTIVE_AFTER_DAYS = 30;

export interface ScheduleFilter {
  f: ResolvedFilter;
  /** Accounts that pass the account-level filters (null: every account). */
  accounts: Uint8Array | null;
  /** Reps whose schedule is shown. */
  reps: Set<number>;
}

/** Reps without a working day in the last INACTIVE_AFTER_DAYS days (Management uses the same rule). */
export const inactiveRepIdxs = (db: Db): Set<number> => {
  const out = new Set<number>();
  for (const rep of db.reps) {
    const days = db.indexes.repDays[rep.idx]?.days ?? [];
    const [lo, hi] = dayRange(days, db.todayDay - INACTIVE_AFTER_DAYS, db.todayDay);
    if (hi <= lo) out.add(rep.idx);
  }
  return out;
};

const compares = (c: Comparison, value: number): boolean =>
  c.op === 'm' ? value > c.value : c.op === 'l' ? value < c.value : value === c.value;

/**
 * numberOfSkus / numberOfFacings: the account's latest merchandising form (any brand) on
 * or before the end day has more than / less than / exactly N SKUs or facings. 'm0' (the
 * default) keeps every account, with or without forms.
 */
const merchTest = (db: Db, params: RequestParams, endDay: DayNumber): ((idx: number) => boolean) | null => {
  const skus = parseComparison(params.numberOfSkus ?? '');
  const facings = parseComparison(params.numberOfFacings ?? '');
  const active = (c: Comparison | null): c is Comparison => c !== null && !(c.op === 'm' && c.value === 0);
  if (!active(skus) && !active(facings)) return null;
  const { forms, indexes } = db.merch;
  return (idx) => {
    let latest = -1;
    for (const perBrand of indexes.byAccountBrand) {
      for (const formIdx of perBrand[idx] ?? []) {
        const form = forms[formIdx];
        if (form && form.day <= endDay && (latest < 0 || form.day >= (forms[latest]?.day ?? 0)))
          latest = formIdx;
      }
    }
    const form = forms[latest];
    if (!form) return false;
    return (
      (!active(skus) || compares(skus, form.skusCount)) &&
      (!active(facings) || compares(facings, form.facingsTotal))
    );
  };
};

/**
 * Request parameters -> the schedule's scope. Not per brand: every account is a
 * candidate; dates run from the first day with data to a year ahead. Account-level
 * parameters select scheduled accounts, representativesMetric selects the rep who holds
 * the visit, inactive reps are left out unless inactiveRepresentatives names them.
 */
export const resolveScheduleFilter = (db: Db, params: RequestParams): ScheduleFilter => {
  const f = resolveFilter(db, params, {
    allBrands: true,
    maxEndDay: db.todayDay + SCHEDULE_DAYS_AHEAD_LIMIT,
  });
  const merch = merchTest(db, params, f.endDay);
  let accounts: Uint8Array | null = null;
  if (f.accountFiltered || merch) {
    accounts = new Uint8Array(db.accounts.length);
    for (const idx of f.accountIdxs) if (!merch || merch(idx)) accounts[idx] = 1;
  }
  const inactive = inactiveRepIdxs(db);
  const named = new Set(splitList(params.inactiveRepresentatives));
  const reps = new Set<number>();
  for (const rep of db.reps) {
    if (f.repMetric && !f.repMetric.has(rep.idx)) continue;
    if (inactive.has(rep.idx) && !named.has(rep.name)) continue;
    reps.add(rep.idx);
  }
  return { f, accounts, reps };
};

/** The schedule items in scope, by day then account. */
export const scheduleItems = (db: Db, s: ScheduleFilter): ScheduleItem[] =>
  scheduleEntriesBetween(db, s.f.startDay, s.f.endDay).filter(
    (item) => s.reps.has(item.repIdx) && (!s.accounts || s.accounts[item.accountIdx] === 1),
  );

const repName = (db: Db, repIdx: number) => db.reps[repIdx]?.name ?? '';
const byName = (a: string, b: string) => a.localeCompare(b, 'en-US');

type Counts = Record<VisitStatus, number>;
const zeroCounts = (): Counts => ({ Upcoming: 0, Visited: 0, Missed: 0, Unplanned: 0 });

/** GET /schedules/filters: every account's lists (not per brand) and the first schedule day. */
export const scheduleFilterOptions = (db: Db): ServerPayload<typeof scheduleFilters> => {
  const list = (value: (a: Account) => string) => sortedUnique(db.accounts.map(value));
  const inactive = inactiveRepIdxs(db);
  return {
    ScheduleStartDate: db.iso(db.startDay),
    AccountsSources: [...ACCOUNTS_SOURCES],
    Cities: list((a) => a.city),
    States: list((a) => a.state),
    Chains: list((a) => a.chain),
    Banners: list((a) => a.banner),
    ChannelTypes: list((a) => a.channel),
    Regions: list((a) => a.region),
    Counties: list((a) => a.county),
    Territories: list((a) => a.territory),
    Representatives: list((a) => repName(db, a.repIdx)),
    RepresentativesMetric: sortedUnique(db.reps.map((r) => r.name)),
    Frequencies: [...FREQUENCIES],
    InactiveReps: sortedUnique(db.reps.filter((r) => inactive.has(r.idx)).map((r) => r.name)),
  };
};

/** Every date of the resolved window: the calendar's columns, whatever the page holds. */
const windowDates = (db: Db, s: ScheduleFilter): string[] => {
  const out: string[] = [];
  for (let day = s.f.startDay; day <= s.f.endDay; day++) out.push(db.iso(day));
  return out;
};

/**
 * GET /schedules/list: the window's dates, how many reps have visits in scope and the view's
 * page of them (by name), each with its days and their scheduled visits. Only the page's
 * rows are built: the answer grows with the page, not with the representatives.
 */
export const scheduleListQuery = (
  db: Db,
  s: ScheduleFilter,
  items: readonly ScheduleItem[],
  view: ScheduleListView,
  userBrands: readonly string[],
): ServerPayload<typeof scheduleList> => {
  const byRep = new Map<string, ScheduleItem[]>();
  for (const item of items) {
    const name = repName(db, item.repIdx);
    const repItems = byRep.get(name) ?? [];
    byRep.set(name, repItems);
    repItems.push(item);
  }
  const page = pageOfNames([...byRep.keys()], view);
  // An account's page brand, once per account: a year's schedule visits each store often.
  const pageBrand = new Map<number, string | undefined>();
  const brandOf = (account: Account) => {
    if (!pageBrand.has(account.idx))
      pageBrand.set(account.idx, accountPageBrands(db, account, userBrands)[0]);
    return pageBrand.get(account.idx);
  };
  const rowOf = (name: string) => {
    const days = new Map<string, ScheduleItem[]>();
    for (const item of byRep.get(name) ?? []) {
      const day = days.get(item.date) ?? [];
      days.set(item.date, day);
      day.push(item);
    }
    return {
      Name: name,
      Days: [...days.entries()].map(([date, visits]) => ({
        Date: date,
        ScheduledVisits: visits.map((v) => {
          const account = db.accounts[v.accountIdx] as Account;
          const brand = brandOf(account);
          return {
            StoreName: account.name,
            Address: account.address,
            Status: v.status,
            ...(brand ? { AccountId: account.id, Brand: brand } : {}),
          };
        }),
      })),
    };
  };
  return { Dates: windowDates(db, s), Total: page.total, Rows: page.names.map(rowOf) };
};

/** The reps that appear in the schedule: their hours and miles are the schedule's. */
const repsOf = (items: readonly ScheduleItem[]) => new Set(items.map((i) => i.repIdx));

/**
 * GET /schedules/summary. Planned visits are the scheduled ones (Visited, Missed,
 * Upcoming); visited and missed are shares of them; hours and miles are those of the reps
 * in the schedule up to today (the same working days Time & Efforts counts).
 */
export const scheduleSummaryQuery = (
  db: Db,
  s: ScheduleFilter,
  items: readonly ScheduleItem[],
): ServerPayload<typeof scheduleSummary> => {
  const counts = zeroCounts();
  for (const item of items) counts[item.status]++;
  const planned = counts.Visited + counts.Missed + counts.Upcoming;
  const { hours, miles } = hoursAndMiles(db, repsOf(items), s.f.startDay, Math.min(s.f.endDay, db.todayDay));
  return {
    PlannedVisits: planned,
    AccountsVisited: counts.Visited,
    AccountsVisitedPercentage: percentOf(counts.Visited, planned),
    MissedVisits: counts.Missed,
    MissedVisitsPercentage: percentOf(counts.Missed, planned),
    UnplannedVisits: counts.Unplanned,
    HoursWorked: hours,
    MileageDriven: miles,
  };
};

const visitsInfo = (counts: Counts) => {
  const total = VISIT_STATUSES.reduce((sum, s) => sum + counts[s.name], 0);
  return VISIT_STATUSES.map((s) => ({
    Name: s.name,
    Amount: counts[s.name],
    Percentage: percentOf(counts[s.name], total),
  }));
};

/** GET /schedules/total: the period's visits per status. */
export const scheduleTotalQuery = (items: readonly ScheduleItem[]): ServerPayload<typeof scheduleTotal> => {
  const counts = zeroCounts();
  for (const item of items) counts[item.status]++;
  return visitsInfo(counts);
};

const eachDay = (s: ScheduleFilter): DayNumber[] => {
  const days: DayNumber[] = [];
  for (let d = s.f.startDay; d <= s.f.endDay; d++) days.push(d);
  return days;
};

/** GET /schedules/count: every day of the period with its visits per status (the stacked bars). */
export const scheduleCountQuery = (
  db: Db,
  s: ScheduleFilter,
  items: readonly ScheduleItem[],
): ServerPayload<typeof scheduleCount> => {
  const byDay = new Map<DayNumber, Counts>();
  for (const item of items) {
    const counts = byDay.get(item.day) ?? zeroCounts();
    byDay.set(item.day, counts);
    counts[item.status]++;
  }
  return eachDay(s).map((day) => ({
    DateStart: db.iso(day),
    VisitsInfo: visitsInfo(byDay.get(day) ?? zeroCounts()),
  }));
};

/**
 * GET /schedules/representatives: how many reps have visits in scope, the page's reps (by
 * name, as the calendar pages them) and, per status with visits, per day with such visits,
 * each page rep's count. A percentage is of the day's visits of that status by every rep,
 * whatever the page: paging chooses the rows, not the figures.
 */
export const scheduleRepresentativesQuery = (
  db: Db,
  items: readonly ScheduleItem[],
  pageNumber: number,
): ServerPayload<typeof scheduleRepresentatives> => {
  const names = new Set<string>();
  for (const item of items) names.add(repName(db, item.repIdx));
  const page = pageOfNames([...names], { ...DEFAULT_SCHEDULE_LIST_VIEW, page: pageNumber });
  const onPage = new Set(page.names);
  const byStatus: ServerPayload<typeof scheduleRepresentatives>['ByStatus'] = {};
  for (const status of VISIT_STATUSES.map((s) => s.name)) {
    const byDay = new Map<string, { total: number; reps: Map<string, number> }>();
    let any = false;
    for (const item of items) {
      if (item.status !== status) continue;
      any = true;
      const day = byDay.get(item.date) ?? { total: 0, reps: new Map<string, number>() };
      byDay.set(item.date, day);
      day.total++;
      const name = repName(db, item.repIdx);
      if (onPage.has(name)) day.reps.set(name, (day.reps.get(name) ?? 0) + 1);
    }
    if (!any) continue;
    byStatus[status] = [...byDay.entries()]
      .filter(([, day]) => day.reps.size > 0)
      .map(([date, day]) => ({
        DateStart: date,
        VisitsInfo: [...day.reps.entries()]
          .sort((a, b) => byName(a[0], b[0]))
          .map(([Name, Amount]) => ({ Name, Amount, Percentage: percentOf(Amount, day.total) })),
      }));
  }
  return { Total: page.total, Representatives: page.names, ByStatus: byStatus };
};

export type SchedulePeriod = 'day' | 'week' | 'month';

/** Periods [start, end] covering the filter's range; the first starts on the range start. */
export const periodsOf = (
  s: ScheduleFilter,
  period: SchedulePeriod,
): { start: DayNumber; end: DayNumber }[] => {
  const out: { start: DayNumber; end: DayNumber }[] = [];
  for (let start = s.f.startDay; start <= s.f.endDay;) {
    const next =
      period === 'day' ? start + 1 : period === 'week' ? startOfIsoWeek(start) + 7 : startOfNextMonth(start);
    out.push({ start, end: Math.min(next - 1, s.f.endDay) });
    start = next;
  }
  return out;
};

const periodStartOf = (day: DayNumber, period: SchedulePeriod): DayNumber =>
  period === 'day' ? day : period === 'week' ? startOfIsoWeek(day) : startOfMonth(day);

type MetricsPayload = ServerPayload<typeof scheduleMetricsDay>;
type ScheduleMetricName = keyof MetricsPayload[string];

export interface RepPeriodRow {
  rep: string;
  start: DayNumber;
  counts: Counts;
  hours: number;
  miles: number;
}

/** Per rep in the schedule, per period: visits by status, hours and miles (up to today). */
export const repPeriodRows = (
  db: Db,
  s: ScheduleFilter,
  items: readonly ScheduleItem[],
  period: SchedulePeriod,
): RepPeriodRow[] => {
  const periods = periodsOf(s, period);
  const position = new Map(periods.map((p, k) => [p.start, k]));
  const counts = new Map<number, Counts[]>();
  for (const item of items) {
    const perPeriod = counts.get(item.repIdx) ?? periods.map(zeroCounts);
    counts.set(item.repIdx, perPeriod);
    const k = position.get(Math.max(s.f.startDay, periodStartOf(item.day, period)));
    const cell = k === undefined ? undefined : perPeriod[k];
    if (cell) cell[item.status]++;
  }
  const rows: RepPeriodRow[] = [];
  const reps = [...counts.keys()].sort((a, b) => byName(repName(db, a), repName(db, b)));
  for (const repIdx of reps) {
    periods.forEach((p, k) => {
      const worked =
        p.start > db.todayDay
          ? { hours: 0, miles: 0 }
          : hoursAndMiles(db, [repIdx], p.start, Math.min(p.end, db.todayDay));
      rows.push({
        rep: repName(db, repIdx),
        start: p.start,
        counts: counts.get(repIdx)?.[k] ?? zeroCounts(),
        ...worked,
      });
    });
  }
  return rows;
};

const METRIC_VALUES: Record<ScheduleMetricName, (row: RepPeriodRow) => number> = {
  StoresVisited: (r) => r.counts.Visited,
  VisitsMissed: (r) => r.counts.Missed,
  VisitsPlanned: (r) => r.counts.Visited + r.counts.Missed + r.counts.Upcoming,
  VisitsUnplanned: (r) => r.counts.Unplanned,
  HoursWorked: (r) => r.hours,
  MileageDriven: (r) => r.miles,
};
export const SCHEDULE_METRIC_NAMES = Object.keys(METRIC_VALUES) as ScheduleMetricName[];
export const metricValue = (row: RepPeriodRow, metric: ScheduleMetricName): number =>
  METRIC_VALUES[metric](row);

/** GET /schedules/summary/{day,week,month}: per rep, per metric, one point per period. */
export const scheduleMetricsQuery = (db: Db, rows: readonly RepPeriodRow[]): MetricsPayload => {
  const out: MetricsPayload = {};
  for (const row of rows) {
    const metrics = (out[row.rep] ??= {});
    for (const metric of SCHEDULE_METRIC_NAMES) {
      (metrics[metric] ??= []).push({ DateStart: db.iso(row.start), Value: metricValue(row, metric) });
    }
  }
  return out;
};

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
export const weekdayName = (day: DayNumber): string => WEEKDAYS[isoWeekday(day)] ?? '';
