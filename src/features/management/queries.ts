import type { PermissionKey } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { filterViewQuery } from '@/filters/filter-query';
import type { PanelRequest } from '@/filters/panel-requests';
import {
  MANAGEMENT_VIEWS,
  METRIC_GROUPS,
  selectedView,
  type ManagementView,
  type ManagementViewId,
  type MetricGroup,
  type MetricGroupId,
} from './metrics-model';
import { groupTableValues, readGroupTable, type ManagementViewSearch } from './view-state';

/** A request's name: the view it reads and the group whose table shows it. */
export type ManagementRequestId = `${ManagementViewId}:${MetricGroupId}`;
export const managementRequestId = (view: ManagementViewId, group: MetricGroupId): ManagementRequestId =>
  `${view}:${group}`;

/**
 * The page's requests, for the view keys the URL holds: each permitted metric group's table
 * asks for its own metric and page of the selected view (the URL's when permitted, else the
 * default), so each panel is one request and fails alone. Keyed by the params the endpoint
 * sends plus the table's metric and page (`filterViewQuery`): a view, metric or page flipped
 * back to is read from the cache. The route's loader, the period hover prefetch and the
 * panels read this.
 */
export function managementRequests(search: ManagementViewSearch) {
  const request = (view: ManagementView, group: MetricGroup) =>
    ({
      readBy: (allowed: (key: PermissionKey<'management'>) => boolean) =>
        allowed(group.permission) &&
        selectedView(
          MANAGEMENT_VIEWS.filter((v) => allowed(v.permission)),
          search.view,
        )?.id === view.id,
      query: (params: RequestParams) =>
        filterViewQuery(view.endpoint, params, groupTableValues(readGroupTable(search, group))),
    }) satisfies PanelRequest<'management'>;
  return Object.fromEntries(
    MANAGEMENT_VIEWS.flatMap((view) =>
      METRIC_GROUPS.map((group) => [managementRequestId(view.id, group.id), request(view, group)]),
    ),
  ) as Record<ManagementRequestId, ReturnType<typeof request>>;
}
