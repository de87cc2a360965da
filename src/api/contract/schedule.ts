import { z } from 'zod';
import { SCHEDULE_PARAMS, isoDate, metricsByName, percentage, stringList } from './common';
import { blobEndpoint, jsonEndpoint } from './endpoint';

/**
 * Schedule (SPEC.md: "/schedules/* (filters, list, summary day, week, month, total,
 * count, representatives, reports)"; exact paths and several shapes not shown, so they
 * are defined here). Schedule options are not per brand.
 */

/** Visit statuses in legend order, with SPEC.md's colours. */
export const VISIT_STATUSES = [
  { name: 'Upcoming', color: '#ffe58f' },
  { name: 'Visited', color: '#b7eb8f' },
  { name: 'Missed', color: '#ffa39e' },
  { name: 'Unplanned', color: '#91d5ff' },
] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number]['name'];
const visitStatus = z.enum(VISIT_STATUSES.map((s) => s.name) as [VisitStatus, ...VisitStatus[]]);

export const ScheduleFilterOptions = z
  .object({
    ScheduleStartDate: isoDate,
    AccountsSources: stringList,
    Cities: stringList,
    States: stringList,
    Chains: stringList,
    Banners: stringList,
    ChannelTypes: stringList,
    Regions: stringList,
    Counties: stringList,
    Territories: stringList,
    Representatives: stringList,
    RepresentativesMetric: stringList,
    Frequencies: stringList,
    InactiveReps: stringList,
  })
  .transform((s) => ({
    earliestDate: s.ScheduleStartDate,
    accountsSources: s.AccountsSources,
    cities: s.Cities,
    states: s.States,
    chains: s.Chains,
    banners: s.Banners,
    channelTypes: s.ChannelTypes,
    regions: s.Regions,
    counties: s.Counties,
    territories: s.Territories,
    representatives: s.Representatives,
    representativesMetric: s.RepresentativesMetric,
    frequencies: s.Frequencies,
    inactiveReps: s.InactiveReps,
  }));
export type ScheduleFilterOptions = z.output<typeof ScheduleFilterOptions>;

export const ScheduledVisit = z
  .object({
    StoreName: z.string(),
    Address: z.string(),
    Status: visitStatus,
    /**
     * Project-defined, optional: the account's id and the first of the user's brands whose
     * universe holds it, for a link to the account's page. Without them the visit does not link.
     */
    AccountId: z.number().int().optional(),
    Brand: z.string().optional(),
  })
  .transform((s) => ({
    name: s.StoreName,
    address: s.Address,
    status: s.Status,
    account: s.AccountId !== undefined && s.Brand ? { id: s.AccountId, brand: s.Brand } : null,
  }));

/** The ASM Schedule calendar: one row per representative, one entry per day. */
export const RepSchedule = z
  .object({
    Name: z.string(),
    Days: z.array(z.object({ Date: isoDate, ScheduledVisits: z.array(ScheduledVisit) })),
  })
  .transform((s) => ({
    name: s.Name,
    days: s.Days.map((d) => ({ visitDate: d.Date, visits: d.ScheduledVisits })),
  }));
export type RepSchedule = z.output<typeof RepSchedule>;

/**
 * Representatives per page of the ASM Schedule. Reps' rows are tall (a busy day is a column
 * of visit blocks), so ten rows are a couple of screens; the answer is sized by them, not by
 * how many representatives the filter matches.
 */
export const SCHEDULE_LIST_PAGE_SIZE = 10;

/** The calendar's rows are ordered by representative name only. */
export const SCHEDULE_LIST_SORT_KEYS = ['name'] as const;
export type ScheduleListSortKey = (typeof SCHEDULE_LIST_SORT_KEYS)[number];

/**
 * One page of the ASM Schedule: every day of the window (the header's columns, whatever the
 * page holds), how many representatives match, and this page's rows.
 */
export const ScheduleListPage = z
  .object({ Dates: z.array(isoDate), Total: z.number().int(), Rows: z.array(RepSchedule) })
  .transform((s) => ({ dates: s.Dates, total: s.Total, rows: s.Rows }));
export type ScheduleListPage = z.output<typeof ScheduleListPage>;

export const ScheduleSummary = z
  .object({
    PlannedVisits: z.number(),
    AccountsVisited: z.number(),
    AccountsVisitedPercentage: percentage,
    MissedVisits: z.number(),
    MissedVisitsPercentage: percentage,
    UnplannedVisits: z.number(),
    HoursWorked: z.number(),
    MileageDriven: z.number(),
  })
  .transform((s) => ({
    planned: s.PlannedVisits,
    visited: s.AccountsVisited,
    visitedPercentage: s.AccountsVisitedPercentage,
    missed: s.MissedVisits,
    missedPercentage: s.MissedVisitsPercentage,
    unplanned: s.UnplannedVisits,
    hours: s.HoursWorked,
    miles: s.MileageDriven,
  }));
export type ScheduleSummary = z.output<typeof ScheduleSummary>;

export const VisitsInfo = z
  .object({ Name: z.string(), Amount: z.number(), Percentage: percentage })
  .transform((s) => ({ visitName: s.Name, value: s.Amount, percentage: s.Percentage }));

/** A date with its visit counts (per status for daily bars, per representative per status). */
export const DailyVisits = z
  .object({ DateStart: isoDate, VisitsInfo: z.array(VisitsInfo) })
  .transform((s) => ({ date: s.DateStart, visitsData: s.VisitsInfo }));
export type DailyVisits = z.output<typeof DailyVisits>;

