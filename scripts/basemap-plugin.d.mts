import type { Plugin } from 'vite';

/** The basemap's one GeoJSON text: states, California counties and state borders, by `kind`. */
export function basemapGeoJson(topology: unknown): string;
export function readAtlas(): { objects: { counties: { geometries: { id?: string }[] } } };
export function basemapPlugin(): Plugin;
