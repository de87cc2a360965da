import { accountsData, accountsFilters } from '@/api/contract/accounts';
import {
  ALERT_METRICS,
  ALERT_SECTIONS,
  isChangeOperator,
  type AlertMetricId,
  type AlertOperator,
  type AlertSection,
} from '@/api/contract/alerts';
import type { JsonEndpoint } from '@/api/contract/endpoint';
import { merchandisingData, merchandisingFilters } from '@/api/contract/merchandising';
import type { RequestParams } from '@/api/contract/request-params';
import { salesData, salesFilters } from '@/api/contract/sales';
import { scheduleFilters, scheduleSummary } from '@/api/contract/schedule';
import { baselineFor } from '@/filters/comparison';
import { earliestDateFor } from '@/filters/defaults';
import { FILTER_OPTIONS_ADAPTERS, type FilterOptions } from '@/filters/options';
import { parseFilter } from '@/filters/schemas';
import { buildSectionFilter } from '@/filters/section-filter';
import { parseSearch } from '@/filters/url-codec';
import { attentionList, type AttentionList } from '@/api/contract/attention';
import type { FilterSection } from '@/filters/schemas';
import { accountsFilterOptions, salesFilterOptions } from '../db/queries/options';
import { merchandisingFilterOptions } from '../db/queries/merchandising';
import { scheduleFilterOptions } from '../db/queries/schedule';
import { accountsDataPayload } from '../handlers/accounts';
import { attentionListPayload } from '../handlers/attention';
import { contextFor, httpError, type HandlerContext } from '../handlers/define-handler';
import { merchandisingDataPayload } from '../handlers/merchandising';
import { salesDataPayload } from '../handlers/sales';
import { scheduleSummaryPayload } from '../handlers/schedule';
import { visibleBrands } from '../handlers/section-filter';
import type { DemoUserRecord } from '../users';
import type { Reading } from './notify-once';

/**
 * A rule's reading: the number its summary card shows for the rule's scope, read the way
 * the page reads it. The scope URL goes through the app's own filter pipeline (parse,
 * resolve against the section's filter options, request params, as `useSectionFilter`
 * does), then through the very resolver that answers the section's summary endpoint, as the
 * rule's owner (their brands, their 403s), and the answer through the contract's schema.
 * So the alert's value is the card's value, not a second computation of it.
 */

interface SummarySource {
  /** The filter the scope's URL holds (Needs attention: the Accounts filter). */
  filter: FilterSection;
  /** The section's /filters answer for the user, and its schema. */
  options: (ctx: HandlerContext) => unknown;
  optionsEndpoint: JsonEndpoint;
  adapt: (data: never) => FilterOptions;
  /** The summary endpoint, the resolver that answers it, and where the summary sits in its domain data. */
  endpoint: JsonEndpoint;
  payload: (ctx: HandlerContext) => unknown;
  summaryOf: (data: never) => Record<string, unknown>;
  /** The view's own keys of the scope the endpoint also reads (Needs attention's rule controls). */
  viewParams?: readonly string[];
}

/** The Accounts filter: the Accounts cards' scope and Needs attention's. */
const ACCOUNTS_FILTER: Pick<SummarySource, 'filter' | 'options' | 'optionsEndpoint' | 'adapt'> = {
  filter: 'accounts',
  options: (ctx) => accountsFilterOptions(ctx.db, visibleBrands(ctx)),
  optionsEndpoint: accountsFilters,
  adapt: FILTER_OPTIONS_ADAPTERS.accounts as (data: never) => FilterOptions,
};

