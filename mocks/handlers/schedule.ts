import {
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
import { xlsxDownload, xlsxFileName, type XlsxSheet } from '../xlsx';
import { defineBlobHandler, defineJsonHandler, type DemoFile, type HandlerContext } from './define-handler';

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

/** The Schedule Summary cards: the handler's answer, and what alert rules read. */
export const scheduleSummaryPayload = (ctx: HandlerContext) => {
  const { s, items } = scope(ctx);
  return scheduleSummaryQuery(ctx.db, s, items);
};

export const scheduleHandlers = [
  defineJsonHandler(scheduleFilters, (ctx) => scheduleFilterOptions(ctx.db)),
  defineJsonHandler(scheduleList, (ctx) => scheduleListQuery(ctx.db, scope(ctx).items, ctx.userBrands)),
  defineJsonHandler(scheduleSummary, scheduleSummaryPayload),
  metricsHandler(scheduleMetricsDay, 'day'),
  metricsHandler(scheduleMetricsWeek, 'week'),
  metricsHandler(scheduleMetricsMonth, 'month'),
  defineJsonHandler(scheduleTotal, (ctx) => scheduleTotalQuery(scope(ctx).items)),
  defineJsonHandler(scheduleCount, (ctx) => {
    const { s, items } = scope(ctx);
    return scheduleCountQuery(ctx.db, s, items);
  }),
  defineJsonHandler(scheduleRepresentatives, (ctx) => scheduleRepresentativesQuery(ctx.db, scope(ctx).items)),
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
