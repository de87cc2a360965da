import type { SalesAccount } from '@/api/contract/sales';
import { formatCompactMoney } from '@/lib/format';
import type { MapPoint, MapStatus } from '@/ui/map/map-model';

/**
 * The Sales Map colours pins by how much the account sold in the period, in quartiles of
 * the pins on the map: the question a sales map answers is "where do the sales come
 * from". (SPEC.md gives the Sales Map no legend; account statuses belong to the Accounts
 * map, and the sales filter options carry no status colours.)
 */

export interface SalesPin extends MapPoint {
  id: number;
  latitude: number;
  longitude: number;
  /** The sales band key (the legend hides pins by it). */
  status: string;
  account: SalesAccount;
}

export interface SalesBand extends MapStatus {
  key: string;
  label: string;
  color: string;
  /** Lowest amount in the band (inclusive). */
  min: number;
}

/** Fewer pins than this: one band (quartiles of a handful of accounts say nothing). */
export const MIN_PINS_FOR_BANDS = 8;

/** Darker = more sales; the light end stays dark enough to see on the pale basemap. */
const BAND_COLORS = ['#0B3C78', '#2F6FB3', '#5FA2D9', '#93C3EA'] as const;
const SINGLE_BAND: Omit<SalesBand, 'min'> = {
  key: 'all',
  label: 'Accounts with orders',
  color: BAND_COLORS[1],
};

const quantile = (sorted: readonly number[], q: number): number => {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.floor(q * sorted.length)));
  return sorted[index] ?? 0;
};

/**
 * Bands from the highest down: 'top' (the best quarter), 'upper', 'lower', 'bottom'.
 * Bands that would be empty (many accounts with the same amount) are left out.
 */
export function salesBands(amounts: readonly number[]): SalesBand[] {
  if (amounts.length < MIN_PINS_FOR_BANDS) return [{ ...SINGLE_BAND, min: Number.NEGATIVE_INFINITY }];
  const sorted = [...amounts].sort((a, b) => a - b);
  const [q1, q2, q3] = [0.25, 0.5, 0.75].map((q) => quantile(sorted, q)) as [number, number, number];
  const money = (value: number) => formatCompactMoney(value);
  const candidates: SalesBand[] = [
    { key: 'top', label: `${money(q3)} and over`, color: BAND_COLORS[0], min: q3 },
    { key: 'upper', label: `${money(q2)} – ${money(q3)}`, color: BAND_COLORS[1], min: q2 },
    { key: 'lower', label: `${money(q1)} – ${money(q2)}`, color: BAND_COLORS[2], min: q1 },
    { key: 'bottom', label: `Under ${money(q1)}`, color: BAND_COLORS[3], min: Number.NEGATIVE_INFINITY },
  ];
  const bands = candidates.filter((band, i) => i === 0 || band.min < (candidates[i - 1] as SalesBand).min);
  return bands.filter((band) => amounts.some((amount) => bandOf(bands, amount) === band.key));
}

/** The band an amount falls in (bands ordered from the highest minimum down). */
export const bandOf = (bands: readonly SalesBand[], amount: number): string =>
  (bands.find((band) => amount >= band.min) ?? bands[bands.length - 1])?.key ?? SINGLE_BAND.key;

export interface SalesMapModel {
  pins: SalesPin[];
  bands: SalesBand[];
}

export function salesMapModel(accounts: readonly SalesAccount[]): SalesMapModel {
  const bands = salesBands(accounts.map((a) => a.totalSales));
  const pins = accounts.map((account) => ({
    id: account.id,
    latitude: account.coordinates.lat,
    longitude: account.coordinates.lng,
    status: bandOf(bands, account.totalSales),
    account,
  }));
  return { pins, bands };
}
