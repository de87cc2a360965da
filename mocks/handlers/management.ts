import type { BlobEndpoint } from '@/api/contract/endpoint';
import {
  accountsTotalSalesReport,
  activeAccountsReport,
  allBrandsAsmMonthlyReport,
  allBrandsAsmWeeklyReport,
  allBrandsMonth,
  allBrandsWeek,
  asmMonthlyReport,
  asmWeeklyReport,
  brandMonth,
  brandWeek,
  deadAccountsHotReport,
  deadAccountsReport,
  emailMonthlyReport,
  emailWeeklyReport,
  managementFilters,
} from '@/api/contract/management';
import { updateDemoState } from '../demo-state';
import type { ResolvedFilter } from '../db/queries/filter';
import {
  managementFilterOptions,
  countRepPeriods,
  repMetricsPayload,
  repPeriodRows,
  repPeriodTable,
  type ManagementPeriod,
  type ManagementScope,
  type RepPeriodCounts,
} from '../db/queries/management';
import { readMetricNames, repsOfPage } from '../db/queries/rep-metrics-page';
import {
  accountsTotalSalesSheet,
  asmReportSheet,
  deadAccountsHotSheet,
  deadAccountsSheet,
} from '../db/queries/management-sheets';
import { activeAccountsSheet } from '../db/queries/sheets';
import { xlsxDownload, xlsxFileName, type XlsxSheet } from '../xlsx';
import { defineBlobHandler, defineJsonHandler, httpError, type HandlerContext } from './define-handler';
import { pageParam } from './page-param';
import { sectionFilter, visibleBrands } from './section-filter';

/**
 * Management. Account-level numbers use the Accounts page's filter
 * (distributors select accounts), sales numbers the Sales page's (distributors and
 * salesSkuNames select orders), so the tables agree with those pages for the same filter.
 */
const scopeOf = (ctx: HandlerContext, brand?: string): ManagementScope => {
  const c = brand ? { ...ctx, params: { ...ctx.params, brand } } : ctx;
  return {
    accounts: sectionFilter(c, { distributorsOn: 'accounts' }),
    sales: sectionFilter(c, { distributorsOn: 'orders', skuParam: 'salesSkuNames' }),
  };
};

/** Every brand the user may see, each under the request's filter (the brand's own earliest date). */
const allBrandScopes = (ctx: HandlerContext): ManagementScope[] => {
  // The requested brand is checked like everywhere else (403 when not the user's).
  scopeOf(ctx);
  return visibleBrands(ctx).map((brand) => scopeOf(ctx, brand));
};

const tableOf = (ctx: HandlerContext, allBrands: boolean, period: ManagementPeriod) =>
  repPeriodTable(ctx.db, allBrands ? allBrandScopes(ctx) : [scopeOf(ctx)], ctx.params, period);

/**
 * The last counting the tables asked for. The page's three tables ask for the same filter
 * and view at once, each for its own metric and page, and counting is most of an answer's
 * time (at demo scale 10, 200-270 ms of a weekly table's; its ten rows a few ms): the second
 * and third are built from the first's counts. Keyed by the data set, the view and the
 * request's filter and brands, so any other request counts afresh.
 */
let lastCounts: { db: HandlerContext['db']; key: string; counts: RepPeriodCounts } | null = null;

const countsOf = (ctx: HandlerContext, allBrands: boolean, period: ManagementPeriod): RepPeriodCounts => {
  // Resolved on every request: the brand check (403) and the user's brands are the request's.
  const scopes = allBrands ? allBrandScopes(ctx) : [scopeOf(ctx)];
  const key = JSON.stringify([allBrands, period, ctx.params, scopes.map((s) => s.accounts.brand.name)]);
  if (lastCounts?.db !== ctx.db || lastCounts.key !== key)
    lastCounts = { db: ctx.db, key, counts: countRepPeriods(ctx.db, scopes, ctx.params, period) };
  return lastCounts.counts;
};

/**
 * A page of a table: the requested metrics of ten representatives; a missing, unknown or
 * repeated metric name, or a bad page, is a 400 naming it.
 */
const metricsHandler = (endpoint: typeof brandWeek, allBrands: boolean, period: ManagementPeriod) =>
  defineJsonHandler(endpoint, (ctx) => {
    const metrics = readMetricNames(ctx.values.metrics);
    if ('error' in metrics) throw httpError(400, metrics.error, 'metrics');
    const page = pageParam(ctx);
    const table = repPeriodRows(ctx.db, countsOf(ctx, allBrands, period), (names) => repsOfPage(names, page));
    return repMetricsPayload(ctx.db, table, metrics);
  });

