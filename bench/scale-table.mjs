// The scale tables of `npm run bench` (steps `scale:demo` and `scale:real`): every section
// page at demo scale 1 and 10, each visited once through the navigation, in one page per
// scale (the first visit, which has the data set generated, is reported apart). Per section:
// time until every panel is drawn (and the map idle), the end of the last API answer, the
// API bytes received, the longest task, the JS heap after a full GC, and the page's element
// count. The demo engine's time is in `dataMs` (the last answer); `clientMs` (ready minus
// data) is the page's own. Each figure is the median of `runs` runs (BENCH_SCALE_RUNS, default
// 3), the scales in turns within a run, so the host's drift of the moment falls on both: one
// visit's page time on this shared host varies by half, and the 10x / 1x ratio with it.
//
// `scale:demo` is the demo build (the engine in the page's worker, the query cache off);
// `scale:real` the production build on the HTTP demo API started at each scale, as a brand's
// own backend would serve it: the page's thread then carries only the product's work, not the
// demo's service-worker hops of every answer.

import { recordApiAnswers } from './page-probe.mjs';
import { median } from './stats.mjs';

export const SCALES = [1, 10];
export const SCALE_RUNS = Math.max(1, Number(process.env.BENCH_SCALE_RUNS ?? 3));
const FIGURES = ['readyMs', 'dataMs', 'clientMs', 'apiKB', 'longestTaskMs', 'heapMB', 'elements'];

/** After the first visit, each section through the navigation, the first one last. */
const visitOrder = (paths) => [...paths.slice(1), paths[0]];

/**
 * Records the longest task since the last reset (PerformanceObserver, buffered), and what
 * the longest animation frame ran: its scripts' invokers and files, for the log.
 */
function installLongestTask() {
  const probe = { since: 0, max: 0, frame: null };
  window.__longestTask = probe;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.startTime >= probe.since) probe.max = Math.max(probe.max, entry.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.startTime < probe.since || entry.duration <= (probe.frame?.ms ?? 0)) continue;
      const file = (url) => url.split('/').pop() || '(page)';
      probe.frame = {
        ms: Math.round(entry.duration),
        render: Math.round(entry.startTime + entry.duration - entry.renderStart),
        styleAndLayout: Math.round(entry.startTime + entry.duration - entry.styleAndLayoutStart),
        blocking: Math.round(entry.blockingDuration),
        scripts: entry.scripts
          .filter((script) => script.duration >= 10)
          .map(
            (script) =>
              `${script.invoker} ${file(script.sourceURL)} ${Math.round(script.duration)}` +
              (script.forcedStyleAndLayoutDuration >= 10
                ? ` (forced layout ${Math.round(script.forcedStyleAndLayoutDuration)})`
                : ''),
          ),
      };
    }
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** API bytes received (bodies as the page got them), photos aside. */
function recordApiBytes(page) {
  let pending = [];
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/') || pathname.startsWith('/api/demo-photos/')) return;
    pending.push(
      response.body().then(
        (body) => body.length,
        () => 0,
      ),
    );
  });
  return {
    take: async () => {
      const sizes = await Promise.all(pending);
      pending = [];
      return sizes.reduce((a, b) => a + b, 0);
    },
  };
}

/**
 * @param {object} o
 * @param {(scale: number) => Promise<{ context: import('@playwright/test').BrowserContext, close?: () => void }>} o.open
 *   a signed-in context whose pages see the data set at `scale`
 * @param {string} o.firstPath the page opened first, not timed: it has the data set generated,
 *   and it is no section page, so each section's answers are still to come when it is visited
 *   (a production build's query cache cannot be turned off)
 * @param {string[]} o.paths section pages reachable from the navigation
 */
export async function scaleRuns({ open, firstPath, paths, heapMB, log, runs = SCALE_RUNS }) {
  const visits = Object.fromEntries(SCALES.map((scale) => [scale, []]));
  for (let run = 1; run <= runs; run++) {
    for (const scale of SCALES) {
      log(`  scale ${scale}, run ${run} of ${runs}`);
      const { context, close } = await open(scale);
      try {
        visits[scale].push(await visitSections({ context, scale, firstPath, paths, heapMB, log }));
      } finally {
        await context.close();
        close?.();
      }
    }
  }
  return Object.fromEntries(SCALES.map((scale) => [scale, medianVisits(visits[scale])]));
}

