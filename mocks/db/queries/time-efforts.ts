import type { ServerPayload } from '@/api/contract/endpoint';
import {
  EFFORTS_DAILY_DEFAULT_SORT,
  EFFORTS_DAILY_PAGE_SIZE,
  EFFORTS_DAILY_SORT_KEYS,
  UDS_TOTAL_ROW,
  type EffortsDailySortKey,
  type effortsFilters,
  type udsStats,
  type workingStats,
  type workingStatsWeek,
} from '@/api/contract/time-efforts';
import type { BrandTarget } from '@/api/contract/brands';
import type { z } from 'zod';
import type { XlsxSheet } from '../../xlsx';
import { dayRange, type ResolvedFilter } from './filter';
import { pageOfReps } from './efforts-rep-page';
import { baseFilterOptions, restrictToBrands } from './options';
import {
  isoFromDay,
  parseIsoDay,
  startOfIsoWeek,
  startOfMonth,
  startOfNextMonth,
  type DayNumber,
} from '../dates';
import type { Account } from '../entities';
import type { Db } from '../generate';

/**
 * Time and efforts (SPEC.md sections 2, 3 and 7): working days per representative and the
 * UDS tracker (new accounts against a weekly target). The reps in scope are the ones the
 * Accounts summary adds hours for (`representativesMetric`, else the reps of the filtered
 * accounts), so a rep's hours here add up to the Accounts page's Hours Worked.
 */

type TimeEffortsPagePayload = ServerPayload<typeof workingStats>;
type TimeEffortPayload = TimeEffortsPagePayload['Rows'][number];
type HoursPagePayload = ServerPayload<typeof workingStatsWeek>;
type HoursPayload = HoursPagePayload['Rows'];
type UdsPagePayload = ServerPayload<typeof udsStats>;
type UdsPayload = UdsPagePayload['Data'];
type UdsRow = UdsPayload[string][string];
type UdsPointPayload = NonNullable<UdsRow['Target']>[number];
type ServerBrandTarget = z.input<typeof BrandTarget>;

/** A rep without a working day in this many days before today is inactive. */
export const INACTIVE_AFTER_DAYS = 30;

export const isInactiveRep = (db: Db, repIdx: number): boolean => {
  const days = db.indexes.repDays[repIdx]?.days ?? [];
  const last = days[days.length - 1];
  return last === undefined || last < db.todayDay - INACTIVE_AFTER_DAYS;
};

/** GET /efforts/filters: the shared options plus the inactive reps per brand. */
export const effortsFilterOptions = (
  db: Db,
  brands: readonly string[],
): ServerPayload<typeof effortsFilters> => {
  const base = restrictToBrands(baseFilterOptions(db), brands);
  const inactive = new Set(db.reps.filter((r) => isInactiveRep(db, r.idx)).map((r) => r.name));
  const InactiveReps = Object.fromEntries(
    Object.entries(base.Representatives).map(([brand, names]) => [
      brand,
      names.filter((n) => inactive.has(n)),
    ]),
  );
  return { ...base, InactiveReps };
};

/**
 * Reps whose rows the tables show: those in scope, without inactive reps unless the
 * Inactive Representatives filter names them, in name order.
 */
export const effortsReps = (db: Db, f: ResolvedFilter, inactiveSelected: ReadonlySet<string>): number[] => {
  const inScope = f.repMetric ?? new Set(f.accountIdxs.map((idx) => (db.accounts[idx] as Account).repIdx));
  return [...inScope]
    .filter((r) => !isInactiveRep(db, r) || inactiveSelected.has(db.reps[r]?.name ?? ''))
    .sort((a, b) => (db.reps[a]?.name ?? '').localeCompare(db.reps[b]?.name ?? '', 'en-US'));
};

