import type { FeatureCollection, Point } from 'geojson';
import type {
  CircleLayerSpecification,
  GeoJSONSource,
  PopupOptions,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import type { ReactElement, ReactNode } from 'react';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useComputedColorScheme } from '@mantine/core';
import MapGL, { Marker, NavigationControl, Popup } from 'react-map-gl/maplibre';
import type { ErrorEvent, MapLayerMouseEvent, MapRef } from 'react-map-gl/maplibre';
import { FALLBACK_CHART_COLOR } from '@/ui/charts/palette';
import { BASEMAP_SOURCE, OFFLINE_STYLE } from './basemap';
import { applyBasemapScheme } from './basemap-scheme';
import classes from './account-map.module.css';
import { mapLib } from './maplibre-setup';
import { ClusterDonut } from './cluster-donut';
import type { MapPoint, MapStatus, PinProperties } from './map-model';
import type { PinLayersSpec } from './pin-slots';
import { holdsPins, isDrawn, isShowing, shownPins, showPins } from './pin-slots';
import { addPinImages, pinIconsLoading, resolveMissingPinImages } from './pin-images';
import { exposeMapForTests } from './test-hook';
import {
  CLUSTER_MAX_ZOOM,
  CLUSTER_MIN_POINTS,
  CLUSTER_RADIUS,
  CLUSTER_SIZE_STEPS,
  clusterCountBits,
  clusterCounting,
  clusterCounts,
  clusterDiameter,
  DEFAULT_MAP_VIEW,
  FOCUS_ZOOM,
  hasCoordinates,
  imageByStatus,
  MAP_MAX_ZOOM,
  PIN_SIZE,
  pinImages,
  statusColors,
} from './map-model';

/** The selected pin's ring: its own one-pin source, above every kept pin set. */
const SELECTED_SOURCE = 'accounts-selected';
const SELECTED_LAYER = 'accounts-selected';
const NO_LAYERS: string[] = [];

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
  /**
   * The points are a stand-in while the real ones load: the map keeps drawing the pins it
   * already holds (a kept map's last ones) and is not ready.
   */
  pending?: boolean;
  /** The map could not create its WebGL2 context (the page shows the map's note instead). */
  onUnavailable?: () => void;
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
const clusterLayerId = (source: string) => `${source}-clusters`;
const clusterLayer = (source: string): CircleLayerSpecification => ({
  id: clusterLayerId(source),
  type: 'circle',
  source,
  filter: ['has', 'point_count'],
  paint: {
    'circle-color': '#FFFFFF',
    'circle-radius': clusterRadius,
    'circle-stroke-color': '#8A99A8',
    'circle-stroke-width': 2,
    'circle-opacity': 0.95,
  },
});

/**
 * An account drawn on its own: its status's marker icon (pin-images.ts), PIN_SIZE square, its
 * bottom centre on the account. Every pin is drawn: the clusters already keep pins from
 * covering each other, so maplibre's collision test would only hide accounts.
 */
const pinLayer = (source: string, statuses: readonly MapStatus[]): SymbolLayerSpecification => ({
  id: `${source}-pins`,
  type: 'symbol',
  source,
  filter: ['!', ['has', 'point_count']],
  layout: {
    'icon-image': imageByStatus(statuses),
    'icon-size': 1,
    'icon-anchor': 'bottom',
    'icon-allow-overlap': true,
    'icon-ignore-placement': true,
  },
});

/** The selected pin's ring: around its icon, which stands above the account's place. */
const RING_RADIUS = PIN_SIZE / 2 + 3;
const RING_WIDTH = 3;
const selectedLayer: CircleLayerSpecification = {
  id: SELECTED_LAYER,
  type: 'circle',
  source: SELECTED_SOURCE,
  paint: {
    'circle-color': 'rgba(0,0,0,0)',
    'circle-radius': RING_RADIUS,
    'circle-translate': [0, -PIN_SIZE / 2],
    'circle-stroke-color': '#1E2B38',
    'circle-stroke-width': RING_WIDTH,
  },
};

/**
 * Where a popup's tip sits for each side maplibre may put it on: just outside the selected
 * pin's ring (centred on the icon, PIN_SIZE / 2 above the account), never over the icon.
 */
