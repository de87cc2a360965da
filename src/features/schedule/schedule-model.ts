import {
  VISIT_STATUSES,
  type DailyVisits,
  type RepSchedule,
  type RepresentativesByStatus,
  type ScheduleSummary,
  type VisitStatus,
} from '@/api/contract/schedule';
import { addDaysIso, parseIsoDate, type IsoDate } from '@/lib/dates';
import type { SummaryItem } from '@/ui/cards/summary-cards';
import type { ChartRow } from '@/ui/charts/types';
import { compareText } from '@/lib/compare';
import type { TextTable } from '@/lib/csv';

/** Pure shaping for the Schedule page; every rule here has a unit test. */

export const STATUS_NAMES: readonly VisitStatus[] = VISIT_STATUSES.map((s) => s.name);
export const STATUS_COLORS: Record<VisitStatus, string> = Object.fromEntries(
  VISIT_STATUSES.map((s) => [s.name, s.color]),
) as Record<VisitStatus, string>;

// ---------------------------------------------------------------------------------------
// Week navigation (SPEC.md: Prev Week / Next Week shift both dates 7 days and apply at once)

export const WEEK_DAYS = 7;

export interface DateWindow {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** A filter whose dates may not be resolved yet (the section filter types them optional). */
export type MaybeDateWindow = { startDate?: IsoDate; endDate?: IsoDate };

/** Both dates moved by whole weeks (`weeks` may be negative); a filter without both dates is kept. */
export const shiftWeeks = <F extends MaybeDateWindow>(filter: F, weeks: number): F =>
  filter.startDate && filter.endDate
    ? {
        ...filter,
        startDate: addDaysIso(filter.startDate, weeks * WEEK_DAYS),
        endDate: addDaysIso(filter.endDate, weeks * WEEK_DAYS),
      }
    : filter;

/**
 * Whether a shift keeps the window inside the selectable dates: the schedule starts at
 * its first day with data and looks at most a year ahead. A shift that would be clipped
 * is not offered (the window would no longer move by exactly 7 days).
 */
export const canShift = (
  filter: MaybeDateWindow,
  weeks: number,
  limits: { minDate?: IsoDate; maxDate?: IsoDate },
): boolean => {
  if (!filter.startDate || !filter.endDate) return false;
  const next = shiftWeeks(filter as DateWindow, weeks);
  if (limits.minDate && next.startDate < limits.minDate) return false;
  if (limits.maxDate && (next.startDate > limits.maxDate || next.endDate > limits.maxDate)) return false;
  return true;
};

// ---------------------------------------------------------------------------------------
// Summary (all eight values or nothing; visited and missed carry their percentage)

export type MaybeScheduleSummary = { [K in keyof ScheduleSummary]?: number | null };

const present = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

export function scheduleSummaryItems(summary: MaybeScheduleSummary | null | undefined): SummaryItem[] | null {
  if (!summary) return null;
  const { planned, visited, visitedPercentage, missed, missedPercentage, unplanned, hours, miles } = summary;
  if (
    ![planned, visited, visitedPercentage, missed, missedPercentage, unplanned, hours, miles].every(present)
  )
    return null;
  return [
    { key: 'planned', label: 'Planned Visits', value: planned, format: 'integer' },
    {
      key: 'visited',
      label: 'Accounts Visited',
      value: visited,
      format: 'integer',
      percentage: visitedPercentage,
    },
    { key: 'missed', label: 'Missed Visits', value: missed, format: 'integer', percentage: missedPercentage },
    { key: 'unplanned', label: 'Unplanned Visits', value: unplanned, format: 'integer' },
    { key: 'hours', label: 'Hours Worked', value: hours, format: 'number' },
    { key: 'miles', label: 'Mileage Driven', value: miles, format: 'number' },
  ];
}

// ---------------------------------------------------------------------------------------
// ASM Schedule table

/** SPEC.md: 1800 wide with a 180 px name column above 768 px of window, else 1500 and 160. */
export const scheduleTableSize = (windowWidth: number): { width: number; nameWidth: number } =>
  windowWidth > 768 ? { width: 1800, nameWidth: 180 } : { width: 1500, nameWidth: 160 };

/**
 * The calendar's width for a window of `days`: SPEC.md's width holds a week; a longer
 * window keeps a week's day width (no pagination: it scrolls sideways, the ASM column stays).
 */
export const calendarWidth = (size: { width: number; nameWidth: number }, days: number): number => {
  const dayWidth = Math.floor((size.width - size.nameWidth) / WEEK_DAYS);
  return Math.max(size.width, size.nameWidth + days * dayWidth);
};

/** Every date of the window, in order (the calendar's columns). */
export const datesOf = ({ startDate, endDate }: DateWindow): IsoDate[] => {
  const out: IsoDate[] = [];
  for (let d = startDate; d <= endDate; d = addDaysIso(d, 1)) out.push(d);
  return out;
};

const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A day column's header: the English weekday and the date ('Monday', '2026-11-23'). */
export const dayHeader = (date: IsoDate): { weekday: string; date: IsoDate } => ({
  weekday: WEEKDAY_NAMES[parseIsoDate(date)?.getDay() ?? -1] ?? '',
  date,
});

export interface CalendarRow {
  name: string;
  /** Per date, the visits of the statuses shown. */
  days: Map<IsoDate, RepSchedule['days'][number]['visits']>;
  /** Visits shown in the row. */
  count: number;
}

/**
 * The calendar rows of a page, in the server's order (it filters the names and orders
 * them), without the hidden statuses.
 */
export function calendarRows(schedules: readonly RepSchedule[], hidden: ReadonlySet<string>): CalendarRow[] {
  return schedules.map((rep) => {
    const days = new Map<IsoDate, RepSchedule['days'][number]['visits']>();
    let count = 0;
    for (const day of rep.days) {
      const visits = day.visits.filter((v) => !hidden.has(v.status));
      count += visits.length;
      if (visits.length > 0) days.set(day.visitDate, visits);
    }
    return { name: rep.name, days, count };
  });
}

// ---------------------------------------------------------------------------------------
// ASM Daily Visits chart

/** One row per date, one value per status (the stacked bars). */
export const dailyVisitRows = (days: readonly DailyVisits[]): ChartRow[] =>
  days.map((day) => {
    const row: Record<string, string | number> = { date: day.date };
    for (const info of day.visitsData) row[info.visitName] = info.value;
    return row;
  });

// ---------------------------------------------------------------------------------------
// Representative visits by status

/**
 * The statuses with visits in the window (the answer holds those alone, whatever the page),
 * in legend order; the first is the default tab.
 */
export const statusTabs = (data: RepresentativesByStatus): VisitStatus[] =>
  STATUS_NAMES.filter((status) => data[status] !== undefined);

/** The selected tab: the URL's when it has data, else the first status with data. */
export const selectedStatus = (
  tabs: readonly VisitStatus[],
  wanted: string | undefined,
): VisitStatus | null => tabs.find((s) => s === wanted) ?? tabs[0] ?? null;

/**
 * A status table's day column: a count under the short weekday and the date. Fixed, so
 * a year (some 330 columns) scrolls sideways and only its near columns are built.
 */
export const STATUS_DAY_WIDTH = 96;
export const STATUS_TOTAL_WIDTH = 80;

/** A status table's width: the name column, every day, the total. */
export const statusTableWidth = (nameWidth: number, days: number): number =>
  nameWidth + days * STATUS_DAY_WIDTH + STATUS_TOTAL_WIDTH;

export interface RepVisitRow {
  name: string;
  byDate: Map<IsoDate, number>;
  total: number;
}

/**
 * Per representative (by name), visits of one status per date and in total: a row for each
 * of `names` (the page's representatives, none of this status' visits reads 0) and any other
 * the days name.
 */
export function repVisitRows(days: readonly DailyVisits[], names: readonly string[] = []): RepVisitRow[] {
  const rows = new Map<string, RepVisitRow>(
    names.map((name) => [name, { name, byDate: new Map(), total: 0 }]),
  );
  for (const day of days) {
    for (const info of day.visitsData) {
      const row = rows.get(info.visitName) ?? { name: info.visitName, byDate: new Map(), total: 0 };
      rows.set(info.visitName, row);
      row.byDate.set(day.date, (row.byDate.get(day.date) ?? 0) + info.value);
      row.total += info.value;
    }
  }
  return [...rows.values()].sort((a, b) => compareText(a.name, b.name));
}

/**
 * The calendar as text for its CSV: a row per representative shown, a column per day of the
 * window (built on screen or not), each cell the day's visits as 'Store (Status)'.
 */
export const calendarText = (rows: readonly CalendarRow[], dates: readonly IsoDate[]): TextTable => ({
  caption: 'ASM Schedule',
  headers: ['ASM', ...dates],
  rows: rows.map((row) => [
    row.name,
    ...dates.map((date) => (row.days.get(date) ?? []).map((v) => `${v.name} (${v.status})`).join('; ')),
  ]),
});
