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

/** Cluster property counting the pins of the status at `index` (clusterProperties). */
export const clusterStatusProperty = (index: number): string => `status${index}`;

/** GeoJSON clusterProperties that count each status inside every cluster. */
export function clusterStatusCounts(statuses: readonly MapStatus[]): Record<string, ExpressionSpecification> {
  return Object.fromEntries(
    statuses.map((status, i) => [
      clusterStatusProperty(i),
      ['+', ['case', ['==', ['get', 'status'], status.key], 1, 0]] as unknown as ExpressionSpecification,
    ]),
  );
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
