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

/**
 * Representatives per page of the weekly and monthly hours tables and of an ASM's UDS
 * table. A row is every period of the range (a hundred weeks and more by default), so the
 * answer is sized by the page's rows, not by how many representatives a brand has.
 */
export const EFFORTS_REPS_PAGE_SIZE = 10;

/**
 * One page of the hours and mileage table: how many representatives it has in all, and
 * this page's rows by name (keyed by name, then metric).
 */
export const HoursAndMileagePage = z
  .object({ Total: z.number().int(), Rows: HoursAndMileage })
  .transform((s) => ({ total: s.Total, rows: s.Rows }));
export type HoursAndMileagePage = z.output<typeof HoursAndMileagePage>;

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

/**
 * One ASM's UDS table, a page of its representatives at a time: the ASMs the filter holds
 * (the choice drawn above the table), the ASM shown (null when there is none), how many
 * representatives it has, and the data keyed by ASM (that one), then row name (TOTAL over
 * all its representatives first, then the page's), then metric.
 */
export const AsmUdsPage = z
  .object({
    Asms: z.array(z.string()),
    Asm: z.string().nullable(),
    Total: z.number().int(),
    Data: AsmUdsData,
  })
  .transform((s) => ({ asms: s.Asms, asm: s.Asm, total: s.Total, data: s.Data }));
export type AsmUdsPage = z.output<typeof AsmUdsPage>;

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

const hoursSummary = (period: string) =>
  `Hours and mileage per representative per ${period}, paged by representative: the number of representatives (\`Total\`) and one page of ${EFFORTS_REPS_PAGE_SIZE} of them in name order (\`Rows\`, keyed by name, then HoursWorked/MileageDriven). \`page\` (from 1, default 1; past the last page, no rows) picks the page; a bad \`page\` is a 400 naming it. The ${period === 'ISO week' ? 'weekly' : 'monthly'} report download holds every representative.`;

export const workingStatsWeek = jsonEndpoint({
  method: 'GET',
  path: '/efforts/workingstats/week',
  summary: hoursSummary('ISO week'),
  params,
  extraParams: ['page'],
  response: HoursAndMileagePage,
  definedHere: 'path',
});

export const workingStatsMonth = jsonEndpoint({
  method: 'GET',
  path: '/efforts/workingstats/month',
  summary: hoursSummary('month'),
  params,
  extraParams: ['page'],
  response: HoursAndMileagePage,
  definedHere: 'path',
});

export const udsStats = jsonEndpoint({
  method: 'GET',
  path: '/efforts/uds-stats',
  summary: `ASM UDS: one ASM's table, a page of its representatives at a time. \`Asms\`: every ASM with representatives in the filter, by name; \`Asm\`: the one shown (\`asm\`, default the first; null when there is none); \`Total\`: how many representatives it has; \`Data\`: keyed by that ASM, then row name (TOTAL first, summed over all its representatives, then ${EFFORTS_REPS_PAGE_SIZE} representatives a page in name order), then Target/Count/Net points. \`page\` (from 1, default 1; past the last page, only TOTAL) picks the page; an \`asm\` not in \`Asms\` or a bad \`page\` is a 400 naming it. The ASM UDS report download holds every ASM and representative.`,
  params,
  extraParams: ['page', 'asm'],
  response: AsmUdsPage,
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
