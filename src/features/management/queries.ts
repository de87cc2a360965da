import type { QueryClient } from '@tanstack/react-query';
import type { Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { filterQuery } from '@/filters/filter-query';
import {
  MANAGEMENT_VIEWS,
  permittedViews,
  selectedView,
  type ManagementView,
  type ManagementViewId,
} from './metrics-model';

/**
 * One queryOptions factory for the four representative metric endpoints (brand or all
 * brands, per week or month), keyed by the params each sends (docs/filters.md, "Caching
 * contract for panels"). The page reads only the selected view's endpoint.
 */
const metricsQuery = (endpoint: ManagementView['endpoint']) => filterQuery(endpoint);

const QUERIES = Object.fromEntries(MANAGEMENT_VIEWS.map((v) => [v.id, metricsQuery(v.endpoint)])) as Record<
  ManagementViewId,
  ReturnType<typeof metricsQuery>
>;

export const repMetricsQuery = (view: ManagementView, params: RequestParams) => QUERIES[view.id](params);

/** Warms the table the page would show under `params` (a hovered period shortcut). */
export function prefetchManagementPanels(
  queryClient: QueryClient,
  params: RequestParams,
  permissions: Permissions | null | undefined,
  requested: ManagementViewId | undefined,
): void {
  const view = selectedView(permittedViews(permissions), requested);
  if (view) void queryClient.prefetchQuery(repMetricsQuery(view, params));
}