/** Brand visits to the filtered accounts, per rep (who made them) and day. */
const visitCounts = (db: Db, f: ResolvedFilter): Map<number, Map<number, number>> => {
  const counts = new Map<number, Map<number, number>>();
  const visitRep = db.visitTable.repIdx;
  const entries = db.indexes.byAccountBrand[f.brand.idx] ?? [];
  for (const idx of f.accountIdxs) {
    const ab = entries[idx];
    if (!ab) continue;
    const [lo, hi] = dayRange(ab.visitDays, f.startDay, f.endDay);
    for (let k = lo; k < hi; k++) {
      const rep = visitRep[ab.visitIdxs[k] as number] as number;
      if (f.repMetric && !f.repMetric.has(rep)) continue;
      let byDay = counts.get(rep);
      if (!byDay) counts.set(rep, (byDay = new Map()));
      const day = ab.visitDays[k] as number;
      byDay.set(day, (byDay.get(day) ?? 0) + 1);
    }
  }
  return counts;
};

const hhmm = (minutes: number): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/**
 * Every row of the daily table (GET /efforts/workingstats pages them, the daily download
 * holds them all): one row per rep in scope and working day, by date then rep.
 */
export const timeEffortRows = (
  db: Db,
  f: ResolvedFilter,
  inactiveSelected: ReadonlySet<string>,
): TimeEffortPayload[] => {
  const counts = visitCounts(db, f);
  const rows: TimeEffortPayload[] = [];
  for (const r of effortsReps(db, f, inactiveSelected)) {
    const rd = db.indexes.repDays[r];
    if (!rd) continue;
    const [lo, hi] = dayRange(rd.days, f.startDay, f.endDay);
    for (let k = lo; k < hi; k++) {
      const day = rd.days[k] as number;
      const hours = (rd.cumHours[k + 1] as number) - (rd.cumHours[k] as number);
      const miles = (rd.cumMiles[k + 1] as number) - (rd.cumMiles[k] as number);
      const worked = Math.round(hours * 60);
      const visits = counts.get(r)?.get(day) ?? 0;
      // The day's shape is derived from the rep and the day, so it is stable across calls.
      const start = 7 * 60 + ((r * 31 + day * 17) % 91);
      const pause = worked > 6 * 60 ? 30 : 0;
      const atPlace = visits > 0 ? Math.round((worked - pause) * 0.55) : 0;
      const travel = worked - pause - atPlace;
      const lead = Math.round(travel * 0.3);
      rows.push({
        Date: db.iso(day),
        Representative: db.reps[r]?.name ?? '',
        MinutesWorked: worked,
        Miles: Math.round(miles * 10) / 10,
        WorkdayStart: hhmm(start),
        WorkdayEnd: hhmm(start + worked),
        FirstVisit: visits > 0 ? hhmm(start + lead) : null,
        LastVisit: visits > 0 ? hhmm(start + worked - lead) : null,
        MinutesTravel: travel,
        MinutesAtPlace: atPlace,
        MinutesAtPause: pause,
        Visits: visits,
      });
    }
  }
  return rows.sort(
    (a, b) => a.Date.localeCompare(b.Date) || a.Representative.localeCompare(b.Representative),
  );
};

export interface EffortsDailyPage {
  /** 1-based; past the last page answers with no rows. */
  page: number;
  sort: EffortsDailySortKey;
  order: 'asc' | 'desc';
}

/** Reads `page`, `sort` and `order`; anything unreadable is the default (page 1, latest day first). */
export const readEffortsDailyPage = (values: Readonly<Record<string, string>>): EffortsDailyPage => {
  const page = Number(values.page);
  return {
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    sort: EFFORTS_DAILY_SORT_KEYS.find((k) => k === values.sort) ?? EFFORTS_DAILY_DEFAULT_SORT.sort,
    order: values.order === 'asc' ? 'asc' : EFFORTS_DAILY_DEFAULT_SORT.order,
  };
};

