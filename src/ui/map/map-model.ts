import type { FeatureCollection, Point } from 'geojson';
import type { ExpressionSpecification } from 'maplibre-gl';
import { FALLBACK_CHART_COLOR, seriesColor } from '@/ui/charts/palette';

/**
 * The map's data model, free of maplibre code so pages, legends and tests can use it
 * without loading the map chunk.
 */

/** SPEC.md section 9: centre about 33.92, -118.10 (southern California), zoom 8, max 19. */
export const DEFAULT_MAP_VIEW = { latitude: 33.92, longitude: -118.1, zoom: 8 } as const;
export const MAP_MAX_ZOOM = 19;

/** Zoom at which the last clusters break up into single pins. */
export const CLUSTER_MAX_ZOOM = 10;
/** Cluster radius in px, and the fewest pins worth a cluster (pairs read better as pins). */
export const CLUSTER_RADIUS = 40;
export const CLUSTER_MIN_POINTS = 3;
/** Zoom the map flies to when an account is picked from the list. */
export const FOCUS_ZOOM = CLUSTER_MAX_ZOOM + 2;

/** One pin. Pages keep their own fields on top of these (`renderPopup` gets the whole object). */
export interface MapPoint {
  id: string | number;
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  /** Legend key the pin is coloured and hidden by (an account status or a placement category). */
  status: string;
}

/** A legend entry: the key pins carry in `status`, its label and colour. */
export interface MapStatus {
  key: string;
  label?: string;
  color?: string | null;
}

export interface PinProperties {
  id: string;
  status: string;
}

export const hasCoordinates = (
  point: MapPoint,
): point is MapPoint & { latitude: number; longitude: number } =>
  typeof point.latitude === 'number' &&
  typeof point.longitude === 'number' &&
  Number.isFinite(point.latitude) &&
  Number.isFinite(point.longitude) &&
  Math.abs(point.latitude) <= 90 &&
  Math.abs(point.longitude) <= 180;

/**
 * The pins as GeoJSON, leaving out hidden statuses and points without usable
 * coordinates. Callers memoise it: a new object re-uploads the whole source.
 */
export function toPinCollection(
  points: readonly MapPoint[],
  hidden: ReadonlySet<string>,
): FeatureCollection<Point, PinProperties> {
  const features: FeatureCollection<Point, PinProperties>['features'] = [];
  for (const point of points) {
    if (hidden.has(point.status) || !hasCoordinates(point)) continue;
    features.push({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
      properties: { id: String(point.id), status: point.status },
    });
  }
  return { type: 'FeatureCollection', features };
}

/**
 * The colour of each status, as the legend shows it: its own colour, else the palette
 * colour of its position (the same rule as chart series).
 */
export const statusColors = (statuses: readonly MapStatus[]): string[] =>
  statuses.map((status, i) => seriesColor(i, status.color));

/**
 * A maplibre `match` expression giving each pin its status colour (see statusColors);
 * pins whose status is not in the list get the fallback chart colour.
 */
export function colorByStatus(statuses: readonly MapStatus[]): ExpressionSpecification | string {
  const colors = statusColors(statuses);
  const seen = new Set<string>();
  const pairs: string[] = [];
  statuses.forEach((status, i) => {
    // `match` rejects duplicate labels.
    if (seen.has(status.key)) return;
    seen.add(status.key);
    pairs.push(status.key, colors[i] ?? FALLBACK_CHART_COLOR);
  });
  if (pairs.length === 0) return FALLBACK_CHART_COLOR;
  // The spec types `match` as fixed-length tuples; a built list needs the cast.
  return ['match', ['get', 'status'], ...pairs, FALLBACK_CHART_COLOR] as unknown as ExpressionSpecification;
}

/**
 * Pins per status inside each cluster, counted by the GeoJSON source's `clusterProperties`
 * in maplibre's worker. The worker evaluates every cluster property's expression for each
 * pin and again at each merge, so one property per status made 9 expression runs per pin
 * (22,000 pins at 10x demo scale). Instead several statuses share one numeric property,
 * each status in its own bit field wide enough to count every pin: a pin adds
 * 2^(bits x slot) to its group's property (one `match` per group), and the counts are
 * unpacked from a cluster's properties (clusterCounts). 9 statuses take 3 properties up to
 * 131,071 pins.
 */
export interface ClusterCounting {
  /** Bits per status count; every count fits (it is at most the number of pins). */
  bits: number;
  /** Statuses per property (bits x slots <= 52, so sums stay exact doubles). */
  slots: number;
  /** The source's `clusterProperties`: `count{group}`, each `['+', match status -> weight]`. */
  properties: Record<string, ExpressionSpecification>;
}

/** Bits a count of up to `pins` needs (at least 12, so small filters share one layout). */
export const clusterCountBits = (pins: number): number =>
  Math.max(12, Math.ceil(Math.log2(Math.max(1, pins) + 1)));

export function clusterCounting(statuses: readonly MapStatus[], bits: number): ClusterCounting {
  const slots = Math.max(1, Math.floor(52 / bits));
  const properties: Record<string, ExpressionSpecification> = {};
  const seen = new Set<string>();
  for (let first = 0; first < statuses.length; first += slots) {
    const pairs: (string | number)[] = [];
    statuses.slice(first, first + slots).forEach((status, slot) => {
      // `match` rejects duplicate labels; a repeated key counts at its first position.
      if (seen.has(status.key)) return;
      seen.add(status.key);
      pairs.push(status.key, 2 ** (bits * slot));
    });
    const weight = pairs.length > 0 ? ['match', ['get', 'status'], ...pairs, 0] : 0;
    // The spec types `match` as fixed-length tuples; a built list needs the cast.
    properties[`count${first / slots}`] = ['+', weight] as unknown as ExpressionSpecification;
  }
  return { bits, slots, properties };
}

/** A cluster's pins per status (in `statuses` order), unpacked from its properties. */
export function clusterCounts(
  properties: Readonly<Record<string, unknown>>,
  counting: Pick<ClusterCounting, 'bits' | 'slots'>,
  statusCount: number,
): number[] {
  const { bits, slots } = counting;
  const field = 2 ** bits;
  const counts: number[] = [];
  for (let i = 0; i < statusCount; i++) {
    const packed = Number(properties[`count${Math.floor(i / slots)}`] ?? 0);
    counts.push(Math.floor(packed / 2 ** (bits * (i % slots))) % field);
  }
  return counts;
}

/** Cluster marker diameter in px by pin count (the GL hit circle uses the same steps). */
export const CLUSTER_SIZE_STEPS = [
  [0, 30],
  [25, 38],
  [150, 46],
  [600, 54],
] as const;

export function clusterDiameter(count: number): number {
  let size: number = CLUSTER_SIZE_STEPS[0][1];
  for (const [min, diameter] of CLUSTER_SIZE_STEPS) if (count >= min) size = diameter;
  return size;
}

/** Pins per status, for the legend. */
export function countByStatus(points: readonly MapPoint[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const point of points) counts.set(point.status, (counts.get(point.status) ?? 0) + 1);
  return counts;
}
