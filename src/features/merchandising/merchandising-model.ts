import type {
  MerchandisingAccount,
  MerchandisingSummary,
  SkuVoidsGroupData,
} from '@/api/contract/merchandising';
import { formatDateLabel, formatNumber } from '@/lib/format';
import type { SummaryItem } from '@/ui/cards/summary-cards';
import { seriesColor } from '@/ui/charts/palette';
import type { PieDatum } from '@/ui/charts/pie-chart';
import type { ChartRow, ChartSeries } from '@/ui/charts/types';
import type { MapPoint, MapStatus } from '@/ui/map/map-model';
import type { Share } from './queries';

/**
 * The Merchandising page's data shaping, free of React: map pins and their placement
 * legend, the Summary cards, the chart rows and the pies.
 */

/** A map pin: the account, placed by its coordinates and coloured by its primary placement. */
export interface MerchPin extends MapPoint {
  id: number;
  account: MerchandisingAccount;
}

export const toPins = (accounts: readonly MerchandisingAccount[]): MerchPin[] =>
  accounts.map((account) => ({
    id: account.id,
    account,
    latitude: account.coordinates.lat,
    longitude: account.coordinates.lng,
    status: account.primaryPlacement,
  }));

/** The placement categories of the map legend (filter options order, palette colours). */
export const placementLegend = (placements: readonly string[]): MapStatus[] =>
  placements.map((name, i) => ({ key: name, label: name, color: seriesColor(i) }));

export const pinLabel = (pin: MerchPin): string => `${pin.account.name}, ${pin.account.address}`;

const oneDecimal = (value: number) => formatNumber(value, 1);

/** The eight Summary cards (SPEC.md section 2), percentages in brackets. */
export const summaryItems = (s: MerchandisingSummary): SummaryItem[] => [
  { key: 'forms', label: 'Merchandising Visits', value: s.forms, format: 'integer' },
  { key: 'stores', label: 'Accounts Merchandised', value: s.stores, format: 'integer' },
  {
    key: 'secondary',
    label: 'Secondary Placements',
    value: s.secondaryPlacements,
    format: 'integer',
    percentage: s.secondaryPlacementPercentage,
  },
  {
    key: 'reorders',
    label: 'Reorders',
    value: s.reorders,
    format: 'integer',
    percentage: s.reordersPercentage,
  },
  { key: 'avgSkus', label: 'SKUs (Avg)', value: s.avgSkus, format: oneDecimal },
  { key: 'avgFacings', label: 'Facings (Avg)', value: s.avgFacings, format: oneDecimal },
  { key: 'facingsTotal', label: 'Facings (Total)', value: s.facingsTotal, format: 'integer' },
  { key: 'facingsAdded', label: 'Facings (Added)', value: s.facings, format: 'integer' },
];

export const FACINGS_ADDED_SERIES: ChartSeries[] = [{ key: 'Facings Added' }];

/** 'Facings Added': one bar per ISO week, labelled by its Monday. */
export const facingsAddedRows = (points: readonly { startDate: string; amount: number }[]): ChartRow[] =>
  points.map((p) => ({ week: p.startDate, 'Facings Added': p.amount }));

export const weekLabel = (monday: string): string => `Week of ${formatDateLabel(monday)}`;
export const weekTick = (monday: string): string => formatDateLabel(monday, 'day', true);

export const AVERAGE_SERIES: ChartSeries[] = [{ key: 'Average Facings' }, { key: 'Average SKUs' }];

/** 'Average Facings / SKUs per Door': two lines over the period's points. */
export const averageRows = (
  points: readonly { date: string; avgFacings: number; avgSkus: number }[],
): ChartRow[] =>
  points.map((p) => ({ date: p.date, 'Average Facings': p.avgFacings, 'Average SKUs': p.avgSkus }));

/** 'Total Facings': one line per SKU (first-seen order), one row per date. */
export function totalFacingsModel(points: readonly { date: string; skuName: string; facings: number }[]): {
  rows: ChartRow[];
  series: ChartSeries[];
} {
  const rows = new Map<string, Record<string, string | number>>();
  const skus: string[] = [];
  const seen = new Set<string>();
  for (const p of points) {
    if (!seen.has(p.skuName)) {
      seen.add(p.skuName);
      skus.push(p.skuName);
    }
    const row = rows.get(p.date) ?? { date: p.date };
    row[p.skuName] = p.facings;
    rows.set(p.date, row);
  }
  return { rows: [...rows.values()], series: skus.map((key) => ({ key })) };
}

export const noTotalFacings = (points: readonly { facings: number }[]): boolean =>
  !points.some((p) => p.facings > 0);

/** 'Voids': one pie per void status that has any void, SKUs as slices. */
export const voidPies = (groups: readonly SkuVoidsGroupData[]): { status: string; data: PieDatum[] }[] =>
  groups
    .map((g) => ({
      status: g.status,
      data: g.skus
        .filter((s) => s.amount > 0)
        .map((s) => ({ key: s.skuName, label: s.skuName, value: s.amount, percentage: s.percentage })),
    }))
    .filter((g) => g.data.length > 0);

/**
 * A 'Metrics as of' pie. With a legend (the primary placement pie shares the map's
 * categories) slices take the legend's order and colours, so a category looks the same
 * on the map and in the pie.
 */
export function sharePie(shares: readonly Share[], legend?: readonly MapStatus[]): PieDatum[] {
  const slices = shares
    .filter((s) => s.amount > 0)
    .map((s) => ({ key: s.name, label: s.name, value: s.amount, percentage: s.percentage }));
  if (!legend) return slices;
  const order = new Map(legend.map((l, i) => [l.key, i]));
  return slices
    .map((slice) => ({ slice, at: order.get(slice.key) ?? legend.length }))
    .sort((a, b) => a.at - b.at)
    .map(({ slice, at }) => ({ ...slice, color: legend[at]?.color ?? null }));
}

/**
 * What a legend with `keys` shows of the page's hidden categories: when every one of its
 * keys is hidden (the map hid the only categories a pie holds), its first key shows, as
 * a legend always keeps one item.
 */
export function hiddenWithin(hidden: ReadonlySet<string>, keys: readonly string[]): ReadonlySet<string> {
  const first = keys[0];
  if (first === undefined || !keys.every((k) => hidden.has(k))) return hidden;
  const next = new Set(hidden);
  next.delete(first);
  return next;
}

/** One legend's change applied to the page's hidden set: only the keys that legend toggled change. */
export function applyLegendChange(
  shared: ReadonlySet<string>,
  before: ReadonlySet<string>,
  after: ReadonlySet<string>,
): ReadonlySet<string> {
  const next = new Set(shared);
  for (const key of new Set([...before, ...after])) {
    if (before.has(key) === after.has(key)) continue;
    if (after.has(key)) next.add(key);
    else next.delete(key);
  }
  return next;
}