const SORT_FIELDS = {
  date: 'Date',
  representative: 'Representative',
  minutesWorked: 'MinutesWorked',
  miles: 'Miles',
  workdayStart: 'WorkdayStart',
  workdayEnd: 'WorkdayEnd',
  firstVisit: 'FirstVisit',
  lastVisit: 'LastVisit',
  minutesTravel: 'MinutesTravel',
  minutesAtPlace: 'MinutesAtPlace',
  minutesAtPause: 'MinutesAtPause',
  visits: 'Visits',
} as const satisfies Record<EffortsDailySortKey, keyof TimeEffortPayload>;

const repCollator = new Intl.Collator('en-US', { numeric: true, sensitivity: 'base' });

/**
 * GET /efforts/workingstats: the number of rows and one page of them in the asked order.
 * Names compare as the table's header sort does (en-US, numbers by value), through one rank
 * per name, so ordering a long range's rows is a number sort; dates and 'HH:mm' times
 * compare as text. A missing time sorts last in either direction; ties keep the default
 * order (latest day first, then representative A-Z).
 */
export const workingStatsPage = (
  rows: readonly TimeEffortPayload[],
  view: EffortsDailyPage,
): TimeEffortsPagePayload => {
  const names = [...new Set(rows.map((r) => r.Representative))].sort(repCollator.compare);
  const rank = new Map(names.map((name, i) => [name, i]));
  const repRank = (r: TimeEffortPayload) => rank.get(r.Representative) as number;
  const byDefault = (a: TimeEffortPayload, b: TimeEffortPayload) =>
    (a.Date < b.Date ? 1 : a.Date > b.Date ? -1 : 0) || repRank(a) - repRank(b);
  const field = SORT_FIELDS[view.sort];
  const sign = view.order === 'desc' ? -1 : 1;
  const byField = (a: TimeEffortPayload, b: TimeEffortPayload): number => {
    if (view.sort === 'representative') return sign * (repRank(a) - repRank(b));
    const x = a[field];
    const y = b[field];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x < y ? -1 : x > y ? 1 : 0);
  };
  const ordered = [...rows].sort((a, b) => byField(a, b) || byDefault(a, b));
  const start = (view.page - 1) * EFFORTS_DAILY_PAGE_SIZE;
  return { Total: rows.length, Rows: ordered.slice(start, start + EFFORTS_DAILY_PAGE_SIZE) };
};

export type Interval = 'week' | 'month';

/** Period starts (ISO weeks or months) covering [startDay, endDay]. */
export const periodStarts = (interval: Interval, startDay: DayNumber, endDay: DayNumber): DayNumber[] => {
  const starts: DayNumber[] = [];
  let d = interval === 'week' ? startOfIsoWeek(startDay) : startOfMonth(startDay);
  while (d <= endDay) {
    starts.push(d);
    d = interval === 'week' ? d + 7 : startOfNextMonth(d);
  }
  return starts;
};

/** The reps the hours tables have a row for: those in scope with working days, in name order. */
const hoursReps = (db: Db, f: ResolvedFilter, inactiveSelected: ReadonlySet<string>): number[] =>
  effortsReps(db, f, inactiveSelected).filter((r) => db.indexes.repDays[r] !== undefined);

/** Hours and miles per period of `reps`, keyed by name in their order. */
const hoursRows = (db: Db, f: ResolvedFilter, reps: readonly number[], interval: Interval): HoursPayload => {
  const starts = periodStarts(interval, f.startDay, f.endDay);
  const out: HoursPayload = {};
  for (const r of reps) {
    const rd = db.indexes.repDays[r];
    if (!rd) continue;
    const hours: { DateStart: string; Value: number }[] = [];
    const miles: { DateStart: string; Value: number }[] = [];
    starts.forEach((start, i) => {
      const end = Math.min(f.endDay, (starts[i + 1] ?? f.endDay + 1) - 1);
      const [lo, hi] = dayRange(rd.days, Math.max(start, f.startDay), end);
      const date = db.iso(start);
      hours.push({
        DateStart: date,
        Value: Math.round(((rd.cumHours[hi] as number) - (rd.cumHours[lo] as number)) * 100) / 100,
      });
      miles.push({
        DateStart: date,
        Value: Math.round(((rd.cumMiles[hi] as number) - (rd.cumMiles[lo] as number)) * 10) / 10,
      });
    });
    out[db.reps[r]?.name ?? ''] = { HoursWorked: hours, MileageDriven: miles };
  }
  return out;
};

