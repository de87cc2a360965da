import { z } from 'zod';
import { filterSchemas } from '@/filters/schemas';
import type { SortState } from '@/ui/table/sort-rows';

/**
 * The Sales page's shareable VIEW state (docs/filters.md, "View state in the URL"): which
 * metric the charts show and which chart series are hidden. It lives in the same query
 * string as the filter, validated by the same route schema, but it is not filter: these
 * keys are not filter fields, so `parseFilter` strips them and they never reach request
 * params or query keys. Defaults are `undefined`, so they never appear in the URL.
 */

export const SALES_METRICS = ['cases', 'dollars'] as const;
export type SalesMetric = (typeof SALES_METRICS)[number];
/** SPEC.md section 9: metric select cases, dollars (default cases). */
export const DEFAULT_SALES_METRIC: SalesMetric = 'cases';

export const METRIC_LABELS: Record<SalesMetric, string> = { cases: 'Cases', dollars: 'Dollars' };

/** The three chart panels; each shows one pair of SPEC charts (Sales/Cases, ... By SKU, ... By Distributor). */
export const SALES_CHARTS = ['total', 'sku', 'distributor'] as const;
export type SalesChart = (typeof SALES_CHARTS)[number];
/** Charts with a legend whose hidden series are shared through the URL. */
export type LegendChart = Exclude<SalesChart, 'total'>;

const metric = z.enum(SALES_METRICS).optional().catch(undefined);

/**
 * Series names hidden in a chart legend, kept as ONE string joined with '~'. Our codec
 * splits only filter list fields, and the router writes the validated value back into the
 * URL: a list here would be written comma-joined, read back as one string and rewritten
 * with '%2C', so the URL would change format under the user. A '~'-joined string is never
 * escaped and reads the same after every round trip (`hideSkus=Cola%2012oz~Lime`). Commas
 * are accepted too, for hand-written links.
 */
export const HIDDEN_SEPARATOR = '~';

const splitHidden = (value: string): string[] => value.split(/[~,]/).filter((item) => item.length > 0);

const hiddenSeries = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => {
    const items = Array.isArray(value) ? value.filter((item) => item.length > 0) : splitHidden(value);
    return items.length > 0 ? items.join(HIDDEN_SEPARATOR) : undefined;
  })
  .optional()
  .catch(undefined);

/** Top 10 Accounts sort columns; SPEC.md section 2: sorted by sales (Amount, highest first) by default. */
export const TOP_SORT_KEYS = ['amount', 'cases'] as const;
export const DEFAULT_TOP_SORT: SortState = { key: 'amount', direction: 'desc' };

export const salesViewSearchShape = {
  /** The page Metric selector: every chart's view unless the chart overrides it. */
  metric,
  /** A chart's own Cases/Dollars toggle, when it differs from `metric`. */
  totalMetric: metric,
  skuMetric: metric,
  distributorMetric: metric,
  /** Legend series switched off, by SKU or distributor name. */
  hideSkus: hiddenSeries,
  hideDistributors: hiddenSeries,
  /** The Top 10 table's sort column and direction, when not the default (Amount, descending). */
  topSort: z.enum(TOP_SORT_KEYS).optional().catch(undefined),
  topDir: z.enum(['asc', 'desc']).optional().catch(undefined),
};

export type SalesViewKey = keyof typeof salesViewSearchShape;
export const SALES_VIEW_KEYS = Object.keys(salesViewSearchShape) as SalesViewKey[];

/** The Sales route's search: the sales filter plus the view keys (one owner: the router). */
export const salesSearchSchema = filterSchemas.sales.extend(salesViewSearchShape);

/** The view keys as the URL holds them (validated); also what the page writes. */
export type SalesViewSearch = { [K in SalesViewKey]?: z.output<(typeof salesViewSearchShape)[K]> };

const CHART_METRIC_KEY = {
  total: 'totalMetric',
  sku: 'skuMetric',
  distributor: 'distributorMetric',
} as const satisfies Record<SalesChart, SalesViewKey>;

const HIDDEN_KEY = { sku: 'hideSkus', distributor: 'hideDistributors' } as const satisfies Record<
  LegendChart,
  SalesViewKey
>;

export interface SalesView {
  metric: SalesMetric;
  chartMetric: Record<SalesChart, SalesMetric>;
  hidden: Record<LegendChart, readonly string[]>;
  topSort: SortState;
}

/** The view a URL describes, defaults filled in. */
export const readSalesView = (search: SalesViewSearch): SalesView => {
  const page = search.metric ?? DEFAULT_SALES_METRIC;
  return {
    metric: page,
    chartMetric: {
      total: search.totalMetric ?? page,
      sku: search.skuMetric ?? page,
      distributor: search.distributorMetric ?? page,
    },
    hidden: {
      sku: splitHidden(search.hideSkus ?? ''),
      distributor: splitHidden(search.hideDistributors ?? ''),
    },
    topSort: {
      key: search.topSort ?? DEFAULT_TOP_SORT.key,
      direction: search.topDir ?? DEFAULT_TOP_SORT.direction,
    },
  };
};

/**
 * The view keys one chart reads: the page metric (its default), its own metric and, for a
 * legend chart, its hidden series. A chart that selects only these does not draw again when
 * another chart's legend or the Top 10 sort changes.
 */
export const chartSearch = (search: SalesViewSearch, chart: SalesChart): SalesViewSearch => {
  const own: SalesViewSearch = { metric: search.metric };
  own[CHART_METRIC_KEY[chart]] = search[CHART_METRIC_KEY[chart]];
  if (chart !== 'total') own[HIDDEN_KEY[chart]] = search[HIDDEN_KEY[chart]];
  return own;
};

/**
 * The page Metric sets every chart: choosing it clears the charts' own choices, so the
 * selector always means "all charts". The default is written as `undefined` (left out of
 * the URL).
 */
export const pageMetricPatch = (next: SalesMetric): SalesViewSearch => ({
  metric: next === DEFAULT_SALES_METRIC ? undefined : next,
  totalMetric: undefined,
  skuMetric: undefined,
  distributorMetric: undefined,
});

/** A chart's own toggle: kept in the URL only while it differs from the page metric. */
export const chartMetricPatch = (view: SalesView, chart: SalesChart, next: SalesMetric): SalesViewSearch => ({
  [CHART_METRIC_KEY[chart]]: next === view.metric ? undefined : next,
});

/** Hidden legend series, sorted so the same choice always gives the same URL. */
export const hiddenPatch = (chart: LegendChart, hidden: ReadonlySet<string>): SalesViewSearch => ({
  [HIDDEN_KEY[chart]]: hidden.size > 0 ? [...hidden].sort().join(HIDDEN_SEPARATOR) : undefined,
});

/** The Top 10 sort; the default column and direction are left out of the URL. */
export const topSortPatch = (next: SortState): SalesViewSearch => ({
  topSort:
    next.key === DEFAULT_TOP_SORT.key || !(TOP_SORT_KEYS as readonly string[]).includes(next.key)
      ? undefined
      : (next.key as (typeof TOP_SORT_KEYS)[number]),
  topDir: next.direction === DEFAULT_TOP_SORT.direction ? undefined : next.direction,
});
