import type { PermissionKey } from '@/api/contract/permissions';
import { filterQuery } from '@/filters/filter-query';
import type { PanelRequest } from '@/filters/panel-requests';
import {
  MANAGEMENT_VIEWS,
  METRIC_GROUPS,
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

/**
 * The page's requests, one per view, for the view the URL asks for: only the selected view's
 * is read (the URL's when permitted, else the default), and only while a metric group is
 * permitted. The route's loader, the period hover prefetch and the panels read this.
 */
export function managementRequests(requested: ManagementViewId | undefined) {
  const request = (view: ManagementView) =>
    ({
      readBy: (allowed: (key: PermissionKey<'management'>) => boolean) =>
        METRIC_GROUPS.some((group) => allowed(group.permission)) &&
        selectedView(
          MANAGEMENT_VIEWS.filter((v) => allowed(v.permission)),
          requested,
        )?.id === view.id,
      query: QUERIES[view.id],
    }) satisfies PanelRequest<'management'>;
  return Object.fromEntries(MANAGEMENT_VIEWS.map((view) => [view.id, request(view)])) as Record<
    ManagementViewId,
    ReturnType<typeof request>
  >;
}
