import type { QueryClient } from '@tanstack/react-query';
import {
  udsStats,
  udsStatsBrand,
  workingStats,
  workingStatsMonth,
  workingStatsWeek,
} from '@/api/contract/efforts';
import { can, type Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import type { Session } from '@/auth/session';
import { filterQuery } from '@/filters/filter-query';
import { filterOptionsQuery } from '@/filters/options-query';
import { parseFilter } from '@/filters/schemas';
import { buildSectionFilter } from '@/filters/section-filter';

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

/** Which endpoints the user's permitted tables read; the others are never requested. */
export const effortsNeeds = (permissions: Permissions | null | undefined) => ({
  daily: can(permissions, 'timeEfforts', 'dailyTable'),
  week: can(permissions, 'timeEfforts', 'weeklyTable'),
  month: can(permissions, 'timeEfforts', 'monthlyTable'),
  uds: can(permissions, 'timeEfforts', 'asmUdsTable'),
});

/** Warms what the page would show under `params` (a hovered period shortcut, the first render). */
export function prefetchEffortsPanels(
  queryClient: QueryClient,
  params: RequestParams,
  permissions: Permissions | null | undefined,
): void {
  const needs = effortsNeeds(permissions);
  if (needs.daily) void queryClient.prefetchQuery(workingStatsQuery(params));
  if (needs.week) void queryClient.prefetchQuery(workingStatsWeekQuery(params));
  if (needs.month) void queryClient.prefetchQuery(workingStatsMonthQuery(params));
  if (needs.uds) {
    void queryClient.prefetchQuery(udsStatsBrandQuery(params));
    void queryClient.prefetchQuery(udsStatsQuery(params));
  }
}

/**
 * The route loader's warm-up: the filter options, then every permitted table's data for
 * the URL's filter (params built exactly as `useSectionFilter` builds them), so the
 * requests start the moment the options arrive instead of after the first render.
 */
export async function prefetchEffortsRoute(
  queryClient: QueryClient,
  session: Pick<Session, 'getState'>,
  search: unknown,
): Promise<void> {
  const options = await queryClient.ensureQueryData(filterOptionsQuery('timeEfforts'));
  const state = session.getState();
  if (state.status !== 'signedIn') return;
  const { params } = buildSectionFilter({
    section: 'timeEfforts',
    urlFilter: parseFilter('timeEfforts', search),
    options,
    navigate: () => undefined,
  });
  prefetchEffortsPanels(queryClient, params, state.user.permissions);
}
