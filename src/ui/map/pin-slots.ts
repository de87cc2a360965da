import type { FeatureCollection, Point } from 'geojson';
import type {
  CircleLayerSpecification,
  GeoJSONSourceSpecification,
  Map as MaplibreMap,
  SymbolLayerSpecification,
} from 'maplibre-gl';
import type { PinProperties } from './map-model';

export type Pins = FeatureCollection<Point, PinProperties>;

/** The map methods the slots use (a stub stands in for them in unit tests). */
export type SlotMap = Pick<
  MaplibreMap,
  | 'addSource'
  | 'getSource'
  | 'removeSource'
  | 'addLayer'
  | 'getLayer'
  | 'removeLayer'
  | 'setPaintProperty'
  | 'isSourceLoaded'
  | 'redraw'
  | 'on'
  | 'off'
>;

/** How many pin sets a map keeps clustered: the current one and the two before it (A -> B -> A). */
export const KEPT_PIN_SETS = 3;

/** The layers a pin set is drawn with: circles (clusters) and symbols (pin icons). */
export type PinLayer = CircleLayerSpecification | SymbolLayerSpecification;

/** The paint properties that hide a layer of a set kept off screen (each layer's own opacities). */
export const OPACITY_PROPERTIES = {
  circle: ['circle-opacity', 'circle-stroke-opacity'],
  symbol: ['icon-opacity'],
} as const satisfies Record<PinLayer['type'], readonly string[]>;

type OpacityProperty = (typeof OPACITY_PROPERTIES)[PinLayer['type']][number];

export interface PinLayersSpec {
  /** Cluster options, pin colours and images; another key drops every kept set. */
  key: string;
  source: Omit<GeoJSONSourceSpecification, 'data'>;
  /** The layers of one set, on `source` (their ids must start with it). */
  layers: (source: string) => PinLayer[];
  /** The sets' layers go under this one (the selection ring), when it exists. */
  beforeId?: string;
}

interface Slot {
  source: string;
  /** Each layer's opacities when shown (0 while the set is kept off screen). */
  layers: { id: string; opacities: { property: OpacityProperty; value: number }[] }[];
  pins: Pins;
}

interface SlotState {
  key: string;
  /** Most recently used first. */
  slots: Slot[];
  /** The set the page asked for, and the set on screen (the same once it is clustered). */
  target: Slot | null;
  shown: Slot | null;
  /** A swap was asked of the style and no frame has applied it yet. */
  paintPending: boolean;
  onSourceData: (event: { sourceId?: string }) => void;
  onStyleData: () => void;
  onReveal: (slot: Slot) => void;
}

/**
 * The kept sets of each map. They belong to the map, not to a component: with `reuseMaps`
 * the map, its sources and its layers outlive the page that drew them.
 */
const states = new WeakMap<object, SlotState>();
/** Source ids are never reused on a map: a dropped source may still have tiles in flight. */
const sourceCounters = new WeakMap<object, number>();

/** Same pins in the same order (ids, statuses, positions): nothing to upload. */
export function samePins(a: Pins, b: Pins): boolean {
  if (a === b) return true;
  if (a.features.length !== b.features.length) return false;
  for (let i = 0; i < a.features.length; i++) {
    const x = a.features[i] as Pins['features'][number];
    const y = b.features[i] as Pins['features'][number];
    if (
      x.properties.id !== y.properties.id ||
      x.properties.status !== y.properties.status ||
      x.geometry.coordinates[0] !== y.geometry.coordinates[0] ||
      x.geometry.coordinates[1] !== y.geometry.coordinates[1]
    )
      return false;
  }
  return true;
}

// No fade: a kept set appears in the frame it is asked for, and the map goes idle at once.
const NO_TRANSITION = { duration: 0, delay: 0 };

function setShown(map: SlotMap, slot: Slot, shown: boolean): void {
  for (const layer of slot.layers)
    for (const { property, value } of layer.opacities)
      map.setPaintProperty(layer.id, property, shown ? value : 0);
}

function addSlot(map: SlotMap, spec: PinLayersSpec, pins: Pins): Slot {
  const id = sourceCounters.get(map) ?? 0;
  sourceCounters.set(map, id + 1);
  const source = `accounts-${id}`;
  map.addSource(source, { ...spec.source, data: pins } as GeoJSONSourceSpecification);
  const before = spec.beforeId && map.getLayer(spec.beforeId) ? spec.beforeId : undefined;
  const layers: Slot['layers'] = [];
  for (const layer of spec.layers(source)) {
    const paint: Record<string, unknown> = { ...layer.paint };
    const opacities = OPACITY_PROPERTIES[layer.type].map((property: OpacityProperty) => {
      const value = paint[property];
      // Added hidden: the set shows once it is clustered, the one before stays until then.
      paint[property] = 0;
      paint[`${property}-transition`] = NO_TRANSITION;
      return { property, value: typeof value === 'number' ? value : 1 };
    });
    map.addLayer({ ...layer, paint } as PinLayer, before);
    layers.push({ id: layer.id, opacities });
  }
  return { source, layers, pins };
}

function removeSlot(map: SlotMap, slot: Slot): void {
  for (const layer of slot.layers) if (map.getLayer(layer.id)) map.removeLayer(layer.id);
  if (map.getSource(slot.source)) map.removeSource(slot.source);
}

