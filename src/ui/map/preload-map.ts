import type { AccountMapGl } from './account-map-gl';
import { supportsWebGL2 } from './webgl-support';

/**
 * The lazy map module (maplibre, its worker URL and CSS), shared by AccountMap and the
 * route loaders. Kept apart from account-map.tsx so a route can start the download
 * without importing the AccountMap component (its Select, legend and Mantine pieces).
 */
let mapModule: Promise<{ AccountMapGl: typeof AccountMapGl }> | null = null;

export const loadMapModule = () => {
  mapModule ??= import('./account-map-gl').catch((error: unknown) => {
    mapModule = null;
    throw error;
  });
  return mapModule;
};

/**
 * Starts loading the map code (maplibre, its worker URL and CSS) without rendering
 * anything. Route loaders call it so the chunk downloads alongside the data requests.
 */
export function preloadMap(): void {
  if (supportsWebGL2()) void loadMapModule().catch(() => undefined);
}
