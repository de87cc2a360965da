import {
  udsStats,
  udsStatsBrand,
  workingStats,
  workingStatsMonth,
  workingStatsWeek,
} from '@/api/contract/time-efforts';
import { filterQuery } from '@/filters/filter-query';
import type { PanelRequest } from '@/filters/panel-requests';

/**
 * One queryOptions factory per Time & Efforts endpoint, keyed by the params it sends
 * (docs/filters.md, "Caching contract for panels").
 */

/** GET /efforts/workingstats: the daily table. */
export const workingStatsQuery = filterQuery(workingStats);
/** GET /efforts/workingstats/week and /month: the hours and mileage tables. */
export const workingStatsWeekQuery = filterQuery(workingStatsWeek);
export const workingStatsMonthQuery = filterQuery(workingStatsMonth);
/** GET /efforts/uds-stats and /brand: the ASM UDS tables. */
export const udsStatsQuery = filterQuery(udsStats);
export const udsStatsBrandQuery = filterQuery(udsStatsBrand);

/** What the page's permitted tables read; the others are never requested. */
export const effortsRequests = {
  daily: { readBy: ['dailyTable'], query: workingStatsQuery },
  week: { readBy: ['weeklyTable'], query: workingStatsWeekQuery },
  month: { readBy: ['monthlyTable'], query: workingStatsMonthQuery },
  udsBrand: { readBy: ['asmUdsTable'], query: udsStatsBrandQuery },
  uds: { readBy: ['asmUdsTable'], query: udsStatsQuery },
} satisfies Record<string, PanelRequest<'timeEfforts'>>;
