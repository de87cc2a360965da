import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useViewUpdate } from '@/filters/use-view-update';
import type { SortState } from '@/ui/table/sort-rows';
import {
  chartMetricPatch,
  chartSearch,
  hiddenPatch,
  pageMetricPatch,
  readSalesView,
  topSortPatch,
  type SalesChart,
  type SalesMetric,
  type SalesViewSearch,
} from './view-state';

const routeApi = getRouteApi('/_authenticated/sales');

// Each hook selects only the view keys its reader shows (docs/filters.md, "A view change
// renders only its readers"): a Top 10 sort does not draw the charts again, nor a chart's
// legend the table.

/** The page Metric, which sets every chart. */
export function usePageMetric(): { metric: SalesMetric; setMetric: (next: SalesMetric) => void } {
  const metric = routeApi.useSearch({ select: (search) => search.metric });
  const update = useViewUpdate<SalesViewSearch>();
  return useMemo(
    () => ({ metric: readSalesView({ metric }).metric, setMetric: (next) => update(pageMetricPatch(next)) }),
    [metric, update],
  );
}

/** What one chart panel shows and changes: its metric and, for a legend chart, its hidden series. */
export interface ChartView {
  metric: SalesMetric;
  onMetricChange: (next: SalesMetric) => void;
  /** Legend series hidden by name (SKU and distributor charts). */
  hidden?: readonly string[];
  onHiddenChange?: (next: ReadonlySet<string>) => void;
}

export function useChartView(chart: SalesChart): ChartView {
  const own = routeApi.useSearch({
    select: (search) => chartSearch(search, chart),
    structuralSharing: true,
  });
  const update = useViewUpdate<SalesViewSearch>();
  return useMemo(() => {
    const view = readSalesView(own);
    return {
      metric: view.chartMetric[chart],
      onMetricChange: (next: SalesMetric) => update(chartMetricPatch(view, chart, next)),
      ...(chart === 'total'
        ? {}
        : {
            hidden: view.hidden[chart],
            onHiddenChange: (next: ReadonlySet<string>) => update(hiddenPatch(chart, next)),
          }),
    };
  }, [own, chart, update]);
}

/** The Top 10 sort. */
export function useTopSort(): { sort: SortState; onSortChange: (next: SortState) => void } {
  const topSort = routeApi.useSearch({ select: (search) => search.topSort });
  const topDir = routeApi.useSearch({ select: (search) => search.topDir });
  const update = useViewUpdate<SalesViewSearch>();
  return useMemo(
    () => ({
      sort: readSalesView({ topSort, topDir }).topSort,
      onSortChange: (next: SortState) => update(topSortPatch(next)),
    }),
    [topSort, topDir, update],
  );
}
