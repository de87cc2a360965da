import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import type { PermissionKey } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import type { SalesTotalsData } from '@/api/contract/sales';
import { useCan } from '@/auth/session-context';
import { BAR_CHART_HEIGHT, BarChart } from '@/ui/charts/bar-chart';
import { KeepRecent } from '@/ui/panel/keep-recent';
import { usePanelQuery } from '@/ui/page/use-panel-requests';
import { Panel } from '@/ui/panel/panel';
import { targetLineText, type TargetLine } from '@/ui/targets/target-line';
import { useTargetLine } from '@/ui/targets/use-target-line';
import {
  byDistributor,
  bySku,
  breakdownChartModel,
  CHART_TITLES,
  disabledKeys,
  hiddenNames,
  intervalLabel,
  isStacked,
  intervalTickLabel,
  METRIC_FORMAT,
  totalChartModel,
  totalsAreEmpty,
  X_KEY,
} from './chart-model';
import { MetricToggle } from './metric-toggle';
import { salesRequests } from './queries';
import { useChartView, type ChartView } from './use-sales-view';
import type { SalesChart } from './view-state';

/** SPEC.md section 9: charts are 400 px high by default. */
export const CHART_HEIGHT = BAR_CHART_HEIGHT;

const PERMISSION: Record<SalesChart, PermissionKey<'sales'>> = {
  total: 'total',
  sku: 'totalBySku',
  distributor: 'totalByDistributor',
};

const EMPTY_TEXT = 'No sales for the selected filters.';

/** Stable names for the panels' toggles (the titles change with the metric). */
export const CHART_TOGGLE_LABELS: Record<SalesChart, string> = {
  total: 'Totals chart metric',
  sku: 'By SKU chart metric',
  distributor: 'By Distributor chart metric',
};

interface ChartBodyProps extends ChartView {
  chart: SalesChart;
  data: SalesTotalsData;
  title: string;
  /** The totals chart's target per bar (Cases or Sales target of the month), if any. */
  target: TargetLine | null;
}

/** The target metric of the totals chart's two views. */
const TARGET_METRIC = { cases: 'cases', dollars: 'sales' } as const;

function ChartBody({ chart, data, title, metric, hidden = [], onHiddenChange, target }: ChartBodyProps) {
  const interval = data.intervalType;
  const model = useMemo(() => {
    if (chart === 'total') return totalChartModel(data, metric, title);
    return breakdownChartModel(data, metric, chart === 'sku' ? bySku : byDistributor);
  }, [chart, data, metric, title]);
  const disabled = useMemo(() => disabledKeys(model, hidden), [model, hidden]);
  const onDisabledChange = useCallback(
    (next: ReadonlySet<string>) => onHiddenChange?.(hiddenNames(model, hidden, next)),
    [model, hidden, onHiddenChange],
  );
  const formatX = useCallback((value: string) => intervalLabel(value, interval), [interval]);
  const formatXTick = useCallback((value: string) => intervalTickLabel(value, interval), [interval]);
  const format = METRIC_FORMAT[metric];
  const common = {
    title,
    hideTitle: true,
    data: model.rows,
    xKey: X_KEY,
    series: model.series,
    xType: 'category' as const,
    formatX,
    formatXTick,
    formatValue: format.value,
    formatYTick: format.tick,
    height: CHART_HEIGHT,
  };
  if (chart === 'total') {
    const text = target ? targetLineText(target, format.value) : null;
    return (
      <Stack gap={4}>
        <BarChart
          {...common}
          showLegend={false}
          targetLine={target && text ? { values: target.values, label: text.label } : null}
        />
        {text ? (
          <Text size="xs" c="dimmed" data-target-note>
            {text.note}
          </Text>
        ) : null}
      </Stack>
    );
  }
  // SPEC.md section 2 stacks Sales By Distributor only (each bar the interval's dollars,
  // split by distributor); the other breakdowns group their bars side by side.
  return (
    <BarChart
      {...common}
      disabled={disabled}
      onDisabledChange={onDisabledChange}
      drillField={chart === 'sku' ? 'skuNames' : 'distributors'}
      stacked={isStacked(chart, metric)}
    />
  );
}

/**
 * One panel per pair of SPEC charts: 'Sales' / 'Cases', '... By SKU', '... By
 * Distributor', switched by the panel's own Cases | Dollars toggle (it starts at the page
 * Metric). All three read the one /sales/totals query.
 */
export function SalesChartPanel({ chart, params }: { chart: SalesChart; params: RequestParams }) {
  const view = useChartView(chart);
  const query = usePanelQuery('sales', salesRequests.totals, params);
  const title = CHART_TITLES[chart][view.metric];
  const barStarts = useMemo(() => query.data?.intervals.map((i) => i.start), [query.data]);
  const target = useTargetLine(
    params,
    query.data?.intervalType,
    chart === 'total' ? TARGET_METRIC[view.metric] : null,
    barStarts,
  );
  return (
    <Panel
      title={title}
      name={`sales-chart-${chart}`}
      permission={{ section: 'sales', key: PERMISSION[chart] }}
      query={query}
      isEmpty={totalsAreEmpty}
      emptyText={EMPTY_TEXT}
      skeletonHeight={CHART_HEIGHT + 40}
      actions={
        <MetricToggle value={view.metric} onChange={view.onMetricChange} label={CHART_TOGGLE_LABELS[chart]} />
      }
    >
      {(data) => (
        // A period flipped back to is drawn from the kept drawing, not redrawn
        // (docs/architecture.md, KeepRecent).
        <KeepRecent itemKey={data} deps={[chart, title, view.metric, view.hidden, target]}>
          {() => <ChartBody chart={chart} data={data} title={title} target={target} {...view} />}
        </KeepRecent>
      )}
    </Panel>
  );
}

/** The permitted chart panels: the totals across the page, SKU and distributor side by side on wide screens. */
export function SalesChartPanels({ params }: { params: RequestParams }) {
  const canSku = useCan('sales', 'totalBySku');
  const canDistributor = useCan('sales', 'totalByDistributor');
  const pairs = Number(canSku) + Number(canDistributor);
  return (
    <>
      <SalesChartPanel chart="total" params={params} />
      {pairs > 0 ? (
        <SimpleGrid cols={{ base: 1, lg: pairs }} spacing="md">
          <SalesChartPanel chart="sku" params={params} />
          <SalesChartPanel chart="distributor" params={params} />
        </SimpleGrid>
      ) : null}
    </>
  );
}
