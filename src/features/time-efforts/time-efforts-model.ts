import {
  UDS_METRICS,
  UDS_TOTAL_ROW,
  type AsmUdsData,
  type HoursAndMileage,
  type TimeEffortRow,
  type UdsMetric,
  type UdsPoint,
} from '@/api/contract/time-efforts';
import type { TextTable } from '@/lib/csv';
import { formatClockTime, formatDateLabel, formatMinutes, formatNumber } from '@/lib/format';
import { compareText } from '@/lib/compare';
import { statusAgainst, type PaceStatus } from '@/lib/pace';

/**
 * Pure shaping of the Time & Efforts data for its tables (SPEC.md sections 2 and 3):
 * minutes as HH:MM and times as hh:mm AM/PM (both zero-padded), hours and mileage per
 * period, and UDS tables with the TOTAL row first.
 */

/** One row of the daily table, as shown. */
export interface DailyRowView {
  key: string;
  date: string;
  representative: string;
  worked: string;
  miles: string;
  workdayStart: string;
  workdayEnd: string;
  firstVisit: string;
  lastVisit: string;
  travel: string;
  atPlace: string;
  pause: string;
  visits: number;
}

export const dailyRowView = (row: TimeEffortRow): DailyRowView => ({
  key: `${row.date}\u0000${row.representative}`,
  date: row.date,
  representative: row.representative,
  worked: formatMinutes(row.minutesWorked),
  miles: formatNumber(row.miles, 1),
  workdayStart: formatClockTime(row.workdayStart),
  workdayEnd: formatClockTime(row.workdayEnd),
  firstVisit: formatClockTime(row.firstVisit),
  lastVisit: formatClockTime(row.lastVisit),
  travel: formatMinutes(row.minutesTravel),
  atPlace: formatMinutes(row.minutesAtPlace),
  pause: formatMinutes(row.minutesAtPause),
  visits: row.visits,
});

/** Hours and mileage per representative (rows) and period (columns), newest period first. */
export interface HoursTable {
  periods: string[];
  rows: { name: string; hours: (number | null)[]; miles: (number | null)[] }[];
}

type DatedValue = { dateStart: string; value: number };

const byDate = (points: readonly DatedValue[] | undefined): Map<string, number> =>
  new Map((points ?? []).map((p) => [p.dateStart, p.value]));

/**
 * Every period of the range, the latest first (the table scrolls sideways, the name
 * column stays): a range from the brand's first day is over a hundred weeks.
 */
export const hoursTable = (data: HoursAndMileage): HoursTable => {
  const periods = [
    ...new Set(
      Object.values(data).flatMap((m) => [...(m.hours ?? []), ...(m.miles ?? [])].map((p) => p.dateStart)),
    ),
  ]
    .sort()
    .reverse();
  const rows = Object.entries(data)
    .sort(([a], [b]) => compareText(a, b))
    .map(([name, metrics]) => {
      const hours = byDate(metrics.hours);
      const miles = byDate(metrics.miles);
      return {
        name,
        hours: periods.map((d) => hours.get(d) ?? null),
        miles: periods.map((d) => miles.get(d) ?? null),
      };
    });
  return { periods, rows };
};

/** A UDS cell: its value and whether the server marked it valid (a week not over is not). */
export interface UdsCell {
  value: number | null;
  valid: boolean;
}

export interface UdsTableRow {
  name: string;
  isTotal: boolean;
  /** The period's summary per metric. */
  summary: Record<UdsMetric, UdsCell>;
  /** Per week (same order as `weeks`), per metric. */
  weeks: Record<UdsMetric, UdsCell>[];
}

export interface UdsTableView {
  title: string;
  weeks: string[];
  rows: UdsTableRow[];
}

const cellOf = (point: UdsPoint | undefined): UdsCell =>
  point ? { value: point.value, valid: point.isValid } : { value: null, valid: true };

/** TOTAL first, then the other rows by name, whatever order the payload has. */
export const totalFirst = (names: readonly string[]): string[] => [
  ...names.filter((n) => n === UDS_TOTAL_ROW),
  ...names.filter((n) => n !== UDS_TOTAL_ROW).sort(compareText),
];

