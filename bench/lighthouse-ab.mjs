// Two (or three) production builds compared with Lighthouse in turns. On
// the shared 2-core box one build measured after the other differs by the load of the moment
// (Lantern multiplies the observed main-thread time by 4 on the mobile preset, so another
// engineer's build shows up as seconds of TBT); A, B (and C) measured in turns, run by run,
// share it.
//
//   flock /tmp/heavy.lock node bench/lighthouse-ab.mjs --a <dist> --b <dist> [--c <dist>] [--runs 3]
//     [--preset mobile] [--throttling devtools: the load really throttled, not simulated]
//     [--demo] [--save <dir>: each run's whole Lighthouse result]
//     [--a-api-origin cross-origin] [--a-uncompressed] (and --b-…, --c-…) /accounts ...
//
// Each build must be a production build made for its own HTTP demo API, served on the same
// origin by default (the static host forwards /api/ to that API): A for
// http://127.0.0.1:4403/api/, B for http://127.0.0.1:4405/api/, C for http://127.0.0.1:4407/api/
// (VITE_API_URL=... vite build --outDir <dist>); with --<x>-api-origin cross-origin for the API's
// own port instead, A http://127.0.0.1:4402/api/, B :4404, C :4406 (CORS, as the bench measured
// before). --<x>-uncompressed: that build's API sends JSON plain. The
// demo API is dist-bench/waterfall/demo-api (bench/lighthouse-waterfall.mjs builds it), or
// --<x>-api <dir>: that build's own (an older commit's app needs its own commit's contract;
// `vite build --ssr mocks/server/cli.ts --outDir <dir>` there).
// With --demo all are demo builds (`vite build --outDir <dist>`), set
// up as bench/lighthouse.mjs does: demo latency 150 ms, the service worker installed by the
// sign-in, kept across runs (the demo API). Prints the median of each figure per page and
// build, Lantern's observed (unthrottled) LCP, and the main thread's total (a load gauge: the
// same page should cost the same in A and B unless the code changed).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { apiOriginMode, startProductionPair } from '../scripts/demo-api-process.mjs';
import { startStaticServer } from '../scripts/serve-static.mjs';
import {
  launchLighthouseBrowser,
  restoreLocalStorage,
  runLighthouse,
  signInForLighthouse,
} from './lighthouse.mjs';
import { glRenderer } from './gl-renderer.mjs';
import { median } from './stats.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_DIST = join(ROOT, 'dist-bench', 'waterfall', 'demo-api');
const LATENCY_MS = 150;

const NAMES = ['A', 'B', 'C'];
const perBuild = Object.fromEntries(
  NAMES.map((n) => n.toLowerCase()).flatMap((x) => [
    [x, { type: 'string' }],
    [`${x}-api-origin`, { type: 'string' }],
    [`${x}-uncompressed`, { type: 'boolean', default: false }],
    [`${x}-api`, { type: 'string' }],
  ]),
);
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ...perBuild,
    runs: { type: 'string', default: '3' },
    preset: { type: 'string', default: 'mobile' },
    throttling: { type: 'string', default: 'simulate' },
    demo: { type: 'boolean', default: false },
    save: { type: 'string' },
  },
});
if (!values.a || !values.b) throw new Error('--a <dist> and --b <dist> are required');
const pages = positionals.length > 0 ? positionals : ['/login', '/accounts'];
const builds = NAMES.map((name, i) => {
  const x = name.toLowerCase();
  return {
    name,
    dist: values[x],
    apiPort: 4402 + 2 * i,
    appPort: 4403 + 2 * i,
    mode: apiOriginMode(values[`${x}-api-origin`]),
    compress: !values[`${x}-uncompressed`],
    apiDist: values[`${x}-api`] ?? API_DIST,
  };
}).filter((b) => b.dist);

