import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { fetchJson } from '@/api/client';
import type { JsonEndpoint } from '@/api/contract/endpoint';
import { can, type Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import {
  scheduleCount,
  scheduleList,
  scheduleRepresentatives,
  scheduleSummary,
} from '@/api/contract/schedules';
import { filterQuery } from '@/filters/filter-query';
import { pickParams, queryKeyFor } from '@/filters/normalise';

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

export interface ScheduleNeeds {
  summary: boolean;
  list: boolean;
  count: boolean;
  representatives: boolean;
}

/** Which endpoints the user's permitted panels read; the others are never requested. */
export const scheduleNeeds = (permissions: Permissions | null | undefined): ScheduleNeeds => ({
  summary: can(permissions, 'schedule', 'summary'),
  list: can(permissions, 'schedule', 'asmSchedule'),
  count: can(permissions, 'schedule', 'asmDailyVisits'),
  representatives: can(permissions, 'schedule', 'visitStatusTables'),
});

/** Warms what the page would show under `params` (a hovered shortcut or week button). */
export function prefetchSchedulePanels(
  queryClient: QueryClient,
  params: RequestParams,
  permissions: Permissions | null | undefined,
): void {
  const needs = scheduleNeeds(permissions);
  if (needs.summary) void queryClient.prefetchQuery(scheduleSummaryQuery(params));
  if (needs.list) void queryClient.prefetchQuery(scheduleListQuery(params));
  if (needs.count) void queryClient.prefetchQuery(scheduleCountQuery(params));
  if (needs.representatives) void queryClient.prefetchQuery(scheduleRepresentativesQuery(params));
}
