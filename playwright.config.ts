import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/browser-path.mjs';

const PORT = Number(process.env.E2E_PORT ?? 4173);
const executablePath = chromiumExecutable();
/**
 * V8 on the page's own thread only, with no optimising compiler above Maglev: each story's
 * pages live seconds, and V8's helper threads (concurrent GC, background compiles) took more
 * of the renderer's CPU than its main thread (22 % against 19 % of all CPU, `perf`, session
 * spec). Sales + Merchandising specs in turns: 99.5 -> 86.7 s and 103.1 -> 91.0 s. The
 * stories test what the app does, not how fast V8 makes it; the bench keeps V8's defaults.
 */
const V8_FOR_SHORT_PAGES = '--js-flags=--single-threaded,--max-opt=2';
/**
 * The stories' browser composites and rasterises on the CPU: on a machine without a GPU,
 * SwiftShader's emulated GL for every frame cost more CPU than the page itself (the GPU
 * process 25 s against the renderer's 21 s in one faults story), and the stories are
 * CPU-bound. WebGL (the maps) still runs on SwiftShader. The bench keeps CHROMIUM_ARGS as is.
 */
const E2E_ARGS = [
  ...CHROMIUM_ARGS,
  '--disable-gpu-compositing',
  '--disable-gpu-rasterization',
  V8_FOR_SHORT_PAGES,
];
// One build dir per port, so parallel runs (and `npm run build`) never clobber a served build.
const OUT_DIR = `dist-e2e/${PORT}`;
/**
 * `npm test` passes the demo build its bundle budgets have just checked (`npm run build`,
 * VITE_API_URL unset), so the stories drive that very bundle and it is built once.
 */
const prebuilt = process.env.E2E_APP_DIST;
const preview = (dir: string) => `npx vite preview --outDir ${dir} --port ${PORT} --strictPort`;

/**
 * End-to-end tests run against a production build in demo mode (faster and closer to what
 * ships than the dev server). `npm run test:e2e` builds first through the webServer command.
 */
export default defineConfig({
  testDir: './e2e',
  // The real-API stories run against another server pair: playwright.real-api.config.ts.
  testIgnore: 'real-api/**',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs every story CPU (screencast and snapshots); CI keeps only the
    // failure's message and screenshot, so it records none.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: { ...(executablePath ? { executablePath } : {}), args: E2E_ARGS },
      },
    },
  ],
  webServer: {
    command: prebuilt
      ? preview(prebuilt)
      : `npx vite build --logLevel warn --outDir ${OUT_DIR} --emptyOutDir && ${preview(OUT_DIR)}`,
    url: `http://localhost:${PORT}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: { VITE_API_URL: '' },
  },
});
