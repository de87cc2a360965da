import type { XlsxSheet } from '../../xlsx';
import type { Account } from '../entities';
import type { Db } from '../generate';
import {
  metricValue,
  SCHEDULE_METRIC_NAMES,
  weekdayName,
  type RepPeriodRow,
  type ScheduleItem,
  type SchedulePeriod,
} from './schedule';

/**
 * The Schedule page's spreadsheets, as data (XlsxSheet, like sheets.ts), built from the
 * same rows as the page's calendar and metrics, so a download holds what the page shows.
 */

const PERIOD_TITLE: Record<SchedulePeriod, string> = { day: 'Daily', week: 'Weekly', month: 'Monthly' };
const PERIOD_COLUMN: Record<SchedulePeriod, string> = {
  day: 'Date',
  week: 'Week Start',
  month: 'Month Start',
};

/** Schedule report, daily: one row per scheduled visit. */
export const scheduleDailySheet = (db: Db, items: readonly ScheduleItem[]): XlsxSheet => ({
  name: 'Schedule Daily Report',
  columns: [
    { header: 'Date', width: 12 },
    { header: 'Weekday', width: 11 },
    { header: 'ASM', width: 20 },
    { header: 'Representative', width: 20 },
    { header: 'Account', width: 34 },
    { header: 'Address', width: 48 },
    { header: 'Status', width: 11 },
  ],
  rows: items.map((item) => {
    const account = db.accounts[item.accountIdx] as Account;
    const rep = db.reps[item.repIdx];
    return [
      item.date,
      weekdayName(item.day),
      db.asms[rep?.asmIdx ?? -1]?.name ?? '',
      rep?.name ?? '',
      account.name,
      account.address,
      item.status,
    ];
  }),
});

/** Schedule report, weekly or monthly: per rep and period, visits by status. */
export const schedulePeriodSheet = (
  db: Db,
  rows: readonly RepPeriodRow[],
  period: Exclude<SchedulePeriod, 'day'>,
): XlsxSheet => ({
  name: `Schedule ${PERIOD_TITLE[period]} Report`,
  columns: [
    { header: PERIOD_COLUMN[period], width: 12 },
    { header: 'Representative', width: 20 },
    { header: 'Planned', width: 9 },
    { header: 'Visited', width: 9 },
    { header: 'Missed', width: 9 },
    { header: 'Unplanned', width: 10 },
    { header: 'Upcoming', width: 10 },
  ],
  rows: rows.map((r) => [
    db.iso(r.start),
    r.rep,
    r.counts.Visited + r.counts.Missed + r.counts.Upcoming,
    r.counts.Visited,
    r.counts.Missed,
    r.counts.Unplanned,
    r.counts.Upcoming,
  ]),
});

const METRIC_HEADERS: Record<(typeof SCHEDULE_METRIC_NAMES)[number], string> = {
  StoresVisited: 'Stores Visited',
  VisitsMissed: 'Visits Missed',
  VisitsPlanned: 'Visits Planned',
  VisitsUnplanned: 'Visits Unplanned',
  HoursWorked: 'Hours Worked',
  MileageDriven: 'Mileage Driven',
};

/** Schedule metric report: per rep and period, the six schedule metrics. */
export const scheduleMetricSheet = (
  db: Db,
  rows: readonly RepPeriodRow[],
  period: SchedulePeriod,
): XlsxSheet => ({
  name: `Schedule Metric ${PERIOD_TITLE[period]} Report`,
  columns: [
    { header: PERIOD_COLUMN[period], width: 12 },
    { header: 'Representative', width: 20 },
    ...SCHEDULE_METRIC_NAMES.map((m) => ({ header: METRIC_HEADERS[m], width: 14 })),
  ],
  rows: rows.map((r) => [db.iso(r.start), r.rep, ...SCHEDULE_METRIC_NAMES.map((m) => metricValue(r, m))]),
});
