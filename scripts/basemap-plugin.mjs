import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';

/**
 * The offline basemap's GeoJSON file (US states, the borders between them, California's
 * counties), made from the Census-based us-atlas TopoJSON at build time. The
 * page used to fetch the 822 KB TopoJSON, parse it and convert it on its main thread
 * (~100 ms, a long task on every map page) and then hand the result to maplibre's worker.
 * Now the map's style names the file by URL: maplibre's worker fetches and parses it from
 * the map's first frame, and the page's thread never sees it.
 *
 * One file and one map source, each feature tagged with its `kind` (`state`, `county`,
 * `border`) for the layers' filters: three sources meant three fetches, three
 * worker parses and tiles arriving at three different times, each arrival a map frame,
 * which costs 50-100 ms of software GL (SwiftShader) per frame.
 *
 * `import basemapUrl from 'virtual:basemap-url'` gives the file's URL: content-hashed under
 * assets/ in a build (cached for good like every asset), served from memory by the dev
 * server.
 */
const MODULE_ID = 'virtual:basemap-url';
const RESOLVED_ID = `\0${MODULE_ID}`;
const DEV_PATH = '@basemap/basemap.geojson';
const CALIFORNIA_FIPS = '06';

/** Coordinates to 5 decimals (about 1 m): finer than an outline shows, and less to send. */
const roundCoordinates = (_key, value) => (typeof value === 'number' ? Math.round(value * 1e5) / 1e5 : value);

/** A feature with only its kind as properties (the layers filter on it; names are not drawn). */
const tagged = (kind) => (feature) => ({ type: 'Feature', properties: { kind }, geometry: feature.geometry });

/** The us-atlas topology as the basemap's one GeoJSON text. */
export function basemapGeoJson(topology) {
  const { states, counties } = topology.objects;
  const californiaCounties = {
    type: 'GeometryCollection',
    geometries: counties.geometries.filter((g) => String(g.id ?? '').startsWith(CALIFORNIA_FIPS)),
  };
  // Shared arcs only: borders between states, not coastlines (the states' outline draws those).
  const borders = { type: 'Feature', geometry: mesh(topology, states, (a, b) => a !== b) };
  return JSON.stringify(
    {
      type: 'FeatureCollection',
      features: [
        ...feature(topology, states).features.map(tagged('state')),
        ...feature(topology, californiaCounties).features.map(tagged('county')),
        tagged('border')(borders),
      ],
    },
    roundCoordinates,
  );
}

export function readAtlas() {
  const file = createRequire(import.meta.url).resolve('us-atlas/counties-10m.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function basemapPlugin() {
  let file = null;
  const geoJson = () => (file ??= basemapGeoJson(readAtlas()));
  let base = '/';
  let serving = false;
  return {
    name: 'offline-basemap',
    configResolved(config) {
      base = config.base;
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      if (serving) return `export default ${JSON.stringify(`${base}${DEV_PATH}`)};`;
      const json = geoJson();
      const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
      const fileName = `assets/basemap-${hash}.geojson`;
      this.emitFile({ type: 'asset', fileName, source: json });
      return `export default ${JSON.stringify(`${base}${fileName}`)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (!(request.url ?? '').endsWith(`/${DEV_PATH}`)) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(geoJson());
      });
    },
  };
}
