import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { basemapPlugin } from './scripts/basemap-plugin.mjs';
import { firstLoadChunkGroups } from './scripts/chunk-groups.mjs';
import { demoServiceWorkerPlugin } from './scripts/demo-service-worker.mjs';
import { DEMO_API_PREFIX } from './mocks/api-path';

/**
 * A build for a real API on another origin opens the connection to it while the app's
 * code downloads: the session check (/authtest, a CORS preflight and then the GET) is the
 * first call and waits for the entry chunk; without this it also waits for a new
 * connection (TCP and TLS handshakes: one to three round trips on a mobile network).
 * `crossorigin`: the API is called without credentials, from the anonymous connection pool.
 */
function apiPreconnect(): Plugin {
  return {
    name: 'api-preconnect',
    apply: 'build',
    transformIndexHtml() {
      const apiUrl = process.env.VITE_API_URL;
      // A same-origin base ('/api/') needs no new connection.
      if (!apiUrl || !URL.canParse(apiUrl)) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: new URL(apiUrl).origin, crossorigin: '' },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

/**
 * The persisted query cache's buster (src/app/query-persistence-rules.ts): a hash of the
 * sources that shape a cached value. The contract's zod schemas (payload -> domain type),
 * the filter code (options adapters, query keys) and each feature's query factories (some
 * reshape answers, e.g. the schedule's windowed data). A change there discards every saved
 * cache on the next visit; a shaping function added elsewhere must be listed here.
 */
function queryCacheVersion(): string {
  const src = fileURLToPath(new URL('./src', import.meta.url));
  const hash = createHash('sha256');
  const sources = (dir: string, keep: (name: string) => boolean) =>
    readdirSync(join(src, dir))
      .filter((name) => keep(name) && !name.includes('.test.'))
      .sort()
      .map((name) => join(dir, name));
  const features = readdirSync(join(src, 'features')).sort();
  const files = [
    ...sources('api/contract', (name) => name.endsWith('.ts')),
    ...sources('filters', (name) => name.endsWith('.ts')),
    ...features.flatMap((feature) => sources(join('features', feature), (name) => name === 'queries.ts')),
  ];
  for (const file of files) hash.update(file).update(readFileSync(join(src, file)));
  return hash.digest('hex').slice(0, 12);
}

export default defineConfig({
  define: { __QUERY_CACHE_VERSION__: JSON.stringify(queryCacheVersion()) },
  plugins: [
    // Must come before the React plugin: it rewrites route files for code splitting.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    apiPreconnect(),
    demoServiceWorkerPlugin(DEMO_API_PREFIX),
    basemapPlugin(),
  ],
  resolve: {
    alias: [
      // A build without VITE_API_URL is the demo: its entry starts the in-page demo API.
      ...(process.env.VITE_API_URL
        ? []
        : [
            {
              find: /^@\/app\/api-start$/,
              replacement: fileURLToPath(new URL('./mocks/api-start.ts', import.meta.url)),
            },
          ]),
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      { find: '@mocks', replacement: fileURLToPath(new URL('./mocks', import.meta.url)) },
      // The demo API keeps no cookies; see mocks/no-cookies.ts for what this saves.
      {
        find: /^tough-cookie$/,
        replacement: fileURLToPath(new URL('./mocks/no-cookies.ts', import.meta.url)),
      },
    ],
  },
  // The demo engine's Web Worker (mocks/engine-worker.ts) loads the spreadsheet and PDF
  // writers on demand: code splitting needs ES module workers (all browsers with module
  // workers; the page starts it with type 'module').
  worker: { format: 'es' },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // The first load's code in two files instead of ~77 (scripts/chunk-groups.mjs).
    rolldownOptions: { output: { codeSplitting: { groups: firstLoadChunkGroups() } } },
  },
});