/** Hours and miles per rep and period, every rep (the weekly and monthly downloads). */
export const hoursAndMileageQuery = (
  db: Db,
  f: ResolvedFilter,
  inactiveSelected: ReadonlySet<string>,
  interval: Interval,
): HoursPayload => hoursRows(db, f, hoursReps(db, f, inactiveSelected), interval);

/**
 * GET /efforts/workingstats/week and /month: how many reps have a row, and one page of
 * them in name order. Only the page's rows are built.
 */
export const hoursAndMileagePage = (
  db: Db,
  f: ResolvedFilter,
  inactiveSelected: ReadonlySet<string>,
  interval: Interval,
  page: number,
): HoursPagePayload => {
  const byName = new Map(hoursReps(db, f, inactiveSelected).map((r) => [db.reps[r]?.name ?? '', r]));
  const shown = pageOfReps([...byName.keys()], page);
  const reps = shown.names.map((name) => byName.get(name) as number);
  return { Total: shown.total, Rows: hoursRows(db, f, reps, interval) };
};

// ---------------------------------------------------------------------------------------
// UDS: new accounts (first authorised for the brand) against a weekly target per rep.

/**
 * The seeded weekly target of a rep (until an admin sets one): one new account a week for
 * two reps in three, none for the rest, about what the demo reps open, so Net swings both ways.
 */
export const seededWeeklyTarget = (repIdx: number): number => (repIdx % 3 === 2 ? 0 : 1);

/**
 * A rep's weekly target for a brand in the week starting `weekStart`: the latest admin
 * target (Admin > Target) for that brand and rep dated on or before the week's end, else
 * the seeded one.
 */
export const weeklyTarget = (
  db: Db,
  targets: readonly ServerBrandTarget[],
  brand: string,
  repIdx: number,
  weekStart: DayNumber,
): number => {
  const repId = db.reps[repIdx]?.id;
  let best: { day: number; target: number } | null = null;
  for (const t of targets) {
    const day = parseIsoDay(t.Date);
    if (day === null || day > weekStart + 6) continue;
    if (!t.Brands.includes(brand) || repId === undefined || !t.RepresentativeIDs.includes(repId)) continue;
    if (!best || day >= best.day) best = { day, target: t.Target };
  }
  return best ? best.target : seededWeeklyTarget(repIdx);
};

/** One brand's new accounts by the rep who authorised them and the week it happened. */
const newAccountsByRepWeek = (db: Db, f: ResolvedFilter): Map<number, Map<number, number[]>> => {
  const out = new Map<number, Map<number, number[]>>();
  const entries = db.indexes.byAccountBrand[f.brand.idx] ?? [];
  for (const idx of f.accountIdxs) {
    const ab = entries[idx];
    if (!ab || ab.authorisedDay < f.startDay || ab.authorisedDay > f.endDay) continue;
    if (f.repMetric && !f.repMetric.has(ab.authorisedRepIdx)) continue;
    let byWeek = out.get(ab.authorisedRepIdx);
    if (!byWeek) out.set(ab.authorisedRepIdx, (byWeek = new Map()));
    const week = startOfIsoWeek(ab.authorisedDay);
    const list = byWeek.get(week) ?? [];
    list.push(idx);
    byWeek.set(week, list);
  }
  return out;
};

interface UdsCells {
  target: number[];
  count: number[];
}

const point = (date: string, value: number, valid: boolean, summary: boolean): UdsPointPayload => ({
  DateStart: date,
  Value: value,
  Valid: valid,
  IsSummary: summary,
});

