// `npm run bench`: builds the app (demo and real-API), serves each build with
// `vite preview`, drives headless Chromium with Playwright and writes bench/results.json
// plus a table of every figure against its budget. docs/performance.md explains each
// figure and the latest results. Timing budgets are reported here, never asserted.
//
// Environment: BENCH_RUNS (timed runs per figure, default 5), BENCH_SKIP_BUILD=1 (reuse
// dist-bench/), BENCH_FLIPS (shortcut flips for the memory figure, default 50), BENCH_ONLY
// (comma-separated steps: loginDemo, loginReal, coldLoad, apply, cachedFlip, uncachedFlip, map, mapFrames, legend, viewChange,
// sections, or sections:<id> for one row of bench/sections.mjs, scale (every section at demo
// scale 1 and 10; scale:demo or scale:real for one build), lighthouse, or lighthouse:demo / lighthouse:real for one build), BENCH_SECTION_RUNS (default 3), BENCH_SCALE_RUNS (runs of each scale table, median reported, default 3). Lighthouse (bench/lighthouse.mjs):
// BENCH_LIGHTHOUSE_RUNS (runs per page x preset x build, median reported, default 1: the
// matrix of 40 runs takes ~9 min on 2 cores, 3 runs ~25 min), BENCH_LIGHTHOUSE_PAGES
// (comma-separated paths, default /login and every section page), BENCH_LIGHTHOUSE_PRESETS
// (desktop,mobile), BENCH_API_ORIGIN (the production build's API: same-origin, the default,
// or cross-origin; docs/performance-log.md, "the API's transfer"), BROWSER_GL (swiftshader, the
// default, or egl: the machine's GPU driver, or Mesa's llvmpipe without a GPU;
// scripts/browser-path.mjs; the renderer is written to meta.gl).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/browser-path.mjs';
import { glRenderer } from './gl-renderer.mjs';
import {
  apiOriginMode,
  buildAppForApi,
  buildDemoApi,
  productionApiUrl,
  startProductionPair,
  targetsApi,
} from '../scripts/demo-api-process.mjs';
import { analyseBuild, BUDGETS, jsFiles, keyOfFile, staticClosure, sumKB } from './bundle-graph.mjs';
import {
  LIGHTHOUSE_GOALS,
  lighthouseBuild,
  lighthouseGoalRows,
  lighthousePages,
  lighthouseTable,
  PRESETS,
} from './lighthouse.mjs';
import { BENCH_VIEWPORT, installProbe } from './page-probe.mjs';
import { LEGEND_PAGES, legendToggleRuns, LEGEND_SCALE } from './legend-toggle.mjs';
import { VIEW_CHANGES, viewChangeRuns } from './view-change.mjs';
import { mapFrameRuns, MAP_FRAMES_SCALE } from './map-frames.mjs';
import { scaleRuns, scaleTable } from './scale-table.mjs';
import { SECTIONS, sectionById } from './sections.mjs';
import { median } from './stats.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(ROOT, 'dist-bench');
const DEMO_DIST = join(OUT_DIR, 'demo');
const REAL_DIST = join(OUT_DIR, 'real');
const HANDLERS_JSON = join(OUT_DIR, 'handlers.json');
/** The production build for the HTTP demo API (VITE_API_URL inlined), and that API's build. */
const REAL_HTTP_DIST = join(OUT_DIR, 'real-http');
const DEMO_API_DIST = join(OUT_DIR, 'demo-api');
const RESULTS = join(ROOT, 'bench', 'results.json');
const VITE = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

const RUNS = Math.max(5, Number(process.env.BENCH_RUNS ?? 5));
/** Timed runs per section figure (bench/sections.mjs): every section, so fewer than RUNS. */
const SECTION_RUNS = Number(process.env.BENCH_SECTION_RUNS ?? 3);
const FLIPS = Number(process.env.BENCH_FLIPS ?? 50);
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 1));
const LIGHTHOUSE_PAGES = lighthousePages(SECTIONS).filter(
  (p) =>
    !process.env.BENCH_LIGHTHOUSE_PAGES || process.env.BENCH_LIGHTHOUSE_PAGES.split(',').includes(p.path),
);
const LIGHTHOUSE_PRESETS = process.env.BENCH_LIGHTHOUSE_PRESETS?.split(',') ?? PRESETS;
/** For working on one figure: BENCH_ONLY=map,cachedFlip (step names as in results.meta.errors). */
const ONLY = process.env.BENCH_ONLY?.split(',');
/** Demo API latency for every timing run (ms): a realistic round trip. */
const LATENCY_MS = 150;
const MAP_SCALE = 10;
const USER = 'superadmin';
const PASSWORD = 'demo';
/** The one filter field the Apply figure changes, and the shortcuts the flip figures use. */
const APPLY_FIELD = { label: 'City', param: 'cities' };
const FLIP_A = 'Last Month';
/**
 * The open period menu stays on screen this long before the shortcut is clicked, as it
 * does for a person. Clicking in the first frame the menu exists times the compositing of
 * the menu itself too: ~50-100 ms of GPU work on this machine's software GL (SwiftShader),
 * which the flip's own frame then waits behind. That figure is still reported
 * (`cachedFlip.immediateClickMs`).
 */
const MENU_PAUSE_MS = 250;
const FLIP_B = 'Last Week';
const VIEWPORT = BENCH_VIEWPORT;

const startedAt = Date.now();
const load = { start: loadavg()[0] };
const log = (message) =>
  console.log(`[bench ${((Date.now() - startedAt) / 1000).toFixed(0).padStart(4)} s] ${message}`);

// ---------------------------------------------------------------- helpers

const round = (n, digits = 0) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);
/** A timing: median of the runs, with min, max and every run. */
const stat = (values, digits = 0) => ({
  median: round(median(values), digits),
  min: round(Math.min(...values), digits),
  max: round(Math.max(...values), digits),
  runs: values.map((v) => round(v, digits)),
});

function run(command, args, env = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

function build(outDir, apiUrl) {
  run(
    process.execPath,
    [VITE, 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir', '--manifest'],
    {
      VITE_API_URL: apiUrl,
    },
  );
}

const freePort = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(freePort(port + 1)));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(port)));
  });

