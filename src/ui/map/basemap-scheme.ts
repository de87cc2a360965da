import type { Map as MaplibreMap } from 'maplibre-gl';

/** The offline basemap's colours per colour scheme (the map follows dark mode). */
export const BASEMAP_PAINT = {
  light: {
    'basemap-water': { 'background-color': '#D5E4EF' },
    'basemap-land': { 'fill-color': '#F6F5F1' },
    'basemap-county-lines': { 'line-color': '#C9D1D9' },
    'basemap-coast': { 'line-color': '#A9BBC9' },
    'basemap-state-borders': { 'line-color': '#8795A3' },
  },
  dark: {
    'basemap-water': { 'background-color': '#16202A' },
    'basemap-land': { 'fill-color': '#2C3036' },
    'basemap-county-lines': { 'line-color': '#454C55' },
    'basemap-coast': { 'line-color': '#5A6878' },
    'basemap-state-borders': { 'line-color': '#7D8A99' },
  },
} as const;

export type BasemapScheme = keyof typeof BASEMAP_PAINT;

/** What `applyBasemapScheme` needs of a maplibre map. */
type PaintableMap = Pick<MaplibreMap, 'getLayer' | 'setPaintProperty'>;
type PaintName = Parameters<MaplibreMap['setPaintProperty']>[1];

/**
 * Recolours the offline basemap in place (paint properties only: the sources, the pins
 * and their clusters stay), so a scheme switch never reloads the style.
 */
export function applyBasemapScheme(map: PaintableMap, scheme: BasemapScheme): void {
  const layers: Record<string, Record<string, string>> = BASEMAP_PAINT[scheme];
  for (const [layer, paint] of Object.entries(layers)) {
    if (!map.getLayer(layer)) continue;
    for (const [name, value] of Object.entries(paint)) map.setPaintProperty(layer, name as PaintName, value);
  }
}
