import 'maplibre-gl/dist/maplibre-gl.css';
import * as maplibregl from 'maplibre-gl';
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url';

/**
 * maplibre and its side effects, in one module that only the lazy map chunk imports:
 * its CSS, and the worker URL, without which Vite-built pages never finish loading the
 * map (STACK.md). Unit tests replace this module (jsdom has no WebGL).
 */
maplibregl.setWorkerUrl(workerUrl);

export const mapLib = maplibregl;
