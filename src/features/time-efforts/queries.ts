import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import type { RequestParams } from '@/api/contract/request-params';
import {
  udsStats,
  udsStatsBrand,
  workingStats,
  workingStatsMonth,
  workingStatsWeek,
} from '@/api/contract/time-efforts';
import { filterQuery } from '@/filters/filter-query';
import { pickParams, queryKeyFor } from '@/filters/normalise';
import type { PanelRequest } from '@/filters/panel-requests';
import { dailyValues, type DailyView } from './view-state';

/**
 * One queryOptions factory per Time & Efforts endpoint, keyed by the params it sends
 * (docs/filters.md, "Caching contract for panels").
 */

/**
 * GET /efforts/workingstats: one page of the daily table in the view's order, and the
 * total. Keyed by the filter params plus the view, so paging or sorting refetches only
 * this table (the daily download reads the params only, and holds every row).
 */
export const workingStatsQuery = (params: RequestParams, view: DailyView) => {
  const values = dailyValues(view);
  return queryOptions({
    queryKey: queryKeyFor(workingStats, params, values),
    queryFn: ({ signal }) =>
      fetchJson(workingStats, pickParams(params, workingStats.params), { values, signal }),
    placeholderData: keepPreviousData,
  });
};
/** GET /efforts/workingstats/week and /month: the hours and mileage tables. */
export const workingStatsWeekQuery = filterQuery(workingStatsWeek);
export const workingStatsMonthQuery = filterQuery(workingStatsMonth);
/** GET /efforts/uds-stats and /brand: the ASM UDS tables. */
export const udsStatsQuery = filterQuery(udsStats);
export const udsStatsBrandQuery = filterQuery(udsStatsBrand);

/** The tables whose requests are the filter's alone (no view of theirs is part of one). */
export const effortsTableRequests = {
  week: { readBy: ['weeklyTable'], query: workingStatsWeekQuery },
  month: { readBy: ['monthlyTable'], query: workingStatsMonthQuery },
  udsBrand: { readBy: ['asmUdsTable'], query: udsStatsBrandQuery },
  uds: { readBy: ['asmUdsTable'], query: udsStatsQuery },
} satisfies Record<string, PanelRequest<'timeEfforts'>>;

/**
 * What the page's permitted tables read, for the daily table's view the URL asks for; the
 * others are never requested.
 */
export const effortsRequests = (daily: DailyView) =>
  ({
    daily: { readBy: ['dailyTable'], query: (params: RequestParams) => workingStatsQuery(params, daily) },
    ...effortsTableRequests,
  }) satisfies Record<string, PanelRequest<'timeEfforts'>>;
