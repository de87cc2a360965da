import type { Plugin } from 'vite';

export type BasemapLayer = 'states' | 'counties' | 'borders';
export function basemapGeoJson(topology: unknown): Record<BasemapLayer, string>;
export function readAtlas(): unknown;
export function basemapPlugin(): Plugin;