const servers = [];
const lighthouseBrowser = await launchLighthouseBrowser();
try {
  const gl = await glRenderer(lighthouseBrowser.browser);
  console.log(`WebGL: ${gl.backend} (${gl.renderer})`);
  for (const b of builds) {
    b.origin = `http://127.0.0.1:${b.appPort}`;
    if (values.demo) {
      servers.push((await startStaticServer({ dist: b.dist, port: b.appPort })).server);
      continue;
    }
    const pair = await startProductionPair({
      appDist: b.dist,
      apiDist: b.apiDist,
      appPort: b.appPort,
      apiPort: b.apiPort,
      mode: b.mode,
      latencyMs: LATENCY_MS,
      compress: b.compress,
    });
    servers.push({ close: pair.close });
    console.log(`${b.name}: ${b.dist}, ${b.mode}, API ${pair.apiUrl}${b.compress ? '' : ', uncompressed'}`);
  }
  const context = lighthouseBrowser.browser.contexts()[0];
  const page = context.pages()[0] ?? (await context.newPage());
  for (const b of builds) {
    if (values.demo) {
      await page.goto(`${b.origin}/favicon.svg`);
      await page.evaluate((ms) => localStorage.setItem('demo:latency', String(ms)), LATENCY_MS);
    }
    b.storage = await signInForLighthouse(page, b.origin);
  }
  const workers = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  const rows = [];
  for (const path of pages) {
    const results = Object.fromEntries(builds.map((b) => [b.name, []]));
    for (let run = 0; run < Number(values.runs); run++) {
      // Each build takes each place in the order in turn, so none always runs first.
      const shift = run % builds.length;
      for (const b of [...builds.slice(shift), ...builds.slice(0, shift)]) {
        // Signed out on /login; the demo's own keys (latency) stay.
        const signedOut = b.storage.filter(([key]) => values.demo && key.startsWith('demo:'));
        await restoreLocalStorage(page, b.origin, path === '/login' ? signedOut : b.storage);
        if (values.demo && (await workers()) === 0)
          throw new Error(`${b.name}: the demo service worker is not registered`);
        await page.goto('about:blank');
        const lhr = await runLighthouse({
          port: lighthouseBrowser.port,
          url: `${b.origin}${path}`,
          preset: values.preset,
          throttling: values.throttling,
          categories: ['performance'],
        });
        if (!lhr) throw new Error(`Lighthouse returned no result for ${b.origin}${path}`);
        if (values.save) {
          mkdirSync(values.save, { recursive: true });
          const name = `${path.replace(/\W+/g, '') || 'root'}-${b.name}-${run + 1}.json`;
          writeFileSync(join(values.save, name), JSON.stringify(lhr));
        }
        const a = lhr.audits;
        const requests = a['network-requests']?.details?.items ?? [];
        const r = {
          perf: Math.round((lhr.categories.performance.score ?? NaN) * 100),
          fcp: a['first-contentful-paint'].numericValue,
          lcp: a['largest-contentful-paint'].numericValue,
          observedLcp: a.metrics?.details?.items?.[0]?.observedLargestContentfulPaint,
          tbt: a['total-blocking-time'].numericValue,
          tti: a.interactive?.numericValue,
          si: a['speed-index'].numericValue,
          main: a['mainthread-work-breakdown'].numericValue,
          // Bytes over the wire and CORS preflights (what the compression and same
          // origin remove).
          kb: requests.reduce((sum, q) => sum + (q.transferSize ?? 0), 0) / 1024,
          preflights: requests.filter((q) => q.resourceType === 'Preflight').length,
          final: new URL(lhr.finalDisplayedUrl).pathname,
        };
        results[b.name].push(r);
        console.log(
          `${path} ${b.name} ${run + 1}: perf ${r.perf}, FCP ${Math.round(r.fcp)}, LCP ${Math.round(r.lcp)} ` +
            `(observed ${Math.round(r.observedLcp)}), ` +
            `TBT ${Math.round(r.tbt)}, TTI ${Math.round(r.tti)}, SI ${Math.round(r.si)}, ` +
            `main thread ${Math.round(r.main)}, ${Math.round(r.kb)} KB, ${r.preflights} preflights (${r.final})`,
        );
      }
    }
    for (const { name } of builds) {
      const m = (k) => Math.round(median(results[name].map((r) => r[k])) ?? Number.NaN);
      rows.push(
        `| ${path} | ${name} | ${m('perf')} | ${(m('fcp') / 1000).toFixed(1)} | ${(m('lcp') / 1000).toFixed(1)} | ` +
          `${(m('observedLcp') / 1000).toFixed(2)} | ${m('tbt')} | ${(m('tti') / 1000).toFixed(1)} | ` +
          `${(m('si') / 1000).toFixed(1)} | ${m('main')} | ${m('kb')} | ${m('preflights')} |`,
      );
    }
  }
  console.log(
    `\n| page | build | perf | FCP s | LCP s | observed LCP s | TBT ms | TTI s | SI s | main thread ms | KB | preflights |\n` +
      `|---|---|---|---|---|---|---|---|---|---|---|---|`,
  );
  console.log(rows.join('\n'));
} finally {
  await lighthouseBrowser.close();
  for (const s of servers) s.close();
}
