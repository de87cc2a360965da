// A page's first load as Chromium's own trace sees it: the production build (VITE_API_URL,
// on the HTTP demo API with 150 ms latency), one cold load per run at 1440x900 (or
// --mobile: 375x812, DPR 3), traced with the devtools timeline categories. Where
// bench/profile-page.mjs samples JS, this also sees what is not JS: GL context creation,
// compositor commits of the map's canvas, style and layout.
//
//   flock /tmp/heavy.lock node bench/trace-page.mjs [--runs 3] [--skip-build] [--mobile] [--mbps 50] /accounts ...
//
// DEMO_API_SCALE=10 traces the scale-10 data set. --mbps paces the answers at that network
// throughput: over loopback a large answer is all there at once, and Chromium reads a body
// that has arrived in one task.
//
// For each run it prints all panels drawn / last data (the bench's ratio), the main
// thread's long tasks after first contentful paint (start, length, what fills them) and
// their blocking time (each task's time over 50 ms, what Lighthouse's TBT sums), and the
// number of compositor commits and their total time. The trace of the last run of each
// page goes to dist-bench/trace/<page>.json (open it in DevTools' Performance panel).
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { installProbe, recordApiAnswers } from './page-probe.mjs';
import { measureProductionPages } from './production-session.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'dist-bench', 'trace');
const API_PORT = 4398;
const APP_PORT = 4399;
const LONG_TASK_MS = 50;
const CATEGORIES = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'loading',
  'cc',
  'gpu',
];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    runs: { type: 'string', default: '1' },
    'skip-build': { type: 'boolean', default: false },
    mobile: { type: 'boolean', default: false },
    mbps: { type: 'string' },
  },
});
const pages = positionals.length > 0 ? positionals : ['/accounts'];
const round = (n) => Math.round(n);

/** Long tasks after FCP on the page's main thread, with the largest events inside each. */
function analyse(events) {
  const mainThread = events.find(
    (e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.ph === 'M',
  );
  // The renderer with the page: the one whose main thread has the first contentful paint.
  const fcp = events.find((e) => e.name === 'firstContentfulPaint');
  const pid = fcp?.pid ?? mainThread?.pid;
  const tid = fcp?.tid ?? mainThread?.tid;
  const navStart = events.find((e) => e.name === 'navigationStart' && e.pid === pid)?.ts ?? fcp?.ts ?? 0;
  const onMain = events.filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask' && e.dur / 1000 > LONG_TASK_MS);
  const after = (e) => e.ts + e.dur > (fcp?.ts ?? 0);
  const rows = tasks.filter(after).map((task) => {
    const inside = onMain.filter(
      (e) =>
        e !== task &&
        e.name !== 'ThreadControllerImpl::RunTask' &&
        e.ts >= task.ts &&
        e.ts + e.dur <= task.ts + task.dur &&
        e.dur > 5000,
    );
    // Top-level children only (no event inside another listed one).
    const top = inside
      .filter((e) => !inside.some((o) => o !== e && o.ts <= e.ts && o.ts + o.dur >= e.ts + e.dur))
      .sort((a, b) => b.dur - a.dur)
      .slice(0, 4)
      .map(
        (e) =>
          `${e.name}${e.args?.data?.functionName ? `(${e.args.data.functionName})` : ''} ${round(e.dur / 1000)}`,
      );
    // A task with no traced event inside is named by what posted it (e.g. the loader's
    // BeginRead: a response body drained in one task).
    const posted = onMain.find(
      (e) => e.name === 'ThreadControllerImpl::RunTask' && e.ts >= task.ts && e.ts <= task.ts + 1000,
    )?.args?.src_func;
    return {
      startMs: round((task.ts - navStart) / 1000),
      ms: round(task.dur / 1000),
      top: top.length > 0 ? top : [`(task from ${posted ?? 'unknown'})`],
    };
  });
  const commits = onMain.filter((e) => e.name === 'Commit' && e.ts > (fcp?.ts ?? 0));
  return {
    fcpMs: fcp ? round((fcp.ts - navStart) / 1000) : null,
    blockingMs: rows.reduce((sum, r) => sum + Math.max(0, r.ms - LONG_TASK_MS), 0),
    longTasks: rows,
    commits: commits.length,
    commitMs: round(commits.reduce((sum, e) => sum + e.dur, 0) / 1000),
    longCommits: commits.filter((e) => e.dur > 20_000).map((e) => round(e.dur / 1000)),
  };
}

async function traceLoad(browser, storageState, path) {
  const context = await browser.newContext({
    viewport: values.mobile ? { width: 375, height: 812 } : { width: 1440, height: 900 },
    deviceScaleFactor: values.mobile ? 3 : 1,
    isMobile: values.mobile,
    hasTouch: values.mobile,
    storageState,
  });
  await context.addInitScript(installProbe, { storage: {} });
  const page = await context.newPage();
  if (values.mbps) {
    // A network's pace instead of loopback's: a large body then arrives over many tasks.
    const bytesPerSecond = (Number(values.mbps) * 1_000_000) / 8;
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
  }
  await browser.startTracing(page, { categories: CATEGORIES });
  const answers = recordApiAnswers(page);
  await page.goto(`http://127.0.0.1:${APP_PORT}${path}`);
  const load = await page.evaluate(() => window.__bench.load({ withMaps: true }));
  load.api = await answers();
  // What comes after "drawn" (the map's idle frames) is part of the load too.
  await page.waitForTimeout(1500);
  const buffer = await browser.stopTracing();
  await context.close();
  const { traceEvents } = JSON.parse(buffer.toString());
  const lastData = Math.max(...load.api.filter((a) => a.end <= load.allReady).map((a) => a.end));
  return {
    allPanelsMs: round(load.allReady),
    lastDataMs: round(lastData),
    ratio: Math.round((load.allReady / lastData) * 100) / 100,
    ...analyse(traceEvents),
    buffer,
  };
}

async function main() {
  await measureProductionPages(
    {
      outDir: OUT,
      apiPort: API_PORT,
      appPort: APP_PORT,
      skipBuild: values['skip-build'],
      pages,
      runs: Number(values.runs),
    },
    async ({ browser, storageState, path, run }) => {
      const name = path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root';
      const { buffer, ...r } = await traceLoad(browser, storageState, path);
      writeFileSync(join(OUT, `${name}${values.mobile ? '-mobile' : ''}.json`), buffer);
      console.log(
        `\n## ${path} run ${run}: all panels ${r.allPanelsMs} ms, last data ${r.lastDataMs} ms, ratio ${r.ratio}; ` +
          `FCP ${r.fcpMs} ms, blocking after FCP ${r.blockingMs} ms, ${r.commits} commits (${r.commitMs} ms; long: ${r.longCommits.join(', ')})`,
      );
      for (const t of r.longTasks) console.log(`  ${t.startMs}  ${t.ms} ms  ${t.top.join(', ')}`);
    },
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
