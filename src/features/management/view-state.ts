import { z } from 'zod';
import { REP_METRICS_PAGE_SIZE } from '@/api/contract/management';
import { filterSchemas } from '@/filters/schemas';
import { pageCountOf } from '@/ui/table/server-paging';
import {
  MANAGEMENT_VIEW_IDS,
  METRIC_GROUPS,
  selectedMetric,
  type MetricGroup,
  type MetricGroupId,
  type MetricOption,
} from './metrics-model';

/**
 * The Management page's shareable VIEW state (docs/filters.md, "View state in the URL"):
 * which representative table (brand or all brands, weekly or monthly), and for each metric
 * group's table its metric and its page of representatives. Not filter: `parseFilter`
 * strips these keys, so they never reach the filter's request params; a group's metric and
 * page are its own request values (`groupTableValues`), as the Schedule calendar's page is.
 * Defaults are `undefined`, left out of the URL.
 */

const metricOf = (group: MetricGroupId) =>
  z
    .enum(METRIC_GROUPS.find((g) => g.id === group)!.metrics.map((m) => m.key) as [string, ...string[]])
    .optional()
    .catch(undefined);

const pageOf = () => z.coerce.number().int().min(1).optional().catch(undefined);

export const managementViewSearchShape = {
  view: z.enum(MANAGEMENT_VIEW_IDS).optional().catch(undefined),
  accountMetric: metricOf('account'),
  merchandisingMetric: metricOf('merchandising'),
  salesMetric: metricOf('sales'),
  accountPage: pageOf(),
  merchandisingPage: pageOf(),
  salesPage: pageOf(),
};

export type ManagementViewKey = keyof typeof managementViewSearchShape;
export const MANAGEMENT_VIEW_KEYS = Object.keys(managementViewSearchShape) as ManagementViewKey[];

export const managementSearchSchema = filterSchemas.management.extend(managementViewSearchShape);

export type ManagementViewSearch = {
  [K in ManagementViewKey]?: z.output<(typeof managementViewSearchShape)[K]>;
};

/** The view keys of a route search (the filter's left out): what the tables' requests depend on. */
export const readViewSearch = (search: ManagementViewSearch): ManagementViewSearch =>
  Object.fromEntries(
    MANAGEMENT_VIEW_KEYS.flatMap((key) => (search[key] === undefined ? [] : [[key, search[key]]])),
  ) as ManagementViewSearch;

/** The URL key of each group's metric. */
export const METRIC_KEY_PARAM: Record<
  MetricGroupId,
  'accountMetric' | 'merchandisingMetric' | 'salesMetric'
> = {
  account: 'accountMetric',
  merchandising: 'merchandisingMetric',
  sales: 'salesMetric',
};

/** The URL key of each group's page of representatives. */
export const METRIC_PAGE_PARAM: Record<MetricGroupId, 'accountPage' | 'merchandisingPage' | 'salesPage'> = {
  account: 'accountPage',
  merchandising: 'merchandisingPage',
  sales: 'salesPage',
};

/**
 * Kept across Apply (the view and metrics are the user's choice); each table's page starts
 * over, since another filter holds other representatives.
 */
export const MANAGEMENT_RETAINED_VIEW_KEYS = MANAGEMENT_VIEW_KEYS.filter(
  (key) => !(Object.values(METRIC_PAGE_PARAM) as string[]).includes(key),
);

/** What one group's table asks for: its metric and its page (1-based). */
export interface GroupTable {
  metric: MetricOption;
  page: number;
}

export const readGroupTable = (search: ManagementViewSearch, group: MetricGroup): GroupTable => ({
  metric: selectedMetric(group, search[METRIC_KEY_PARAM[group.id]]),
  page: search[METRIC_PAGE_PARAM[group.id]] ?? 1,
});

/** The view keys of the URL, every table back at its first page (where Apply lands). */
export const firstPages = (search: ManagementViewSearch): ManagementViewSearch => ({
  ...search,
  accountPage: undefined,
  merchandisingPage: undefined,
  salesPage: undefined,
});

/**
 * A group's request values: its one metric (server name) and its page; page 1 is left out,
 * as in the URL.
 */
export const groupTableValues = (table: GroupTable): Record<string, string> => ({
  metrics: table.metric.serverName,
  ...(table.page > 1 ? { page: String(table.page) } : {}),
});

/** A new metric keeps the page: every metric of a table has the same representatives. */
export const metricPatch = (group: MetricGroup, key: string | undefined): ManagementViewSearch => ({
  [METRIC_KEY_PARAM[group.id]]: key === group.metrics[0]?.key ? undefined : key,
});

export const pagePatch = (group: MetricGroupId, page: number): ManagementViewSearch => ({
  [METRIC_PAGE_PARAM[group]]: page > 1 ? page : undefined,
});

export const repPageCount = (total: number): number => pageCountOf(total, REP_METRICS_PAGE_SIZE);
