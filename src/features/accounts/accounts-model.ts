import type { MapPin, StatusPoint } from '@/api/contract/accounts';
import type { AccountStatusOption, Distribution } from '@/api/contract/common';
import type { ChartRow, ChartSeries } from '@/ui/charts/types';
import { LEGEND_PALETTE } from '@/ui/charts/palette';
import type { PieDatum } from '@/ui/charts/pie-chart';
import type { MapStatus } from '@/ui/map/map-model';

/**
 * The Accounts page's data shaping, free of React so it is tested on its own: pin labels,
 * the status legend, the Account Status chart rows with the synthetic 'Authorized
 * Accounts' series, the pies, and the one set of hidden statuses that the map legend and
 * the status charts share.
 */

/** SPEC.md section 2: the synthetic total of the active (authorised) statuses. */
export const AUTHORIZED_SERIES = 'Authorized Accounts';
/** Its line colour: a palette hue (cyan) that no demo status uses. */
export const AUTHORIZED_SERIES_COLOR = LEGEND_PALETTE[9];

/** Statuses in sortOrder (ties keep the server's order). */
export const sortStatuses = (statuses: readonly AccountStatusOption[]): AccountStatusOption[] =>
  statuses
    .map((status, i) => ({ status, i }))
    .sort((a, b) => a.status.sortOrder - b.status.sortOrder || a.i - b.i)
    .map(({ status }) => status);

/**
 * The map legend and chart series of the statuses: sortOrder, each with its own colour and
 * marker icon (the map's pins, SPEC.md section 9).
 */
export const statusLegend = (statuses: readonly AccountStatusOption[]): MapStatus[] =>
  sortStatuses(statuses).map((s) => ({ key: s.name, label: s.name, color: s.color, image: s.image }));

/** Statuses the server marks `disabledOnMap` start hidden (from the map and the status charts). */
export const initialHiddenStatuses = (statuses: readonly AccountStatusOption[]): ReadonlySet<string> =>
  new Set(statuses.filter((s) => s.disabledOnMap).map((s) => s.name));

/**
 * A pin's line in the map's 'Find an account' list. The pins themselves go to the map as
 * /accounts/map parsed them: they already carry the map point fields (id, status,
 * latitude, longitude).
 */
export const pinLabel = (pin: MapPin): string => `${pin.name}, ${pin.address}`;

/** The Account Status line chart: the synthetic total first, then the statuses in sortOrder. */
export const statusChartSeries = (legend: readonly MapStatus[]): ChartSeries[] => [
  { key: AUTHORIZED_SERIES, label: AUTHORIZED_SERIES, color: AUTHORIZED_SERIES_COLOR },
  ...legend.map((s) => ({ key: s.key, label: s.label ?? s.key, color: s.color ?? null })),
];

/**
 * One row per status point: `date`, each status's count, and 'Authorized Accounts' (the
 * sum of the active statuses on that date).
 */
export function statusChartRows(
  points: readonly StatusPoint[],
  activeStatuses: readonly string[],
): ChartRow[] {
  const active = new Set(activeStatuses);
  return points.map((point) => {
    const row: Record<string, string | number> = { date: point.date };
    let authorised = 0;
    for (const { name, amount } of point.statuses) {
      row[name] = amount;
      if (active.has(name)) authorised += amount;
    }
    row[AUTHORIZED_SERIES] = authorised;
    return row;
  });
}

/** True when no status point counts any account. */
export const noStatusData = (points: readonly StatusPoint[]): boolean =>
  !points.some((p) => p.statuses.some((s) => s.amount > 0));

/**
 * 'Account Status - All Accounts': the statuses on the end date (the last point), in
 * sortOrder with their colours; statuses without accounts are left out.
 */
export function statusPieData(points: readonly StatusPoint[], legend: readonly MapStatus[]): PieDatum[] {
  const last = points.at(-1);
  if (!last) return [];
  const byName = new Map(last.statuses.map((s) => [s.name, s]));
  const known = new Set(legend.map((s) => s.key));
  const data: PieDatum[] = [];
  for (const status of legend) {
    const entry = byName.get(status.key);
    if (entry && entry.amount > 0)
      data.push({
        key: status.key,
        label: status.label,
        value: entry.amount,
        color: status.color,
        percentage: entry.percentage,
      });
  }
  // A status the options do not list still counts; it takes a palette colour.
  for (const entry of last.statuses)
    if (!known.has(entry.name) && entry.amount > 0)
      data.push({ key: entry.name, value: entry.amount, percentage: entry.percentage });
  return data;
}

/** Channel and distributor pies: the server's order (largest first), palette colours. */
export const distributionPieData = (items: readonly Distribution[]): PieDatum[] =>
  items
    .filter((d) => d.amount > 0)
    .map((d) => ({ key: d.name, label: d.name, value: d.amount, percentage: d.percentage }));

export const noDistributionData = (items: readonly Distribution[]): boolean =>
  !items.some((d) => d.amount > 0);

/**
 * The part of the shared hidden set a legend with `keys` should show. The shared set may
 * hide every key this legend has (the map hid the only statuses a pie holds); the legend
 * rule keeps one item visible, so the first key is shown again.
 */
export function hiddenWithin(hidden: ReadonlySet<string>, keys: readonly string[]): ReadonlySet<string> {
  const first = keys[0];
  if (first === undefined || !keys.every((k) => hidden.has(k))) return hidden;
  const next = new Set(hidden);
  next.delete(first);
  return next;
}

/**
 * Applies one legend's change to the shared set: the keys whose state differs between
 * what the legend showed (`before`) and what it asks for (`after`) are toggled, and every
 * other key of the shared set stays as it is.
 */
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
