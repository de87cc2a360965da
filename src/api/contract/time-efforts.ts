import { z } from 'zod';
import {
  EFFORTS_PARAMS,
  baseFilterOptionsShape,
  isoDate,
  metricsByName,
  perBrandList,
  timeOfDay,
  toBaseFilterOptions,
} from './common';
import { blobEndpoint, jsonEndpoint } from './endpoint';

/**
 * Time and efforts (SPEC.md: "/efforts/* (filters, workingstats, uds-stats, reports)";
 * exact paths and shapes not shown, so they are defined here).
 */

export const EffortsFilterOptions = z
  .object({ ...baseFilterOptionsShape, InactiveReps: perBrandList })
  .transform((s) => ({ ...toBaseFilterOptions(s), inactiveReps: s.InactiveReps }));
export type EffortsFilterOptions = z.output<typeof EffortsFilterOptions>;

/** One representative's working day. Minutes are whole numbers; times 'HH:mm' or null. */
export const TimeEffortRow = z
  .object({
    Date: isoDate,
    Representative: z.string(),
    MinutesWorked: z.number().int(),
    Miles: z.number(),
    WorkdayStart: timeOfDay.nullable(),
    WorkdayEnd: timeOfDay.nullable(),
    FirstVisit: timeOfDay.nullable(),
    LastVisit: timeOfDay.nullable(),
    MinutesTravel: z.number().int(),
    MinutesAtPlace: z.number().int(),
    MinutesAtPause: z.number().int(),
    Visits: z.number().int(),
  })
  .transform((s) => ({
    date: s.Date,
    representative: s.Representative,
    minutesWorked: s.MinutesWorked,
    miles: s.Miles,
    workdayStart: s.WorkdayStart,
    workdayEnd: s.WorkdayEnd,
    firstVisit: s.FirstVisit,
    lastVisit: s.LastVisit,
    minutesTravel: s.MinutesTravel,
    minutesAtPlace: s.MinutesAtPlace,
    minutesAtPause: s.MinutesAtPause,
    visits: s.Visits,
  }));
export type TimeEffortRow = z.output<typeof TimeEffortRow>;

/** Rows of the daily table per page: the screen shows one page, however long the range. */
export const EFFORTS_DAILY_PAGE_SIZE = 50;

/** Columns the daily table can be ordered by (`sort`), each a TimeEffortRow field. */
export const EFFORTS_DAILY_SORT_KEYS = [
  'date',
  'representative',
  'minutesWorked',
  'miles',
  'workdayStart',
  'workdayEnd',
  'firstVisit',
  'lastVisit',
  'minutesTravel',
  'minutesAtPlace',
  'minutesAtPause',
  'visits',
] as const;
export type EffortsDailySortKey = (typeof EFFORTS_DAILY_SORT_KEYS)[number];

/** The daily table's order without `sort` and `order`: the latest work first. */
export const EFFORTS_DAILY_DEFAULT_SORT = { sort: 'date', order: 'desc' } as const;

/**
 * One page of the daily table and the number of rows in the whole range (the daily
 * download holds every row).
 */
export const TimeEffortsPage = z
  .object({ Total: z.number().int(), Rows: z.array(TimeEffortRow) })
  .transform((s) => ({ total: s.Total, rows: s.Rows }));
export type TimeEffortsPage = z.output<typeof TimeEffortsPage>;

/** Weekly and monthly hours and mileage per representative. */
export const HoursAndMileage = metricsByName({ HoursWorked: 'hours', MileageDriven: 'miles' } as const);
export type HoursAndMileage = z.output<typeof HoursAndMileage>;

export const UDS_METRICS = ['Target', 'Count', 'Net'] as const;
export type UdsMetric = (typeof UDS_METRICS)[number];

/** The name of the totals row, listed first in ASM UDS tables. */
export const UDS_TOTAL_ROW = 'TOTAL';

export const UdsPoint = z
  .object({ DateStart: isoDate, Value: z.number(), Valid: z.boolean(), IsSummary: z.boolean() })
  .transform((s) => ({ date: s.DateStart, value: s.Value, isValid: s.Valid, isSummary: s.IsSummary }));
export type UdsPoint = z.output<typeof UdsPoint>;

const udsByMetric = z.partialRecord(z.enum(UDS_METRICS), z.array(UdsPoint));

