// Where a page's first load spends its main thread, by package and source file: the
// production build (VITE_API_URL, on the HTTP demo API with 150 ms latency, no demo code in
// the page) built with source maps, one cold load per page under the V8 sampling profiler.
// Lighthouse's bootup-time says which chunk costs what; this says which code inside it.
//
//   flock /tmp/heavy.lock node bench/profile-page.mjs [--cpu 4] [--runs 1] /accounts /sales ...
//
// For each page it prints the busy time, the long tasks (> 50 ms of uninterrupted main
// thread) and their blocking time (each task's time over 50 ms, what TBT sums), and the
// self time of each package / source file, in total and inside long tasks. `--cpu N`
// throttles the CPU N times (Lighthouse's mobile preset simulates 4x). The JSON of each
// page goes to dist-bench/profile/<page>.json.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';
import { BENCH_VIEWPORT, installProbe, recordApiAnswers } from './page-probe.mjs';
import { measureProductionPages } from './production-session.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'dist-bench', 'profile');
const APP_DIST = join(OUT, 'app');
const API_PORT = 4396;
const APP_PORT = 4397;
/** A gap in the samples longer than this ends a task (the thread went back to the loop). */
const TASK_GAP_MS = 1;
const LONG_TASK_MS = 50;
const TOP = 15;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    cpu: { type: 'string', default: '1' },
    runs: { type: 'string', default: '1' },
    timeline: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
  },
});
const pages = positionals.length > 0 ? positionals : ['/accounts'];
const cpu = Number(values.cpu);

const round = (n) => Math.round(n);

/** Where a generated position comes from: `node_modules/<package>`, `src/<area>/<dir>`, `mocks/...`. */
function area(source) {
  const path = source.replace(/^(\.\.\/)+/, '').replace(/^\/?/, '');
  const pkg = path.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg) return pkg[1];
  const parts = path.split('/');
  if (parts[0] === 'src' && parts[1] === 'features') return parts.slice(0, 3).join('/');
  if (parts[0] === 'src' || parts[0] === 'mocks') return parts.slice(0, 2).join('/');
  return path;
}

const consumers = new Map();
function original(url, line, column) {
  const file = new URL(url).pathname;
  if (!file.startsWith('/assets/') || !file.endsWith('.js')) return null;
  if (!consumers.has(file)) {
    let consumer = null;
    try {
      consumer = new SourceMapConsumer(JSON.parse(readFileSync(join(APP_DIST, `${file}.map`), 'utf8')));
    } catch {
      // no map for this file
    }
    consumers.set(file, consumer);
  }
  const consumer = consumers.get(file);
  // CDP positions are 0-based; source-map lines are 1-based.
  const pos = consumer?.originalPositionFor({ line: line + 1, column });
  return pos?.source ? { source: pos.source, line: pos.line, column: pos.column, name: pos.name } : null;
}

/** Self time per sample, the tasks the samples form, and each frame's place in the source. */
function analyse(profile, syncAt) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const where = new Map();
  const frameOf = (node) => {
    if (where.has(node.id)) return where.get(node.id);
    const { functionName, url, lineNumber, columnNumber } = node.callFrame;
    let frame;
    if (!url) frame = { area: functionName || '(anonymous native)', fn: functionName, file: '' };
    else {
      const o = original(url, lineNumber, columnNumber);
      frame = o
        ? {
            area: area(o.source),
            fn: functionName || o.name || '(anonymous)',
            file: `${o.source.replace(/^(\.\.\/)+/, '')}:${o.line}:${o.column}`,
          }
        : { area: new URL(url).pathname, fn: functionName || '(anonymous)', file: new URL(url).pathname };
    }
    where.set(node.id, frame);
    return frame;
  };
  // Sample i lasts until sample i + 1.
  const samples = [];
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    const next = profile.timeDeltas[i + 1] ?? 0;
    samples.push({ at: t / 1000, ms: next / 1000, node: nodes.get(profile.samples[i]) });
  }
  // Tasks: runs of non-idle samples with no gap longer than TASK_GAP_MS.
  const tasks = [];
  let current = null;
  for (const s of samples) {
    const idle = s.node.callFrame.functionName === '(idle)';
    if (idle || (current && s.at - current.end > TASK_GAP_MS)) {
      if (current) tasks.push(current);
      current = null;
    }
    if (idle) continue;
    current ??= { start: s.at, end: s.at, samples: [] };
    current.end = s.at + s.ms;
    current.samples.push(s);
  }
  if (current) tasks.push(current);

  const total = new Map();
  const inLong = new Map();
  const blocking = new Map();
  const fns = new Map();
  const add = (map, key, ms) => map.set(key, (map.get(key) ?? 0) + ms);
  let busyMs = 0;
  let blockingMs = 0;
  const longTasks = [];
  for (const task of tasks) {
    const ms = task.end - task.start;
    busyMs += ms;
    const long = ms > LONG_TASK_MS;
    const byArea = new Map();
    for (const s of task.samples) {
      const f = frameOf(s.node);
      add(total, f.area, s.ms);
      add(fns, `${f.fn} @ ${f.file || f.area}`, s.ms);
      if (long) {
        add(inLong, f.area, s.ms);
        add(byArea, f.area, s.ms);
      }
    }
    if (long) {
      // The task's blocking time (over 50 ms), shared by its areas in proportion to their time.
      const block = ms - LONG_TASK_MS;
      blockingMs += block;
      for (const [key, v] of byArea) add(blocking, key, (block * v) / ms);
      longTasks.push({
        startMs: round(task.start - profile.startTime / 1000),
        ms: round(ms),
        top: [...byArea]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([k, v]) => `${k} ${round(v)}`),
      });
    }
  }
  // The page's clock in the profile's: the samples of the marker function run at a known
  // performance.now() (see profileLoad), so page times (last data, all panels) line up.
  const syncSample = samples.find((s) => s.node.callFrame.functionName === '__benchClockSync');
  const pageOffset = syncSample && syncAt !== undefined ? syncSample.at - syncAt : null;
  const timeline =
    pageOffset === null
      ? []
      : tasks.map((task) => {
          const byFn = new Map();
          for (const s of task.samples) {
            const f = frameOf(s.node);
            add(byFn, `${f.fn} (${f.area})`, s.ms);
          }
          return {
            at: round(task.start - pageOffset),
            ms: Math.round((task.end - task.start) * 10) / 10,
            top: [...byFn]
              .sort((a, b) => b[1] - a[1])
              .slice(0, 3)
              .map(([k, v]) => `${k} ${round(v)}`),
          };
        });
  const top = (map, n = TOP) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([key, ms]) => ({ key, ms: round(ms) }));
  return {
    busyMs: round(busyMs),
    longTasks,
    blockingMs: round(blockingMs),
    byArea: top(total, 25),
    blockingByArea: top(blocking, 25),
    inLongTasksByArea: top(inLong, 25),
    functions: top(fns, 30),
    timeline,
  };
}