/**
 * One table per key of the payload (an ASM, or the brand), with every week of the range,
 * the latest first.
 */
export const udsTables = (data: AsmUdsData): UdsTableView[] =>
  Object.keys(data)
    .sort(compareText)
    .map((title) => {
      const table = data[title] ?? {};
      const weeks = [
        ...new Set(
          Object.values(table).flatMap((row) =>
            UDS_METRICS.flatMap((m) => (row[m] ?? []).filter((p) => !p.isSummary).map((p) => p.date)),
          ),
        ),
      ]
        .sort()
        .reverse();
      const rows = totalFirst(Object.keys(table)).map((name): UdsTableRow => {
        const row = table[name] ?? {};
        const summary = {} as Record<UdsMetric, UdsCell>;
        const byWeek = new Map<string, Record<UdsMetric, UdsCell>>(
          weeks.map((w) => [w, {} as Record<UdsMetric, UdsCell>]),
        );
        for (const metric of UDS_METRICS) {
          summary[metric] = cellOf(row[metric]?.find((p) => p.isSummary));
          const points = new Map((row[metric] ?? []).filter((p) => !p.isSummary).map((p) => [p.date, p]));
          for (const [week, cells] of byWeek) cells[metric] = cellOf(points.get(week));
        }
        return {
          name,
          isTotal: name === UDS_TOTAL_ROW,
          summary,
          weeks: weeks.map((w) => byWeek.get(w) as Record<UdsMetric, UdsCell>),
        };
      });
      return { title, weeks, rows };
    });

/**
 * How a row's Count stands against its Target in one period: a finished week (or the
 * period, when final) with a target above 0 only; a week not over yet is not graded.
 */
export const udsCountPace = (cells: Record<UdsMetric, UdsCell> | undefined): PaceStatus | null => {
  const count = cells?.Count;
  const target = cells?.Target;
  if (!count || !target || !count.valid || !target.valid) return null;
  if (count.value === null || target.value === null || !(target.value > 0)) return null;
  return statusAgainst(count.value, target.value);
};

/** A UDS value as shown: Net with a sign; an invalid value carries a marker. */
export const formatUdsCell = (metric: UdsMetric, cell: UdsCell): string => {
  if (cell.value === null) return '—';
  const text = metric === 'Net' && cell.value > 0 ? `+${cell.value}` : String(cell.value);
  return cell.valid ? text : `${text}*`;
};

/** A period column's heading, as the hours and UDS tables write it. */
export const periodHeading = (start: string, interval: 'week' | 'month'): string =>
  interval === 'week' ? `Week of ${formatDateLabel(start, 'week', true)}` : formatDateLabel(start, 'month');

/**
 * An hours table as text for its CSV: every period of the range (built on screen or not),
 * hours and miles in a column each, as the cells write them.
 */
export const hoursTableText = (
  table: HoursTable,
  interval: 'week' | 'month',
  caption: string,
): TextTable => ({
  caption,
  headers: [
    'Representative',
    ...table.periods.flatMap((p) => [
      `${periodHeading(p, interval)} hours`,
      `${periodHeading(p, interval)} miles`,
    ]),
  ],
  rows: table.rows.map((row) => [
    row.name,
    ...table.periods.flatMap((_, i) => [formatNumber(row.hours[i], 1), formatNumber(row.miles[i], 1)]),
  ]),
});

/** A UDS table as text for its CSV: the period's metrics, then every week's, as shown ('*': not final). */
export const udsTableText = (table: UdsTableView, label: string): TextTable => {
  const cells = (row: UdsTableRow['summary'] | undefined) =>
    UDS_METRICS.map((m) => formatUdsCell(m, row?.[m] ?? { value: null, valid: true }));
  return {
    caption: `${label}: ${table.title}`,
    headers: [
      label,
      ...UDS_METRICS.map((m) => `Period ${m}`),
      ...table.weeks.flatMap((w) => UDS_METRICS.map((m) => `${periodHeading(w, 'week')} ${m}`)),
    ],
    rows: table.rows.map((row) => [
      row.name,
      ...cells(row.summary),
      ...row.weeks.flatMap((week) => cells(week)),
    ]),
  };
};
