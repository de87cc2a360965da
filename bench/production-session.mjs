// What the page-level profiling scripts share (profile-page, trace-page, chart-markup): a
// production build served as docs/deploy.md says, the HTTP demo API behind it, a Chromium,
// and a superadmin's signed-in storage state to open each measured page with.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/browser-path.mjs';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildAppForApi, buildDemoApi, startDemoApi } from '../scripts/demo-api-process.mjs';
import { startStaticServer } from '../scripts/serve-static.mjs';

/** The HTTP demo API's latency the profiling scripts measure with (the bench's). */
const LATENCY_MS = 150;

/**
 * A profiling script's production build and HTTP demo API, in `outDir`/app and
 * `outDir`/demo-api, for the API on `apiPort`; built unless `skipBuild` (the last ones reused).
 */
export function prepareProductionBuild({ outDir, apiPort, skipBuild = false, buildArgs = [] }) {
  const build = {
    appDist: join(outDir, 'app'),
    apiDist: join(outDir, 'demo-api'),
    apiUrl: `http://127.0.0.1:${apiPort}/api/`,
  };
  if (!skipBuild) {
    buildDemoApi(build.apiDist);
    buildAppForApi(build.appDist, build.apiUrl, buildArgs);
  }
  return build;
}

/**
 * Starts the demo API and the static server, launches Chromium, signs in once and calls
 * `run({ browser, storageState, origin })`; stops all three afterwards, also on failure.
 */
export async function withSignedInProductionBrowser(
  { appDist, apiDist, apiUrl, appPort, apiPort, latencyMs = LATENCY_MS },
  run,
) {
  const origin = `http://127.0.0.1:${appPort}`;
  const api = await startDemoApi({ outDir: apiDist, port: apiPort, origin, latencyMs, stdout: 'ignore' });
  const { server } = await startStaticServer({ dist: appDist, port: appPort, apiUrl });
  const executablePath = chromiumExecutable();
  const browser = await chromium.launch({
    ...(executablePath ? { executablePath } : {}),
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel('Username').fill('superadmin');
    await page.getByLabel('Password', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(/^Welcome, .+!$/).waitFor({ timeout: 60_000 });
    const storageState = await context.storageState();
    await context.close();
    return await run({ browser, storageState, origin });
  } finally {
    await browser.close();
    server.close();
    api.kill('SIGTERM');
  }
}

/**
 * A profiling script's whole run: its production build in `outDir` (unless `skipBuild`), the
 * signed-in browser, then `measure({ browser, storageState, path, run })` for each page, `runs`
 * times in a row (run counts from 1).
 */
export async function measureProductionPages(
  { outDir, apiPort, appPort, skipBuild, buildArgs, pages, runs },
  measure,
) {
  mkdirSync(outDir, { recursive: true });
  const build = prepareProductionBuild({ outDir, apiPort, skipBuild, buildArgs });
  await withSignedInProductionBrowser({ ...build, appPort, apiPort }, async ({ browser, storageState }) => {
    for (const path of pages)
      for (let run = 1; run <= runs; run++) await measure({ browser, storageState, path, run });
  });
}