/** '{title} {brand} {start} - {end}.xlsx'; the all-brands files are named without a brand. */
const fileOf = (ctx: HandlerContext, f: ResolvedFilter, sheet: XlsxSheet, withBrand = true) =>
  xlsxDownload(
    xlsxFileName(
      sheet.name,
      withBrand ? f.brand.name : null,
      ctx.db.iso(f.startDay),
      '-',
      ctx.db.iso(f.endDay),
    ),
    [sheet],
  );

const asmReportFile = (ctx: HandlerContext, allBrands: boolean, period: ManagementPeriod) =>
  fileOf(
    ctx,
    scopeOf(ctx).accounts,
    asmReportSheet(ctx.db, tableOf(ctx, allBrands, period), period, allBrands),
    !allBrands,
  );

const asmReport = (endpoint: BlobEndpoint, allBrands: boolean, period: ManagementPeriod) =>
  defineBlobHandler(endpoint, (ctx) => asmReportFile(ctx, allBrands, period));

/** The e-mail requests' periods, by the path that asked. */
const EMAILED_PERIODS: Readonly<Record<string, ManagementPeriod>> = {
  [emailWeeklyReport.path]: 'week',
  [emailMonthlyReport.path]: 'month',
};

/**
 * The spreadsheet an e-mail request asks for (the all-brands ASM report of its period, under
 * its filter), built as its requester: the HTTP demo API sends it when it is ready.
 */
export const emailedReportFile = (ctx: HandlerContext, path: string) => {
  const period = EMAILED_PERIODS[path];
  if (!period) throw httpError(404, `No e-mailed report at ${path}`);
  return asmReportFile(ctx, true, period);
};

const accountReport = (
  endpoint: BlobEndpoint,
  filterOf: (scope: ManagementScope) => ResolvedFilter,
  sheetOf: (ctx: HandlerContext, f: ResolvedFilter) => XlsxSheet,
) =>
  defineBlobHandler(endpoint, (ctx) => {
    const f = filterOf(scopeOf(ctx));
    return fileOf(ctx, f, sheetOf(ctx, f));
  });

/**
 * E-mailed reports: recorded in the demo state with who asked (docs/decisions.md, API 9) and
 * answered at once; the HTTP demo API then builds and sends the file (mocks/server/mail), the
 * browser demo sends nothing. The address must look like one (the page's Send button asks
 * for an @).
 */
const emailHandler = (endpoint: typeof emailWeeklyReport) =>
  defineJsonHandler(endpoint, (ctx) => {
    const email = ctx.values.email?.trim() ?? '';
    if (!email.includes('@')) throw httpError(400, 'Parameter email must be an e-mail address');
    scopeOf(ctx);
    updateDemoState((s) => {
      s.emailRequests.push({
        id: s.nextId++,
        login: ctx.user?.login,
        path: endpoint.path,
        email,
        params: ctx.params,
        at: new Date().toISOString(),
      });
    });
    return { Message: `Report will be sent to ${email} soon.` };
  });

export const managementHandlers = [
  defineJsonHandler(managementFilters, (ctx) => managementFilterOptions(ctx.db, visibleBrands(ctx))),
  metricsHandler(brandWeek, false, 'week'),
  metricsHandler(brandMonth, false, 'month'),
  metricsHandler(allBrandsWeek, true, 'week'),
  metricsHandler(allBrandsMonth, true, 'month'),
  asmReport(asmWeeklyReport, false, 'week'),
  asmReport(asmMonthlyReport, false, 'month'),
  asmReport(allBrandsAsmWeeklyReport, true, 'week'),
  asmReport(allBrandsAsmMonthlyReport, true, 'month'),
  accountReport(
    deadAccountsReport,
    (s) => s.accounts,
    (ctx, f) => deadAccountsSheet(ctx.db, f),
  ),
  accountReport(
    deadAccountsHotReport,
    (s) => s.accounts,
    (ctx, f) => deadAccountsHotSheet(ctx.db, f),
  ),
  accountReport(
    activeAccountsReport,
    (s) => s.accounts,
    (ctx, f) => activeAccountsSheet(ctx.db, f),
  ),
  accountReport(
    accountsTotalSalesReport,
    (s) => s.sales,
    (ctx, f) => accountsTotalSalesSheet(ctx.db, f),
  ),
  emailHandler(emailWeeklyReport),
  emailHandler(emailMonthlyReport),
];
