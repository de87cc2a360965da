import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { MetricGroup } from './metrics-model';
import {
  MANAGEMENT_RETAINED_VIEW_KEYS,
  METRIC_KEY_PARAM,
  METRIC_PAGE_PARAM,
  readViewSearch,
  type ManagementViewSearch,
} from './view-state';

const routeApi = getRouteApi('/_authenticated/management');

// Each hook selects only the view keys its reader shows (docs/filters.md, "A view change
// renders only its readers"): a table's page draws that table alone again.

/** The selected representative table (brand or all brands, weekly or monthly): the URL's key. */
export function useViewChoice(): ManagementViewSearch['view'] {
  return routeApi.useSearch({ select: (search) => search.view });
}

/** The view keys kept across Apply (the table and each group's metric): what a new period opens. */
export function useRetainedView(): ManagementViewSearch {
  return routeApi.useSearch({
    select: (search) =>
      readViewSearch(Object.fromEntries(MANAGEMENT_RETAINED_VIEW_KEYS.map((key) => [key, search[key]]))),
    structuralSharing: true,
  });
}

/** One metric group's view keys: the selected table, the group's metric and its page. */
export function useGroupView(group: MetricGroup): ManagementViewSearch {
  const view = useViewChoice();
  const metric = routeApi.useSearch({ select: (search) => search[METRIC_KEY_PARAM[group.id]] });
  const page = routeApi.useSearch({ select: (search) => search[METRIC_PAGE_PARAM[group.id]] });
  return useMemo(
    () => readViewSearch({ view, [METRIC_KEY_PARAM[group.id]]: metric, [METRIC_PAGE_PARAM[group.id]]: page }),
    [view, metric, page, group.id],
  );
}
