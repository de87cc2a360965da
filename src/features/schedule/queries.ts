import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import type { JsonEndpoint } from '@/api/contract/endpoint';
import type { RequestParams } from '@/api/contract/request-params';
import {
  scheduleCount,
  scheduleList,
  scheduleRepresentatives,
  scheduleSummary,
} from '@/api/contract/schedule';
import { filterQuery } from '@/filters/filter-query';
import { pickParams, queryKeyFor } from '@/filters/normalise';
import type { PanelRequest } from '@/filters/panel-requests';

/**
 * One queryOptions factory per Schedule endpoint the page reads, keyed by the params that
 * endpoint sends (docs/filters.md, "Caching contract for panels"). The day/week/month
 * metrics and the period total are served for reports and other clients; no panel shows
 * them, so the page never asks for them.
 */

/** GET /schedules/summary: the Summary cards. */
export const scheduleSummaryQuery = filterQuery(scheduleSummary);
/**
 * A date-columned answer with its own window: while the next week loads, the dimmed old
 * data keeps the day columns it was asked for instead of borrowing the new ones.
 */
const windowed =
  <E extends JsonEndpoint>(endpoint: E) =>
  (params: RequestParams) =>
    queryOptions({
      queryKey: queryKeyFor(endpoint, params),
      queryFn: async ({ signal }) => ({
        window: { startDate: params.dateStart ?? '', endDate: params.dateEnd ?? '' },
        data: await fetchJson(endpoint, pickParams(params, endpoint.params), { signal }),
      }),
      placeholderData: keepPreviousData,
    });

/** GET /schedules/list: the ASM Schedule calendar. */
export const scheduleListQuery = windowed(scheduleList);
/** GET /schedules/count: the ASM Daily Visits bars. */
export const scheduleCountQuery = filterQuery(scheduleCount);
/** GET /schedules/representatives: the per-status representative tables. */
export const scheduleRepresentativesQuery = windowed(scheduleRepresentatives);

/** What the page's permitted panels read; the others are never requested. */
export const scheduleRequests = {
  summary: { readBy: ['summary'], query: scheduleSummaryQuery },
  list: { readBy: ['asmSchedule'], query: scheduleListQuery },
  count: { readBy: ['asmDailyVisits'], query: scheduleCountQuery },
  representatives: { readBy: ['visitStatusTables'], query: scheduleRepresentativesQuery },
} satisfies Record<string, PanelRequest<'schedule'>>;
