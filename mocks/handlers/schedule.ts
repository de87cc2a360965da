import {
  SCHEDULE_LIST_SORT_KEYS,
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
} from '@/api/contract/schedule';
import type { Db } from '../db/generate';
import { scheduleDailySheet, scheduleMetricSheet, schedulePeriodSheet } from '../db/queries/schedule-sheets';
import {
  repPeriodRows,
  resolveScheduleFilter,
  scheduleCountQuery,
  scheduleFilterOptions,
  scheduleItems,
  scheduleListQuery,
  scheduleMetricsQuery,
  scheduleRepresentativesQuery,
  scheduleSummaryQuery,
  scheduleTotalQuery,
  type ScheduleFilter,
  type SchedulePeriod,
} from '../db/queries/schedule';
import type { ScheduleListView } from '../db/queries/schedule-list-page';
import { xlsxDownload, xlsxFileName, type XlsxSheet } from '../xlsx';
import {
  defineBlobHandler,
  defineJsonHandler,
  httpError,
  type DemoFile,
  type HandlerContext,
} from './define-handler';
import { pageParam } from './page-param';

/** The request's schedule scope and its items (not per brand: no brand check). */
const scope = (ctx: HandlerContext) => {
  const s = resolveScheduleFilter(ctx.db, ctx.params);
  return { s, items: scheduleItems(ctx.db, s) };
};

/** An .xlsx named after its title and period (the schedule has no brand). */
const scheduleFile = (db: Db, s: ScheduleFilter, sheet: XlsxSheet): Promise<DemoFile> =>
  xlsxDownload(xlsxFileName(sheet.name, db.iso(s.f.startDay), '-', db.iso(s.f.endDay)), [sheet]);

const metricsHandler = (endpoint: typeof scheduleMetricsDay, period: SchedulePeriod) =>
  defineJsonHandler(endpoint, (ctx) => {
    const { s, items } = scope(ctx);
    return scheduleMetricsQuery(ctx.db, repPeriodRows(ctx.db, s, items, period));
  });

const metricReport = (endpoint: typeof scheduleMetricDailyReport, period: SchedulePeriod) =>
  defineBlobHandler(endpoint, (ctx) => {
    const { s, items } = scope(ctx);
    return scheduleFile(
      ctx.db,
      s,
      scheduleMetricSheet(ctx.db, repPeriodRows(ctx.db, s, items, period), period),
    );
  });

const periodReport = (endpoint: typeof scheduleWeeklyReport, period: 'week' | 'month') =>
  defineBlobHandler(endpoint, (ctx) => {
    const { s, items } = scope(ctx);
    return scheduleFile(
      ctx.db,
      s,
      schedulePeriodSheet(ctx.db, repPeriodRows(ctx.db, s, items, period), period),
    );
  });

/**
 * The calendar's page, sort and name filter. Absent is the default (page 1, by name A-Z,
 * every name); a page below 1 or a sort key the calendar does not have is a 400 naming it
 * (the shared parameter check has already refused anything but digits and asc/desc).
 */
const listViewOf = (ctx: HandlerContext): ScheduleListView => {
  const { sort, order, asmPrefix } = ctx.values;
  const page = pageParam(ctx);
  if (sort && !(SCHEDULE_LIST_SORT_KEYS as readonly string[]).includes(sort))
    throw httpError(400, `Parameter sort must be one of ${SCHEDULE_LIST_SORT_KEYS.join(', ')}`, 'sort');
  return { page, order: order === 'desc' ? 'desc' : 'asc', prefix: asmPrefix ?? '' };
};

/** The Schedule Summary cards: the handler's answer, and what alert rules read. */
export const scheduleSummaryPayload = (ctx: HandlerContext) => {
  const { s, items } = scope(ctx);
  return scheduleSummaryQuery(ctx.db, s, items);
};

export const scheduleHandlers = [
  defineJsonHandler(scheduleFilters, (ctx) => scheduleFilterOptions(ctx.db)),
  defineJsonHandler(scheduleList, (ctx) => {
    const view = listViewOf(ctx);
    const { s, items } = scope(ctx);
    return scheduleListQuery(ctx.db, s, items, view, ctx.userBrands);
  }),
  defineJsonHandler(scheduleSummary, scheduleSummaryPayload),
  metricsHandler(scheduleMetricsDay, 'day'),
  metricsHandler(scheduleMetricsWeek, 'week'),
  metricsHandler(scheduleMetricsMonth, 'month'),
  defineJsonHandler(scheduleTotal, (ctx) => scheduleTotalQuery(scope(ctx).items)),
  defineJsonHandler(scheduleCount, (ctx) => {
    const { s, items } = scope(ctx);
    return scheduleCountQuery(ctx.db, s, items);
  }),
  defineJsonHandler(scheduleRepresentatives, (ctx) =>
    scheduleRepresentativesQuery(ctx.db, scope(ctx).items, pageParam(ctx)),
  ),
  defineBlobHandler(scheduleDailyReport, (ctx) => {
    const { s, items } = scope(ctx);
    return scheduleFile(ctx.db, s, scheduleDailySheet(ctx.db, items));
  }),
  periodReport(scheduleWeeklyReport, 'week'),
  periodReport(scheduleMonthlyReport, 'month'),
  metricReport(scheduleMetricDailyReport, 'day'),
  metricReport(scheduleMetricWeeklyReport, 'week'),
  metricReport(scheduleMetricMonthlyReport, 'month'),
];
