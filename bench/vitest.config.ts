import { fileURLToPath, URL } from 'node:url';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from '../vite.config';

/**
 * Only for `npm run bench` (bench/run.mjs): times the demo API handlers in plain Node.
 * Kept apart from vitest.config.ts so `npm test` never runs timing code, and run with
 * `--mode bench` so the handlers behave as in the browser (no contract check on every
 * payload, which only MODE 'test' adds).
 */
export default mergeConfig(
  viteConfig,
  defineConfig({
    root: fileURLToPath(new URL('..', import.meta.url)),
    test: {
      environment: 'node',
      include: ['bench/**/*.bench-run.test.ts'],
      testTimeout: 300_000,
      globals: false,
    },
  }),
);
