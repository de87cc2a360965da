import { ACCOUNT_BLOCK_PERMISSIONS, ACCOUNT_PHOTO_TYPE_LABELS } from '@/api/contract/account';
import { can, type Permissions } from '@/api/contract/permissions';
import { baselineFor, type CompareMode } from '@/filters/comparison';
import { formatDateLabel, formatInteger, formatMoney, NO_VALUE } from '@/lib/format';
import type { PdfPhoto, PdfReport, PdfTable } from '../../pdf';
import { encodePng } from '../../png';
import type { Account } from '../entities';
import type { Db } from '../generate';
import { photoRaster } from '../photos';
import {
  accountMerchandisingQuery,
  accountProfileQuery,
  accountSalesQuery,
  accountVisitsQuery,
} from './account';
import { resolveFilter, type ResolvedFilter } from './filter';
import { merchFilter } from './merchandising';
import { resolveScheduleFilter } from './schedule';

/** How many of the last visits and latest photos the brief carries (it stays within two pages). */
const LAST_VISITS = 6;
const LATEST_PHOTOS = 3;

const date = (value: string | null) => (value ? formatDateLabel(value) : NO_VALUE);

interface Figures {
  visits: number;
  sales: { orders: number; cases: number; amount: number } | null;
  merchandising: { facings: number; secondary: number } | null;
}

/**
 * The Account brief: the account page for a brand and period as a report a rep carries into
 * the store. Every figure is the page's own (the same queries), each part only with its
 * block's permission.
 */
export function accountBriefReport(
  db: Db,
  f: ResolvedFilter,
  account: Account,
  compare: CompareMode,
  permissions: Permissions,
): PdfReport {
  const allowed = (block: keyof typeof ACCOUNT_BLOCK_PERMISSIONS) => {
    const { section, key } = ACCOUNT_BLOCK_PERMISSIONS[block];
    return can(permissions, section, key as never);
  };
  const figuresFor = (filter: ResolvedFilter): Figures => {
    const sales = allowed('salesFigures') ? accountSalesQuery(db, filter, account) : null;
    const merch = allowed('merchandisingFigures')
      ? accountMerchandisingQuery(db, merchFilter(filter, {}), account)
      : null;
    return {
      visits: accountProfileQuery(db, filter, account).Visits,
      sales: sales ? { orders: sales.Orders, cases: sales.Cases, amount: sales.Amount } : null,
      merchandising: merch ? { facings: merch.Facings, secondary: merch.SecondaryPlacements } : null,
    };
  };
  const dateStart = db.iso(f.startDay);
  const dateEnd = db.iso(f.endDay);
  const baseline = baselineFor({ dateStart, dateEnd }, compare, f.brand.earliestDate);
  const base =
    baseline?.status === 'ready'
      ? figuresFor(resolveFilter(db, { ...baseline.params, brand: f.brand.name }))
      : null;
  const now = figuresFor(f);
  const baseLabel = baseline?.label ?? 'previous period';

  const row = (label: string, value: (x: Figures) => number | undefined, format: (n: number) => string) => {
    const current = value(now);
    if (current === undefined) return [];
    const previous = base ? value(base) : undefined;
    return [
      { label, values: [format(current), previous === undefined ? 'Not available' : format(previous)] },
    ];
  };
  const figures: PdfTable = {
    title: 'Key figures',
    columns: ['', `${formatDateLabel(dateStart)} - ${formatDateLabel(dateEnd)}`, `The ${baseLabel}`],
    rows: [
      ...row('Visits', (x) => x.visits, formatInteger),
      ...row('Orders', (x) => x.sales?.orders, formatInteger),
      ...row('Cases', (x) => x.sales?.cases, formatInteger),
      ...row(
        'Sales',
        (x) => x.sales?.amount,
        (n) => formatMoney(n),
      ),
      ...row('Facings', (x) => x.merchandising?.facings, formatInteger),
      ...row('Secondary Placements', (x) => x.merchandising?.secondary, formatInteger),
    ],
  };

  const tables: PdfTable[] = [figures];
  if (allowed('visits')) {
    const visits = accountVisitsQuery(
      db,
      resolveScheduleFilter(db, { dateStart, dateEnd }),
      f.brand.idx,
      account,
    )
      .filter((v) => v.Status === 'Visited' || v.Status === 'Unplanned')
      .slice(0, LAST_VISITS);
    tables.push({
      title: 'Last visits',
      columns: ['Status', 'Representative', 'Forms submitted'],
      rows: visits.map((v) => ({
        label: formatDateLabel(v.Date),
        values: [v.Status, v.Representative, v.Forms.join(', ') || NO_VALUE],
      })),
    });
  }

  const photos: PdfPhoto[] = [];
  if (allowed('photos')) {
    const latest = accountMerchandisingQuery(db, merchFilter(f, {}), account).Photos.slice(0, LATEST_PHOTOS);
    for (const photo of latest) {
      const raster = photoRaster(photo.Url);
      if (raster)
        photos.push({
          heading: 'Latest photos',
          caption: `${ACCOUNT_PHOTO_TYPE_LABELS[photo.Type]}, ${formatDateLabel(photo.Date)}`,
          png: encodePng(raster.width, raster.height, raster.rgb),
        });
    }
  }

  const profile = accountProfileQuery(db, f, account);
  return {
    title: `Account brief: ${profile.Name}`,
    subtitle: `${f.brand.name}, ${formatDateLabel(dateStart)} - ${formatDateLabel(dateEnd)}`,
    settings: [
      {
        heading: 'Account',
        lines: [
          profile.Name,
          profile.Address,
          `Status: ${profile.Status.Name} since ${date(profile.Status.Date)}`,
          `Chain: ${profile.Chain}, banner: ${profile.Banner}, channel: ${profile.Channel}, region: ${profile.Region}`,
          `Distributor: ${profile.Distributors.join(', ') || NO_VALUE}`,
          `Representative: ${profile.Representative}, frequency: ${profile.Frequency}`,
          `Authorized: ${date(profile.AuthorisedDate)}`,
          `Last visit: ${date(profile.LastVisitDate)}, next scheduled visit: ${date(profile.NextScheduledDate)}`,
        ],
      },
    ],
    parts: [{ heading: 'For the visit', tables, photos, emptyText: 'Nothing to show for this period.' }],
  };
}
