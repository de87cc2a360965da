import type { Map as MapLibreMap } from 'maplibre-gl';

type GateMap = Pick<MapLibreMap, 'painter' | 'triggerRepaint'>;

/** Longest a new map stays undrawn waiting for its content (a slow file, pins still coming). */
export const FIRST_FRAME_MAX_WAIT_MS = 3000;

const held = new WeakMap<object, { open: boolean }>();

/**
 * A new map draws its first frame only once its content is there (`ready`: the pins on
 * screen and the basemap loaded), or after `maxWaitMs`. maplibre repaints whenever a tile
 * arrives, so a starting map drew 7-11 frames of partial content (water, then land, then
 * lines, then pins), each 50-100 ms of software GL (SwiftShader) that the page's main thread
 * waits behind in its next frame, all of it for pictures replaced within a second. Until
 * then the frames still run (maplibre requests tiles and loads sources in them); only the
 * painting is left out, and the canvas shows the map's background.
 *
 * Once open the gate stays open (later tiles draw as they come, as maplibre does). A map
 * taken back by a later visit (reuseMaps) keeps its open gate.
 */
export function holdFirstFrame(
  map: GateMap,
  ready: () => boolean,
  maxWaitMs = FIRST_FRAME_MAX_WAIT_MS,
): void {
  const { painter } = map;
  if (held.has(painter)) return;
  const gate = { open: false };
  held.set(painter, gate);
  const render = painter.render.bind(painter);
  const since = performance.now();
  painter.render = (...args) => {
    if (!gate.open && !ready() && performance.now() - since < maxWaitMs) return;
    gate.open = true;
    painter.render = render;
    render(...args);
  };
  // Nothing may be loading when the wait ends: ask for the frame that draws.
  setTimeout(() => {
    if (!gate.open) map.triggerRepaint();
  }, maxWaitMs);
}

/** Whether the map paints its frames (its first-frame gate, if it has one, is open). */
export function isPainting(map: Pick<MapLibreMap, 'painter'>): boolean {
  return held.get(map.painter)?.open ?? true;
}
