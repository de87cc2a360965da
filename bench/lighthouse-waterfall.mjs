// The critical path of a production first load as Lighthouse sees it:
// one Lighthouse run per page and preset on the production build against the HTTP demo API
// (150 ms latency), signed in as superadmin like `npm run bench`'s lighthouse:real, and for
// each run the metrics, Lantern's estimate of each request on the simulated timeline, and the
// observed network waterfall (when each request started and ended, unthrottled, and what
// started it). What `bench/lighthouse.mjs` keeps is the score; this is for finding why.
//
//   flock /tmp/heavy.lock node bench/lighthouse-waterfall.mjs [--preset mobile] [--dist d]
//     [--api-origin same-origin|cross-origin] [--uncompressed] /accounts ...
//
// Builds the app and the HTTP demo API into dist-bench/waterfall/ unless --dist names a
// production build made for the API URL (`--keep` reuses the last one): same-origin (the
// default, or BENCH_API_ORIGIN) http://127.0.0.1:4399/api/ (the app's static host forwards
// /api/ to the API on 4398), cross-origin http://127.0.0.1:4398/api/.
// --uncompressed: the API sends JSON plain (what the compression saves). The whole
// Lighthouse result of each run goes to dist-bench/waterfall/<page>-<preset>.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  apiOriginMode,
  buildAppForApi,
  buildDemoApi,
  productionApiUrl,
  startProductionPair,
  targetsApi,
} from '../scripts/demo-api-process.mjs';
import {
  launchLighthouseBrowser,
  restoreLocalStorage,
  runLighthouse,
  signInForLighthouse,
} from './lighthouse.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const OUT = join(ROOT, 'dist-bench', 'waterfall');
const API_PORT = 4398;
const APP_PORT = 4399;
const LATENCY_MS = 150;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    preset: { type: 'string', default: 'mobile' },
    dist: { type: 'string' },
    keep: { type: 'boolean', default: false },
    runs: { type: 'string', default: '1' },
    'api-origin': { type: 'string', default: process.env.BENCH_API_ORIGIN },
    uncompressed: { type: 'boolean', default: false },
  },
});
const pages = positionals.length > 0 ? positionals : ['/accounts'];
const mode = apiOriginMode(values['api-origin']);
const apiUrl = productionApiUrl({ mode, appPort: APP_PORT, apiPort: API_PORT });
const appDist = values.dist ?? join(OUT, 'app');
const apiDist = join(OUT, 'demo-api');

mkdirSync(OUT, { recursive: true });
if (!values.keep || !existsSync(join(apiDist, 'cli.js'))) buildDemoApi(apiDist);
if (!values.dist && (!values.keep || !targetsApi(appDist, apiUrl))) buildAppForApi(appDist, apiUrl);

const pair = await startProductionPair({
  appDist,
  apiDist,
  appPort: APP_PORT,
  apiPort: API_PORT,
  mode,
  latencyMs: LATENCY_MS,
  compress: !values.uncompressed,
});
const { origin } = pair;
console.log(`${mode}, API ${apiUrl}${values.uncompressed ? ', uncompressed' : ''}`);
const lighthouseBrowser = await launchLighthouseBrowser();
const short = (url) =>
  url.startsWith(origin)
    ? url.slice(origin.length)
    : url.startsWith(apiUrl)
      ? `API ${url.slice(apiUrl.length - 1)}`
      : url;
const ms = (n) => (Number.isFinite(n) ? Math.round(n) : '-');

try {
  const context = lighthouseBrowser.browser.contexts()[0];
  const page = context.pages()[0] ?? (await context.newPage());
  const storage = await signInForLighthouse(page, origin);

  for (const path of pages) {
    for (let run = 0; run < Number(values.runs); run++) {
      await restoreLocalStorage(page, origin, path === '/login' ? [] : storage);
      await page.goto('about:blank');
      const lhr = await runLighthouse({
        port: lighthouseBrowser.port,
        url: `${origin}${path}`,
        preset: values.preset,
        categories: ['performance'],
      });
      if (!lhr) throw new Error(`Lighthouse returned no result for ${origin}${path}`);
      const name = `${path.replace(/\W+/g, '') || 'root'}-${values.preset}`;
      writeFileSync(join(OUT, `${name}.json`), JSON.stringify(lhr));
      const a = lhr.audits;
      console.log(
        `\n${path} ${values.preset} run ${run + 1}: performance ${Math.round(lhr.categories.performance.score * 100)}, ` +
          `FCP ${ms(a['first-contentful-paint'].numericValue)}, LCP ${ms(a['largest-contentful-paint'].numericValue)}, ` +
          `SI ${ms(a['speed-index'].numericValue)}, TBT ${ms(a['total-blocking-time'].numericValue)}, ` +
          `CLS ${a['cumulative-layout-shift'].numericValue.toFixed(3)} (final ${short(lhr.finalDisplayedUrl)})`,
      );
      const observed = a.metrics.details.items[0];
      console.log(
        `  observed: FCP ${ms(observed.observedFirstContentfulPaint)}, LCP ${ms(observed.observedLargestContentfulPaint)}, ` +
          `load ${ms(observed.observedLoad)}`,
      );
      const requests = a['network-requests'].details.items;
      let kb = 0;
      for (const r of requests) {
        kb += (r.transferSize ?? 0) / 1024;
        console.log(
          `  ${String(ms(r.networkRequestTime)).padStart(5)}-${String(ms(r.networkEndTime)).padEnd(5)} ` +
            `${((r.transferSize ?? 0) / 1024).toFixed(1).padStart(6)} KB  ${(r.priority ?? '').padEnd(8)} ` +
            `${(r.resourceType ?? '').padEnd(10)} ${r.requestMethod ?? ''} ${short(r.url)}`,
        );
      }
      console.log(`  ${requests.length} requests, ${kb.toFixed(0)} KB transferred`);
    }
  }
} finally {
  await lighthouseBrowser.close();
  pair.close();
}
