import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';

/**
 * maplibre and its side effects, in one module that only the lazy map chunk imports:
 * its CSS, and the worker URL, without which Vite-built pages never finish loading the
 * map (STACK.md). Unit tests replace this module (jsdom has no WebGL).
 */
maplibregl.setWorkerUrl(workerUrl);
// The map's worker starts with this module (route loaders preload it with the page's data
// requests), not when the map is made after the data: its script loads and runs on its own
// thread meanwhile, instead of on the map's path to its first tiles.
maplibregl.prewarm();

export const mapLib = maplibregl;
