import {
  REP_METRIC_KEYS,
  REP_METRICS,
  type RepMetricKey,
  type RepMetrics,
  type ServerRepMetricName,
} from '@/api/contract/common';
import { allBrandsMonth, allBrandsWeek, brandMonth, brandWeek } from '@/api/contract/management';
import { can, type PermissionKey, type Permissions } from '@/api/contract/permissions';
import type { TargetMetric } from '@/api/contract/targets';
import { formatInteger, formatMoney, formatNumber } from '@/lib/format';
import { compareText } from '@/lib/compare';

/**
 * The Management page's representative metric tables, as pure data: which views exist
 * (brand or all brands, per week or month) and who may see them, the three metric groups
 * with SPEC.md's labels (read from the contract's one name table, REP_METRIC_KEYS and
 * REP_METRICS), and the shaping of an answer into a table of representatives by period.
 */

export const MANAGEMENT_VIEW_IDS = ['brandWeek', 'brandMonth', 'allBrandsWeek', 'allBrandsMonth'] as const;
export type ManagementViewId = (typeof MANAGEMENT_VIEW_IDS)[number];

export interface ManagementView {
  id: ManagementViewId;
  label: string;
  endpoint: typeof brandWeek;
  permission: PermissionKey<'management'>;
  period: 'week' | 'month';
}

export const MANAGEMENT_VIEWS: readonly ManagementView[] = [
  { id: 'brandWeek', label: 'Brand weekly', endpoint: brandWeek, permission: 'brandWeekly', period: 'week' },
  {
    id: 'brandMonth',
    label: 'Brand monthly',
    endpoint: brandMonth,
    permission: 'brandMonthly',
    period: 'month',
  },
  {
    id: 'allBrandsWeek',
    label: 'All brands weekly',
    endpoint: allBrandsWeek,
    permission: 'allBrandsWeekly',
    period: 'week',
  },
  {
    id: 'allBrandsMonth',
    label: 'All brands monthly',
    endpoint: allBrandsMonth,
    permission: 'allBrandsMonthly',
    period: 'month',
  },
];

/**
 * Without a view in the URL: the brand's monthly table. The default period runs from the
 * brand's first day, over two years for the oldest brand: a hundred weekly columns are a
 * view to ask for, not to land on.
 */
const DEFAULT_VIEW_ORDER: readonly ManagementViewId[] = [
  'brandMonth',
  'brandWeek',
  'allBrandsMonth',
  'allBrandsWeek',
];

export const permittedViews = (permissions: Permissions | null | undefined): ManagementView[] =>
  MANAGEMENT_VIEWS.filter((v) => can(permissions, 'management', v.permission));

/** The view to show: the URL's when permitted, else the first permitted by DEFAULT_VIEW_ORDER. */
export const selectedView = (
  views: readonly ManagementView[],
  requested: ManagementViewId | undefined,
): ManagementView | null =>
  views.find((v) => v.id === requested) ??
  DEFAULT_VIEW_ORDER.map((id) => views.find((v) => v.id === id)).find((v) => v !== undefined) ??
  null;

export type MetricGroupId = 'account' | 'merchandising' | 'sales';

export interface MetricOption {
  key: RepMetricKey;
  /** The API's name (StatusStoresVisited ...). */
  serverName: ServerRepMetricName;
  label: string;
}

export interface MetricGroup {
  id: MetricGroupId;
  title: string;
  permission: PermissionKey<'management'>;
  metrics: readonly MetricOption[];
}

const GROUP_HEADINGS: Record<MetricGroupId, { title: string; permission: PermissionKey<'management'> }> = {
  account: { title: 'Account Metrics', permission: 'accountMetrics' },
  merchandising: { title: 'Merchandising Metrics', permission: 'merchandisingMetrics' },
  sales: { title: 'Sales Metrics', permission: 'salesMetrics' },
};