/** A set as callers see it: its source, its layers and the pins it holds. */
export interface ShownPins {
  source: string;
  layers: string[];
  pins: Pins;
}

const describe = (slot: Slot): ShownPins => ({
  source: slot.source,
  layers: slot.layers.map((layer) => layer.id),
  pins: slot.pins,
});

const isLoaded = (map: SlotMap, slot: Slot): boolean =>
  map.getSource(slot.source) !== undefined && map.isSourceLoaded(slot.source) === true;

/** Swaps the asked-for set onto the screen once its clusters are ready (at once for a kept set). */
function reveal(map: SlotMap, state: SlotState): void {
  const { target, shown } = state;
  if (!target || target === shown || !isLoaded(map, target)) return;
  setShown(map, target, true);
  if (shown) setShown(map, shown, false);
  state.shown = target;
  state.paintPending = true;
  state.onReveal(target);
}

/** Removes every kept set of the map (another key, or a style that dropped them). */
function dropPinSlots(map: SlotMap): void {
  const state = states.get(map);
  if (!state) return;
  map.off('sourcedata', state.onSourceData);
  map.off('styledata', state.onStyleData);
  for (const slot of state.slots) removeSlot(map, slot);
  states.delete(map);
}

/** The map's kept sets, if they still hold for `spec` (another key, or a style that dropped them, ends them). */
function liveState(map: SlotMap, spec: PinLayersSpec): SlotState | undefined {
  const state = states.get(map);
  if (!state || state.key !== spec.key || state.slots.some((slot) => !map.getSource(slot.source)))
    return undefined;
  return state;
}

/** The kept set holding `pins` (the very object, else the same content). */
const keptSlot = (state: SlotState, pins: Pins): Slot | undefined =>
  state.slots.find((s) => s.pins === pins) ?? state.slots.find((s) => samePins(s.pins, pins));

/** Whether the map keeps this pin set (the same pins, for the same key): showing it uploads nothing. */
export function holdsPins(map: SlotMap, spec: PinLayersSpec, pins: Pins): boolean {
  const state = liveState(map, spec);
  return state !== undefined && keptSlot(state, pins) !== undefined;
}

/**
 * Shows `pins` on the map. Pins the map already holds (a flip back to a period seen just
 * before) are a paint change: no upload, no re-clustering, no new tiles. New pins get a
 * new source, and the least recently shown one is dropped; the pins on screen stay until
 * the new ones are clustered, then the two swap in one frame. `onReveal` is told which
 * layers are on screen (for clicks and the cluster labels).
 */
export function showPins(
  map: SlotMap,
  spec: PinLayersSpec,
  pins: Pins,
  onReveal: (shown: ShownPins) => void,
): 'kept' | 'uploaded' {
  let state = liveState(map, spec);
  if (!state && states.has(map)) dropPinSlots(map);
  if (!state) {
    const created: SlotState = {
      key: spec.key,
      slots: [],
      target: null,
      shown: null,
      paintPending: false,
      onSourceData: (event) => {
        if (event.sourceId !== undefined && event.sourceId === created.target?.source) reveal(map, created);
      },
      // A frame starts by applying the style's changes ('styledata'), then draws.
      onStyleData: () => {
        created.paintPending = false;
      },
      onReveal: () => undefined,
    };
    map.on('sourcedata', created.onSourceData);
    map.on('styledata', created.onStyleData);
    states.set(map, created);
    state = created;
  }
  state.onReveal = (slot) => onReveal(describe(slot));

  let slot = keptSlot(state, pins);
  const kept = slot !== undefined;
  if (slot) {
    slot.pins = pins;
  } else {
    while (state.slots.length >= KEPT_PIN_SETS) {
      // The least recently used set that is not on screen (the screen keeps its pins until
      // the new ones are ready).
      const index = state.slots.findLastIndex((s) => s !== state.shown);
      const [evicted] = state.slots.splice(index, 1);
      if (evicted) removeSlot(map, evicted);
    }
    slot = addSlot(map, spec, pins);
  }
  state.slots = [slot, ...state.slots.filter((s) => s !== slot)];
  state.target = slot;
  if (slot === state.shown) state.onReveal(slot);
  else reveal(map, state);
  // A kept set has nothing to load: draw it now, inside the caller's commit, so the swap
  // reaches the screen in the same browser frame as the rest of the page. A frame of its own
  // (triggerRepaint) would cost the browser a second composited frame, ~80 ms on software GL.
  if (kept) map.redraw();
  return kept ? 'kept' : 'uploaded';
}

/** The set on screen (null before the first is clustered). */
export function shownPins(map: SlotMap): ShownPins | null {
  const slot = states.get(map)?.shown;
  return slot ? describe(slot) : null;
}

/** Whether the map holds this very pin set on screen, clustered. */
export function isShowing(map: SlotMap, pins: Pins): boolean {
  const state = states.get(map);
  return (
    !!state?.shown && state.shown === state.target && state.shown.pins === pins && isLoaded(map, state.shown)
  );
}

/**
 * Whether the frame just rendered drew this pin set (ask on the map's 'render' event):
 * it is on screen, and the swap that put it there was applied before the frame drew.
 */
export function isDrawn(map: SlotMap, pins: Pins): boolean {
  return isShowing(map, pins) && states.get(map)?.paintPending === false;
}
