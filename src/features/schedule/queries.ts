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
import { listValues, type AsmListView } from './view-state';

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

/**
 * GET /schedules/list: one page of the ASM Schedule calendar in the view's order and name
 * filter, with the window's dates and the number of representatives. Keyed by the filter
 * params plus the view, so paging refetches only the calendar. The answer carries its own
 * dates, so dimmed old rows keep their own day columns while the next ones load.
 */
export const scheduleListQuery = (params: RequestParams, list: AsmListView) => {
  const values = listValues(list);
  return queryOptions({
    queryKey: queryKeyFor(scheduleList, params, values),
    queryFn: ({ signal }) =>
      fetchJson(scheduleList, pickParams(params, scheduleList.params), { values, signal }),
    placeholderData: keepPreviousData,
  });
};
/** GET /schedules/count: the ASM Daily Visits bars. */
export const scheduleCountQuery = filterQuery(scheduleCount);
/** GET /schedules/representatives: the per-status representative tables. */
export const scheduleRepresentativesQuery = windowed(scheduleRepresentatives);

/** The panels whose requests are the filter's alone (no view of theirs is part of one). */
export const scheduleFilterRequests = {
  summary: { readBy: ['summary'], query: scheduleSummaryQuery },
  count: { readBy: ['asmDailyVisits'], query: scheduleCountQuery },
  representatives: { readBy: ['visitStatusTables'], query: scheduleRepresentativesQuery },
} satisfies Record<string, PanelRequest<'schedule'>>;

/**
 * What the page's permitted panels read, for the calendar's view the URL asks for; the
 * others are never requested.
 */
export const scheduleRequests = (list: AsmListView) =>
  ({
    ...scheduleFilterRequests,
    list: { readBy: ['asmSchedule'], query: (params: RequestParams) => scheduleListQuery(params, list) },
  }) satisfies Record<string, PanelRequest<'schedule'>>;