/**
 * A UDS week counts (`Valid`) once it is over and inside the filter: its last day is on or
 * before the filter's end and before today. The week ending today has not ended: today's
 * visits are still being made.
 */
export const udsWeekOver = (weekStart: DayNumber, endDay: DayNumber, todayDay: DayNumber): boolean =>
  weekStart + 6 <= endDay && weekStart + 6 < todayDay;

/** Target, Count and Net points: one per week, then the period's summary. */
const udsRow = (db: Db, weeks: readonly DayNumber[], endDay: DayNumber, cells: UdsCells): UdsRow => {
  const valid = weeks.map((w) => udsWeekOver(w, endDay, db.todayDay));
  const sum = (values: number[]) => values.reduce((s, v) => s + v, 0);
  const first = db.iso(weeks[0] ?? endDay);
  const series = (values: number[]) => [
    ...weeks.map((w, i) => point(db.iso(w), values[i] as number, valid[i] as boolean, false)),
    point(first, sum(values), valid.every(Boolean), true),
  ];
  const net = cells.count.map((c, i) => c - (cells.target[i] as number));
  return { Target: series(cells.target), Count: series(cells.count), Net: series(net) };
};

const addCells = (total: UdsCells, cells: UdsCells) => {
  cells.target.forEach((v, i) => (total.target[i] = (total.target[i] ?? 0) + v));
  cells.count.forEach((v, i) => (total.count[i] = (total.count[i] ?? 0) + v));
};

interface UdsTable {
  weeks: DayNumber[];
  /** Per ASM name: per rep name, the rep's cells, in name order. */
  byAsm: Map<string, Map<string, UdsCells>>;
}

export const udsTable = (
  db: Db,
  f: ResolvedFilter,
  inactiveSelected: ReadonlySet<string>,
  targets: readonly ServerBrandTarget[],
): UdsTable => {
  const weeks = periodStarts('week', f.startDay, f.endDay);
  const fresh = newAccountsByRepWeek(db, f);
  const byAsm = new Map<string, Map<string, UdsCells>>();
  const reps = new Set(effortsReps(db, f, inactiveSelected));
  for (const r of fresh.keys())
    if (!isInactiveRep(db, r) || inactiveSelected.has(db.reps[r]?.name ?? '')) reps.add(r);
  const ordered = [...reps].sort((a, b) =>
    (db.reps[a]?.name ?? '').localeCompare(db.reps[b]?.name ?? '', 'en-US'),
  );
  for (const r of ordered) {
    const rep = db.reps[r];
    if (!rep) continue;
    const asm = db.asms[rep.asmIdx]?.name ?? 'Unassigned';
    const rows = byAsm.get(asm) ?? new Map<string, UdsCells>();
    byAsm.set(asm, rows);
    rows.set(rep.name, {
      target: weeks.map((w) => weeklyTarget(db, targets, f.brand.name, r, w)),
      count: weeks.map((w) => fresh.get(r)?.get(w)?.length ?? 0),
    });
  }
  return { weeks, byAsm: new Map([...byAsm].sort((a, b) => a[0].localeCompare(b[0], 'en-US'))) };
};

const emptyCells = (weeks: readonly DayNumber[]): UdsCells => ({
  target: weeks.map(() => 0),
  count: weeks.map(() => 0),
});

/** An ASM's table: TOTAL over every rep of `reps`, then the rows of `names` (some of them). */
const asmRows = (
  db: Db,
  f: ResolvedFilter,
  weeks: readonly DayNumber[],
  reps: ReadonlyMap<string, UdsCells>,
  names: Iterable<string>,
): Record<string, UdsRow> => {
  const total = emptyCells(weeks);
  for (const cells of reps.values()) addCells(total, cells);
  const rows: Record<string, UdsRow> = { [UDS_TOTAL_ROW]: udsRow(db, weeks, f.endDay, total) };
  for (const name of names) rows[name] = udsRow(db, weeks, f.endDay, reps.get(name) as UdsCells);
  return rows;
};

