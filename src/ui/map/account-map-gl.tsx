import type { FeatureCollection, Point } from 'geojson';
import type { GeoJSONSource } from 'maplibre-gl';
import type { ReactElement, ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import MapGL, { Layer, Marker, NavigationControl, Popup, Source } from 'react-map-gl/maplibre';
import type { LayerProps, MapLayerMouseEvent, MapRef } from 'react-map-gl/maplibre';
import { FALLBACK_CHART_COLOR } from '@/ui/charts/palette';
import { BASEMAP_SOURCES, loadBasemap, OFFLINE_STYLE } from './basemap';
import classes from './account-map.module.css';
import { mapLib } from './maplibre-setup';
import { ClusterDonut } from './cluster-donut';
import type { MapPoint, MapStatus, PinProperties } from './map-model';
import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_MIN_POINTS,
  CLUSTER_RADIUS,
  CLUSTER_SIZE_STEPS,
  clusterDiameter,
  clusterStatusCounts,
  clusterStatusProperty,
  colorByStatus,
  DEFAULT_MAP_VIEW,
  FOCUS_ZOOM,
  hasCoordinates,
  MAP_MAX_ZOOM,
  statusColors,
} from './map-model';

export const PIN_SOURCE = 'accounts';
const CLUSTER_LAYER = 'accounts-clusters';
const PIN_LAYER = 'accounts-pins';
const SELECTED_LAYER = 'accounts-selected';
const INTERACTIVE_LAYERS = [CLUSTER_LAYER, PIN_LAYER];

const REMOTE_STYLE = import.meta.env.VITE_MAP_STYLE_URL;

export interface AccountMapGlProps<T extends MapPoint> {
  /** Every point, for popup lookup. */
  points: readonly T[];
  /** The visible pins (memoised by the caller). */
  pins: FeatureCollection<Point, PinProperties>;
  statuses: readonly MapStatus[];
  selectedId: string | null;
  /** Bumped when the selection came from the account list: the map flies to the pin. */
  focusRequest: number;
  onSelect: (id: string | null) => void;
  renderPopup: (point: T) => ReactNode;
  label: string;
  height: number | string;
  /** Total points given (all statuses), for the data-points marker. */
  totalPoints: number;
}

interface ClusterLabel {
  id: number;
  longitude: number;
  latitude: number;
  count: number;
  /** Pins per status in legend order. */
  counts: number[];
}

/** Radius steps matching the DOM donuts, as a maplibre `step` expression. */
const clusterRadius = [
  'step',
  ['get', 'point_count'],
  CLUSTER_SIZE_STEPS[0][1] / 2 - 1,
  ...CLUSTER_SIZE_STEPS.slice(1).flatMap(([min, diameter]) => [min, diameter / 2 - 1]),
] as unknown as number;

// The GL circle is the click target and what shows while zooming (donuts are redrawn at idle).
const clusterLayer: LayerProps = {
  id: CLUSTER_LAYER,
  type: 'circle',
  source: PIN_SOURCE,
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': '#FFFFFF',
    'circle-radius': clusterRadius,
    'circle-stroke-color': '#8A99A8',
    'circle-stroke-width': 2,
    'circle-opacity': 0.95,
  },
};

const selectedLayer = (id: string): LayerProps => ({
  id: SELECTED_LAYER,
  type: 'circle',
  source: PIN_SOURCE,
  filter: ['all', ['!', ['has', 'point_count']], ['==', ['get', 'id'], id]],
  paint: {
    'circle-color': 'rgba(0,0,0,0)',
    'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 10, 14, 13, 18, 17],
    'circle-stroke-color': '#1E2B38',
    'circle-stroke-width': 3,
  },
});

// Phones: one finger scrolls the page, two move the map (maplibre shows the hint).
const cooperative = typeof window !== 'undefined' && window.innerWidth <= 640;

/**
 * The maplibre map itself (loaded lazily through AccountMap): offline basemap, pins as
 * one clustered GeoJSON circle layer coloured by status, cluster counts as a few DOM
 * labels (text layers would need glyphs, which an offline map does not have), and a
 * popup for the selected pin.
 */
