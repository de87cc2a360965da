import type { Map as MaplibreMap } from 'maplibre-gl';
import { pinImageStates, type PinImageState } from './pin-images';
import { shownPins } from './pin-slots';

/** What the e2e stories read of a drawn map (`window.__accountMaps[label]`). */
export interface MapTestHook {
  map: MaplibreMap;
  /** The layers of the pin set on screen (clusters, then pins), or none yet. */
  pinLayers: () => string[];
  /** What each pin image shows, by image id: its icon, loading, or the drawn fallback pin. */
  pinImages: () => Record<string, PinImageState>;
}

declare global {
  interface Window {
    __accountMaps?: Record<string, MapTestHook>;
  }
}

/**
 * Demo builds (what the e2e stories run) expose each map by its region's label, so a story
 * can ask maplibre what it drew (queryRenderedFeatures, the pin images). A build for a real
 * API (VITE_API_URL set) leaves this out: the condition is constant at build time.
 */
export function exposeMapForTests(label: string, map: MaplibreMap): void {
  if (import.meta.env.VITE_API_URL || typeof window === 'undefined') return;
  window.__accountMaps ??= {};
  window.__accountMaps[label] = {
    map,
    pinLayers: () => shownPins(map)?.layers ?? [],
    pinImages: () => Object.fromEntries(pinImageStates(map)),
  };
}
