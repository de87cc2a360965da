import type { FeatureCollection, Point } from 'geojson';
import type { ExpressionSpecification } from 'maplibre-gl';
import { FALLBACK_CHART_COLOR, seriesColor } from '@/ui/charts/palette';
import { safeImageSrc } from '@/ui/photo/safe-image-src';

/**
 * The map's data model, free of maplibre code so pages, legends and tests can use it
 * without loading the map chunk.
 */

/** SPEC.md section 9: centre about 33.92, -118.10 (southern California), zoom 8, max 19. */
export const DEFAULT_MAP_VIEW = { latitude: 33.92, longitude: -118.1, zoom: 8 } as const;
export const MAP_MAX_ZOOM = 19;

/** SPEC.md section 9: pins and marker icons are 36 x 36 (CSS px), the tip at the account. */
export const PIN_SIZE = 36;

/**
 * Clusters are kept only where pins would hide each other: two accounts closer than a pin's
 * size make a cluster (a pair too), and an account with no other that near is drawn as its
 * own pin. (A larger radius would cluster accounts whose pins do not touch; a smaller one
 * lets the cluster donuts, 30-54 px, cover each other's counts.) Demo accounts lie within
 * ~2 km of their city's centre: at zoom 8 every account of the default data set has another
 * within 16 px, so the default view is clusters and the odd account whose neighbours went
 * to the clusters beside it; from zoom 10 the accounts at the cities' edges stand alone.
 */
export const CLUSTER_RADIUS = PIN_SIZE;
export const CLUSTER_MIN_POINTS = 2;
/**
 * Zoom of the last clusters; from the next one every account is a pin. At zoom 16, 6 of the
 * default data set's 2,216 accounts have a neighbour within 24 px (3% at 10x scale); clusters
 * breaking up at zoom 11, as they did for 10-20 px dots, would leave 82% of 36 px pins covered.
 */
export const CLUSTER_MAX_ZOOM = 15;
/** Zoom the map flies to when an account is picked from the list: out of any cluster. */
export const FOCUS_ZOOM = CLUSTER_MAX_ZOOM + 1;

/** One pin. Pages keep their own fields on top of these (`renderPopup` gets the whole object). */
export interface MapPoint {
  id: string | number;
  latitude: number | null | undefined;
  longitude: number | null | undefined;
  /** Legend key the pin is coloured and hidden by (an account status or a placement category). */
  status: string;
}

/** A legend entry: the key pins carry in `status`, its label, colour and marker icon. */
export interface MapStatus {
  key: string;
  label?: string;
  color?: string | null;
  /**
   * URL of the status's marker icon (the account statuses' `image`), drawn at PIN_SIZE; without
   * one, or while and where it fails to load, pins are a drawn pin of the status colour.
   */
  image?: string | null;
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

type PinFeature = FeatureCollection<Point, PinProperties>['features'][number];

/**
 * Every point with usable coordinates as a GeoJSON feature, made once per points array (query
 * data keeps its identity while cached): a legend toggle then filters these features instead
 * of making 13,000-22,000 new ones (a national brand's map) in the click's render.
 */
const pinFeatures = new WeakMap<readonly MapPoint[], readonly PinFeature[]>();

function featuresOf(points: readonly MapPoint[]): readonly PinFeature[] {
  let features = pinFeatures.get(points);
  if (!features) {
    const made: PinFeature[] = [];
    for (const point of points) {
      if (!hasCoordinates(point)) continue;
      made.push({
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
        properties: { id: String(point.id), status: point.status },
      });
    }
    features = made;
    pinFeatures.set(points, features);
  }
  return features;
}

/**
 * The pins as GeoJSON, leaving out hidden statuses and points without usable
 * coordinates. Callers memoise it: a new object re-uploads the whole source.
 */
export function toPinCollection(
  points: readonly MapPoint[],
  hidden: ReadonlySet<string>,
): FeatureCollection<Point, PinProperties> {
  const all = featuresOf(points);
  const features = hidden.size === 0 ? [...all] : all.filter((f) => !hidden.has(f.properties.status));
  return { type: 'FeatureCollection', features };
}

/**
 * The colour of each status, as the legend shows it: its own colour, else the palette
 * colour of its position (the same rule as chart series).
 */
export const statusColors = (statuses: readonly MapStatus[]): string[] =>
  statuses.map((status, i) => seriesColor(i, status.color));

/** One pin image of the map: the status colour and marker icon it is drawn from. */
export interface PinImage {
  id: string;
  color: string;
  image: string | null;
}

const PIN_IMAGE_PREFIX = 'account-pin';

/**
 * The map image id of a pin drawn from this colour and icon URL. It names its content, so a
 * map kept for another page (reuseMaps: Sales bands, placements) never draws a pin with
 * another page's picture, and statuses that share a colour and icon share one image.
 */
export const pinImageId = (color: string, image: string | null | undefined): string =>
  [PIN_IMAGE_PREFIX, encodeURIComponent(color), encodeURIComponent(image ?? '')].join('|');

/** The colour and icon URL back from a pin image id (null for ids that are not pins). */
export function parsePinImageId(id: string): Omit<PinImage, 'id'> | null {
  const parts = id.split('|');
  if (parts.length !== 3 || parts[0] !== PIN_IMAGE_PREFIX || !parts[1]) return null;
  try {
    const image = decodeURIComponent(parts[2] ?? '');
    return { color: decodeURIComponent(parts[1]), image: image === '' ? null : image };
  } catch {
    return null;
  }
}

/**
 * A usable icon URL (the contract types `image` as any string): an http(s) picture, a
 * relative one read against the API's base URL (safeImageSrc), else none.
 */
export const pinIconUrl = (image: string | null | undefined, base?: string): string | null =>
  safeImageSrc(typeof image === 'string' ? image : null, base);

/**
 * The pin images the statuses need, once each, and the fallback pin for pins whose status
 * is not in the list (the fallback chart colour, no icon).
 */
export function pinImages(statuses: readonly MapStatus[]): { byStatus: PinImage[]; fallback: PinImage } {
  const colors = statusColors(statuses);
  const byStatus = statuses.map((status, i) => {
    const color = colors[i] ?? FALLBACK_CHART_COLOR;
    const image = pinIconUrl(status.image);
    return { id: pinImageId(color, image), color, image };
  });
  const fallback = { id: pinImageId(FALLBACK_CHART_COLOR, null), color: FALLBACK_CHART_COLOR, image: null };
  return { byStatus, fallback };
}

/** A maplibre `match` expression giving each pin its status's image id (see pinImages). */
export function imageByStatus(statuses: readonly MapStatus[]): ExpressionSpecification | string {
  const { byStatus, fallback } = pinImages(statuses);
  const seen = new Set<string>();
  const pairs: string[] = [];
  statuses.forEach((status, i) => {
    // `match` rejects duplicate labels; a repeated key keeps its first image.
    if (seen.has(status.key)) return;
    seen.add(status.key);
    pairs.push(status.key, byStatus[i]?.id ?? fallback.id);
  });
  if (pairs.length === 0) return fallback.id;
  // The spec types `match` as fixed-length tuples; a built list needs the cast.
  return ['match', ['get', 'status'], ...pairs, fallback.id] as unknown as ExpressionSpecification;
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