/** The groups in SPEC.md order, each with its metrics in the name table's order. */
export const METRIC_GROUPS: readonly MetricGroup[] = (['account', 'merchandising', 'sales'] as const).map(
  (id) => ({
    id,
    ...GROUP_HEADINGS[id],
    metrics: (Object.entries(REP_METRIC_KEYS) as [ServerRepMetricName, RepMetricKey][])
      .filter(([, key]) => REP_METRICS[key].group === id)
      .map(([serverName, key]) => ({ key, serverName, label: REP_METRICS[key].label })),
  }),
);

export const metricGroup = (id: MetricGroupId): MetricGroup => METRIC_GROUPS.find((g) => g.id === id)!;

/** The group's metric to show: the URL's when it belongs to the group, else the group's first. */
export const selectedMetric = (group: MetricGroup, requested: string | undefined): MetricOption =>
  group.metrics.find((m) => m.key === requested) ?? group.metrics[0]!;

/**
 * The group's metric an answer holds: while another metric loads, the old answer stays on
 * screen, dimmed, and must still be read as its own metric (none for a page without rows).
 */
export const answeredMetric = (group: MetricGroup, rows: RepMetrics): MetricOption | undefined =>
  group.metrics.find((m) => Object.values(rows).some((row) => row[m.key] !== undefined));

/**
 * The metrics a monthly target can be set for, by their table key: their cells are graded
 * against the representative's own target (in the all-brands views, the sum of theirs
 * across brands).
 */
export const REP_METRIC_TARGETS: Partial<Record<RepMetricKey, TargetMetric>> = {
  newAccounts: 'newAccounts',
  accountsVisited: 'visits',
  merchForms: 'merchandisingVisits',
  facingsAdded: 'facingsAdded',
  orders: 'orders',
  totalAmount: 'sales',
  totalCases: 'cases',
};

/** The views whose rows add up every brand the user sees. */
export const readsAllBrands = (view: ManagementView): boolean =>
  view.id === 'allBrandsWeek' || view.id === 'allBrandsMonth';

const AVERAGES = new Set<RepMetricKey>(['avgFacings', 'avgSkus']);
const DECIMALS = new Set<RepMetricKey>(['hours', 'miles', 'avgFacings', 'avgSkus']);

/** en-US text of one cell: dollars for sales, two decimals for hours, miles and averages. */
export const formatMetric = (key: RepMetricKey, value: number): string =>
  key === 'totalAmount'
    ? formatMoney(value)
    : DECIMALS.has(key)
      ? formatNumber(value, 2)
      : formatInteger(value);

export interface MetricTableRow {
  rep: string;
  /** One value per period of `MetricTable.periods` (0 where the answer has no point). */
  values: number[];
  /** The row's sum over the periods; null for averages, which do not add up. */
  total: number | null;
}

export interface MetricTable {
  /** Period starts (YYYY-MM-DD), ascending: one column each. */
  periods: string[];
  rows: MetricTableRow[];
}

/** One metric of an answer as a table: representatives (by name) by period. */
export const metricTable = (metrics: RepMetrics, key: RepMetricKey): MetricTable => {
  const periodSet = new Set<string>();
  for (const rep of Object.values(metrics))
    for (const point of rep[key] ?? []) periodSet.add(point.dateStart);
  const periods = [...periodSet].sort();
  const position = new Map(periods.map((p, i) => [p, i]));
  const rows = Object.entries(metrics)
    .sort(([a], [b]) => compareText(a, b))
    .map(([rep, byMetric]) => {
      const values = new Array<number>(periods.length).fill(0);
      for (const point of byMetric[key] ?? []) values[position.get(point.dateStart)!] = point.value;
      const sum = values.reduce((s, v) => s + v, 0);
      return { rep, values, total: AVERAGES.has(key) ? null : Math.round(sum * 100) / 100 };
    });
  return { periods, rows };
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * Column headings: a week reads by its start date ('2026-11-16'), a month by its name
 * ('Nov 2026'); a first period that starts mid-month keeps its date, so no column hides
 * that it is partial.
 */
export const periodHeader = (date: string, period: 'week' | 'month'): string => {
  if (period === 'week' || !date.endsWith('-01')) return date;
  const [year, month] = date.split('-');
  return `${MONTHS[Number(month) - 1]} ${year}`;
};