/** `vite preview` of a build; stopped by its pid at the end. */
async function serve(outDir, port) {
  const child = spawn(
    process.execPath,
    [VITE, 'preview', '--outDir', outDir, '--port', String(port), '--strictPort', '--host', '127.0.0.1'],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    if (child.exitCode !== null) throw new Error(`vite preview exited: ${output}`);
    try {
      if ((await fetch(url)).ok) return { url, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`vite preview did not start: ${output}`);
}

/** gzip KB of a served file, read from the build it came from. */
function servedKB(dist, pathname) {
  const file = join(dist, pathname.replace(/^\//, ''));
  return existsSync(file) && statSync(file).isFile() ? gzipSync(readFileSync(file)).length / 1024 : 0;
}

const jsPaths = (entries) => [
  ...new Set(entries.map((e) => new URL(e.name).pathname).filter((p) => /\.m?js$/.test(p))),
];

// ---------------------------------------------------------------- browser steps

async function newContext(browser, baseURL, storage, storageState) {
  const context = await browser.newContext({ baseURL, viewport: VIEWPORT, storageState });
  await context.addInitScript(installProbe, { storage });
  return context;
}

/** Counts the page's /api/ calls (Playwright sees the ones the in-page MSW worker answers). */
function recordApi(page) {
  const calls = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(pathname);
  });
  return {
    calls,
    reset: () => calls.splice(0),
    data: () => calls.filter((p) => !p.startsWith('/api/demo-photos/')),
  };
}

const demoStorage = (extra = {}) => ({
  'demo:latency': String(LATENCY_MS),
  'demo:scale': null,
  'bench:no-cache': null,
  ...extra,
});

async function signIn(browser, baseURL) {
  const context = await newContext(browser, baseURL, demoStorage());
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill(USER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(/^Welcome, .+!$/).waitFor({ timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

/** JS fetched before the login form is usable, from the page's resource timing. */
async function measureLogin(browser, baseURL, dist) {
  const samples = [];
  // Sizes are deterministic; one page load gives the file list (and a rough time).
  for (let i = 0; i < 1; i++) {
    const context = await newContext(browser, baseURL, demoStorage());
    const page = await context.newPage();
    await page.goto('/login');
    await page.waitForFunction(() => window.__bench?.marks.loginInteractive !== undefined, null, {
      timeout: 60_000,
    });
    await page.waitForTimeout(300);
    const { interactive, entries, serviceWorker } = await page.evaluate(() => ({
      interactive: window.__bench.marks.loginInteractive,
      entries: performance
        .getEntriesByType('resource')
        .map((e) => ({ name: e.name, startTime: e.startTime })),
      serviceWorker: Boolean(navigator.serviceWorker?.controller),
    }));
    const before = jsPaths(entries.filter((e) => e.startTime <= interactive));
    // The demo's MSW service worker script is fetched outside the page's resource timing.
    if (serviceWorker) before.push('/mockServiceWorker.js');
    const after = jsPaths(entries.filter((e) => e.startTime > interactive)).filter(
      (p) => !before.includes(p),
    );
    samples.push({
      interactiveMs: interactive,
      files: before,
      kb: before.reduce((sum, p) => sum + servedKB(dist, p), 0),
      laterFiles: after,
    });
    await context.close();
  }
  return samples.at(-1) && { ...samples.at(-1), interactiveMs: stat(samples.map((s) => s.interactiveMs)) };
}

async function coldLoads(browser, baseURL, storageState) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const context = await newContext(browser, baseURL, demoStorage(), storageState);
    const page = await context.newPage();
    await page.goto('/accounts');
    const result = await page.evaluate(() => window.__bench.load({ withMaps: true }));
    const entries = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((e) => ({ name: e.name, startTime: e.startTime })),
    );
    const mapDom = await page.evaluate(() => window.__bench.mapDom());
    const api = result.api.filter((e) => !e.path.startsWith('/api/demo-photos/'));
    runs.push({
      firstPanelMs: result.marks.firstPanel,
      allPanelsMs: result.allReady,
      mapReadyMs: result.marks.firstMapReady ?? null,
      firstApiMs: Math.min(...api.map((e) => e.start)),
      lastDataMs: Math.max(...api.map((e) => e.end)),
      panels: result.state.names,
      errors: result.state.error,
      js: jsPaths(entries.filter((e) => e.startTime <= result.allReady)),
      mapDom,
      api: api.map((e) => `${e.path} ${Math.round(e.start)}-${Math.round(e.end)}`),
    });
    log(
      `  cold load ${i + 1}/${RUNS}: first panel ${Math.round(result.marks.firstPanel)} ms, all ${Math.round(result.allReady)} ms`,
    );
    await context.close();
  }
  return runs;
}

async function heapMB(page) {
  const cdp = await page.context().newCDPSession(page);
  for (let i = 0; i < 3; i++) await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await cdp.detach();
  return usedSize / 1024 / 1024;
}

/** /sales: Apply one changed field; the requests it sends against the contract's answer. */
async function applyRuns(browser, baseURL, storageState, contractParams) {
  const context = await newContext(browser, baseURL, demoStorage(), storageState);
  const page = await context.newPage();
  const api = recordApi(page);
  await page.goto('/sales');
  const first = await page.evaluate(() => window.__bench.load({ withMaps: true }));
  // The endpoints the page's panels read: every /api/ call of the load that sends filter params.
  const panelEndpoints = [...new Set(api.data().map((p) => p.replace(/^\/api/, '')))].filter(
    (path) => (contractParams[path] ?? []).length > 0,
  );
  const expected = panelEndpoints.filter((path) => contractParams[path].includes(APPLY_FIELD.param));

  const board = page.getByRole('form', { name: 'Filters' });
  const control = board.getByLabel(APPLY_FIELD.label, { exact: true });
  await control.click();
  const options = (await page.getByRole('listbox').last().getByRole('option').allInnerTexts()).map((t) =>
    t.trim(),
  );
  await page.keyboard.press('Escape');

  const runs = [];
  const picked = [];
  for (let i = 0; i < RUNS; i++) {
    const option = options[i];
    picked.push(option);
    await control.click();
    await page.getByRole('option', { name: option, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.waitForTimeout(100);
    api.reset();
    const result = await page.evaluate(
      (args) =>
        window.__bench.clickAndSettle({
          find: { button: 'Apply', within: 'form[aria-label="Filters"]' },
          expect: { search: { [args.param]: args.values } },
          needLoading: true,
          withMaps: true,
        }),
      { param: APPLY_FIELD.param, values: [...picked] },
    );
    await page.waitForTimeout(500); // a stray refetch would show up here
    runs.push({ ms: result.ms, requests: api.data().length, calls: [...api.data()] });
    log(`  apply ${i + 1}/${RUNS}: ${Math.round(result.ms)} ms, ${api.data().length} requests`);
  }
  await context.close();
  return { runs, expected, panelEndpoints, firstLoad: first.state.names };
}

/**
 * Period flips A -> B -> A on /sales; the return to A is timed. With `noCache` the app's
 * query cache is off (bench:no-cache), the baseline the cached figure is compared with.
 * The cached page also gives the memory figures (first load, then FLIPS flips).
 */
async function flipRuns(browser, baseURL, storageState, { noCache }) {
  const context = await newContext(
    browser,
    baseURL,
    demoStorage(noCache ? { 'bench:no-cache': '1' } : {}),
    storageState,
  );
  const page = await context.newPage();
  const api = recordApi(page);
  await page.goto('/sales');
  await page.evaluate(() => window.__bench.load({ withMaps: true }));
  const heapFirstMB = noCache ? null : await heapMB(page);

  let flips = 0;
  const choose = async (label, { withMaps = true, stableMs = 250, menuPauseMs = MENU_PAUSE_MS } = {}) => {
    flips += 1;
    return page.evaluate(
      ([l, options]) => window.__bench.chooseShortcut(l, options),
      [label, { withMaps, stableMs, menuPauseMs }],
    );
  };
  /**
   * RUNS returns from B to A, each timed with `options`, then the 300 ms pace and the flip
   * to B again; `measure` gets each return and the /api/ requests it made.
   */
  const flipsBack = async (options, measure = (back) => back.ms) => {
    const out = [];
    for (let i = 0; i < RUNS; i++) {
      api.reset();
      const back = await choose(FLIP_A, options);
      await page.waitForTimeout(300);
      out.push(measure(back, api.data().length, i));
      await choose(FLIP_B);
    }
    return out;
  };
  await choose(FLIP_A);
  await choose(FLIP_B);

  const runs = await flipsBack({}, (back, requests, i) => {
    log(
      `  ${noCache ? 'uncached' : 'cached'} flip ${i + 1}/${RUNS}: ${Math.round(back.ms)} ms, ${requests} requests`,
    );
    return { ms: back.ms, requests, sawLoading: back.sawLoading };
  });
  // Panels-only timing (the [data-panel] markers, maps not awaited) for the report, on the
  // same page and at the same pace as the runs above, so the two are comparable.
  const panelsOnly = await flipsBack({ withMaps: false });
  // The same flip back with the shortcut clicked in the first frame its menu exists (no
  // pause), for the report: the difference is the menu's own frame on this machine's GPU.
  const immediate = await flipsBack({ menuPauseMs: 0 });

  let heapAfterFlipsMB = null;
  if (!noCache) {
    // The rest of the flips at a user's pace: each waits for the panels, not for the map's
    // redraw; then everything settles (maps included) before the heap is read.
    while (flips < FLIPS) {
      await choose(flips % 2 === 0 ? FLIP_A : FLIP_B, { withMaps: false, stableMs: 0, menuPauseMs: 0 });
    }
    await page.evaluate(() => window.__bench.load({ withMaps: true }));
    heapAfterFlipsMB = await heapMB(page);
  }
  await context.close();
  return { runs, panelsOnly, immediate, heapFirstMB, heapAfterFlipsMB, flips };
}

/**
 * One section of bench/sections.mjs: SECTION_RUNS cold loads (fresh context, signed in,
 * the page's URL opened: until every panel has its answer and every map has drawn), then
 * in one page the return to a cached period, SECTION_RUNS times, with the requests it made.
 */
async function sectionRuns(browser, baseURL, storageState, section) {
  const cold = [];
  for (let i = 0; i < SECTION_RUNS; i++) {
    const context = await newContext(browser, baseURL, demoStorage(), storageState);
    const page = await context.newPage();
    await page.goto(section.path);
    const result = await page.evaluate(() => window.__bench.load({ withMaps: true }));
    // The end of the last /api/ answer the page asked for before it settled (a request
    // sent later, in the 250 ms the settled state must last, is not data it waited for).
    const data = result.api.filter(
      (e) => !e.path.startsWith('/api/demo-photos/') && e.start <= result.allReady,
    );
    const lastDataMs = data.length > 0 ? Math.max(...data.map((e) => e.end)) : Number.NaN;
    cold.push({
      firstPanelMs: result.marks.firstPanel ?? Number.NaN,
      allPanelsMs: result.allReady,
      lastDataMs,
      ratio: result.allReady / lastDataMs,
      panels: result.state.panels,
      errors: result.state.error,
    });
    await context.close();
  }
  log(
    `  ${section.path} cold: all panels ${cold.map((r) => Math.round(r.allPanelsMs)).join(', ')} ms, last data ${cold.map((r) => Math.round(r.lastDataMs)).join(', ')} ms (${cold.at(-1).panels} panels)`,
  );
  if (!section.flip) return { cold, flips: null };

  const context = await newContext(browser, baseURL, demoStorage(), storageState);
  const page = await context.newPage();
  const api = recordApi(page);
  await page.goto(section.path);
  await page.evaluate(() => window.__bench.load({ withMaps: true }));
  const { kind, a, b } = section.flip;
  const go = (label, searchString) =>
    kind === 'shortcut'
      ? page.evaluate(
          ([l, pause]) => window.__bench.chooseShortcut(l, { menuPauseMs: pause }),
          [label, MENU_PAUSE_MS],
        )
      : page.evaluate(
          ([button, search]) =>
            window.__bench.clickAndSettle({
              find: { button },
              expect: search === null ? {} : { searchString: search },
            }),
          [label, searchString ?? null],
        );
  if (kind === 'shortcut') await go(a);
  const searchA = await page.evaluate(() => window.location.search);
  await go(b);
  const flips = [];
  for (let i = 0; i < SECTION_RUNS; i++) {
    api.reset();
    const back = await go(a, searchA);
    await page.waitForTimeout(300);
    flips.push({ ms: back.ms, requests: api.data().length });
    await go(b);
  }
  await context.close();
  log(
    `  ${section.path} cached flip back: ${flips.map((f) => `${Math.round(f.ms)} ms/${f.requests} req`).join(', ')}`,
  );
  return { cold, flips };
}

/**
 * The accounts map at 10x scale. The data set is generated once (first visit, reported
 * but not the figure); then each run leaves /accounts and comes back through the nav
 * with the query cache off, so the ~25,000 pins are fetched, parsed and drawn again.
 */
async function mapRuns(browser, baseURL, storageState) {
  const context = await newContext(
    browser,
    baseURL,
    demoStorage({ 'demo:scale': String(MAP_SCALE), 'bench:no-cache': '1' }),
    storageState,
  );
  const page = await context.newPage();
  await page.goto('/accounts');
  const first = await page.evaluate(() => window.__bench.load({ withMaps: true, timeoutMs: 240_000 }));
  const other = await page.evaluate(() => {
    const links = [...document.querySelectorAll('nav[aria-label="Sections"] a')].map(
      (a) => new URL(a.href).pathname,
    );
    // A light page first: the demo engine answers in turn, so a page whose answers take it
    // seconds (Reports' scorecards at 10x) would hold up /accounts/map behind them.
    return ['/database', '/admin', '/schedule', '/management', '/uds', '/merchandising', '/reports'].find(
      (p) => links.includes(p),
    );
  });
  const runs = [];
  for (let i = 0; i < RUNS; i++) {
    const runStarted = Date.now();
    await page.evaluate(
      (to) =>
        window.__bench.clickAndSettle({
          find: { navTo: to },
          expect: { path: to },
          settle: false,
          stableMs: 0,
        }),
      other,
    );
    await page.waitForFunction(() => !document.querySelector('[data-map]'), null, { timeout: 30_000 });
    const result = await page.evaluate(() =>
      window.__bench.clickAndSettle({
        find: { navTo: '/accounts' },
        expect: { path: '/accounts' },
        // The issue's figure: until the map is idle with every pin drawn.
        withMaps: 'idle',
        timeoutMs: 120_000,
      }),
    );
    const dom = await page.evaluate(() => window.__bench.mapDom());
    const mapData = result.api.filter((e) => e.path === '/api/accounts/map').at(-1);
    runs.push({
      idleMs: result.ms,
      dataMs: mapData ? mapData.end - result.t0 : null,
      dom,
    });
    log(
      `  map ${i + 1}/${RUNS}: idle ${Math.round(result.ms)} ms (data ${Math.round(mapData?.end - result.t0)} ms), ${dom?.points} points, run ${((Date.now() - runStarted) / 1000).toFixed(0)} s`,
    );
  }
  await context.close();
  return { firstVisitMs: first.allReady, runs, via: other };
}

/**
 * Lighthouse on the production build against the HTTP demo API (what `npm run start:real`
 * runs): the API with the same added latency as the demo, the app built for its URL and
 * served by the static host of docs/deploy.md (cache headers, Content-Security-Policy).
 * BENCH_API_ORIGIN picks the deployment: same-origin (the default: the API under the app's
 * /api/, forwarded by the static host) or cross-origin (the API on its own port, CORS).
 */
async function lighthouseReal() {
  const pair = await startRealPair();
  try {
    const result = await lighthouseBuild({
      origin: pair.origin,
      demo: false,
      latencyMs: LATENCY_MS,
      pages: LIGHTHOUSE_PAGES,
      presets: LIGHTHOUSE_PRESETS,
      runs: LIGHTHOUSE_RUNS,
      log,
    });
    return { ...result, meta: { ...result.meta, apiOrigin: pair.mode } };
  } finally {
    pair.close();
  }
}

/** The HTTP demo API is built once a run (or not at all with BENCH_SKIP_BUILD=1 and a build). */
let demoApiBuilt = false;

/**
 * The production build and the HTTP demo API (its data set at `scale`, default 1), started
 * as BENCH_API_ORIGIN deploys them; the app is built again only for another API address.
 */
async function startRealPair({ scale } = {}) {
  const mode = apiOriginMode(process.env.BENCH_API_ORIGIN);
  const apiPort = await freePort(4390);
  const appPort = await freePort(apiPort + 1);
  const apiUrl = productionApiUrl({ mode, appPort, apiPort });
  if (!demoApiBuilt && (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(join(DEMO_API_DIST, 'cli.js')))) {
    log('building the HTTP demo API');
    buildDemoApi(DEMO_API_DIST);
  }
  demoApiBuilt = true;
  if (
    !targetsApi(REAL_HTTP_DIST, apiUrl) ||
    (process.env.BENCH_SKIP_BUILD !== '1' && !builtApps.has(apiUrl))
  ) {
    log(`building the production app for ${apiUrl} (${mode})`);
    buildAppForApi(REAL_HTTP_DIST, apiUrl);
    builtApps.add(apiUrl);
  }
  const pair = await startProductionPair({
    appDist: REAL_HTTP_DIST,
    apiDist: DEMO_API_DIST,
    appPort,
    apiPort,
    mode,
    scale,
    latencyMs: LATENCY_MS,
  });
  return { ...pair, mode };
}

/** The API addresses the production app was built for in this run. */
const builtApps = new Set();

// ---------------------------------------------------------------- main

async function main() {
  mkdirSync(OUT_DIR, { recursive: true });
  if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(join(DEMO_DIST, 'index.html'))) {
    log('building the demo app (vite build, demo API)');
    build(DEMO_DIST, '');
    log('building the real-API app (what ships)');
    build(REAL_DIST, 'https://api.invalid');
  }
  log('timing the demo API handlers in Node (vitest, latency 0, default scale)');
  run(
    process.execPath,
    [
      join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--config',
      'bench/vitest.config.ts',
      '--mode',
      'bench',
    ],
    { BENCH_HANDLERS_OUT: HANDLERS_JSON, VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
  );
  const handlers = JSON.parse(readFileSync(HANDLERS_JSON, 'utf8'));

  const demoBuild = analyseBuild(DEMO_DIST);
  const realBuild = analyseBuild(REAL_DIST);

  const demoPort = await freePort(4180);
  const demo = await serve(DEMO_DIST, demoPort);
  const realPort = await freePort(demoPort + 1);
  const real = await serve(REAL_DIST, realPort);
  const servers = [demo.child, real.child];
  const executablePath = chromiumExecutable();
  const launch = () =>
    chromium.launch({
      ...(executablePath ? { executablePath } : {}),
      args: [...CHROMIUM_ARGS, '--js-flags=--expose-gc'],
    });
  let browser = await launch();
  const gl = await glRenderer(browser);
  log(`WebGL: ${gl.backend} (${gl.renderer})`);
  const errors = {};
  /** One figure; a step whose browser died (crash, or killed from outside) is retried once. */
  const step = async (name, fn) => {
    if (ONLY && name !== 'signIn' && !ONLY.some((only) => name === only || name.startsWith(`${only}:`)))
      return null;
    for (let attempt = 1; ; attempt++) {
      if (!browser.isConnected()) browser = await launch();
      try {
        const value = await fn(browser);
        delete errors[name];
        return value;
      } catch (error) {
        errors[name] = String(error?.message ?? error).slice(0, 500);
        log(`  ${name} FAILED: ${errors[name]}`);
        if (attempt >= 2 || browser.isConnected()) return null;
        log(`  browser lost: relaunching and retrying ${name}`);
      }
    }
  };

  let results;
  try {
    log(`login page JS (demo on :${demoPort}, real API on :${realPort})`);
    const loginDemo = await step('loginDemo', (b) => measureLogin(b, demo.url, DEMO_DIST));
    const loginReal = await step('loginReal', (b) => measureLogin(b, real.url, REAL_DIST));
    const storageState = await step('signIn', (b) => signIn(b, demo.url));

    log(`cold loads of /accounts (${RUNS} runs, latency ${LATENCY_MS} ms)`);
    const cold = await step('coldLoad', (b) => coldLoads(b, demo.url, storageState));
    log('Apply on /sales');
    const apply = await step('apply', (b) => applyRuns(b, demo.url, storageState, handlers.params));
    log('period flips on /sales, cached');
    const cached = await step('cachedFlip', (b) => flipRuns(b, demo.url, storageState, { noCache: false }));
    log('period flips on /sales, query cache off (bench:no-cache)');
    const uncached = await step('uncachedFlip', (b) =>
      flipRuns(b, demo.url, storageState, { noCache: true }),
    );
    log(`accounts map at ${MAP_SCALE}x scale`);
    const map = await step('map', (b) => mapRuns(b, demo.url, storageState));
    log(`accounts map at ${MAP_FRAMES_SCALE}x scale: pans and zooms`);
    // What the steps that open their own demo pages are given (map frames, legend, view changes).
    const demoPages = (b) => ({
      browser: b,
      baseURL: demo.url,
      storageState,
      newContext,
      storage: demoStorage,
      log,
    });
    const mapFrames = await step('mapFrames', (b) => mapFrameRuns(demoPages(b)));
    log(`map legend toggles at ${LEGEND_SCALE}x scale`);
    const legend = await step('legend', (b) => legendToggleRuns(demoPages(b)));
    log('view changes: /sales Top 10 sort and SKU legend, /uds daily table page and sort');
    const viewChange = await step('viewChange', (b) => viewChangeRuns(demoPages(b)));
    log(`every section (${SECTION_RUNS} runs each): cold load, cached flip back`);
    const sections = {};
    for (const section of SECTIONS)
      sections[section.id] = await step(`sections:${section.id}`, (b) =>
        sectionRuns(b, demo.url, storageState, section),
      );

    // The section pages of the navigation (one account's page is one store at any scale).
    const scalePaths = [...new Set(SECTIONS.map((s) => s.path))].filter((p) => /^\/[a-z]+$/.test(p));
    const accountPage = SECTIONS.find((s) => /^\/accounts\/\d+$/.test(s.path)).path;
    log('every section at demo scale 1 and 10: the demo build, query cache off');
    const scale = await step('scale:demo', (b) =>
      scaleRuns({
        open: async (scaleN) => ({
          context: await newContext(
            b,
            demo.url,
            demoStorage({ 'demo:scale': String(scaleN), 'bench:no-cache': '1' }),
            storageState,
          ),
        }),
        firstPath: accountPage,
        paths: scalePaths,
        heapMB,
        log,
      }),
    );
    log('every section at scale 1 and 10: the production build on the HTTP demo API');
    const scaleReal = await step('scale:real', (b) =>
      scaleRuns({
        open: async (scaleN) => {
          const pair = await startRealPair({ scale: scaleN });
          try {
            const state = await signIn(b, pair.origin);
            return { context: await newContext(b, pair.origin, demoStorage(), state), close: pair.close };
          } catch (error) {
            pair.close();
            throw error;
          }
        },
        firstPath: accountPage,
        paths: scalePaths,
        heapMB,
        log,
      }),
    );

    log(
      `Lighthouse: ${LIGHTHOUSE_PAGES.length} pages x ${LIGHTHOUSE_PRESETS.join(', ')} x ${LIGHTHOUSE_RUNS} run(s), demo then production`,
    );
    const lighthouseDemo = await step('lighthouse:demo', () =>
      lighthouseBuild({
        origin: demo.url,
        demo: true,
        latencyMs: LATENCY_MS,
        pages: LIGHTHOUSE_PAGES,
        presets: LIGHTHOUSE_PRESETS,
        runs: LIGHTHOUSE_RUNS,
        log,
      }),
    );
    const lighthouseRealResult = await step('lighthouse:real', () => lighthouseReal());

    results = assemble({
      demoBuild,
      realBuild,
      loginDemo,
      loginReal,
      cold,
      apply,
      cached,
      uncached,
      map,
      mapFrames,
      legend,
      viewChange,
      sections,
      scale,
      scaleReal,
      lighthouse: { demo: lighthouseDemo, real: lighthouseRealResult },
      handlers,
      gl,
      errors,
    });
  } finally {
    await browser.close();
    for (const child of servers) child.kill('SIGTERM');
  }
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
  printTable(results);
  if (results.scale) console.log(`\nScale table, demo build (ms, KB, MB):\n${scaleTable(results.scale)}`);
  if (results.scaleReal)
    console.log(
      `\nScale table, production build on the HTTP demo API (ms, KB, MB):\n${scaleTable(results.scaleReal, 'the server generates the data set')}`,
    );
  log(`wrote ${RESULTS}`);
}

// ---------------------------------------------------------------- results

function assemble({
  gl,
  demoBuild,
  realBuild,
  loginDemo,
  loginReal,
  cold,
  apply,
  cached,
  uncached,
  map,
  mapFrames,
  legend,
  viewChange,
  sections,
  scale,
  scaleReal,
  lighthouse,
  handlers,
  errors,
}) {
  const mapExcluded = (build) => new Set([...build.mapFiles, ...build.workerFiles].map((f) => `/${f}`));

  // Accounts JS: what the demo page fetched until every panel was ready, map excluded...
  const demoAccountsPaths = cold ? cold.at(-1).js.filter((p) => !mapExcluded(demoBuild).has(p)) : [];
  const accountsDemoKB = cold
    ? demoAccountsPaths.reduce((sum, p) => sum + servedKB(DEMO_DIST, p), 0)
    : Number.NaN;
  // ...and the same chunks in the real-API build (what ships): each fetched chunk's
  // manifest key and its static imports, without the demo-only keys (mocks/).
  const keys = demoAccountsPaths
    .map((p) => keyOfFile(demoBuild.manifest, p.slice(1)))
    .filter((key) => key && realBuild.manifest[key]);
  const shippedAccountsFiles = [
    ...jsFiles(realBuild.manifest, staticClosure(realBuild.manifest, keys)),
  ].filter((f) => !mapExcluded(realBuild).has(`/${f}`));
  const accountsShippedKB = cold ? sumKB(REAL_DIST, shippedAccountsFiles) : Number.NaN;

  const coldStats = cold && {
    firstPanelMs: stat(cold.map((r) => r.firstPanelMs)),
    allPanelsMs: stat(cold.map((r) => r.allPanelsMs)),
    mapReadyMs: stat(cold.map((r) => r.mapReadyMs ?? Number.NaN)),
    firstApiMs: stat(cold.map((r) => r.firstApiMs)),
    lastDataMs: stat(cold.map((r) => r.lastDataMs)),
    ratio: stat(
      cold.map((r) => r.allPanelsMs / r.lastDataMs),
      2,
    ),
  };
  const applyMs = apply && stat(apply.runs.map((r) => r.ms));
  const cachedMs = cached && stat(cached.runs.map((r) => r.ms));
  const cachedPanelsMs = cached && stat(cached.panelsOnly);
  const uncachedMs = uncached && stat(uncached.runs.map((r) => r.ms));
  const uncachedPanelsMs = uncached && stat(uncached.panelsOnly);
  const cachedImmediateMs = cached && stat(cached.immediate);
  const uncachedImmediateMs = uncached && stat(uncached.immediate);
  const mapIdle = map && stat(map.runs.map((r) => r.idleMs));
  const mapData = map && stat(map.runs.map((r) => r.dataMs ?? Number.NaN));

  // DOM nodes per pin: elements under the map root at 10x minus at 1x, per extra point.
  const small = cold?.at(-1)?.mapDom;
  const big = map?.runs.at(-1)?.dom;
  const perPin = (count) =>
    small && big && big.points > small.points
      ? (count(big) - count(small)) / (big.points - small.points)
      : null;
  const pinDomNodes = perPin((d) => d.elements);
  const pinDomNodesWithoutClusterLabels = perPin((d) => d.elements - d.markerElements);

  const results = {
    meta: {
      date: new Date().toISOString(),
      runsPerTiming: RUNS,
      demoLatencyMs: LATENCY_MS,
      node: process.version,
      cpus: cpus().length,
      loadAverage1m: { start: round(load.start, 1), end: round(loadavg()[0], 1) },
      gl,
      durationS: null,
      errors,
    },
    bundle: {
      loginJsGzipKB: round(loginReal?.kb ?? Number.NaN, 1),
      loginJsDemoGzipKB: round(loginDemo?.kb ?? Number.NaN, 1),
      loginJsStaticGraphKB: round(realBuild.loginKB, 1),
      accountsJsGzipKB: round(accountsShippedKB, 1),
      accountsJsDemoGzipKB: round(accountsDemoKB, 1),
      accountsJsStaticGraphKB: round(realBuild.accountsKB, 1),
      mapChunkGzipKB: round(realBuild.mapKB, 1),
      mapWorkerGzipKB: round(realBuild.workerKB, 1),
      totalJsGzipKB: round(realBuild.totalKB, 1),
      totalJsDemoGzipKB: round(demoBuild.totalKB, 1),
      maplibreOnlyInLazyChunk:
        realBuild.maplibreOutsideMapChunk.length === 0 && realBuild.maplibreEager.length === 0,
      maplibreFiles: realBuild.maplibreFiles,
      loginFiles: loginReal?.files ?? [],
      loginDemoFiles: loginDemo?.files ?? [],
      loginInteractiveMs: loginReal?.interactiveMs ?? null,
      loginDemoInteractiveMs: loginDemo?.interactiveMs ?? null,
      accountsFiles: shippedAccountsFiles,
    },
    coldLoad: coldStats && {
      firstPanelMs: coldStats.firstPanelMs.median,
      allPanelsMs: coldStats.allPanelsMs.median,
      lastDataMs: coldStats.lastDataMs.median,
      ratio: coldStats.ratio.median,
      stats: coldStats,
      panels: cold.at(-1).panels,
      panelErrors: Math.max(...cold.map((r) => r.errors)),
      apiTimeline: cold.at(-1).api,
    },
    apply: apply && {
      ms: applyMs.median,
      requests: Math.max(...apply.runs.map((r) => r.requests)),
      expectedRequests: apply.expected.length,
      field: APPLY_FIELD.param,
      stats: { ms: applyMs },
      requestsPerRun: apply.runs.map((r) => r.requests),
      calls: apply.runs.at(-1).calls,
      expectedEndpoints: apply.expected,
      panelEndpoints: apply.panelEndpoints,
    },
    cachedFlip: cached &&
      uncached && {
        ms: cachedMs.median,
        requests: Math.max(...cached.runs.map((r) => r.requests)),
        uncachedMs: uncachedMs.median,
        ratio: round(cachedMs.median / uncachedMs.median, 3),
        panelsOnlyMs: cachedPanelsMs.median,
        uncachedPanelsOnlyMs: uncachedPanelsMs.median,
        panelsOnlyRatio: round(cachedPanelsMs.median / uncachedPanelsMs.median, 3),
        immediateClickMs: cachedImmediateMs.median,
        uncachedImmediateClickMs: uncachedImmediateMs.median,
        menuPauseMs: MENU_PAUSE_MS,
        shortcuts: [FLIP_A, FLIP_B],
        stats: {
          ms: cachedMs,
          uncachedMs,
          panelsOnlyMs: cachedPanelsMs,
          uncachedPanelsOnlyMs: uncachedPanelsMs,
          immediateClickMs: cachedImmediateMs,
          uncachedImmediateClickMs: uncachedImmediateMs,
        },
        requestsPerRun: cached.runs.map((r) => r.requests),
        uncachedRequestsPerRun: uncached.runs.map((r) => r.requests),
      },
    map: map && {
      points: map.runs.at(-1).dom?.points ?? null,
      idleMs: mapIdle.median,
      pinDomNodes: pinDomNodes === null ? null : round(pinDomNodes, 3),
      pinDomNodesWithoutClusterLabels:
        pinDomNodesWithoutClusterLabels === null ? null : round(pinDomNodesWithoutClusterLabels, 3),
      scale: MAP_SCALE,
      dataMs: mapData.median,
      stats: { idleMs: mapIdle, dataMs: mapData },
      firstVisitMs: round(map.firstVisitMs),
      dom: { at10x: big, at1x: small },
      via: map.via,
    },
    memory: cached && {
      heapFirstMB: round(cached.heapFirstMB, 1),
      heapAfterFlipsMB: round(cached.heapAfterFlipsMB, 1),
      flips: cached.flips,
    },
    mapFrames: mapFrames ?? null,
    legend: legend ?? null,
    // View changes on /sales, scale 1 (bench/view-change.mjs).
    viewChange: viewChange ?? null,
    // Every section page at demo scale 1 and 10, the demo build and the production build on
    // the HTTP demo API (bench/scale-table.mjs).
    scale: scale ?? null,
    scaleReal: scaleReal ?? null,
    sections: Object.fromEntries(
      SECTIONS.map(({ id, path, budgetKB, flip }) => {
        const runs = sections[id];
        const cold = runs && {
          firstPanelMs: stat(runs.cold.map((r) => r.firstPanelMs)),
          allPanelsMs: stat(runs.cold.map((r) => r.allPanelsMs)),
          lastDataMs: stat(runs.cold.map((r) => r.lastDataMs)),
          ratio: stat(
            runs.cold.map((r) => r.ratio),
            2,
          ),
        };
        const flipMs = runs?.flips && stat(runs.flips.map((f) => f.ms));
        return [
          id,
          {
            path,
            jsGzipKB: round(realBuild.sections[id].kb, 1),
            jsBudgetKB: budgetKB,
            coldAllPanelsMs: cold?.allPanelsMs.median ?? null,
            coldFirstPanelMs: cold?.firstPanelMs.median ?? null,
            // The goal: every panel drawn within 1.25 x the time its last data arrived
            // (the median of each run's own ratio).
            coldLastDataMs: cold?.lastDataMs.median ?? null,
            coldRatio: cold?.ratio.median ?? null,
            panels: runs?.cold.at(-1).panels ?? null,
            panelErrors: runs ? Math.max(...runs.cold.map((r) => r.errors)) : null,
            cachedFlipMs: flipMs?.median ?? null,
            cachedFlipRequests: runs?.flips ? Math.max(...runs.flips.map((f) => f.requests)) : null,
            flip,
            stats: { cold, cachedFlipMs: flipMs ?? null },
          },
        ];
      }),
    ),
    lighthouse: (lighthouse.demo || lighthouse.real) && {
      runsPerCell: LIGHTHOUSE_RUNS,
      demoLatencyMs: LATENCY_MS,
      apiLatencyMs: LATENCY_MS,
      presets: LIGHTHOUSE_PRESETS,
      pages: LIGHTHOUSE_PAGES.map((p) => p.path),
      goals: LIGHTHOUSE_GOALS,
      demo: lighthouse.demo,
      real: lighthouse.real,
    },
    mockHandlers: {
      p95Ms: round(handlers.p95Ms, 1),
      p50Ms: round(handlers.p50Ms, 1),
      maxMs: round(handlers.maxMs, 1),
      calls: handlers.calls,
      byEndpoint: Object.fromEntries(
        Object.entries(handlers.byEndpoint).map(([path, s]) => [
          path,
          { p50Ms: round(s.p50Ms, 1), p95Ms: round(s.p95Ms, 1), maxMs: round(s.maxMs, 1) },
        ]),
      ),
      breakdown: handlers.breakdown,
      generationMs: round(handlers.generationMs),
      generation10xMs: round(handlers.generation10xMs ?? Number.NaN),
    },
  };
  results.budgets = budgets(results);
  results.meta.durationS = round((Date.now() - startedAt) / 1000);
  results.meta.loadAverage1m.end = round(loadavg()[0], 1);
  return results;
}

function budgets(r) {
  const rows = [];
  const add = (name, value, budget, ok) => rows.push({ name, value, budget, ok: value === null ? null : ok });
  const b = r.bundle;
  add(
    'bundle.loginJsGzipKB (real-API build)',
    b.loginJsGzipKB,
    `<= ${BUDGETS.loginJsGzipKB}`,
    b.loginJsGzipKB <= BUDGETS.loginJsGzipKB,
  );
  // The section budget is the route's static graph (bench/sections.mjs, as test:budgets
  // asserts); what the page fetched until ready also holds its lazy panels' chunks.
  add(
    'bundle.accountsJsStaticGraphKB (real-API build)',
    b.accountsJsStaticGraphKB,
    `<= ${sectionById('accounts').budgetKB}`,
    b.accountsJsStaticGraphKB <= sectionById('accounts').budgetKB,
  );
  add('maplibre only in the lazy map chunk', b.maplibreOnlyInLazyChunk, 'true', b.maplibreOnlyInLazyChunk);
  if (r.cachedFlip) {
    add('cachedFlip.ms', r.cachedFlip.ms, '<= 100', r.cachedFlip.ms <= 100);
    add('cachedFlip.requests', r.cachedFlip.requests, '== 0', r.cachedFlip.requests === 0);
    add('cachedFlip.ratio', r.cachedFlip.ratio, '<= 0.2', r.cachedFlip.ratio <= 0.2);
  }
  if (r.apply)
    add(
      'apply.requests',
      r.apply.requests,
      `== ${r.apply.expectedRequests}`,
      r.apply.requests === r.apply.expectedRequests,
    );
  if (r.mapFrames)
    for (const kind of ['pan', 'zoom']) {
      const longest = Math.max(r.mapFrames[kind].frameGaps.max, r.mapFrames[kind].longFrames.max);
      add(`mapFrames.${kind}`, longest, '<= 100', longest <= 100);
    }
  if (r.legend)
    for (const [path, toggles] of Object.entries(r.legend.pages))
      for (const kind of ['newPins', 'keptPins'])
        add(
          `legend${path}.${kind}EventMs`,
          toggles[kind].maxEventMs,
          '<= 200',
          toggles[kind].maxEventMs <= 200,
        );
  if (r.viewChange)
    for (const [key, change] of Object.entries(r.viewChange.interactions))
      add(`viewChange.${key}EventMs`, change.maxEventMs, '<= 200', change.maxEventMs <= 200);
  if (r.map) {
    add('map.idleMs', r.map.idleMs, '<= 2500', r.map.idleMs <= 2500);
    add(
      'map.pinDomNodes',
      r.map.pinDomNodes,
      '0',
      r.map.pinDomNodes !== null && Math.abs(r.map.pinDomNodes) < 0.01,
    );
  }
  if (r.memory)
    add(
      'memory.heapAfterFlipsMB',
      r.memory.heapAfterFlipsMB,
      `<= 1.5 x ${r.memory.heapFirstMB} = ${round(1.5 * r.memory.heapFirstMB, 1)}`,
      r.memory.heapAfterFlipsMB <= 1.5 * r.memory.heapFirstMB,
    );
  add('mockHandlers.p95Ms', r.mockHandlers.p95Ms, '<= 20', r.mockHandlers.p95Ms <= 20);
  if (r.coldLoad) add('coldLoad.ratio', r.coldLoad.ratio, '<= 1.25', r.coldLoad.ratio <= 1.25);
  for (const [id, s] of Object.entries(r.sections)) {
    add(`sections.${id}.jsGzipKB`, s.jsGzipKB, `<= ${s.jsBudgetKB}`, s.jsGzipKB <= s.jsBudgetKB);
    if (s.coldRatio !== null) add(`sections.${id}.coldRatio`, s.coldRatio, '<= 1.25', s.coldRatio <= 1.25);
    if (s.flip && s.cachedFlipMs !== null) {
      add(`sections.${id}.cachedFlipMs`, s.cachedFlipMs, '<= 100', s.cachedFlipMs <= 100);
      add(`sections.${id}.cachedFlipRequests`, s.cachedFlipRequests, '== 0', s.cachedFlipRequests === 0);
    }
  }
  for (const build of ['real', 'demo'])
    for (const [path, presets] of Object.entries(r.lighthouse?.[build]?.pages ?? {}))
      for (const [preset, cell] of Object.entries(presets))
        rows.push(...lighthouseGoalRows(build, path, preset, cell));
  return rows;
}

function printTable(r) {
  const t = (s) => (s ? `${s.median} [${s.min}-${s.max}]` : 'n/a');
  const rows = [
    ['figure', 'value (median [min-max] of runs)', 'budget', ''],
    ['bundle.loginJsGzipKB (real API, ships)', r.bundle.loginJsGzipKB, '<= 250'],
    ['bundle.loginJsDemoGzipKB (demo build)', r.bundle.loginJsDemoGzipKB, 'report'],
    [
      'bundle.accountsJsStaticGraphKB (real API, route, no map)',
      r.bundle.accountsJsStaticGraphKB,
      `<= ${sectionById('accounts').budgetKB}`,
    ],
    ['bundle.accountsJsGzipKB (real API, fetched until ready, no map)', r.bundle.accountsJsGzipKB, 'report'],
    ['bundle.accountsJsDemoGzipKB (demo build)', r.bundle.accountsJsDemoGzipKB, 'report'],
    [
      'bundle.mapChunkGzipKB (+ worker)',
      `${r.bundle.mapChunkGzipKB} (+ ${r.bundle.mapWorkerGzipKB})`,
      'lazy',
    ],
    [
      'bundle.totalJsGzipKB (real API / demo)',
      `${r.bundle.totalJsGzipKB} / ${r.bundle.totalJsDemoGzipKB}`,
      'report',
    ],
    ['maplibre only in the lazy map chunk', r.bundle.maplibreOnlyInLazyChunk, 'true'],
    ['coldLoad.firstPanelMs', t(r.coldLoad?.stats.firstPanelMs), 'report'],
    ['coldLoad.allPanelsMs', t(r.coldLoad?.stats.allPanelsMs), 'report'],
    ['coldLoad.lastDataMs', t(r.coldLoad?.stats.lastDataMs), 'report'],
    ['coldLoad.ratio (all panels / last data)', t(r.coldLoad?.stats.ratio), '<= 1.25'],
    ['apply.ms', t(r.apply?.stats.ms), 'report'],
    [
      'apply.requests / expectedRequests',
      r.apply ? `${r.apply.requests} / ${r.apply.expectedRequests}` : 'n/a',
      'equal',
    ],
    ['cachedFlip.ms (panels + map drawn)', t(r.cachedFlip?.stats.ms), '<= 100'],
    ['cachedFlip.requests', r.cachedFlip?.requests, '== 0'],
    ['cachedFlip.uncachedMs', t(r.cachedFlip?.stats.uncachedMs), 'report'],
    ['cachedFlip.ratio', r.cachedFlip?.ratio, '<= 0.2'],
    [
      'cachedFlip.panelsOnlyMs / uncached',
      r.cachedFlip
        ? `${r.cachedFlip.panelsOnlyMs} / ${r.cachedFlip.uncachedPanelsOnlyMs} (ratio ${r.cachedFlip.panelsOnlyRatio})`
        : 'n/a',
      'report',
    ],
    [
      'cachedFlip.immediateClickMs / uncached',
      r.cachedFlip
        ? `${t(r.cachedFlip.stats.immediateClickMs)} / ${t(r.cachedFlip.stats.uncachedImmediateClickMs)}`
        : 'n/a',
      'report',
    ],
    ['map.points', r.map?.points, `~25,000 (${MAP_SCALE}x)`],
    ['map.idleMs', t(r.map?.stats.idleMs), '<= 2500'],
    ['map.dataMs (response received)', t(r.map?.stats.dataMs), 'report'],
    ['map.pinDomNodes', r.map?.pinDomNodes, '0'],
    ...['pan', 'zoom'].map((kind) => [
      `mapFrames.${kind} longest frame / long animation frame (${MAP_FRAMES_SCALE}x, ${r.mapFrames?.points ?? '?'} pins)`,
      r.mapFrames ? `${r.mapFrames[kind].frameGaps.max} / ${r.mapFrames[kind].longFrames.max}` : 'n/a',
      '<= 100',
    ]),
    ...LEGEND_PAGES.flatMap((path) =>
      ['newPins', 'keptPins'].map((kind) => [
        `legend${path}.${kind}EventMs median / max (${LEGEND_SCALE}x, hide = new pins, show = kept)`,
        r.legend?.pages[path]
          ? `${r.legend.pages[path][kind].eventMs} / ${r.legend.pages[path][kind].maxEventMs}`
          : 'n/a',
        '<= 200',
      ]),
    ),
    ...VIEW_CHANGES.map(({ key, path, label }) => {
      const change = r.viewChange?.interactions[key];
      return [
        `viewChange.${key}EventMs median / max (${path}, 1x: ${label})`,
        change ? `${change.eventMs} / ${change.maxEventMs}` : 'n/a',
        '<= 200',
      ];
    }),
    ['memory.heapFirstMB', r.memory?.heapFirstMB, 'report'],
    [
      'memory.heapAfterFlipsMB',
      r.memory?.heapAfterFlipsMB,
      r.memory ? `<= ${round(1.5 * r.memory.heapFirstMB, 1)}` : '',
    ],
    ['mockHandlers.p95Ms', r.mockHandlers.p95Ms, '<= 20'],
    ...Object.entries(r.sections).flatMap(([id, s]) => [
      [`sections.${id}.jsGzipKB (${s.path})`, s.jsGzipKB, `<= ${s.jsBudgetKB}`],
      [`sections.${id}.coldAllPanelsMs`, t(s.stats.cold?.allPanelsMs), 'report'],
      [`sections.${id}.coldLastDataMs`, t(s.stats.cold?.lastDataMs), 'report'],
      [`sections.${id}.coldRatio (all panels / last data)`, t(s.stats.cold?.ratio), '<= 1.25'],
      ...(s.flip
        ? [
            [`sections.${id}.cachedFlipMs`, t(s.stats.cachedFlipMs), '<= 100'],
            [`sections.${id}.cachedFlipRequests`, s.cachedFlipRequests, '== 0'],
          ]
        : []),
    ]),
  ];
  const status = new Map(r.budgets.map((b) => [b.name.split(' ')[0], b.ok]));
  const verdict = (name) => {
    const key = name.split(' ')[0];
    if (!status.has(key)) return '';
    const ok = status.get(key);
    return ok === null ? '?' : ok ? 'ok' : 'MISS';
  };
  const cells = rows.map((row, i) => [
    String(row[0]),
    String(row[1] ?? 'n/a'),
    String(row[2]),
    i === 0 ? '' : verdict(row[0]),
  ]);
  const widths = [0, 1, 2, 3].map((c) => Math.max(...cells.map((row) => row[c].length)));
  const line = (row) => `| ${row.map((cell, c) => cell.padEnd(widths[c])).join(' | ')} |`;
  console.log('');
  console.log(line(cells[0]));
  console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of cells.slice(1)) console.log(line(row));
  console.log(
    `\n${RUNS} runs per timing, demo latency ${LATENCY_MS} ms, ${r.meta.cpus} CPUs, load average ${r.meta.loadAverage1m.start} -> ${r.meta.loadAverage1m.end}, ${r.meta.durationS} s, WebGL ${r.meta.gl.backend} (${r.meta.gl.renderer})`,
  );
  if (r.lighthouse) {
    const lh = r.lighthouse;
    console.log(
      `\nLighthouse ${lh.demo?.meta.lighthouse ?? lh.real?.meta.lighthouse}, median of ${lh.runsPerCell} run(s) per cell, ` +
        `latency ${lh.demoLatencyMs} ms (demo and HTTP API); ✗ misses a goal (desktop perf >= 90 real / >= 80 demo, ` +
        `mobile perf >= 75 real, desktop TBT <= 200 ms)\n`,
    );
    console.log(lighthouseTable(lh));
  }
  if (Object.keys(r.meta.errors).length > 0) console.log('errors:', r.meta.errors);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