/** Every ASM's table, TOTAL first, then each rep (the ASM UDS download). */
export const udsStatsQuery = (db: Db, f: ResolvedFilter, table: UdsTable): UdsPayload => {
  const out: UdsPayload = {};
  for (const [asm, reps] of table.byAsm) out[asm] = asmRows(db, f, table.weeks, reps, reps.keys());
  return out;
};

/** The ASMs of a UDS table, in name order: the choice above the ASM UDS table. */
export const udsAsms = (table: UdsTable): string[] => [...table.byAsm.keys()];

/**
 * GET /efforts/uds-stats: the filter's ASMs, and `asm`'s table (one of them, or null when
 * there is none) with TOTAL over all its reps and one page of them by name.
 */
export const udsAsmPage = (
  db: Db,
  f: ResolvedFilter,
  table: UdsTable,
  asm: string | null,
  page: number,
): UdsPagePayload => {
  const reps = asm === null ? undefined : table.byAsm.get(asm);
  if (asm === null || !reps) return { Asms: udsAsms(table), Asm: null, Total: 0, Data: {} };
  const shown = pageOfReps([...reps.keys()], page);
  return {
    Asms: udsAsms(table),
    Asm: asm,
    Total: shown.total,
    Data: { [asm]: asmRows(db, f, table.weeks, reps, shown.names) },
  };
};

/** GET /efforts/uds-stats/brand: the brand's TOTAL first, then one row per ASM. */
export const udsBrandQuery = (db: Db, f: ResolvedFilter, table: UdsTable): UdsPayload => {
  const total = emptyCells(table.weeks);
  const asmRows: Record<string, UdsRow> = {};
  for (const [asm, reps] of table.byAsm) {
    const cells = emptyCells(table.weeks);
    for (const rep of reps.values()) addCells(cells, rep);
    addCells(total, cells);
    asmRows[asm] = udsRow(db, table.weeks, f.endDay, cells);
  }
  return { [f.brand.name]: { [UDS_TOTAL_ROW]: udsRow(db, table.weeks, f.endDay, total), ...asmRows } };
};

/** The brand's TOTAL first, then one row per rep (the "By Rep" tracker). */
export const udsByRepQuery = (db: Db, f: ResolvedFilter, table: UdsTable): UdsPayload => {
  const total = emptyCells(table.weeks);
  const repRows: Record<string, UdsRow> = {};
  for (const reps of table.byAsm.values()) {
    for (const [name, cells] of reps) {
      addCells(total, cells);
      repRows[name] = udsRow(db, table.weeks, f.endDay, cells);
    }
  }
  return { [f.brand.name]: { [UDS_TOTAL_ROW]: udsRow(db, table.weeks, f.endDay, total), ...repRows } };
};

// ---------------------------------------------------------------------------------------
// Report sheets (declared as data; the one writer turns them into .xlsx).

export const dailySheet = (rows: readonly TimeEffortPayload[]): XlsxSheet => ({
  name: 'Time and Efforts Daily',
  columns: [
    { header: 'Date', width: 12 },
    { header: 'Representative', width: 22 },
    { header: 'Hours Worked (min)', width: 12 },
    { header: 'Miles', width: 10 },
    { header: 'Workday Start', width: 10 },
    { header: 'Workday End', width: 10 },
    { header: 'First Visit', width: 10 },
    { header: 'Last Visit', width: 10 },
    { header: 'Travel (min)', width: 10 },
    { header: 'At Place (min)', width: 10 },
    { header: 'Pause (min)', width: 10 },
    { header: 'Visits', width: 8 },
  ],
  rows: rows.map((r) => [
    r.Date,
    r.Representative,
    r.MinutesWorked,
    r.Miles,
    r.WorkdayStart,
    r.WorkdayEnd,
    r.FirstVisit,
    r.LastVisit,
    r.MinutesTravel,
    r.MinutesAtPlace,
    r.MinutesAtPause,
    r.Visits,
  ]),
});

