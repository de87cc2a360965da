import { REP_METRICS_PAGE_SIZE } from '@/api/contract/management';
import { REP_METRIC_KEYS, type ServerRepMetricName } from '@/api/contract/common';
import { splitList } from '@/lib/request-list';
import { pageOfNames } from './schedule-list-page';

/**
 * The paging rules of Management's representative metric tables, pure: which metrics and
 * which representatives an answer holds. A screen shows one metric of one page of
 * representatives per table, so the answer is sized by that, not by the brand.
 */

const isMetricName = (name: string): name is ServerRepMetricName => Object.hasOwn(REP_METRIC_KEYS, name);

/**
 * The request's `metrics` (the query value as sent): server names in the order asked, or
 * what is wrong with it: no metric, an unknown or a repeated metric name. The page is the
 * paged lists' shared `pageParam`.
 */
export const readMetricNames = (value: string | undefined): ServerRepMetricName[] | { error: string } => {
  const names = splitList(value);
  if (names.length === 0) return { error: 'Parameter metrics is required' };
  const unknown = names.find((name) => !isMetricName(name));
  if (unknown !== undefined) return { error: `Parameter metrics names no metric ${unknown}` };
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated !== undefined) return { error: `Parameter metrics names ${repeated} twice` };
  return names as ServerRepMetricName[];
};

/** The names of `page` among every matching representative, in name order. */
export const repsOfPage = (names: readonly string[], page: number, size = REP_METRICS_PAGE_SIZE): string[] =>
  pageOfNames(names, { page, order: 'asc', prefix: '' }, size).names;
