import { z } from 'zod';
import { filterSchemas } from '@/filters/schemas';
import { MANAGEMENT_VIEW_IDS, METRIC_GROUPS, type MetricGroupId } from './metrics-model';

/**
 * The Management page's shareable VIEW state (docs/filters.md, "View state in the URL"):
 * which representative table (brand or all brands, weekly or monthly) and which metric
 * each group's table shows. Not filter: `parseFilter` strips these keys, so they never
 * reach request params or query keys. Defaults are `undefined`, left out of the URL.
 */

const metricOf = (group: MetricGroupId) =>
  z
    .enum(METRIC_GROUPS.find((g) => g.id === group)!.metrics.map((m) => m.key) as [string, ...string[]])
    .optional()
    .catch(undefined);

export const managementViewSearchShape = {
  view: z.enum(MANAGEMENT_VIEW_IDS).optional().catch(undefined),
  accountMetric: metricOf('account'),
  merchandisingMetric: metricOf('merchandising'),
  salesMetric: metricOf('sales'),
};

export type ManagementViewKey = keyof typeof managementViewSearchShape;
export const MANAGEMENT_VIEW_KEYS = Object.keys(managementViewSearchShape) as ManagementViewKey[];

export const managementSearchSchema = filterSchemas.management.extend(managementViewSearchShape);

export type ManagementViewSearch = {
  [K in ManagementViewKey]?: z.output<(typeof managementViewSearchShape)[K]>;
};

/** The URL key of each group's metric. */
export const METRIC_KEY_PARAM: Record<MetricGroupId, Exclude<ManagementViewKey, 'view'>> = {
  account: 'accountMetric',
  merchandising: 'merchandisingMetric',
  sales: 'salesMetric',
};
