import type { ComponentProps } from 'react';
import { AccountStatusChartPanel } from './account-status-chart-panel';
import { MetricsPanels } from './metrics-panels';

type ChartProps = ComponentProps<typeof AccountStatusChartPanel> & ComponentProps<typeof MetricsPanels>;

/**
 * The Account Status chart and the 'Metrics as of' pies: the page's charts, a chunk of
 * their own (recharts with them), like the Sales panels, so the route's first download
 * stays within its budget. They read the page's /accounts query: no request of their own.
 */
export function AccountsCharts({
  query,
  legend,
  activeStatuses,
  legendState,
  chartWidth,
  endDate,
}: ChartProps) {
  return (
    <>
      <AccountStatusChartPanel
        query={query}
        legend={legend}
        activeStatuses={activeStatuses}
        legendState={legendState}
        chartWidth={chartWidth}
      />
      <MetricsPanels
        query={query}
        endDate={endDate}
        legend={legend}
        legendState={legendState}
        chartWidth={chartWidth}
      />
    </>
  );
}