/** ASM UDS: keyed by ASM, then by row name (representative or TOTAL), then metric. */
export const AsmUdsData = z.record(z.string(), z.record(z.string(), udsByMetric));
export type AsmUdsData = z.output<typeof AsmUdsData>;

/** Brand UDS: keyed by brand, then row name (ASM or TOTAL), then metric. */
export const BrandUdsData = z.record(z.string(), z.record(z.string(), udsByMetric));
export type BrandUdsData = z.output<typeof BrandUdsData>;

const params = EFFORTS_PARAMS;

export const effortsFilters = jsonEndpoint({
  method: 'GET',
  path: '/efforts/filters',
  summary: 'Filter options of the Time & Efforts page.',
  params: [],
  response: EffortsFilterOptions,
  definedHere: 'path',
});

export const workingStats = jsonEndpoint({
  method: 'GET',
  path: '/efforts/workingstats',
  summary: `Daily time and effort rows (one per representative and working day): the total and one page of ${EFFORTS_DAILY_PAGE_SIZE} rows. \`page\` (from 1, default 1; past the last page, no rows), \`sort\` (one of ${EFFORTS_DAILY_SORT_KEYS.join(', ')}; default date) and \`order\` (asc or desc, default desc) pick the page; a missing time sorts last either way, and ties keep the default order (latest day first, then representative A-Z). The daily report download holds every row.`,
  params,
  extraParams: ['page', 'sort', 'order'],
  response: TimeEffortsPage,
  definedHere: 'path',
});

export const workingStatsWeek = jsonEndpoint({
  method: 'GET',
  path: '/efforts/workingstats/week',
  summary:
    'Hours and mileage per representative per ISO week (keyed by name, then HoursWorked/MileageDriven).',
  params,
  response: HoursAndMileage,
  definedHere: 'path',
});

export const workingStatsMonth = jsonEndpoint({
  method: 'GET',
  path: '/efforts/workingstats/month',
  summary: 'Hours and mileage per representative per month (keyed by name, then HoursWorked/MileageDriven).',
  params,
  response: HoursAndMileage,
  definedHere: 'path',
});

export const udsStats = jsonEndpoint({
  method: 'GET',
  path: '/efforts/uds-stats',
  summary: 'ASM UDS tables: keyed by ASM, then representative (TOTAL first), then Target/Count/Net points.',
  params,
  response: AsmUdsData,
  definedHere: 'path',
});

export const udsStatsBrand = jsonEndpoint({
  method: 'GET',
  path: '/efforts/uds-stats/brand',
  summary: 'Brand UDS table: keyed by brand, then ASM (TOTAL first), then Target/Count/Net points.',
  params,
  response: BrandUdsData,
  definedHere: 'path',
});

const download = (path: string, summary: string, failureSubject: string) =>
  blobEndpoint({
    method: 'GET',
    path: `/efforts/reports/${path}`,
    summary,
    params,
    failureSubject,
    definedHere: 'path',
  });

export const asmUdsReport = download('asm-uds', 'ASM UDS report (.xlsx).', 'ASM UDS report');
export const timeEffortsDailyReport = download(
  'daily',
  'Time and efforts, daily (.xlsx).',
  'time and efforts report',
);
export const timeEffortsWeeklyReport = download(
  'week',
  'Time and efforts, weekly (.xlsx).',
  'time and efforts report',
);
export const timeEffortsMonthlyReport = download(
  'month',
  'Time and efforts, monthly (.xlsx).',
  'time and efforts report',
);
export const asmUdsBrandReport = download('asm-uds-brand', 'ASM UDS by brand (.xlsx).', 'ASM UDS report');
export const udsAccountsReport = download('uds-accounts', 'UDS Accounts List (.xlsx).', 'UDS Accounts List');
export const udsAccountsByBrandReport = download(
  'uds-accounts-brand',
  'UDS Accounts by Brand List (.xlsx).',
  'UDS Accounts by Brand List',
);
export const asmUdsAllBrandReport = download(
  'asm-uds-all-brand',
  'ASM Tracker - UDS - By Brand (All) (.xlsx).',
  'ASM Tracker - UDS - By Brand (All)',
);
export const asmUdsAllRepReport = download(
  'asm-uds-all-rep',
  'ASM Tracker - UDS - By Rep (All) (.xlsx).',
  'ASM Tracker - UDS - By Rep (All)',
);
