import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { SortState } from '@/ui/table/sort-rows';
import {
  chartMetricPatch,
  hiddenPatch,
  pageMetricPatch,
  readSalesView,
  topSortPatch,
  type LegendChart,
  type SalesChart,
  type SalesMetric,
  type SalesView,
  type SalesViewSearch,
} from './view-state';

const routeApi = getRouteApi('/_authenticated/sales');

export interface SalesViewControls extends SalesView {
  setMetric: (next: SalesMetric) => void;
  setChartMetric: (chart: SalesChart, next: SalesMetric) => void;
  setHidden: (chart: LegendChart, hidden: ReadonlySet<string>) => void;
  setTopSort: (next: SortState) => void;
}

/**
 * The page's view state, read from and written to the URL through the router (never
 * nuqs: docs/filters.md). A view change REPLACES the history entry, so Back still steps
 * through filters, and keeps the scroll position (a toggle must not jump to the top).
 */
export function useSalesView(): SalesViewControls {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { metric, totalMetric, skuMetric, distributorMetric, hideSkus, hideDistributors, topSort, topDir } =
    search;
  const view = useMemo(
    () =>
      readSalesView({
        metric,
        totalMetric,
        skuMetric,
        distributorMetric,
        hideSkus,
        hideDistributors,
        topSort,
        topDir,
      }),
    [metric, totalMetric, skuMetric, distributorMetric, hideSkus, hideDistributors, topSort, topDir],
  );

  const update = useCallback(
    (patch: SalesViewSearch) =>
      void navigate({
        search: (prev) => ({ ...prev, ...patch }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );

  return useMemo(
    () => ({
      ...view,
      setMetric: (next) => update(pageMetricPatch(next)),
      setChartMetric: (chart, next) => update(chartMetricPatch(view, chart, next)),
      setHidden: (chart, hidden) => update(hiddenPatch(chart, hidden)),
      setTopSort: (next) => update(topSortPatch(next)),
    }),
    [view, update],
  );
}
