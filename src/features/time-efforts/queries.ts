import type { RequestParams } from '@/api/contract/request-params';
import {
  udsStats,
  udsStatsBrand,
  workingStats,
  workingStatsMonth,
  workingStatsWeek,
} from '@/api/contract/time-efforts';
import { filterQuery, filterViewQuery } from '@/filters/filter-query';
import type { PanelRequest } from '@/filters/panel-requests';
import {
  dailyValues,
  repPageValues,
  udsValues,
  type DailyView,
  type EffortsView,
  type UdsView,
} from './view-state';

/**
 * One queryOptions factory per Time & Efforts endpoint, keyed by the params it sends
 * (docs/filters.md, "Caching contract for panels"). The representative tables send their
 * view too (a page, a sort, an ASM), so paging one refetches only that table; the report
 * downloads read the params only, and hold every row.
 */

/** GET /efforts/workingstats: one page of the daily table in the view's order, and the total. */
export const workingStatsQuery = (params: RequestParams, view: DailyView) =>
  filterViewQuery(workingStats, params, dailyValues(view));
/** GET /efforts/workingstats/week and /month: one page of representatives of the hours tables. */
export const workingStatsWeekQuery = (params: RequestParams, page: number) =>
  filterViewQuery(workingStatsWeek, params, repPageValues(page));
export const workingStatsMonthQuery = (params: RequestParams, page: number) =>
  filterViewQuery(workingStatsMonth, params, repPageValues(page));
/** GET /efforts/uds-stats: one ASM's UDS table, a page of its representatives, and the filter's ASMs. */
export const udsStatsQuery = (params: RequestParams, view: UdsView) =>
  filterViewQuery(udsStats, params, udsValues(view));
/** GET /efforts/uds-stats/brand: the brand's table (its rows are the ASMs: one answer). */
export const udsStatsBrandQuery = filterQuery(udsStatsBrand);

/** Each table's request (what it reads, and the permission of the table that shows it) for its view. */
export const dailyRequest = (view: DailyView) =>
  ({
    readBy: ['dailyTable'],
    query: (params: RequestParams) => workingStatsQuery(params, view),
  }) satisfies PanelRequest<'timeEfforts'>;

export const hoursRequest = (interval: 'week' | 'month', page: number) =>
  interval === 'week'
    ? ({
        readBy: ['weeklyTable'],
        query: (params: RequestParams) => workingStatsWeekQuery(params, page),
      } satisfies PanelRequest<'timeEfforts'>)
    : ({
        readBy: ['monthlyTable'],
        query: (params: RequestParams) => workingStatsMonthQuery(params, page),
      } satisfies PanelRequest<'timeEfforts'>);

export const udsBrandRequest = {
  readBy: ['asmUdsTable'],
  query: udsStatsBrandQuery,
} satisfies PanelRequest<'timeEfforts'>;

export const udsAsmRequest = (view: UdsView) =>
  ({
    readBy: ['asmUdsTable'],
    query: (params: RequestParams) => udsStatsQuery(params, view),
  }) satisfies PanelRequest<'timeEfforts'>;

/**
 * What the page's permitted tables read, for the views the URL asks for; the others are
 * never requested.
 */
export const effortsRequests = (view: EffortsView) =>
  ({
    daily: dailyRequest(view.daily),
    week: hoursRequest('week', view.weekPage),
    month: hoursRequest('month', view.monthPage),
    udsBrand: udsBrandRequest,
    uds: udsAsmRequest(view.uds),
  }) satisfies Record<string, PanelRequest<'timeEfforts'>>;