/** Each figure of each section, the median over the runs. */
function medianVisits(visits) {
  const paths = Object.keys(visits[0]?.sections ?? {});
  return {
    runs: visits.length,
    firstVisitMs: median(visits.map((v) => v.firstVisitMs)),
    sections: Object.fromEntries(
      paths.map((path) => [
        path,
        Object.fromEntries(
          FIGURES.map((figure) => [figure, median(visits.map((v) => v.sections[path]?.[figure]))]),
        ),
      ]),
    ),
  };
}

/** The page's own time at 10x over its time at 1x (the budget: at most 2). */
export const clientRatio = (scale, path) => {
  const [low, high] = SCALES;
  const a = scale[low]?.sections[path]?.clientMs;
  const b = scale[high]?.sections[path]?.clientMs;
  return a > 0 && Number.isFinite(b) ? Math.round((b / a) * 100) / 100 : null;
};

/** The first visit, then each section through the navigation, in one page of `context`. */
async function visitSections({ context, scale, firstPath, paths, heapMB, log }) {
  await context.addInitScript(installLongestTask);
  const page = await context.newPage();
  const bytes = recordApiBytes(page);
  const answers = recordApiAnswers(page);
  await page.goto(firstPath);
  const first = await page.evaluate(() => window.__bench.load({ withMaps: true, timeoutMs: 600_000 }));
  await bytes.take();
  const sections = {};
  for (const path of visitOrder(paths)) {
    await page.evaluate(() => {
      window.__longestTask.since = performance.now();
      window.__longestTask.max = 0;
      window.__longestTask.frame = null;
    });
    const visit = await page.evaluate(
      (to) =>
        window.__bench.clickAndSettle({
          find: { navTo: to },
          expect: { path: to },
          withMaps: true,
          timeoutMs: 300_000,
        }),
      path,
    );
    // From the browser's network events: the answer worker's fetches are not in the page's
    // resource timing (src/api/off-thread.ts).
    const data = (await answers()).filter(
      (e) => e.start >= visit.t0 && !e.path.startsWith('/api/demo-photos/'),
    );
    const dataMs = data.length > 0 ? Math.max(...data.map((e) => e.end)) - visit.t0 : 0;
    const [longestTaskMs, elements, longestFrame] = await page.evaluate(() => [
      window.__longestTask.max,
      document.getElementsByTagName('*').length,
      window.__longestTask.frame,
    ]);
    sections[path] = {
      readyMs: Math.round(visit.ms),
      dataMs: Math.round(dataMs),
      clientMs: Math.round(visit.ms - dataMs),
      apiKB: Math.round((await bytes.take()) / 1024),
      longestTaskMs: Math.round(longestTaskMs),
      heapMB: Math.round(await heapMB(page)),
      elements,
    };
    log(`  scale ${scale} ${path}: ${JSON.stringify(sections[path])}`);
    if (longestFrame) log(`    longest frame: ${JSON.stringify(longestFrame)}`);
  }
  return { firstVisitMs: Math.round(first.allReady), sections };
}

/** Markdown rows: a section per row, each scale's figures side by side. */
export function scaleTable(scale, firstVisit = 'data set generated in the page') {
  if (!scale) return '';
  const [low, high] = SCALES;
  const head = [
    'page',
    ...[low, high].flatMap((s) => [
      `ready ${s}x`,
      `data ${s}x`,
      `KB ${s}x`,
      `task ${s}x`,
      `heap ${s}x`,
      `elements ${s}x`,
    ]),
  ];
  head.push(`page's own ${high}x / ${low}x`);
  const rows = Object.keys(scale[low]?.sections ?? {}).map((path) => [
    path,
    ...[low, high].flatMap((s) => {
      const r = scale[s]?.sections[path];
      return r ? [r.readyMs, r.dataMs, r.apiKB, r.longestTaskMs, r.heapMB, r.elements] : Array(6).fill('-');
    }),
    clientRatio(scale, path) ?? '-',
  ]);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    `Median of ${scale[low]?.runs ?? 1} run(s), the scales in turns. First visit (${firstVisit}): ${low}x ${scale[low]?.firstVisitMs} ms, ${high}x ${scale[high]?.firstVisitMs} ms`,
    line(head),
    line(head.map(() => '---')),
    ...rows.map(line),
  ].join('\n');
}
