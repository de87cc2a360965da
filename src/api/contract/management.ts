import { z } from 'zod';
import {
  AcceptedResponse,
  BrandItem,
  MANAGEMENT_PARAMS,
  RepMetrics,
  baseFilterOptionsShape,
  perBrandList,
  toBaseFilterOptions,
} from './common';
import { blobEndpoint, jsonEndpoint } from './endpoint';

/**
 * Management (SPEC.md: "paths /management/*", exact paths and shapes not shown, so
 * every path here is defined in this module). All GET, filter as query parameters.
 */

export const ManagementFilterOptions = z
  .object({
    ...baseFilterOptionsShape,
    SalesSkuNames: z.array(BrandItem),
    MerchandisingSkuNames: z.array(BrandItem),
    InactiveReps: perBrandList,
  })
  .transform((s) => ({
    ...toBaseFilterOptions(s),
    salesSkuNames: s.SalesSkuNames,
    merchandisingSkuNames: s.MerchandisingSkuNames,
    inactiveReps: s.InactiveReps,
  }));
export type ManagementFilterOptions = z.output<typeof ManagementFilterOptions>;

const params = MANAGEMENT_PARAMS;

export const managementFilters = jsonEndpoint({
  method: 'GET',
  path: '/management/filters',
  summary: 'Filter options of the Management page.',
  params: [],
  response: ManagementFilterOptions,
  definedHere: 'path',
});

/**
 * Representatives a page of a representative metric table holds: a screen shows one metric
 * of one page per table, so an answer is sized by the page, not by how many
 * representatives a national brand has.
 */
export const REP_METRICS_PAGE_SIZE = 10;

/**
 * One page of a representative metric table: how many representatives the filter matches
 * and this page's rows, keyed by representative name, then by the requested metrics' server
 * names, each an array of DateStart/Value (zeros included, so every row has every period).
 */
export const RepMetricsPage = z
  .object({ Total: z.number().int(), Rows: RepMetrics })
  .transform((s) => ({ total: s.Total, rows: s.Rows }));
export type RepMetricsPage = z.output<typeof RepMetricsPage>;

const metrics = (path: string, summary: string) =>
  jsonEndpoint({
    method: 'GET',
    path: `/management/${path}`,
    summary: `${summary} Paged by representative, ${REP_METRICS_PAGE_SIZE} a page in name order: \`metrics\` (required; the server metric names wanted, comma-joined, each once: the names \`Rows\` may hold) and \`page\` (from 1, default 1; past the last page, no rows) pick what the answer holds. \`Total\` counts the representatives that match; \`Rows\` is keyed by representative name, then server metric name, each an array of DateStart/Value, one per period. A missing, unknown or repeated metric name, or a bad \`page\`, is a 400 naming it. The ASM reports hold every representative and metric.`,
    params,
    extraParams: ['metrics', 'page'],
    response: RepMetricsPage,
    definedHere: 'path',
  });

export const brandWeek = metrics('brand/week', 'Representative metrics of the chosen brand, per ISO week.');
export const brandMonth = metrics('brand/month', 'Representative metrics of the chosen brand, per month.');
export const allBrandsWeek = metrics(
  'all-brands/week',
  'Representative metrics across all brands, per ISO week.',
);
export const allBrandsMonth = metrics(
  'all-brands/month',
  'Representative metrics across all brands, per month.',
);

const emailReport = (period: 'week' | 'month') =>
  jsonEndpoint({
    method: 'GET',
    path: `/management/reports/email/${period}`,
    summary: `Request the all-brands ${period === 'week' ? 'weekly' : 'monthly'} report by e-mail (filter plus email). Answers at once; the app does not wait for it.`,
    params,
    extraParams: ['email'],
    response: AcceptedResponse,
    definedHere: 'path',
  });

export const emailWeeklyReport = emailReport('week');
export const emailMonthlyReport = emailReport('month');
export const EMAIL_REPORT_FAILURE = { week: 'weekly report', month: 'monthly report' } as const;

const download = (path: string, summary: string, failureSubject: string) =>
  blobEndpoint({
    method: 'GET',
    path: `/management/reports/${path}`,
    summary,
    params,
    failureSubject,
    definedHere: 'path',
  });

export const asmWeeklyReport = download(
  'brand/week',
  'ASM weekly report of the chosen brand (.xlsx).',
  'ASM weekly report',
);
export const asmMonthlyReport = download(
  'brand/month',
  'ASM monthly report of the chosen brand (.xlsx).',
  'ASM monthly report',
);
export const allBrandsAsmWeeklyReport = download(
  'all-brands/week',
  'ASM weekly report across all brands (.xlsx).',
  'ASM weekly report',
);
export const allBrandsAsmMonthlyReport = download(
  'all-brands/month',
  'ASM monthly report across all brands (.xlsx).',
  'ASM monthly report',
);
export const deadAccountsReport = download(
  'dead',
  'Dead Accounts (.xlsx): the accounts of the filter whose last order of the brand up to `dateEnd` is 90 days or more before it, or that have none (Last Order Date and Days Since Last Order then empty). Where the period starts plays no part. Orders count by `representativesMetric` when it is set.',
  'dead accounts report',
);
export const deadAccountsHotReport = download(
  'dead-accounts-hot',
  'Dead Accounts w/ Hot Leads (.xlsx): the dead accounts (as Dead Accounts) that are not Hot Leads, then the accounts that are Hot Leads on `dateEnd`, told apart by a first Type column.',
  'dead accounts w/ hot report',
);
export const activeAccountsReport = download('active', 'Active Accounts (.xlsx).', 'active accounts report');
export const accountsTotalSalesReport = download(
  'sales-accounts',
  'Accounts Total Sales (.xlsx).',
  'accounts total sales report',
);
