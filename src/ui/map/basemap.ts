import type { FilterSpecification, StyleSpecification } from 'maplibre-gl';
import basemapUrl from 'virtual:basemap-url';
import { BASEMAP_PAINT } from './basemap-scheme';

/**
 * The offline basemap (docs/decisions.md point 8): US states and California counties from the
 * Census-based us-atlas TopoJSON, drawn as fill and line layers over a water-coloured
 * background. No tiles, glyphs or sprites, so it needs no internet; VITE_MAP_STYLE_URL
 * replaces it with a real style where a tile server exists.
 */
export const BASEMAP_ATTRIBUTION = 'Boundaries: US Census Bureau (us-atlas)';

/** The basemap's one source: states, California's counties and state borders, by `kind`. */
export const BASEMAP_SOURCE = 'basemap';

const ofKind = (kind: 'state' | 'county' | 'border'): FilterSpecification => ['==', ['get', 'kind'], kind];

/** maplibre's worker fetches the file, so its URL must not be relative to the page. */
const absolute = (path: string): string => new URL(path, window.location.href).href;

/**
 * The offline style. Its basemap is one GeoJSON file made at build time
 * (scripts/basemap-plugin.mjs) that maplibre's worker fetches and parses itself, so the
 * outlines cost the page's main thread nothing and come with the map's first tiles. One
 * source rather than one per layer: its tiles arrive together, so the map draws fewer
 * frames while it starts (each one 50-100 ms of software GL).
 */
export const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  sources: {
    [BASEMAP_SOURCE]: { type: 'geojson', data: absolute(basemapUrl), attribution: BASEMAP_ATTRIBUTION },
  },
  layers: [
    { id: 'basemap-water', type: 'background', paint: { ...BASEMAP_PAINT.light['basemap-water'] } },
    {
      id: 'basemap-land',
      type: 'fill',
      source: BASEMAP_SOURCE,
      filter: ofKind('state'),
      // The coast line below draws the outline: no second, antialiased outline pass (and
      // its shader program) under it.
      paint: { ...BASEMAP_PAINT.light['basemap-land'], 'fill-antialias': false },
    },
    {
      id: 'basemap-county-lines',
      type: 'line',
      source: BASEMAP_SOURCE,
      filter: ofKind('county'),
      paint: {
        ...BASEMAP_PAINT.light['basemap-county-lines'],
        'line-width': ['interpolate', ['linear'], ['zoom'], 5, 0.4, 10, 1.2],
      },
    },
    {
      id: 'basemap-coast',
      type: 'line',
      source: BASEMAP_SOURCE,
      filter: ofKind('state'),
      paint: { ...BASEMAP_PAINT.light['basemap-coast'], 'line-width': 0.8 },
    },
    {
      id: 'basemap-state-borders',
      type: 'line',
      source: BASEMAP_SOURCE,
      filter: ofKind('border'),
      paint: {
        ...BASEMAP_PAINT.light['basemap-state-borders'],
        'line-width': ['interpolate', ['linear'], ['zoom'], 4, 0.8, 10, 2],
        'line-dasharray': [3, 2],
      },
    },
  ],
};
