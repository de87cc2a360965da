import { fileURLToPath, URL } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import { basemapPlugin } from './scripts/basemap-plugin.mjs';

/** A build for a real API ships no demo code: drop MSW's service worker file too. */
function dropDemoWorker(): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-demo-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (process.env.VITE_API_URL) rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

export default defineConfig({
  plugins: [
    // Must come before the React plugin: it rewrites route files for code splitting.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    dropDemoWorker(),
    basemapPlugin(),
  ],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
    },
  },
  // The demo engine's Web Worker (mocks/engine-worker.ts) loads the spreadsheet and PDF
  // writers on demand: code splitting needs ES module workers (all browsers with module
  // workers; the page starts it with type 'module').
  worker: { format: 'es' },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: { sourcemap: false, chunkSizeWarningLimit: 1200 },
});
