import { blobEndpoint } from '@/api/contract/endpoint';
import { ACCOUNT_IMAGES_FAILURE, accountImagesReport } from '@/api/contract/merchandising';
import {
  brandSalesByAccountReport,
  brandSalesByDistributorReport,
  chainPromosReport,
  chainScorecardReport,
  merchandisingReport,
  reportsFilters,
  scorecardMonth,
  scorecardMonthReport,
  scorecardWeek,
  scorecardWeekReport,
  skuSalesByAccountReport,
  skuSalesByDistributorReport,
  voidsReport,
} from '@/api/contract/reports';
import type { BlobEndpoint } from '@/api/contract/endpoint';
import { parseIsoDay, startOfIsoWeek } from '../db/dates';
import {
  accountImagesByDate,
  chainPromosSheet,
  chainScorecardSheet,
  merchandisingVisitsSheet,
  reportsFilterOptions,
  scorecardQuery,
  scorecardSheet,
  voidsSheet,
  type ScorecardFiles,
  type ScorecardFilters,
  type ScorecardPeriodKind,
} from '../db/queries/reports';
import { salesBreakdownSheet, type SalesBreakdownKey } from '../db/queries/sales-reports';
import type { DemoState } from '../demo-state';
import { writePdfListing } from '../pdf';
import { xlsxDownload, xlsxFileName, type XlsxSheet } from '../xlsx';
import {
  CONTENT_TYPES,
  defineBlobHandler,
  defineJsonHandler,
  httpError,
  type HandlerContext,
} from './define-handler';
import { sectionFilter, visibleBrands } from './section-filter';

/** The Reports page's filter, resolved as each section resolves it (see ScorecardFilters). */
const reportFilters = (ctx: HandlerContext): ScorecardFilters => ({
  accounts: sectionFilter(ctx, { distributorsOn: 'accounts' }),
  sales: sectionFilter(ctx, { distributorsOn: 'orders', skuParam: 'salesSkuNames' }),
  params: ctx.params,
});

/** Scorecard files per brand, from the demo state (seeded, then uploaded in Admin). */
const scorecardsByBrand = (state: DemoState, brands: readonly string[]): ScorecardFiles =>
  Object.fromEntries(
    brands.map((brand) => [
      brand,
      state.scorecardFiles
        .filter((file) => file.brand === brand)
        .map((file) => ({ ScorecardID: file.id, ScorecardFilename: file.fileName })),
    ]),
  );

/** '{title} {brand} {start} - {end}.xlsx' for the request's filter. */
const download = (ctx: HandlerContext, filters: ScorecardFilters, sheet: XlsxSheet, title = sheet.name) => {
  const f = filters.accounts;
  return xlsxDownload(xlsxFileName(title, f.brand.name, ctx.db.iso(f.startDay), '-', ctx.db.iso(f.endDay)), [
    sheet,
  ]);
};

const scorecardHandlers = (kind: ScorecardPeriodKind) => [
  defineJsonHandler(kind === 'week' ? scorecardWeek : scorecardMonth, (ctx) =>
    scorecardQuery(ctx.db, reportFilters(ctx), kind),
  ),
  defineBlobHandler(kind === 'week' ? scorecardWeekReport : scorecardMonthReport, (ctx) => {
    const filters = reportFilters(ctx);
    return download(
      ctx,
      filters,
      scorecardSheet(scorecardQuery(ctx.db, filters, kind), kind),
      kind === 'week' ? 'Weekly Summary Report' : 'Monthly Summary Report',
    );
  }),
];

const salesBreakdownHandler = (endpoint: BlobEndpoint, key: SalesBreakdownKey) =>
  defineBlobHandler(endpoint, (ctx) => {
    const filters = reportFilters(ctx);
    return download(ctx, filters, salesBreakdownSheet(ctx.db, filters.sales, key));
  });

/** The scorecard file a Chain Reports download names: it must belong to the filter's brand. */
const chosenScorecard = (ctx: HandlerContext, brand: string) => {
  const id = Number(ctx.values.scorecardId);
  const file = ctx.state.scorecardFiles.find((f) => f.id === id && f.brand === brand);
  if (!file) throw httpError(404, 'Scorecard file not found');
  return file;
};

/**
 * Where the Account Images PDF is served from: the JSON call answers with a link to it (as
 * the real API does), carrying the same query, and the app fetches the link. Demo only.
 */
