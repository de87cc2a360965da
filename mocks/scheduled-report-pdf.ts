import { METRIC_GROUP_LABELS, METRIC_LABELS, type AutoReport } from '@/api/contract/users';
import type { DayNumber } from './db/dates';
import type { Db } from './db/generate';
import { photoRaster } from './db/photos';
import {
  metricTables,
  reportPeriods,
  reportPhotos,
  scopeFilters,
  type ReportPhoto,
} from './db/queries/scheduled-report';
import { writePdfReport, type PdfReport } from './pdf';
import { encodePng } from './png';

/**
 * The scheduled e-mail report as a PDF (Admin > Email Schedule): the schedule's settings,
 * then for each of the user's brands its chosen metrics and photos for the periods before
 * the send day. One builder for the Test button's example and for every e-mail the HTTP
 * demo API's scheduler sends, so the example is exactly what arrives.
 */

const yesNo = (v: boolean) => (v ? 'yes' : 'no');
const listOrAll = (values: readonly string[]) => (values.length > 0 ? values.join(', ') : 'all');

/** 'accounts.visits' as the form shows it: 'Accounts: Visits'. */
const metricNames = (metrics: readonly string[]): string =>
  metrics.length === 0
    ? 'none'
    : metrics
        .map((m) => {
          const label = METRIC_LABELS[m];
          return label
            ? `${(METRIC_GROUP_LABELS as Record<string, string>)[m.split('.')[0] ?? ''] ?? ''}: ${label}`
            : m;
        })
        .join(', ');

const periodName = (report: AutoReport): string =>
  report.repeatPeriod === 'week'
    ? 'ISO week'
    : report.repeatPeriod === 'month'
      ? 'calendar month'
      : `${report.amountOfDays} days`;

/** One scope's photo choices, as `reportPhotos` reads them. */
type PhotoChoice = Parameters<typeof reportPhotos>[3];

/**
 * The report's two scopes as the form lays them out: the entire marketplace (when chosen)
 * and the filtered accounts, each with its metrics and photo choices.
 */
const reportScopes = (report: AutoReport) =>
  [
    {
      heading: 'entire marketplace',
      included: report.entireMarketplace,
      filter: null,
      metrics: report.marketMetrics,
      photos: {
        before: report.marketplaceBeforePhoto,
        primary: report.marketplaceAfterPhoto,
        secondary: report.marketplaceSecondaryPhoto,
        secondaryTypes: report.marketplaceSecondaryPhotoTypes,
      } satisfies PhotoChoice,
    },
    {
      heading: 'filtered accounts',
      included: true,
      filter: report,
      metrics: report.filteredMetrics,
      photos: {
        before: report.filteredBeforePhoto,
        primary: report.filteredAfterPhoto,
        secondary: report.filteredSecondaryPhoto,
        secondaryTypes: report.filteredSecondaryPhotoTypes,
      } satisfies PhotoChoice,
    },
  ] as const;

const photoLine = (photos: PhotoChoice) =>
  `Photos: before ${yesNo(photos.before)}, primary ${yesNo(photos.primary)}, secondary ${yesNo(photos.secondary)} (${listOrAll(photos.secondaryTypes)})`;

/** The example's lines: what the scheduled e-mail would hold, in the order of the form. */
function scheduleSections(report: AutoReport) {
  const every = `every ${report.repeatDays} ${report.repeatPeriod}${report.repeatDays === 1 ? '' : 's'}`;
  const end =
    report.endMode === 'on'
      ? `until ${report.endsOnDate ?? ''}`
      : report.endMode === 'after'
        ? `after ${report.endsAfterNumber ?? 0} reports`
        : 'never ends';
  const [market, filtered] = reportScopes(report);
  return [
    {
      heading: 'Recipients',
      lines: [`To: ${report.emailsTo.join(', ') || 'none'}`, `CC: ${report.emailsCc.join(', ') || 'none'}`],
    },
    {
      heading: 'Schedule',
      lines: [
        `Repeats ${every}, starting ${report.startsOnDate}, ${end}`,
        `Columns: the latest complete ${periodName(report)} before the send day and ${report.numberOfPeriods} earlier ones`,
      ],
    },
    {
      heading: 'Entire marketplace',
      lines: market.included
        ? [`Metrics: ${metricNames(market.metrics)}`, photoLine(market.photos)]
        : ['Not included'],
    },
    {
      heading: 'Filtered',
      lines: [
        `Chains: ${listOrAll(report.chains)}; Banners: ${listOrAll(report.banners)}; Channels: ${listOrAll(report.channels)}`,
        `Regions: ${listOrAll(report.regions)}; Counties: ${listOrAll(report.counties)}; Areas: ${listOrAll(report.areas)}`,
        `Account reps: ${listOrAll(report.accountReps)}`,
        `Metrics: ${metricNames(filtered.metrics)}`,
        photoLine(filtered.photos),
      ],
    },
  ];
}

const PHOTO_HEADINGS: Record<ReportPhoto['kind'], string> = {
  before: 'Before merchandising',
  primary: 'Primary placement',
  secondary: 'Secondary placement',
};

const embeddable = (photos: readonly ReportPhoto[]) =>
  photos.flatMap((photo) => {
    const raster = photoRaster(photo.url);
    return raster
      ? [
          {
            heading: PHOTO_HEADINGS[photo.kind],
            caption: photo.caption,
            png: encodePng(raster.width, raster.height, raster.rgb),
          },
        ]
      : [];
  });

/**
 * The report's parts, per brand of the user: each included scope with its chosen metrics per
 * period and its chosen photos of the latest period.
 */
function reportParts(
  db: Db,
  brandNames: readonly string[],
  report: AutoReport,
  sendDay: DayNumber,
): PdfReport['parts'] {
  return brandNames.flatMap((name) => {
    const brand = db.brandByName.get(name);
    if (!brand) return [];
    const periods = reportPeriods(db, report, brand, sendDay);
    return reportScopes(report)
      .filter((scope) => scope.included)
      .map((scope) => {
        const filters = scopeFilters(db, brand, periods, scope.filter);
        return {
          heading: `${name}: ${scope.heading}`,
          emptyText: 'No metrics or photos chosen.',
          tables: metricTables(db, filters, periods, scope.metrics),
          photos: embeddable(reportPhotos(db, filters, periods.at(-1), scope.photos)),
        };
      });
  });
}

export interface ScheduledReportRequest {
  db: Db;
  /** The brands the schedule's user sees (the report has parts per brand). */
  brands: readonly string[];
  report: AutoReport;
  /** The day the report is for: its periods are the complete ones before it. */
  sendDay: DayNumber;
  title: string;
  subtitle: string;
}

export const writeScheduledReportPdf = (request: ScheduledReportRequest): Promise<Uint8Array> =>
  writePdfReport({
    title: request.title,
    subtitle: request.subtitle,
    settings: scheduleSections(request.report),
    parts: reportParts(request.db, request.brands, request.report, request.sendDay),
  });
