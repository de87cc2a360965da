import type { StyleSpecification } from 'maplibre-gl';
import basemapUrls from 'virtual:basemap-urls';
import { BASEMAP_PAINT } from './basemap-scheme';

/**
 * The offline basemap (DECISIONS.md point 8): US states and California counties from the
 * Census-based us-atlas TopoJSON, drawn as fill and line layers over a water-coloured
 * background. No tiles, glyphs or sprites, so it needs no internet; VITE_MAP_STYLE_URL
 * replaces it with a real style where a tile server exists.
 */
export const BASEMAP_ATTRIBUTION = 'Boundaries: US Census Bureau (us-atlas)';

export const BASEMAP_SOURCES = {
  states: 'basemap-states',
  borders: 'basemap-state-borders',
  counties: 'basemap-counties',
} as const;

/** maplibre's worker fetches the files, so their URLs must not be relative to the page. */
const absolute = (path: string): string => new URL(path, window.location.href).href;

/**
 * The offline style. Its basemap sources are GeoJSON files made at build time
 * (scripts/basemap-plugin.ts) that maplibre's worker fetches and parses itself, so the
 * outlines cost the page's main thread nothing and come with the map's first tiles.
 */
export const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  sources: {
    [BASEMAP_SOURCES.states]: {
      type: 'geojson',
      data: absolute(basemapUrls.states),
      attribution: BASEMAP_ATTRIBUTION,
    },
    [BASEMAP_SOURCES.counties]: { type: 'geojson', data: absolute(basemapUrls.counties) },
    [BASEMAP_SOURCES.borders]: { type: 'geojson', data: absolute(basemapUrls.borders) },
  },
  layers: [
    { id: 'basemap-water', type: 'background', paint: { ...BASEMAP_PAINT.light['basemap-water'] } },
    {
      id: 'basemap-land',
      type: 'fill',
      source: BASEMAP_SOURCES.states,
      paint: { ...BASEMAP_PAINT.light['basemap-land'] },
    },
    {
      id: 'basemap-county-lines',
      type: 'line',
      source: BASEMAP_SOURCES.counties,
      paint: {
        ...BASEMAP_PAINT.light['basemap-county-lines'],
        'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.4, 10, 1.2],
      },
    },
    {
      id: 'basemap-coast',
      type: 'line',
      source: BASEMAP_SOURCES.states,
      paint: { ...BASEMAP_PAINT.light['basemap-coast'], 'line-width': 0.8 },
    },
    {
      id: 'basemap-state-borders',
      type: 'line',
      source: BASEMAP_SOURCES.borders,
      paint: {
        ...BASEMAP_PAINT.light['basemap-state-borders'],
        'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.8, 10, 2],
        'line-dasharray': [3, 2],
      },
    },
  ],
};