/** Per visit status: per date, each representative's count (VisitsInfo Name = representative). */
export const RepresentativesByStatus = z.partialRecord(visitStatus, z.array(DailyVisits));
export type RepresentativesByStatus = z.output<typeof RepresentativesByStatus>;

/**
 * One page of the per-status representative tables: how many representatives have
 * scheduled visits in the window, this page's names (every status table lists them), and
 * per status with visits in the window, the page's counts per date.
 */
export const RepresentativesByStatusPage = z
  .object({
    Total: z.number().int(),
    Representatives: z.array(z.string()),
    ByStatus: RepresentativesByStatus,
  })
  .transform((s) => ({ total: s.Total, names: s.Representatives, byStatus: s.ByStatus }));
export type RepresentativesByStatusPage = z.output<typeof RepresentativesByStatusPage>;

export const SCHEDULE_METRIC_KEYS = {
  StoresVisited: 'storesVisited',
  VisitsMissed: 'visitsMissed',
  VisitsPlanned: 'visitsPlanned',
  VisitsUnplanned: 'visitsUnplanned',
  HoursWorked: 'hoursWorked',
  MileageDriven: 'miles',
} as const;

export const ScheduleMetrics = metricsByName(SCHEDULE_METRIC_KEYS);
export type ScheduleMetrics = z.output<typeof ScheduleMetrics>;

const params = SCHEDULE_PARAMS;

export const scheduleFilters = jsonEndpoint({
  method: 'GET',
  path: '/schedules/filters',
  summary: 'Filter options of the Schedule page (not per brand) with the earliest schedule date.',
  params: [],
  response: ScheduleFilterOptions,
  definedHere: 'path',
});

export const scheduleList = jsonEndpoint({
  method: 'GET',
  path: '/schedules/list',
  summary: `ASM Schedule: scheduled visits per representative per day, paged by representative: every date of the window (\`Dates\`, the calendar's columns), the number of representatives with visits that match (\`Total\`) and one page of ${SCHEDULE_LIST_PAGE_SIZE} of them (\`Rows\`). \`page\` (from 1, default 1; past the last page, no rows), \`sort\` (${SCHEDULE_LIST_SORT_KEYS.join(', ')}; the default), \`order\` (asc or desc, default asc) and \`asmPrefix\` (only representatives whose name starts with it, case-insensitive) pick the page; a bad \`page\` or \`sort\` is a 400 naming it. The daily schedule report holds every row.`,
  params,
  extraParams: ['page', 'sort', 'order', 'asmPrefix'],
  response: ScheduleListPage,
  definedHere: 'path',
});

export const scheduleSummary = jsonEndpoint({
  method: 'GET',
  path: '/schedules/summary',
  summary: 'Summary cards: planned, visited, missed, unplanned visits, hours and mileage.',
  params,
  response: ScheduleSummary,
  definedHere: 'path',
});

const metrics = (period: 'day' | 'week' | 'month') =>
  jsonEndpoint({
    method: 'GET',
    path: `/schedules/summary/${period}`,
    summary: `Schedule metrics per representative per ${period} (keyed by name, then StoresVisited, VisitsMissed, VisitsPlanned, VisitsUnplanned, HoursWorked, MileageDriven).`,
    params,
    response: ScheduleMetrics,
    definedHere: 'path',
  });

export const scheduleMetricsDay = metrics('day');
export const scheduleMetricsWeek = metrics('week');
export const scheduleMetricsMonth = metrics('month');

export const scheduleTotal = jsonEndpoint({
  method: 'GET',
  path: '/schedules/total',
  summary: 'Visits of the whole period per status (Name = status).',
  params,
  response: z.array(VisitsInfo),
  definedHere: 'path',
});

export const scheduleCount = jsonEndpoint({
  method: 'GET',
  path: '/schedules/count',
  summary: 'ASM Daily Visits: per date, visits per status (Name = status).',
  params,
  response: z.array(DailyVisits),
  definedHere: 'path',
});

export const scheduleRepresentatives = jsonEndpoint({
  method: 'GET',
  path: '/schedules/representatives',
  summary: `Representative Visits by Status, paged by representative: the number of representatives with scheduled visits in the window (\`Total\`), one page of ${SCHEDULE_LIST_PAGE_SIZE} of them by name (\`Representatives\`), and per visit status with visits in the window (\`ByStatus\`), per date, each of the page's representatives' visits (Name = representative; Percentage of the day's visits of that status, all representatives). \`page\` (from 1, default 1; past the last page, no names) picks the page; a bad \`page\` is a 400 naming it.`,
  params,
  extraParams: ['page'],
  response: RepresentativesByStatusPage,
  definedHere: 'path',
});

const download = (path: string, summary: string, failureSubject: string) =>
  blobEndpoint({
    method: 'GET',
    path: `/schedules/reports/${path}`,
    summary,
    params,
    failureSubject,
    definedHere: 'path',
  });

export const scheduleDailyReport = download(
  'day',
  'Schedule report, daily (.xlsx).',
  'schedule daily report',
);
export const scheduleWeeklyReport = download(
  'week',
  'Schedule report, weekly (.xlsx).',
  'schedule weekly report',
);
export const scheduleMonthlyReport = download(
  'month',
  'Schedule report, monthly (.xlsx).',
  'schedule monthly report',
);
export const scheduleMetricDailyReport = download(
  'metrics/day',
  'Schedule metrics report, daily (.xlsx).',
  'schedule daily report',
);
export const scheduleMetricWeeklyReport = download(
  'metrics/week',
  'Schedule metrics report, weekly (.xlsx).',
  'schedule weekly report',
);
export const scheduleMetricMonthlyReport = download(
  'metrics/month',
  'Schedule metrics report, monthly (.xlsx).',
  'schedule monthly report',
);
