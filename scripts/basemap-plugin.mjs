import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature, mesh } from 'topojson-client';

/**
 * The offline basemap's three GeoJSON files (US states, the borders between them,
 * California's counties), made from the Census-based us-atlas TopoJSON at build time
 * (issue 26). The page used to fetch the 822 KB TopoJSON, parse it and convert it on its
 * main thread (~100 ms, a long task on every map page) and then hand the result to
 * maplibre's worker. Now the map's style names the files by URL: maplibre's worker
 * fetches and parses them from the map's first frame, and the page's thread never sees them.
 *
 * `import basemapUrls from 'virtual:basemap-urls'` gives `{ states, counties, borders }`:
 * content-hashed files under assets/ in a build (cached for good like every asset),
 * served from memory by the dev server.
 */
const MODULE_ID = 'virtual:basemap-urls';
const RESOLVED_ID = `\0${MODULE_ID}`;
const CALIFORNIA_FIPS = '06';

/** Coordinates to 5 decimals (about 1 m): finer than an outline shows, and less to send. */
const roundCoordinates = (_key, value) => (typeof value === 'number' ? Math.round(value * 1e5) / 1e5 : value);

/** The us-atlas topology as the basemap layers' GeoJSON texts. */
export function basemapGeoJson(topology) {
  const { states, counties } = topology.objects;
  const californiaCounties = {
    type: 'GeometryCollection',
    geometries: counties.geometries.filter((g) => String(g.id ?? '').startsWith(CALIFORNIA_FIPS)),
  };
  return {
    states: JSON.stringify(feature(topology, states), roundCoordinates),
    counties: JSON.stringify(feature(topology, californiaCounties), roundCoordinates),
    // Shared arcs only: borders between states, not coastlines (the states' outline draws those).
    borders: JSON.stringify(
      mesh(topology, states, (a, b) => a !== b),
      roundCoordinates,
    ),
  };
}

export function readAtlas() {
  const file = createRequire(import.meta.url).resolve('us-atlas/counties-10m.json');
  return JSON.parse(readFileSync(file, 'utf8'));
}

export function basemapPlugin() {
  let files = null;
  const geoJson = () => (files ??= basemapGeoJson(readAtlas()));
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
      const urls = {};
      for (const [layer, json] of Object.entries(geoJson())) {
        if (serving) {
          urls[layer] = `${base}@basemap/${layer}.geojson`;
          continue;
        }
        const hash = createHash('sha256').update(json).digest('hex').slice(0, 8);
        const fileName = `assets/basemap-${layer}-${hash}.geojson`;
        this.emitFile({ type: 'asset', fileName, source: json });
        urls[layer] = `${base}${fileName}`;
      }
      return `export default ${JSON.stringify(urls)};`;
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = /\/@basemap\/(states|counties|borders)\.geojson$/.exec(request.url ?? '');
        if (!match) return next();
        response.setHeader('Content-Type', 'application/json');
        response.end(geoJson()[match[1]]);
      });
    },
  };
}