const POPUP_OFFSET: PopupOptions['offset'] = (() => {
  const reach = RING_RADIUS + RING_WIDTH / 2 + 4;
  const centre = -PIN_SIZE / 2;
  const diagonal = reach * Math.SQRT1_2;
  const at = (x: number, y: number): [number, number] => [Math.round(x), Math.round(centre + y)];
  return {
    center: at(0, 0),
    top: at(0, reach),
    'top-left': at(diagonal, diagonal),
    'top-right': at(-diagonal, diagonal),
    bottom: at(0, -reach),
    'bottom-left': at(diagonal, -diagonal),
    'bottom-right': at(-diagonal, -diagonal),
    left: at(reach, 0),
    right: at(-reach, 0),
  };
})();

/** The ring's one feature (or none): a tiny source, so a new selection re-tiles nothing else. */
const selectedData = (point: MapPoint | undefined): FeatureCollection<Point> => ({
  type: 'FeatureCollection',
  features:
    point && hasCoordinates(point)
      ? [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
            properties: {},
          },
        ]
      : [],
});

/** Runs `task` in a task of its own once the next frame has been drawn; returns its cancel. */
function afterNextFrame(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

// Phones: one finger scrolls the page, two move the map (maplibre shows the hint).
const cooperative = typeof window !== 'undefined' && window.innerWidth <= 640;

/**
 * A map too narrow for a popup beside its pin (phones): the popup opens above the pin, and
 * the map brings the pin to the middle, low, so the whole popup is on screen.
 */
const NARROW_MAP_PX = 640;
const isNarrow = (map: MapRef | null): boolean => (map?.getContainer?.().clientWidth ?? 0) < NARROW_MAP_PX;
/** Where a selected pin lands: centred, 35% of the map's height below the middle. */
const pinLowOffset = (map: MapRef): [number, number] => [
  0,
  Math.round((map.getContainer?.().clientHeight ?? 0) * 0.35),
];

const sameClusters = (a: readonly ClusterLabel[], b: readonly ClusterLabel[]): boolean =>
  a.length === b.length &&
  a.every((x, i) => {
    const y = b[i] as ClusterLabel;
    return (
      x.id === y.id &&
      x.count === y.count &&
      x.longitude === y.longitude &&
      x.latitude === y.latitude &&
      x.counts.every((n, k) => n === y.counts[k])
    );
  });

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
  pending = false,
  onUnavailable,
}: AccountMapGlProps<T>): ReactElement {
  const mapRef = useRef<MapRef>(null);
  const colorScheme = useComputedColorScheme('light');
  const [loaded, setLoaded] = useState(false);
  const [basemapState, setBasemapState] = useState<'loading' | 'ready' | 'failed' | 'remote'>(
    REMOTE_STYLE ? 'remote' : 'loading',
  );
  // The pins the map last drew (ready), and the pins it last went idle with (nothing left
  // to load or redraw: maplibre draws one more frame after any style change).
  const [drawnFor, setDrawnFor] = useState<object | null>(null);
  // (Idle waits for the pins' icons too: an icon still loading repaints the map when it comes.)
  const [idleFor, setIdleFor] = useState<object | null>(null);
  // Donuts belong to the pins they were counted from: new pins re-cluster, and stale
  // counts must not show until the next idle.
  const [clusters, setClusters] = useState<{ pins: object | null; list: ClusterLabel[] }>({
    pins: null,
    list: [],
  });
  const [cursor, setCursor] = useState('');
  // Read from the map's own width on load and on every resize (a phone turned sideways).
  const [narrow, setNarrow] = useState(false);
  const measure = useCallback(() => setNarrow(isNarrow(mapRef.current)), []);
  // The map takes its pins, ring and colours as soon as its style is loaded, not at
  // maplibre's 'load', which waits for every source: that put the pins' tiles (and the
  // frames drawing them) after the basemap's. Called with the map when react-map-gl has
  // made it (or taken back a kept one, whose style is loaded already).
  const onMapRef = useCallback(
    (instance: MapRef | null) => {
      mapRef.current = instance;
      const map = instance?.getMap();
      if (!map) return;
      resolveMissingPinImages(map);
      exposeMapForTests(label, map);
      const ready = () => {
        setLoaded(true);
        measure();
      };
      if (map.style?._loaded) ready();
      else map.once('style.load', ready);
    },
    [measure, label],
  );

  // One lookup when the selection changes, rather than an index of every pin (22,000 at
  // 10x demo scale) each time new pins arrive.
  const selected = useMemo(
    () => (selectedId === null ? undefined : points.find((p) => String(p.id) === selectedId)),
    [points, selectedId],
  );

  const colors = useMemo(() => statusColors(statuses), [statuses]);
  // Each status's pin image (its colour and icon) and the fallback pin's.
  const images = useMemo(() => {
    const { byStatus, fallback } = pinImages(statuses);
    return [...byStatus, fallback];
  }, [statuses]);
  const countBits = clusterCountBits(totalPoints);
  const counting = useMemo(() => clusterCounting(statuses, countBits), [statuses, countBits]);
  // Cluster options and the pin images are fixed when the source and its layers are
  // added: new statuses (or a count layout for many more pins) need new ones.
  const sourceKey = useMemo(
    () => [countBits, ...statuses.map((s, i) => `${s.key}=${images[i]?.id ?? ''}`)].join('\u0000'),
    [statuses, images, countBits],
  );
  const layersSpec = useMemo<PinLayersSpec>(
    () => ({
      key: sourceKey,
      source: {
        type: 'geojson',
        cluster: true,
        clusterMaxZoom: CLUSTER_MAX_ZOOM,
        clusterRadius: CLUSTER_RADIUS,
        clusterMinPoints: CLUSTER_MIN_POINTS,
        clusterProperties: counting.properties,
      },
      layers: (source) => [clusterLayer(source), pinLayer(source, statuses)],
      beforeId: SELECTED_LAYER,
    }),
    [sourceKey, counting, statuses],
  );
  // The layers on screen: clicks and the pointer cursor answer to these only (kept sets
  // under them are transparent, but still rendered features).
  const [shown, setShown] = useState<{ layers: string[] } | null>(null);
  // The pins into the map: a set it holds is shown again, new pins get a new source (see
  // pin-slots.ts). A kept set is shown in this commit (a layout effect), so it reaches the
  // screen in the same frame as the rest of the page. New pins are handed to maplibre's
  // worker in a task of their own after the next frame: the hand-off copies every pin
  // (about 160 ms for 13,000 at 10x demo scale), and in the commit it held back the paint of
  // the click that asked for them (a legend toggle) and lengthened the map's first task.
  // The map keeps the pins it shows until the new ones are clustered either way.
  useLayoutEffect(() => {
    const map = mapRef.current?.getMap();
    // A stand-in: keep what the map holds until the real pins come.
    if (!loaded || !map || pending) return;
    // The ring's one-pin source now, so the selection effect below finds it.
    if (!map.getSource(SELECTED_SOURCE)) {
      map.addSource(SELECTED_SOURCE, { type: 'geojson', data: selectedData(undefined) });
      map.addLayer(selectedLayer);
    }
    const show = () => {
      // Before the layers that draw them: no tile is laid out without its pin image.
      if (addPinImages(map, images)) setIdleFor(null);
      showPins(map, layersSpec, pins, (next) =>
        setShown((current) => (current?.layers.join() === next.layers.join() ? current : next)),
      );
    };
    if (holdsPins(map, layersSpec, pins)) {
      show();
      return;
    }
    return afterNextFrame(show);
  }, [loaded, pending, pins, layersSpec, images]);

  // The selected pin's ring (its source is added by the pins' effect, above).
  useLayoutEffect(() => {
    const map = mapRef.current?.getMap();
    if (!loaded || pending || !map) return;
    (map.getSource(SELECTED_SOURCE) as GeoJSONSource | undefined)?.setData(selectedData(selected));
  }, [loaded, pending, selected]);

  // The offline basemap follows the colour scheme (a reused map may come from the other one).
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (!loaded || REMOTE_STYLE || !map) return;
    applyBasemapScheme(map, colorScheme);
  }, [loaded, colorScheme]);

  // The offline basemap's outlines come with the style (maplibre's worker fetches its
  // file, see basemap.ts): ready once its source has loaded. Pins never wait for it, and a
  // file that fails leaves the map without outlines.
  useEffect(() => {
    const map = mapRef.current?.getMap();
    if (!loaded || REMOTE_STYLE || !map) return;
    const check = () => {
      if (map.getSource(BASEMAP_SOURCE) !== undefined && map.isSourceLoaded(BASEMAP_SOURCE))
        setBasemapState('ready');
    };
    const onError = (event: { error: { message: string }; sourceId?: string }) => {
      if (event.sourceId !== BASEMAP_SOURCE) return;
      console.warn('Basemap outlines could not be loaded', event.error);
      setBasemapState('failed');
    };
    check();
    map.on('sourcedata', check);
    map.on('error', onError);
    return () => {
      map.off('sourcedata', check);
      map.off('error', onError);
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
      offset: pinLowOffset(map),
      duration: 800,
    });
    // Only a new request moves the map, not a re-render with the same selection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest, loaded]);

  // Every frame: React skips the update while the same pins stay drawn.
  const onRender = useCallback(() => {
    const map = mapRef.current?.getMap();
    if (map && isDrawn(map, pins)) setDrawnFor(pins);
  }, [pins]);

  // Idle comes after every move and redraw: it only reads the clusters in view (a few
  // dozen) and leaves React alone when they did not change.
  const onIdle = useCallback(() => {
    const map = mapRef.current?.getMap();
    // Only an idle with these very pins on screen (uploaded, or kept there) counts.
    const onScreen = map ? shownPins(map) : null;
    if (!map || !onScreen || !isShowing(map, pins)) return;
    setDrawnFor(pins);
    // Idle means the pins' icons are in too (a loading icon repaints the map when it comes).
    if (pinIconsLoading(map) === 0) setIdleFor(pins);
    const seen = new Set<number>();
    const next: ClusterLabel[] = [];
    for (const feature of map.queryRenderedFeatures({ layers: [clusterLayerId(onScreen.source)] })) {
      const props = feature.properties as Record<string, unknown> & {
        cluster_id?: number;
        point_count?: number;
      };
      if (typeof props.cluster_id !== 'number' || seen.has(props.cluster_id)) continue;
      seen.add(props.cluster_id);
      const [longitude, latitude] = (feature.geometry as Point).coordinates as [number, number];
      const counts = clusterCounts(props, counting, statuses.length);
      next.push({ id: props.cluster_id, longitude, latitude, count: props.point_count ?? 0, counts });
    }
    setClusters((current) =>
      current.pins === pins && sameClusters(current.list, next) ? current : { pins, list: next },
    );
    // react-map-gl calls the latest handler, so the idle after new pins sees them.
  }, [pins, statuses, counting]);

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
        const source = map?.getSource(feature.source) as GeoJSONSource | undefined;
        void source
          ?.getClusterExpansionZoom(props.cluster_id)
          .then((zoom) =>
            map?.easeTo({ center: [longitude, latitude], zoom: Math.min(zoom, MAP_MAX_ZOOM), duration: 500 }),
          )
          .catch(() => undefined);
        return;
      }
      if (props.id === undefined) return;
      onSelect(String(props.id));
      const map = mapRef.current;
      if (map && isNarrow(map))
        map.easeTo({ center: [longitude, latitude], offset: pinLowOffset(map), duration: 400 });
    },
    [onSelect],
  );

  const ready = loaded && !pending && drawnFor === pins;

  return (
    <div
      className={classes.canvas}
      style={{ height }}
      role="region"
      aria-label={label}
      data-state={ready ? 'ready' : 'loading'}
      data-idle={ready && idleFor === pins}
      data-points={totalPoints}
      data-visible-points={pins.features.length}
      data-basemap={basemapState}
    >
      <MapGL
        ref={onMapRef}
        mapLib={mapLib}
        // Leaving the page keeps the map (GL context, shaders, style, basemap) for the next
        // visit: on software GL, creating them costs seconds.
        reuseMaps
        initialViewState={DEFAULT_MAP_VIEW}
        maxZoom={MAP_MAX_ZOOM}
        mapStyle={REMOTE_STYLE || OFFLINE_STYLE}
        interactiveLayerIds={shown?.layers ?? NO_LAYERS}
        cursor={cursor}
        onMouseEnter={() => setCursor('pointer')}
        onMouseLeave={() => setCursor('')}
        onClick={onClick}
        onResize={measure}
        onError={(event: ErrorEvent) => {
          // No probe context is made beforehand (webgl-support.ts): a map that cannot get its
          // own is the sign. Any other error is logged, as react-map-gl does without onError.
          if (event.error.name === 'GPUInitializationError') onUnavailable?.();
          else console.error(event.error);
        }}
        onRender={onRender}
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
            // Wide maps: no fixed anchor, maplibre puts the popup on the side where it fits.
            // Narrow maps: above the pin, which the map has brought to the middle.
            anchor={narrow ? 'bottom' : undefined}
            offset={POPUP_OFFSET}
            closeOnClick={false}
            focusAfterOpen
            // Never wider than the map itself (a phone's map is narrower than the viewport).
            maxWidth="min(340px, calc(100% - 16px))"
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
