// Main-thread blocking of cold section loads in a served build (made for the demo engine's
// move to a Web Worker): `node bench/main-thread-blocking.mjs http://127.0.0.1:4302 [more builds...]`.
// Several served builds (before and after a change) are measured in turns, run by run, so
// the load other processes put on a shared machine falls on each alike.
// Signs in as superadmin once, then opens each route in a fresh context (a first visit:
// the demo's service worker and data set start from nothing), demo latency 150 ms as in
// `npm run bench`, waits until every panel has its answer and the page is quiet, and
// sums the page's long tasks (PerformanceObserver 'longtask', main thread only: a Web
// Worker's tasks never appear there). TBT is Lighthouse's rule: the part of each long
// task over 50 ms, from first contentful paint on.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/browser-path.mjs';
import { BENCH_VIEWPORT, installProbe } from './page-probe.mjs';
import { median } from './stats.mjs';

const BASE_URLS = process.argv.length > 2 ? process.argv.slice(2) : ['http://127.0.0.1:4302'];
const RUNS = Number(process.env.RUNS ?? 5);
const ROUTES = (process.env.ROUTES ?? '/accounts,/sales').split(',');
/** CPU slow-down (Lighthouse's mobile preset uses 4). */
const CPU_RATE = Number(process.env.CPU_RATE ?? 1);
const STORAGE = { 'demo:latency': '150', 'demo:scale': null, 'bench:no-cache': null };
const QUIET_MS = 1_000;

function recordLongTasks() {
  window.__longTasks = [];
  window.__fcp = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
}

async function newContext(browser, baseURL, storageState) {
  const context = await browser.newContext({
    baseURL,
    viewport: BENCH_VIEWPORT,
    storageState,
  });
  await context.addInitScript(installProbe, { storage: STORAGE });
  await context.addInitScript(recordLongTasks);
  return context;
}

async function signIn(browser, baseURL) {
  const context = await newContext(browser, baseURL);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Username').fill('superadmin');
  await page.getByLabel('Password', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(/^Welcome, .+!$/).waitFor({ timeout: 60_000 });
  const state = await context.storageState();
  await context.close();
  return state;
}

async function coldLoad(browser, baseURL, storageState, route) {
  const context = await newContext(browser, baseURL, storageState);
  const page = await context.newPage();
  if (CPU_RATE > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
  }
  await page.goto(route);
  const load = await page.evaluate(() => window.__bench.load({ withMaps: true }));
  await page.waitForTimeout(QUIET_MS);
  const { tasks, fcp } = await page.evaluate(() => ({ tasks: window.__longTasks, fcp: window.__fcp }));
  await context.close();
  const upTo = load.allReady + QUIET_MS;
  const counted = tasks.filter((t) => t.start <= upTo);
  return {
    fcp,
    allReady: load.allReady,
    errors: load.state.error,
    longTaskMs: counted.reduce((sum, t) => sum + t.ms, 0),
    tbt: counted.filter((t) => t.start >= (fcp ?? 0)).reduce((sum, t) => sum + Math.max(0, t.ms - 50), 0),
    longest: Math.max(0, ...counted.map((t) => t.ms)),
    count: counted.length,
  };
}

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
try {
  const states = [];
  for (const url of BASE_URLS) states.push(await signIn(browser, url));
  for (const route of ROUTES) {
    const runs = BASE_URLS.map(() => []);
    for (let i = 0; i < RUNS; i++) {
      for (const [b, url] of BASE_URLS.entries())
        runs[b].push(await coldLoad(browser, url, states[b], route));
    }
    for (const [b, url] of BASE_URLS.entries()) {
      const m = (key) => Math.round(median(runs[b].map((r) => r[key])));
      console.log(
        `${url} ${route} (cpu x${CPU_RATE}, ${RUNS} runs, medians): TBT ${m('tbt')} ms, long tasks ${m('longTaskMs')} ms` +
          ` in ${m('count')}, longest ${m('longest')} ms, FCP ${m('fcp')} ms, all panels ${m('allReady')} ms`,
      );
      console.log(
        `  TBT per run: ${runs[b].map((r) => Math.round(r.tbt)).join(', ')}; panel errors: ${runs[b].map((r) => r.errors).join(',')}`,
      );
    }
  }
} finally {
  await browser.close();
}