export function AccountMapGl<T extends MapPoint>({
  points,
  pins,
  statuses,
  selectedId,
  focusRequest,
  onSelect,
  renderPopup,
  label,
  height,
  totalPoints,
}: AccountMapGlProps<T>): ReactElement {
  const mapRef = useRef<MapRef>(null);
  const [loaded, setLoaded] = useState(false);
  const [basemapState, setBasemapState] = useState<'loading' | 'ready' | 'failed' | 'remote'>(
    REMOTE_STYLE ? 'remote' : 'loading',
  );
  const [idleFor, setIdleFor] = useState<object | null>(null);
  // Donuts belong to the pins they were counted from: new pins re-cluster, and stale
  // counts must not show until the next idle.
  const [clusters, setClusters] = useState<{ pins: object | null; list: ClusterLabel[] }>({
    pins: null,
    list: [],
  });
  const [cursor, setCursor] = useState('');

  const pointById = useMemo(() => new Map(points.map((p) => [String(p.id), p])), [points]);
  const selected = selectedId === null ? undefined : pointById.get(selectedId);

  const colors = useMemo(() => statusColors(statuses), [statuses]);
  const clusterProperties = useMemo(() => clusterStatusCounts(statuses), [statuses]);
  // Cluster options are fixed when a source is added: new statuses need a new source.
  const sourceKey = useMemo(() => statuses.map((s) => s.key).join('\u0000'), [statuses]);
  const highlight = useMemo(() => selectedLayer(selectedId ?? ''), [selectedId]);

  const pinLayer = useMemo<LayerProps>(
    () => ({
      id: PIN_LAYER,
      type: 'circle',
      source: PIN_SOURCE,
      filter: ['!', ['has', 'point_count']],
      paint: {
        'circle-color': colorByStatus(statuses),
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 5, 12, 7, 16, 10],
        'circle-stroke-color': '#FFFFFF',
        'circle-stroke-width': ['interpolate', ['linear'], ['zoom'], 8, 1, 14, 2],
      },
    }),
    [statuses],
  );

  // Fill the offline basemap once the map can take it; pins never wait for it.
  useEffect(() => {
    if (!loaded || REMOTE_STYLE) return;
    let cancelled = false;
    loadBasemap()
      .then((basemap) => {
        const map = mapRef.current?.getMap();
        if (cancelled || !map) return;
        (map.getSource(BASEMAP_SOURCES.states) as GeoJSONSource | undefined)?.setData(basemap.states);
        (map.getSource(BASEMAP_SOURCES.counties) as GeoJSONSource | undefined)?.setData(basemap.counties);
        (map.getSource(BASEMAP_SOURCES.borders) as GeoJSONSource | undefined)?.setData(basemap.stateBorders);
        setBasemapState('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.warn('Basemap outlines could not be loaded', error);
        setBasemapState('failed');
      });
    return () => {
      cancelled = true;
    };
  }, [loaded]);

  // An account picked from the list: bring it into view, out of any cluster.
  useEffect(() => {
    if (focusRequest === 0 || !selected || !hasCoordinates(selected)) return;
    const map = mapRef.current;
    if (!map) return;
    map.flyTo({
      center: [selected.longitude, selected.latitude],
      zoom: Math.max(map.getZoom(), FOCUS_ZOOM),
      // The pin lands low in the map, so a tall popup fits above it instead of being cut off.
      offset: [0, Math.round((map.getContainer?.().clientHeight ?? 0) * 0.35)],
      duration: 800,
    });
    // Only a new request moves the map, not a re-render with the same selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest, loaded]);

  const onIdle = useCallback(() => {
    const map = mapRef.current?.getMap();
    if (!map || !map.getSource(PIN_SOURCE) || !map.isSourceLoaded(PIN_SOURCE)) return;
    setIdleFor(pins);
    const seen = new Set<number>();
    const next: ClusterLabel[] = [];
    for (const feature of map.queryRenderedFeatures({ layers: [CLUSTER_LAYER] })) {
      const props = feature.properties as Record<string, unknown> & {
        cluster_id?: number;
        point_count?: number;
      };
      if (typeof props.cluster_id !== 'number' || seen.has(props.cluster_id)) continue;
      seen.add(props.cluster_id);
      const [longitude, latitude] = (feature.geometry as Point).coordinates as [number, number];
      const counts = statuses.map((_, i) => Number(props[clusterStatusProperty(i)] ?? 0));
      next.push({ id: props.cluster_id, longitude, latitude, count: props.point_count ?? 0, counts });
    }
    setClusters({ pins, list: next });
    // react-map-gl calls the latest handler, so the idle after new pins sees them.
  }, [pins, statuses]);

  const onClick = useCallback(
    (event: MapLayerMouseEvent) => {
      const feature = event.features?.[0];
      if (!feature) {
        onSelect(null);
        return;
      }
      const props = feature.properties as { cluster_id?: number; id?: string };
      const [longitude, latitude] = (feature.geometry as Point).coordinates as [number, number];
      if (typeof props.cluster_id === 'number') {
        const map = mapRef.current;
        const source = map?.getSource(PIN_SOURCE) as GeoJSONSource | undefined;
        void source
          ?.getClusterExpansionZoom(props.cluster_id)
          .then((zoom) =>
            map?.easeTo({ center: [longitude, latitude], zoom: Math.min(zoom, MAP_MAX_ZOOM), duration: 500 }),
          )
          .catch(() => undefined);
        return;
      }
      if (props.id !== undefined) onSelect(String(props.id));
    },
    [onSelect],
  );

  const ready = loaded && idleFor === pins;

  return (
    <div
      className={classes.canvas}
      style={{ height }}
      role="region"
      aria-label={label}
      data-state={ready ? 'ready' : 'loading'}
      data-points={totalPoints}
      data-visible-points={pins.features.length}
      data-basemap={basemapState}
    >
      <MapGL
        ref={mapRef}
        mapLib={mapLib}
        initialViewState={DEFAULT_MAP_VIEW}
        maxZoom={MAP_MAX_ZOOM}
        mapStyle={REMOTE_STYLE || OFFLINE_STYLE}
        interactiveLayerIds={INTERACTIVE_LAYERS}
        cursor={cursor}
        onMouseEnter={() => setCursor('pointer')}
        onMouseLeave={() => setCursor('')}
        onClick={onClick}
        onLoad={() => setLoaded(true)}
        onIdle={onIdle}
        onZoomStart={() => setClusters({ pins: null, list: [] })}
        attributionControl={{ compact: true }}
        cooperativeGestures={cooperative}
        dragRotate={false}
        pitchWithRotate={false}
        touchPitch={false}
        style={{ width: '100%', height: '100%' }}
      >
        <NavigationControl position="top-right" showCompass={false} />
        <Source
          key={sourceKey}
          id={PIN_SOURCE}
          type="geojson"
          data={pins}
          cluster
          clusterMaxZoom={CLUSTER_MAX_ZOOM}
          clusterRadius={CLUSTER_RADIUS}
          clusterMinPoints={CLUSTER_MIN_POINTS}
          clusterProperties={clusterProperties}
        >
          <Layer {...clusterLayer} />
          <Layer {...pinLayer} />
          <Layer {...highlight} />
        </Source>
        {(clusters.pins === pins ? clusters.list : []).map((cluster) => (
          <Marker
            key={cluster.id}
            longitude={cluster.longitude}
            latitude={cluster.latitude}
            anchor="center"
            style={{ pointerEvents: 'none' }}
          >
            <ClusterDonut
              total={cluster.count}
              diameter={clusterDiameter(cluster.count)}
              segments={cluster.counts.map((count, i) => ({
                count,
                color: colors[i] ?? FALLBACK_CHART_COLOR,
              }))}
            />
          </Marker>
        ))}
        {selected && hasCoordinates(selected) ? (
          <Popup
            key={String(selected.id)}
            longitude={selected.longitude}
            latitude={selected.latitude}
            // No fixed anchor: maplibre puts the popup on the side of the pin where it fits.
            offset={14}
            closeOnClick={false}
            focusAfterOpen
            maxWidth="min(340px, 88vw)"
            className={classes.popup}
            onClose={() => onSelect(null)}
          >
            {renderPopup(selected)}
          </Popup>
        ) : null}
      </MapGL>
    </div>
  );
}
