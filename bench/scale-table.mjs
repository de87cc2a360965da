// The scale table of `npm run bench` (step `scale`): every section page at demo scale 1 and
// 10, each visited once through the navigation with the query cache off, in one page per
// scale (the demo data set is generated once per scale, on the first visit, and reported
// apart). Per section: time until every panel is drawn (and the map idle), the end of the
// last API answer, the API bytes received, the longest task, the JS heap after a full GC,
// and the page's element count. The demo engine computes answers on the page's machine, so
// `dataMs` (the last answer) holds its time: `clientMs` (ready minus data) is the page's own.

import { recordApiAnswers } from './page-probe.mjs';

export const SCALES = [1, 10];

/** The first visit generates the data set; the others are timed, ending back on the first. */
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
 * @param {import('@playwright/test').Browser} o.browser
 * @param {string[]} o.paths section pages reachable from the navigation, the first visited first
 */
export async function scaleRuns({ browser, baseURL, storageState, paths, newContext, storage, heapMB, log }) {
  const result = {};
  for (const scale of SCALES) {
    const context = await newContext(
      browser,
      baseURL,
      storage({ 'demo:scale': String(scale), 'bench:no-cache': '1' }),
      storageState,
    );
    await context.addInitScript(installLongestTask);
    const page = await context.newPage();
    const bytes = recordApiBytes(page);
    const answers = recordApiAnswers(page);
    await page.goto(paths[0]);
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
    result[scale] = { firstVisitMs: Math.round(first.allReady), sections };
    await context.close();
  }
  return result;
}

/** Markdown rows: a section per row, each scale's figures side by side. */
export function scaleTable(scale) {
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
  const rows = Object.keys(scale[low]?.sections ?? {}).map((path) => [
    path,
    ...[low, high].flatMap((s) => {
      const r = scale[s]?.sections[path];
      return r ? [r.readyMs, r.dataMs, r.apiKB, r.longestTaskMs, r.heapMB, r.elements] : Array(6).fill('-');
    }),
  ]);
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [
    `First visit (data set generated in the page): ${low}x ${scale[low]?.firstVisitMs} ms, ${high}x ${scale[high]?.firstVisitMs} ms`,
    line(head),
    line(head.map(() => '---')),
    ...rows.map(line),
  ].join('\n');
}
