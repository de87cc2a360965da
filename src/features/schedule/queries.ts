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
import { listValues, statusPageValues, type AsmListView } from './view-state';

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
  (params: RequestParams, values: Record<string, string> = {}) =>
    queryOptions({
      queryKey: queryKeyFor(endpoint, params, values),
      queryFn: async ({ signal }) => ({
        window: { startDate: params.dateStart ?? '', endDate: params.dateEnd ?? '' },
        data: await fetchJson(endpoint, pickParams(params, endpoint.params), { values, signal }),
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
/**
 * GET /schedules/representatives: one page of representatives of the per-status tables,
 * keyed by the filter params plus the page, so paging refetches only the tables.
 */
const representativesPage = windowed(scheduleRepresentatives);
export const scheduleRepresentativesQuery = (params: RequestParams, statusPage: number) =>
  representativesPage(params, statusPageValues(statusPage));

/** The panels whose requests are the filter's alone (no view of theirs is part of one). */
export const scheduleFilterRequests = {
  summary: { readBy: ['summary'], query: scheduleSummaryQuery },
  count: { readBy: ['asmDailyVisits'], query: scheduleCountQuery },
} satisfies Record<string, PanelRequest<'schedule'>>;

/** The status tables' request for a page of representatives. */
export const representativesRequest = (statusPage: number) =>
  ({
    readBy: ['visitStatusTables'],
    query: (params: RequestParams) => scheduleRepresentativesQuery(params, statusPage),
  }) satisfies PanelRequest<'schedule'>;

/**
 * What the page's permitted panels read, for the pages of representatives the URL asks for
 * (the calendar's view, the status tables' page); the others are never requested.
 */
export const scheduleRequests = (list: AsmListView, statusPage = 1) =>
  ({
    ...scheduleFilterRequests,
    list: { readBy: ['asmSchedule'], query: (params: RequestParams) => scheduleListQuery(params, list) },
    representatives: representativesRequest(statusPage),
  }) satisfies Record<string, PanelRequest<'schedule'>>;