async function profileLoad(browser, storageState, path) {
  const context = await browser.newContext({ viewport: BENCH_VIEWPORT, storageState });
  await context.addInitScript(installProbe, { storage: {} });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.start');
  const answers = recordApiAnswers(page);
  await page.goto(`http://127.0.0.1:${APP_PORT}${path}`);
  const load = await page.evaluate(() => window.__bench.load({ withMaps: true }));
  load.api = await answers();
  // A named busy loop at a known page time: its samples give the profile's clock offset.
  const syncAt = await page.evaluate(() => {
    function __benchClockSync() {
      const start = performance.now();
      while (performance.now() - start < 5);
      return start;
    }
    return __benchClockSync();
  });
  const { profile } = await cdp.send('Profiler.stop');
  await context.close();
  const lastDataMs = load.api.length > 0 ? round(Math.max(...load.api.map((e) => e.end))) : null;
  return {
    allPanelsMs: round(load.allReady),
    lastDataMs,
    api: load.api,
    ...analyse(profile, syncAt),
    raw: { profile, syncAt },
  };
}

const table = (rows) => rows.map((r) => `  ${String(r.ms).padStart(6)} ms  ${r.key}`).join('\n');

async function main() {
  await measureProductionPages(
    {
      outDir: OUT,
      apiPort: API_PORT,
      appPort: APP_PORT,
      skipBuild: values['skip-build'],
      buildArgs: ['--sourcemap'],
      pages,
      runs: Number(values.runs),
    },
    async ({ browser, storageState, path, run }) => {
      const { raw, ...r } = await profileLoad(browser, storageState, path);
      const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-cpu${cpu}-${run}`;
      writeFileSync(join(OUT, `${name}.json`), `${JSON.stringify(r, null, 2)}\n`);
      // The raw profile (opens in DevTools' Performance panel); syncAt lines it up with page time.
      writeFileSync(join(OUT, `${name}.cpuprofile`), JSON.stringify(raw.profile));
      writeFileSync(join(OUT, `${name}.sync.json`), JSON.stringify({ syncAt: raw.syncAt }));
      console.log(
        `\n## ${path} (production build, CPU ${cpu}x, run ${run}): all panels ${r.allPanelsMs} ms, ` +
          `main thread busy ${r.busyMs} ms, ${r.longTasks.length} long tasks, blocking ${r.blockingMs} ms`,
      );
      console.log(
        `long tasks (start ms, length ms, top areas):\n${r.longTasks.map((t) => `  ${t.startMs}  ${t.ms}  ${t.top.join(', ')}`).join('\n')}`,
      );
      if (values.timeline) {
        const from = (r.lastDataMs ?? 0) - 300;
        console.log(`last data ${r.lastDataMs} ms; answers:`);
        for (const e of r.api) console.log(`  ${round(e.start)}-${round(e.end)}  ${e.path}`);
        console.log('tasks from 300 ms before the last data (page ms, length, top functions):');
        for (const t of r.timeline.filter((t) => t.at >= from && t.ms >= 2))
          console.log(`  ${t.at}  ${t.ms}  ${t.top.join(' | ')}`);
      }
      console.log(`blocking time by area:\n${table(r.blockingByArea.slice(0, TOP))}`);
      console.log(`self time by area (whole load):\n${table(r.byArea.slice(0, TOP))}`);
      console.log(`top functions (self time):\n${table(r.functions.slice(0, TOP))}`);
    },
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