export const hoursSheet = (data: HoursPayload, interval: Interval): XlsxSheet => ({
  name: interval === 'week' ? 'Time and Efforts Weekly' : 'Time and Efforts Monthly',
  columns: [
    { header: 'Representative', width: 22 },
    { header: interval === 'week' ? 'Week Start' : 'Month Start', width: 12 },
    { header: 'Hours Worked', width: 12 },
    { header: 'Mileage Driven', width: 12 },
  ],
  rows: Object.entries(data).flatMap(([name, metrics]) =>
    (metrics.HoursWorked ?? []).map((h, i) => [
      name,
      h.DateStart,
      h.Value,
      metrics.MileageDriven?.[i]?.Value ?? 0,
    ]),
  ),
});

const UDS_COLUMNS = [
  { header: 'Week Start', width: 12 },
  { header: 'Target', width: 8 },
  { header: 'Count', width: 8 },
  { header: 'Net', width: 8 },
  { header: 'Valid', width: 8 },
];

/** Week rows and the summary row of one UDS table row. */
const udsLines = (row: UdsRow): (string | number)[][] =>
  (row.Target ?? []).map((t, i) => [
    t.IsSummary ? 'Period' : t.DateStart,
    t.Value,
    row.Count?.[i]?.Value ?? 0,
    row.Net?.[i]?.Value ?? 0,
    t.Valid ? 'Yes' : 'No',
  ]);

export const udsSheet = (name: string, keyHeaders: readonly string[], data: UdsPayload): XlsxSheet => ({
  name,
  columns: [...keyHeaders.map((header) => ({ header, width: 22 })), ...UDS_COLUMNS],
  rows: Object.entries(data).flatMap(([group, rows]) =>
    Object.entries(rows).flatMap(([rowName, row]) => udsLines(row).map((line) => [group, rowName, ...line])),
  ),
});

/** UDS accounts: the new accounts the Count columns count, with who and when. */
export const udsAccountRows = (
  db: Db,
  f: ResolvedFilter,
  reps: ReadonlySet<number>,
): (string | number)[][] => {
  const rows: (string | number)[][] = [];
  const entries = db.indexes.byAccountBrand[f.brand.idx] ?? [];
  for (const idx of f.accountIdxs) {
    const ab = entries[idx];
    if (!ab || ab.authorisedDay < f.startDay || ab.authorisedDay > f.endDay) continue;
    if (!reps.has(ab.authorisedRepIdx)) continue;
    const a = db.accounts[idx] as Account;
    const rep = db.reps[ab.authorisedRepIdx];
    rows.push([
      f.brand.name,
      isoFromDay(ab.authorisedDay),
      a.id,
      a.name,
      a.address,
      a.chain,
      a.channel,
      rep?.name ?? '',
      db.asms[rep?.asmIdx ?? -1]?.name ?? '',
    ]);
  }
  return rows.sort(
    (x, y) => String(x[1]).localeCompare(String(y[1])) || String(x[3]).localeCompare(String(y[3])),
  );
};

export const udsAccountsSheet = (name: string, rows: (string | number)[][]): XlsxSheet => ({
  name,
  columns: [
    { header: 'Brand', width: 20 },
    { header: 'Date', width: 12 },
    { header: 'Account ID', width: 12 },
    { header: 'Account', width: 34 },
    { header: 'Address', width: 48 },
    { header: 'Chain', width: 26 },
    { header: 'Channel', width: 14 },
    { header: 'Representative', width: 22 },
    { header: 'ASM', width: 22 },
  ],
  rows,
});

/** The reps a UDS table counts (for the accounts lists). */
export const udsReps = (db: Db, table: UdsTable): Set<number> => {
  const names = new Set([...table.byAsm.values()].flatMap((reps) => [...reps.keys()]));
  return new Set(db.reps.filter((r) => names.has(r.name)).map((r) => r.idx));
};
