import { REP_METRICS_PAGE_SIZE } from '@/api/contract/management';
import { REP_METRIC_KEYS, type ServerRepMetricName } from '@/api/contract/common';
import { splitList } from '@/lib/request-list';
import { pageOfNames } from './schedule-list-page';

/**
 * The paging rules of Management's representative metric tables, pure: which metrics and
 * which representatives an answer holds. A screen shows one metric of one page of
 * representatives per table, so the answer is sized by that, not by the brand.
 */

export interface RepMetricsRequest {
  /** Server names, in the order asked, each once. */
  metrics: ServerRepMetricName[];
  /** 1-based; past the last page the page holds no rows. */
  page: number;
}

/** A request that cannot be answered, with the parameter to blame. */
export interface RepMetricsRequestError {
  parameter: 'metrics' | 'page';
  message: string;
}

const isMetricName = (name: string): name is ServerRepMetricName => Object.hasOwn(REP_METRIC_KEYS, name);

/**
 * The request's `metrics` and `page` (query values as sent), or what is wrong with them:
 * no metric, an unknown or repeated metric name, a page below 1 or not a whole number.
 */
export const readRepMetricsRequest = (values: {
  metrics?: string;
  page?: string;
}): RepMetricsRequest | RepMetricsRequestError => {
  const names = splitList(values.metrics);
  if (names.length === 0) return { parameter: 'metrics', message: 'Parameter metrics is required' };
  const unknown = names.find((name) => !isMetricName(name));
  if (unknown !== undefined)
    return { parameter: 'metrics', message: `Parameter metrics names no metric ${unknown}` };
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated !== undefined)
    return { parameter: 'metrics', message: `Parameter metrics names ${repeated} twice` };
  const page = values.page === undefined || values.page === '' ? 1 : Number(values.page);
  if (!Number.isSafeInteger(page) || page < 1)
    return { parameter: 'page', message: 'Parameter page must be 1 or more' };
  return { metrics: names as ServerRepMetricName[], page };
};

/** The names of `page` among every matching representative, in name order. */
export const repsOfPage = (names: readonly string[], page: number, size = REP_METRICS_PAGE_SIZE): string[] =>
  pageOfNames(names, { page, order: 'asc', prefix: '' }, size).names;
