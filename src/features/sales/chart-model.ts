import type {
  IntervalType,
  NamedSalesTotals,
  SalesInterval,
  SalesTotals,
  SalesTotalsData,
} from '@/api/contract/sales';
import { formatCompact, formatCompactMoney, formatDateLabel, formatInteger, formatMoney } from '@/lib/format';
import type { ChartRow, ChartSeries } from '@/ui/charts/types';
import type { SalesChart, SalesMetric } from './view-state';

/**
 * /sales/totals -> chart rows and series, pure so it is tested without recharts. Rows are
 * keyed by interval start; series keys are positional ('s0', 's1', ...) because recharts
 * reads a dataKey with a dot ('Southland Beverage Co.') as a property path.
 */

export const X_KEY = 'start';

/** SPEC.md section 2 names the six charts; a panel shows one pair, by its metric. */
export const CHART_TITLES: Record<SalesChart, Record<SalesMetric, string>> = {
  total: { dollars: 'Sales', cases: 'Cases' },
  sku: { dollars: 'Sales By SKU', cases: 'Cases By SKU' },
  distributor: { dollars: 'Sales By Distributor', cases: 'Cases By Distributor' },
};

const valueOf = (totals: SalesTotals | NamedSalesTotals, metric: SalesMetric): number =>
  metric === 'dollars' ? totals.amount : totals.cases;

/** Axis tick labels follow the interval: 'Mar 1' by day and week, 'Mar 2026' by month, '2026' by year. */
export const intervalTickLabel = (start: string, interval: IntervalType): string =>
  formatDateLabel(start, interval, true);

/** Tooltip and data-table labels: 'Mar 1, 2026', 'Week of Mar 2, 2026', 'Mar 2026', '2026'. */
export const intervalLabel = (start: string, interval: IntervalType): string =>
  interval === 'week' ? `Week of ${formatDateLabel(start, 'day')}` : formatDateLabel(start, interval);

export interface MetricFormat {
  value: (value: number) => string;
  tick: (value: number) => string;
}

/** Sales amounts and cases are whole numbers on screen (SPEC.md section 9); dollars carry '$'. */
export const METRIC_FORMAT: Record<SalesMetric, MetricFormat> = {
  dollars: { value: (v) => formatMoney(v), tick: formatCompactMoney },
  cases: { value: formatInteger, tick: formatCompact },
};

export interface ChartModel {
  rows: ChartRow[];
  series: ChartSeries[];
  /** Series key -> name (the legend and the URL use names). */
  names: string[];
}

export function totalChartModel(data: SalesTotalsData, metric: SalesMetric, label: string): ChartModel {
  return {
    rows: data.intervals.map((i) => ({ [X_KEY]: i.start, s0: valueOf(i.totals, metric) })),
    series: [{ key: 's0', label }],
    names: [label],
  };
}

/** One series per SKU or distributor, in server order (every interval lists them all). */
export function breakdownChartModel(
  data: SalesTotalsData,
  metric: SalesMetric,
  pick: (interval: SalesInterval) => readonly NamedSalesTotals[],
): ChartModel {
  const names: string[] = [];
  const position = new Map<string, number>();
  for (const interval of data.intervals) {
    for (const item of pick(interval)) {
      if (position.has(item.name)) continue;
      position.set(item.name, names.length);
      names.push(item.name);
    }
  }
  const rows = data.intervals.map((interval) => {
    const row: Record<string, string | number> = { [X_KEY]: interval.start };
    names.forEach((_, i) => (row[`s${i}`] = 0));
    for (const item of pick(interval)) row[`s${position.get(item.name) ?? 0}`] = valueOf(item, metric);
    return row;
  });
  return { rows, series: names.map((name, i) => ({ key: `s${i}`, label: name })), names };
}

export const bySku = (interval: SalesInterval) => interval.bySku;
export const byDistributor = (interval: SalesInterval) => interval.byDistributor;

/** Nothing to plot: no interval, or every amount and case count is zero. */
export const totalsAreEmpty = (data: SalesTotalsData): boolean =>
  data.intervals.length === 0 || data.intervals.every((i) => i.totals.amount === 0 && i.totals.cases === 0);

/**
 * Hidden series names (from the URL) as the chart's disabled keys. Names that are not in
 * this chart are ignored, and a link that would hide every series hides none (SPEC.md
 * section 4: the last remaining series cannot be turned off).
 */
export function disabledKeys(model: ChartModel, hiddenNames: readonly string[]): ReadonlySet<string> {
  const hidden = new Set(hiddenNames);
  const keys = model.names.flatMap((name, i) => (hidden.has(name) ? [`s${i}`] : []));
  return keys.length >= model.names.length ? new Set() : new Set(keys);
}

/**
 * The chart's next disabled keys as names to keep in the URL. Names hidden earlier that
 * this chart does not list (another brand's SKUs) are kept, so they stay hidden if they
 * come back, as the legend rule says.
 */
export function hiddenNames(
  model: ChartModel,
  previous: readonly string[],
  disabled: ReadonlySet<string>,
): Set<string> {
  const listed = new Set(model.names);
  const next = new Set(previous.filter((name) => !listed.has(name)));
  model.names.forEach((name, i) => {
    if (disabled.has(`s${i}`)) next.add(name);
  });
  return next;
}

/** Only Sales By Distributor is a stacked chart (SPEC.md section 2). */
export const isStacked = (chart: SalesChart, metric: SalesMetric): boolean =>
  chart === 'distributor' && metric === 'dollars';
