// What each long task after the data is made of, as the browser itself attributes it:
// the Long Animation Frames API lists, per frame longer than 50 ms, every script
// that ran in it with its entry point (a setTimeout handler, a MessagePort message: React's
// scheduler, a promise resolution, a ResizeObserver callback), its length and its forced
// layout. bench/profile-page.mjs joins back-to-back tasks into one (it splits at idle
// samples); this sees the browser's own task boundaries.
//
//   flock /tmp/heavy.lock node bench/loaf-page.mjs [--cpu 4] [--runs 1] [--skip-build] [--all] [--settle ms] /merchandising ...
//
// Builds the production app (with source maps) and the HTTP demo API into dist-bench/loaf/
// unless --skip-build, and prints per page: all panels drawn / last data, then every long
// animation frame after the first answer (page ms, length, blocking part) with its scripts
// mapped back to their source.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SourceMapConsumer } from 'source-map-js';
import { BENCH_VIEWPORT, installProbe, recordApiAnswers } from './page-probe.mjs';
import { measureProductionPages } from './production-session.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'dist-bench', 'loaf');
const APP_DIST = join(OUT, 'app');
const API_PORT = 4394;
const APP_PORT = 4395;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    cpu: { type: 'string', default: '1' },
    runs: { type: 'string', default: '1' },
    'skip-build': { type: 'boolean', default: false },
    // Every long frame of the load, not only those after the first answer (the first render).
    all: { type: 'boolean', default: false },
    // How long to keep recording after all panels are drawn (work the page defers: cache saves).
    settle: { type: 'string', default: '300' },
  },
});
const pages = positionals.length > 0 ? positionals : ['/merchandising'];
const cpu = Number(values.cpu);
const round = (n) => Math.round(n);

/** Records every long animation frame from the start (installed before the app's code). */
function recordFrames() {
  window.__loaf = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      window.__loaf.push({
        start: entry.startTime,
        duration: entry.duration,
        blocking: entry.blockingDuration,
        render: entry.renderStart ? entry.startTime + entry.duration - entry.renderStart : 0,
        scripts: entry.scripts.map((s) => ({
          start: s.startTime,
          invoker: s.invoker,
          type: s.invokerType,
          duration: s.duration,
          layout: s.forcedStyleAndLayoutDuration,
          url: s.sourceURL,
          fn: s.sourceFunctionName,
          pos: s.sourceCharPosition,
        })),
      });
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

const maps = new Map();
/** `file.js:char` -> the original source position, through the build's source map. */
function original(url, pos, line0, column0) {
  if (!url || (pos < 0 && line0 === undefined)) return '';
  const file = new URL(url).pathname;
  if (!file.startsWith('/assets/')) return file;
  if (!maps.has(file)) {
    try {
      const code = readFileSync(join(APP_DIST, file), 'utf8');
      const map = new SourceMapConsumer(JSON.parse(readFileSync(join(APP_DIST, `${file}.map`), 'utf8')));
      maps.set(file, { code, map });
    } catch {
      maps.set(file, null);
    }
  }
  const m = maps.get(file);
  if (!m) return file;
  let line = line0 + 1;
  let column = column0;
  if (line0 === undefined) {
    const before = m.code.slice(0, pos);
    line = before.split('\n').length;
    column = pos - before.lastIndexOf('\n') - 1;
  }
  const o = m.map.originalPositionFor({ line, column });
  return o.source ? `${o.source.replace(/^(\.\.\/)+(main\/)?/, '')}:${o.line}` : file;
}

/** Adds to each script of 20 ms or more its top functions by self time (from the CPU profile). */
function attribute(frames, profile, syncAt) {
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const samples = [];
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i];
    samples.push({
      at: t / 1000,
      ms: (profile.timeDeltas[i + 1] ?? 0) / 1000,
      node: nodes.get(profile.samples[i]),
    });
  }
  const sync = samples.find((s) => s.node.callFrame.functionName === '__benchClockSync');
  if (!sync) return;
  const offset = sync.at - syncAt;
  for (const f of frames) {
    for (const s of f.scripts) {
      if (s.duration < 20) continue;
      const from = s.start + offset;
      const to = from + s.duration;
      const self = new Map();
      for (const x of samples) {
        if (x.at < from || x.at >= to) continue;
        const c = x.node.callFrame;
        const key = `${c.functionName || '(anon)'} ${c.url ? original(c.url, -1, c.lineNumber, c.columnNumber) : ''}`;
        self.set(key, (self.get(key) ?? 0) + x.ms);
      }
      s.top = [...self]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 6)
        .map(([k, ms]) => `${k} ${ms.toFixed(0)}`);
    }
  }
}

async function loadOnce(browser, storageState, path) {
  const context = await browser.newContext({ viewport: BENCH_VIEWPORT, storageState });
  await context.addInitScript(installProbe, { storage: {} });
  await context.addInitScript(recordFrames);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (cpu > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  await cdp.send('Profiler.start');
  const answers = recordApiAnswers(page);
  await page.goto(`http://127.0.0.1:${APP_PORT}${path}`);
  const load = await page.evaluate(() => window.__bench.load({ withMaps: true }));
  load.api = await answers();
  await page.waitForTimeout(Number(values.settle));
  const frames = await page.evaluate(() => window.__loaf);
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
  attribute(frames, profile, syncAt);
  await context.close();
  const firstData = Math.min(...load.api.filter((e) => !/authtest|filters/.test(e.path)).map((e) => e.end));
  const lastData = Math.max(...load.api.map((e) => e.end));
  return { allReady: load.allReady, firstData, lastData, frames };
}

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
      const r = await loadOnce(browser, storageState, path);
      const after = r.frames.filter((f) => values.all || f.start + f.duration > r.firstData);
      const blocking = after.reduce((sum, f) => sum + f.blocking, 0);
      console.log(
        `\n## ${path} (CPU ${cpu}x, run ${run}): all panels ${round(r.allReady)} ms, first data ` +
          `${round(r.firstData)}, last data ${round(r.lastData)}, ratio ${(r.allReady / r.lastData).toFixed(2)}; ` +
          `${after.length} long frames ${values.all ? 'in the load' : 'after the first answer'}, blocking ${round(blocking)} ms`,
      );
      for (const f of after) {
        console.log(
          `  ${round(f.start)}  ${round(f.duration)} ms (blocking ${round(f.blocking)}, render ${round(f.render)})`,
        );
        for (const s of f.scripts.filter((x) => x.duration >= 3)) {
          console.log(
            `      ${String(round(s.duration)).padStart(4)} ms ${s.invoker} -> ${s.fn || '?'} ${original(s.url, s.pos)}` +
              (s.layout >= 3 ? ` (forced layout ${round(s.layout)})` : ''),
          );
          for (const line of s.top ?? []) console.log(`             ${line}`);
        }
      }
    },
  );
}

await main();
