import type { FeatureCollection, Geometry, MultiLineString } from 'geojson';
import type { StyleSpecification } from 'maplibre-gl';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countiesUrl from 'us-atlas/counties-10m.json?url';
import { BASEMAP_PAINT } from './basemap-scheme';

/**
 * The offline basemap (DECISIONS.md point 8): US states and California counties from the
 * Census-based us-atlas TopoJSON, drawn as fill and line layers over a water-coloured
 * background. No tiles, glyphs or sprites, so it needs no internet; VITE_MAP_STYLE_URL
 * replaces it with a real style where a tile server exists.
 */

const CALIFORNIA_FIPS = '06';
export const BASEMAP_ATTRIBUTION = 'Boundaries: US Census Bureau (us-atlas)';

export const BASEMAP_SOURCES = {
  states: 'basemap-states',
  borders: 'basemap-state-borders',
  counties: 'basemap-counties',
} as const;

export interface Basemap {
  states: FeatureCollection<Geometry>;
  stateBorders: MultiLineString;
  counties: FeatureCollection<Geometry>;
}

const EMPTY: FeatureCollection = { type: 'FeatureCollection', features: [] };

/**
 * The offline style. Its basemap sources start empty and are filled by `loadBasemap`
 * (the TopoJSON is fetched lazily, after the map chunk), so the map and its pins never
 * wait for outlines.
 */
export const OFFLINE_STYLE: StyleSpecification = {
  version: 8,
  sources: {
    [BASEMAP_SOURCES.states]: { type: 'geojson', data: EMPTY, attribution: BASEMAP_ATTRIBUTION },
    [BASEMAP_SOURCES.counties]: { type: 'geojson', data: EMPTY },
    [BASEMAP_SOURCES.borders]: { type: 'geojson', data: EMPTY },
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

type AtlasTopology = Topology<{
  states: GeometryCollection<{ name: string }>;
  counties: GeometryCollection<{ name: string }>;
}>;

/** Turns the us-atlas topology into the three basemap layers' GeoJSON. */
export function basemapFromTopology(topology: AtlasTopology): Basemap {
  const { states, counties } = topology.objects;
  const californiaCounties: GeometryCollection<{ name: string }> = {
    type: 'GeometryCollection',
    geometries: counties.geometries.filter((g) => String(g.id ?? '').startsWith(CALIFORNIA_FIPS)),
  };
  return {
    states: feature(topology, states) as FeatureCollection<Geometry>,
    // Shared arcs only: borders between states, not coastlines (drawn separately).
    stateBorders: mesh(topology, states, (a, b) => a !== b),
    counties: feature(topology, californiaCounties) as FeatureCollection<Geometry>,
  };
}

let pending: Promise<Basemap> | null = null;

/** Fetches and converts the basemap once per page; a failure is retried on the next call. */
export function loadBasemap(): Promise<Basemap> {
  pending ??= fetch(countiesUrl)
    .then((response) => {
      if (!response.ok) throw new Error(`Basemap request failed with status ${response.status}`);
      return response.json() as Promise<AtlasTopology>;
    })
    .then(basemapFromTopology)
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
