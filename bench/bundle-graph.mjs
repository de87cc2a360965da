// The production build's chunk graph, read from Vite's manifest (`vite build --manifest`).
// Shared by the CI budget check (scripts/check-bundle-budgets.mjs) and the benchmark
// (bench/run.mjs), so "login JS", "accounts JS" and "the map chunk" mean the same in both.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { SECTIONS } from './sections.mjs';

/** Budgets. Sizes are gzip KB of JavaScript; each section's is in sections.mjs. */
export const BUDGETS = {
  loginJsGzipKB: 250,
  /**
   * JS files a first load fetches before the page can render (scripts/chunk-groups.mjs):
   * 57-62 per section page without the groups, 8-15 with them; a count over the limit
   * means a group no longer holds what it should.
   */
  loginJsFiles: 8,
  sectionJsFiles: 16,
};

/**
 * Strings only maplibre-gl's own code contains: a DOM class its map creates and its
 * name in the library banner and errors. App code mentions neither.
 */
export const MAPLIBRE_MARKERS = ['maplibregl-canvas', 'MapLibre'];

/** The module whose dynamic import is the lazy map (src/ui/map/account-map.tsx loads it). */
export const MAP_ENTRY = 'src/ui/map/account-map-gl.tsx';

export function readManifest(dist) {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build with --manifest`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const gzipCache = new Map();

/** gzip size in KB of a file of the build (default level, like a typical server). */
export function gzipKB(dist, file) {
  const path = join(dist, file);
  let kb = gzipCache.get(path);
  if (kb === undefined) {
    kb = gzipSync(readFileSync(path)).length / 1024;
    gzipCache.set(path, kb);
  }
  return kb;
}

export const sumKB = (dist, files) => [...files].reduce((sum, file) => sum + gzipKB(dist, file), 0);

/** Manifest keys reachable from `keys` through static imports (the keys included). */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []));
  }
  return seen;
}

/** The same, following dynamic imports too, without entering the keys in `stop`. */
export function fullClosure(manifest, keys, stop = new Set()) {
  const seen = new Set();
  const stack = [...keys];
  while (stack.length > 0) {
    const key = stack.pop();
    if (seen.has(key) || stop.has(key) || !manifest[key]) continue;
    seen.add(key);
    stack.push(...(manifest[key].imports ?? []), ...(manifest[key].dynamicImports ?? []));
  }
  return seen;
}

/** JS files of a set of manifest keys. */
export const jsFiles = (manifest, keys) =>
  new Set([...keys].map((key) => manifest[key]?.file).filter((file) => file?.endsWith('.js')));

export const entryKey = (manifest) => Object.keys(manifest).find((key) => manifest[key].isEntry);

/**
 * The split chunks of a route file (TanStack Router's autoCodeSplitting turns
 * `src/routes/x.tsx` into `src/routes/x.tsx?tsr-split=component`, ...).
 */
export const routeChunkKeys = (manifest, routeFile) =>
  Object.keys(manifest).filter((key) => key === routeFile || key.startsWith(`${routeFile}?`));

/**
 * The chunk graph's answers:
 * - login: the entry and its static imports, plus the login route's chunks and theirs: the
 *   JS that must run before the login form is interactive;
 * - accounts: the entry, the signed-in layout (`_authenticated`) and the /accounts route
 *   chunks with their static imports, minus the lazy map;
 * - map: what only the lazy map import brings (account-map-gl, maplibre), plus the
 *   maplibre worker file (an asset the map starts as a Worker);
 * - maplibre: every JS file that contains maplibre code, and which of them load eagerly.
 */
export function analyseBuild(dist) {
  const manifest = readManifest(dist);
  const entry = entryKey(manifest);
  const routes = (file) => routeChunkKeys(manifest, file);
  /** A section route's JS (bench/sections.mjs): entry + layout + route, static imports, no map. */
  const sectionRouteFiles = (routeFile) =>
    [
      ...jsFiles(
        manifest,
        staticClosure(manifest, [entry, ...routes('src/routes/_authenticated.tsx'), ...routes(routeFile)]),
      ),
    ].filter((file) => !mapFiles.has(file));

  const loginKeys = staticClosure(manifest, [entry, ...routes('src/routes/login.tsx')]);
  const accountsRouteKeys = staticClosure(manifest, [
    entry,
    ...routes('src/routes/_authenticated.tsx'),
    ...routes('src/routes/_authenticated/accounts.tsx'),
  ]);

  // Everything that loads without the map: the entry plus every route chunk, statically.
  const allRouteKeys = Object.keys(manifest).filter((key) => key.startsWith('src/routes/'));
  const eagerKeys = staticClosure(manifest, [entry, ...allRouteKeys]);
  // Chunks eager code already loads are not the map's, nor what they import lazily.
  const mapKeys = [...fullClosure(manifest, [MAP_ENTRY], eagerKeys)];
  const mapFiles = jsFiles(manifest, mapKeys);
  const workerFiles = readdirSync(join(dist, 'assets'))
    .filter((file) => /^maplibre-gl-worker.*\.js$/.test(file))
    .map((file) => `assets/${file}`);

  const accountsFiles = [...jsFiles(manifest, accountsRouteKeys)].filter((file) => !mapFiles.has(file));
  const allJs = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`);
  const maplibreFiles = allJs.filter((file) => {
    const text = readFileSync(join(dist, file), 'utf8');
    return MAPLIBRE_MARKERS.some((marker) => text.includes(marker));
  });
  const eagerFiles = jsFiles(manifest, eagerKeys);
  const lazyMapFiles = new Set([...mapFiles, ...workerFiles]);

  const sections = Object.fromEntries(
    SECTIONS.map(({ id, routeFile }) => {
      const files = sectionRouteFiles(routeFile);
      return [id, { files, kb: sumKB(dist, files) }];
    }),
  );

  return {
    manifest,
    entry,
    sections,
    loginFiles: [...jsFiles(manifest, loginKeys)],
    accountsFiles,
    mapFiles: [...mapFiles],
    workerFiles,
    allJs,
    maplibreFiles,
    maplibreEager: maplibreFiles.filter((file) => eagerFiles.has(file)),
    maplibreOutsideMapChunk: maplibreFiles.filter((file) => !lazyMapFiles.has(file)),
    loginKB: sumKB(dist, jsFiles(manifest, loginKeys)),
    accountsKB: sumKB(dist, accountsFiles),
    mapKB: sumKB(dist, mapFiles),
    workerKB: sumKB(dist, workerFiles),
    totalKB: sumKB(dist, allJs),
  };
}

/** The manifest key of a built file (`assets/x-hash.js`), or undefined (e.g. the worker asset). */
export function keyOfFile(manifest, file) {
  return Object.keys(manifest).find((key) => manifest[key].file === file);
}

/** The largest modules' chunks, for "why is it big" notes: file -> gzip KB, biggest first. */
export function biggest(dist, files, limit = 6) {
  return [...files]
    .map((file) => ({ file, kb: gzipKB(dist, file) }))
    .sort((a, b) => b.kb - a.kb)
    .slice(0, limit);
}
