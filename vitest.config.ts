import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config';

const TEST_ROOTS = ['src', 'mocks', 'scripts'];
const TEST_FILE = /\.test\.(ts|tsx|mjs)$/;
const REPLACES_MODULES = /\bvi\.(mock|doMock|resetModules)\(/;

/**
 * Test files that replace modules (`vi.mock`, `vi.resetModules`) run in a fresh module
 * graph each: a reset graph would hand later files a second copy of a module, and of the
 * React contexts it creates. Every
 * other file shares its worker's graph, so the setup, Mantine and the demo engine load once
 * per worker rather than once per file: the suite takes about half the time. (The setup
 * resets what the app keeps between files: the DOM, storage, notices, MSW handlers.)
 */
function filesReplacingModules(): string[] {
  return TEST_ROOTS.flatMap((root) =>
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((name) => TEST_FILE.test(name))
      .map((name) => `${root}/${name}`)
      .filter((file) => REPLACES_MODULES.test(readFileSync(file, 'utf8'))),
  );
}

const replacing = filesReplacingModules();

export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      environment: 'jsdom',
      globals: false,
      setupFiles: ['./src/test/setup.ts'],
      css: false,
      testTimeout: 20_000,
      // Vitest keeps one core for its main process, which is idle while files run: on the
      // 2-core CI machine that halves the suite's speed. Every core runs a file instead.
      maxWorkers: availableParallelism(),
      // Worker threads rather than child processes: each file's jsdom and module loading cost
      // less in a thread (the suite 232.6 -> 218.8 s and 276.5 -> 257.4 s, two pairs in turns
      // on this machine; environment set-up 243 -> 206 and 281 -> 188 s of worker time).
      pool: 'threads',
      // `extends` concatenates lists, so each project names its files itself.
      projects: [
        {
          extends: true,
          test: {
            name: 'shared',
            isolate: false,
            include: TEST_ROOTS.map((root) => `${root}/**/*.test.{ts,tsx,mjs}`),
            exclude: replacing,
          },
        },
        { extends: true, test: { name: 'replacing', include: replacing } },
      ],
    },
  }),
);
