import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from './scripts/browser-path.mjs';
import { realApiPorts } from './scripts/real-api-ports.mjs';
import { TRAFFIC_LOG } from './e2e/real-api/traffic-check';

const executablePath = chromiumExecutable();
const { api, app, appUrl } = realApiPorts();
/** `npm test` passes the real-API build it has just checked for demo code, so it is built once. */
const prebuilt = process.env.E2E_REAL_APP_DIST;

/**
 * The app in real-API mode: the production bundle built with VITE_API_URL,
 * served like a static host with the Content-Security-Policy of docs/deploy.md, calling the
 * demo API over HTTP on another origin (CORS). No service worker, no mock code in the page.
 * Its own config, so demo-mode runs of one spec do not build and start this pair too.
 * The demo API checks every call against docs/openapi.json; the run fails on a violation
 * (e2e/real-api/traffic-check.ts).
 */
export default defineConfig({
  testDir: './e2e/real-api',
  globalTeardown: './e2e/real-api/traffic-check.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.E2E_JSON_REPORT
    ? [['list'], ['json', { outputFile: process.env.E2E_JSON_REPORT }]]
    : [['list']],
  use: {
    baseURL: appUrl,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'real-api',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: { ...(executablePath ? { executablePath } : {}), args: CHROMIUM_ARGS },
      },
    },
  ],
  webServer: {
    command: [
      `node scripts/start-real.mjs --port ${app} --api-port ${api}`,
      prebuilt ? `--app-dist ${prebuilt}` : `--out dist-e2e/real-${app}`,
    ].join(' '),
    url: appUrl,
    env: { DEMO_API_CHECK_TRAFFIC: TRAFFIC_LOG },
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
  },
});