const SOURCES: Record<AlertSection, SummarySource> = {
  accounts: {
    ...ACCOUNTS_FILTER,
    endpoint: accountsData,
    payload: accountsDataPayload,
    summaryOf: (data: { summary: Record<string, unknown> }) => data.summary,
  },
  merchandising: {
    filter: 'merchandising',
    options: (ctx) => merchandisingFilterOptions(ctx.db, visibleBrands(ctx)),
    optionsEndpoint: merchandisingFilters,
    adapt: FILTER_OPTIONS_ADAPTERS.merchandising as (data: never) => FilterOptions,
    endpoint: merchandisingData,
    payload: merchandisingDataPayload,
    summaryOf: (data: { summary: Record<string, unknown> }) => data.summary,
  },
  sales: {
    filter: 'sales',
    options: (ctx) => salesFilterOptions(ctx.db, visibleBrands(ctx)),
    optionsEndpoint: salesFilters,
    adapt: FILTER_OPTIONS_ADAPTERS.sales as (data: never) => FilterOptions,
    endpoint: salesData,
    payload: salesDataPayload,
    summaryOf: (data: { summary: Record<string, unknown> }) => data.summary,
  },
  schedule: {
    filter: 'schedule',
    options: (ctx) => scheduleFilterOptions(ctx.db),
    optionsEndpoint: scheduleFilters,
    adapt: FILTER_OPTIONS_ADAPTERS.schedule as (data: never) => FilterOptions,
    endpoint: scheduleSummary,
    payload: scheduleSummaryPayload,
    summaryOf: (data: Record<string, unknown>) => data,
  },
  attention: {
    ...ACCOUNTS_FILTER,
    endpoint: attentionList,
    payload: attentionListPayload,
    summaryOf: (data: AttentionList) => Object.fromEntries(data.counts.map((c) => [c.reason, c.accounts])),
    viewParams: ['noOrderDays', 'salesDownPercent'],
  },
};

/** The scope's path must be its metric's section page; anything else is not this metric's filter. */
export function scopeSearch(metric: AlertMetricId, scope: string): string | null {
  const { page } = ALERT_SECTIONS[ALERT_METRICS[metric].section];
  let url: URL;
  try {
    url = new URL(scope, 'http://scope.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://scope.invalid' || url.pathname !== page) return null;
  return url.search;
}

const valueIn = (source: SummarySource, params: RequestParams, user: DemoUserRecord, field: string) => {
  const ctx = contextFor(user, source.endpoint.path, params);
  const data = source.endpoint.response.parse(source.payload(ctx)) as never;
  const value = source.summaryOf(data)[field];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
};

/** The page's request params for the scope, as the section page would send them today. */
export function scopeParams(user: DemoUserRecord, metric: AlertMetricId, scope: string) {
  const { section } = ALERT_METRICS[metric];
  const source = SOURCES[section];
  const search = scopeSearch(metric, scope);
  if (search === null)
    throw httpError(400, `Scope must be a link to ${ALERT_SECTIONS[section].page}`, 'Scope');
  const ctx = contextFor(user, source.optionsEndpoint.path, {});
  const options = source.adapt(source.optionsEndpoint.response.parse(source.options(ctx)) as never);
  const raw = parseSearch(search);
  const urlFilter = parseFilter(source.filter, raw);
  const built = buildSectionFilter({ section: source.filter, urlFilter, options, today: ctx.db.today });
  const brand = 'brand' in built.applied ? (built.applied.brand as string) : '';
  const view = Object.fromEntries(
    (source.viewParams ?? []).flatMap((key) => (raw[key] === undefined ? [] : [[key, String(raw[key])]])),
  );
  return {
    params: { ...built.params, ...view } as RequestParams,
    earliest: earliestDateFor(source.filter, options, brand),
  };
}

/** The metric's value for the scope and, for change rules, the previous period's value. */
export function readMetric(
  user: DemoUserRecord,
  rule: { metric: AlertMetricId; operator: AlertOperator; scope: string },
): Reading {
  const { section, field } = ALERT_METRICS[rule.metric];
  const source = SOURCES[section];
  const { params, earliest } = scopeParams(user, rule.metric, rule.scope);
  const value = valueIn(source, params, user, field);
  if (!isChangeOperator(rule.operator)) return { value, baseline: null };
  const baseline = baselineFor(params, 'prev', earliest);
  return {
    value,
    baseline: baseline?.status === 'ready' ? valueIn(source, baseline.params, user, field) : null,
  };
}
