import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'scripts/**/*.test.{ts,mjs}'],
      css: false,
      testTimeout: 20_000,
      // Vitest keeps one core for its main process, which is idle while files run: on the
      // 2-core CI machine that halves the suite's speed. Every core runs a file instead.
      maxWorkers: availableParallelism(),
    },
  }),
);