export const accountImagesFile = blobEndpoint({
  method: 'GET',
  path: '/demo-files/account-images',
  summary: 'Demo API only: the Account Images PDF behind the DownloadLink.',
  params: accountImagesReport.params,
  extraParams: ['dateStartReport'],
  failureSubject: ACCOUNT_IMAGES_FAILURE,
});

export const ACCOUNT_IMAGES_WEEK_ERROR = 'Incorrect start date for Account images report!';

/** The ISO week of dateStartReport: a Monday, not after the current week. */
const accountImagesWeek = (ctx: HandlerContext): { start: number; end: number } => {
  const start = parseIsoDay(ctx.values.dateStartReport);
  const today = ctx.db.todayDay;
  if (start === null || start !== startOfIsoWeek(start) || start > startOfIsoWeek(today))
    throw httpError(400, ACCOUNT_IMAGES_WEEK_ERROR, 'dateStartReport');
  return { start, end: Math.min(start + 6, today) };
};

export const reportsHandlers = [
  defineJsonHandler(reportsFilters, (ctx) => {
    const brands = visibleBrands(ctx);
    return reportsFilterOptions(ctx.db, brands, scorecardsByBrand(ctx.state, brands));
  }),
  ...scorecardHandlers('week'),
  ...scorecardHandlers('month'),
  defineBlobHandler(merchandisingReport, (ctx) => {
    const filters = reportFilters(ctx);
    return download(ctx, filters, merchandisingVisitsSheet(ctx.db, filters.accounts, ctx.params));
  }),
  defineBlobHandler(voidsReport, (ctx) => {
    const filters = reportFilters(ctx);
    return download(ctx, filters, voidsSheet(ctx.db, filters.accounts, ctx.params));
  }),
  salesBreakdownHandler(brandSalesByDistributorReport, 'brandByDistributor'),
  salesBreakdownHandler(skuSalesByDistributorReport, 'skuByDistributor'),
  salesBreakdownHandler(brandSalesByAccountReport, 'brandByAccount'),
  salesBreakdownHandler(skuSalesByAccountReport, 'skuByAccount'),
  defineBlobHandler(chainScorecardReport, (ctx) => {
    const filters = reportFilters(ctx);
    const file = chosenScorecard(ctx, filters.accounts.brand.name);
    return download(
      ctx,
      filters,
      chainScorecardSheet(ctx.db, filters, file.fileName),
      file.fileName.replace(/\.xlsx$/i, ''),
    );
  }),
  defineBlobHandler(chainPromosReport, (ctx) => {
    const filters = reportFilters(ctx);
    const file = chosenScorecard(ctx, filters.accounts.brand.name);
    return download(
      ctx,
      filters,
      chainPromosSheet(ctx.db, filters),
      `${file.fileName.replace(/\.xlsx$/i, '')} Promos`,
    );
  }),
  defineJsonHandler(accountImagesReport, (ctx) => {
    const week = accountImagesWeek(ctx);
    const f = sectionFilter(ctx, { distributorsOn: 'accounts' });
    const fileName = `Account Images ${f.brand.name} ${ctx.db.iso(week.start)}.pdf`;
    return {
      DownloadLink: `${accountImagesFile.path.slice(1)}${new URL(ctx.request.url).search}`,
      FileName: fileName,
    };
  }),
  defineBlobHandler(accountImagesFile, async (ctx) => {
    const week = accountImagesWeek(ctx);
    const f = {
      ...sectionFilter(ctx, { distributorsOn: 'accounts' }),
      startDay: week.start,
      endDay: week.end,
    };
    const days = accountImagesByDate(ctx.db, f, ctx.params);
    const bytes = await writePdfListing({
      title: `Account Images: ${f.brand.name}`,
      subtitle: `Week of ${ctx.db.iso(week.start)} to ${ctx.db.iso(week.end)}`,
      emptyText: 'No merchandising photos in this week for the selected filters.',
      sections: days.map((day) => ({
        heading: day.date,
        lines: day.accounts.flatMap((a) => [
          `${a.name}, ${a.address}`,
          `    Primary placement: ${a.primary}`,
          `    Secondary placement: ${a.secondary ?? 'none'}`,
        ]),
      })),
    });
    return {
      fileName: `Account Images ${f.brand.name} ${ctx.db.iso(week.start)}.pdf`,
      bytes,
      contentType: CONTENT_TYPES.pdf,
    };
  }),
];
