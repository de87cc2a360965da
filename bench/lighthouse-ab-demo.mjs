// Two demo builds compared with Lighthouse in turns (issue 26, session 9): the demo variant of
// bench/lighthouse-ab.mjs (production builds). Run by run, A and B alternate, so both share the
// shared box's load of the moment.
//
//   flock /tmp/heavy.lock node bench/lighthouse-ab-demo.mjs --a <dist> --b <dist> [--runs 3]
//     [--preset desktop] [--save <dir>: each run's whole Lighthouse result] /accounts ...
//
// Each build is a demo build (`vite build --outDir <dist>` without VITE_API_URL), served by
// scripts/serve-static.mjs (A on 4406, B on 4407). Set up as bench/lighthouse.mjs does: demo
// latency 150 ms, the service worker installed by a first visit of /login, signed in as
// superadmin once, that local storage restored before each run; Lighthouse keeps the service
// worker (the demo API) and clears the HTTP cache, Cache Storage and IndexedDB. Prints the
// median of each figure per page and build, and of Lantern's observed (unthrottled) LCP.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/browser-path.mjs';
import { startStaticServer } from '../scripts/serve-static.mjs';

const LATENCY_MS = 150;
const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'cache_storage', 'indexeddb'];

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    a: { type: 'string' },
    b: { type: 'string' },
    runs: { type: 'string', default: '3' },
    preset: { type: 'string', default: 'desktop' },
    save: { type: 'string' },
  },
});
if (!values.a || !values.b) throw new Error('--a <dist> and --b <dist> are required');
const pages = positionals.length > 0 ? positionals : ['/accounts'];
const builds = [
  { name: 'A', dist: values.a, port: 4406 },
  { name: 'B', dist: values.b, port: 4407 },
];

const median = (xs) => {
  const s = xs.filter(Number.isFinite).sort((x, y) => x - y);
  return s.length ? s[Math.floor((s.length - 1) / 2)] : NaN;
};
const servers = [];
const chromePath = chromiumExecutable();
const chrome = await launch({
  ...(chromePath ? { chromePath } : {}),
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS, ...(process.getuid?.() === 0 ? ['--no-sandbox'] : [])],
  logLevel: 'silent',
});
try {
  for (const b of builds) {
    const { server, url } = await startStaticServer({ dist: b.dist, port: b.port });
    servers.push(server);
    b.origin = url;
  }
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = browser.contexts()[0].pages()[0] ?? (await browser.contexts()[0].newPage());
  const workers = () => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);
  for (const b of builds) {
    await page.goto(`${b.origin}/favicon.svg`);
    await page.evaluate((ms) => localStorage.setItem('demo:latency', String(ms)), LATENCY_MS);
    await page.goto(`${b.origin}/login`);
    await page.getByLabel('Username').fill('superadmin');
    await page.getByLabel('Password', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByText(/^Welcome, .+!$/).waitFor({ timeout: 60_000 });
    await page.goto(`${b.origin}/favicon.svg`);
    b.storage = await page.evaluate(() => Object.entries(localStorage));
  }
  const rows = [];
  for (const path of pages) {
    const results = { A: [], B: [] };
    for (let run = 0; run < Number(values.runs); run++) {
      for (const b of run % 2 ? [...builds].reverse() : builds) {
        await page.goto(`${b.origin}/favicon.svg`);
        await page.evaluate(
          (entries) => {
            localStorage.clear();
            for (const [k, v] of entries) localStorage.setItem(k, v);
          },
          path === '/login' ? b.storage.filter(([k]) => k.startsWith('demo:')) : b.storage,
        );
        if ((await workers()) === 0) throw new Error(`${b.name}: the demo service worker is not registered`);
        await page.goto('about:blank');
        const { lhr } = await lighthouse(
          `${b.origin}${path}`,
          {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
            clearStorageTypes: CLEAR_STORAGE_TYPES,
          },
          values.preset === 'desktop' ? desktopConfig : undefined,
        );
        if (values.save) {
          mkdirSync(values.save, { recursive: true });
          const name = `${path.replace(/\W+/g, '') || 'root'}-${b.name}-${run + 1}.json`;
          writeFileSync(join(values.save, name), JSON.stringify(lhr));
        }
        const a = lhr.audits;
        const metrics = a.metrics?.details?.items?.[0] ?? {};
        const r = {
          perf: Math.round((lhr.categories.performance.score ?? NaN) * 100),
          fcp: a['first-contentful-paint'].numericValue,
          lcp: a['largest-contentful-paint'].numericValue,
          observedLcp: metrics.observedLargestContentfulPaint,
          tbt: a['total-blocking-time'].numericValue,
          si: a['speed-index'].numericValue,
          main: a['mainthread-work-breakdown'].numericValue,
          final: new URL(lhr.finalDisplayedUrl).pathname,
        };
        results[b.name].push(r);
        console.log(
          `${path} ${b.name} ${run + 1}: perf ${r.perf}, FCP ${Math.round(r.fcp)}, LCP ${Math.round(r.lcp)} ` +
            `(observed ${Math.round(r.observedLcp)}), TBT ${Math.round(r.tbt)}, SI ${Math.round(r.si)}, ` +
            `main thread ${Math.round(r.main)} (${r.final})`,
        );
      }
    }
    for (const name of ['A', 'B']) {
      const m = (k) => Math.round(median(results[name].map((r) => r[k])));
      rows.push(
        `| ${path} | ${name} | ${m('perf')} | ${(m('fcp') / 1000).toFixed(1)} | ${(m('lcp') / 1000).toFixed(2)} | ` +
          `${(m('observedLcp') / 1000).toFixed(2)} | ${m('tbt')} | ${(m('si') / 1000).toFixed(1)} | ${m('main')} |`,
      );
    }
  }
  console.log(
    `\n| page | build | perf | FCP s | LCP s | observed LCP s | TBT ms | SI s | main thread ms |\n` +
      `|---|---|---|---|---|---|---|---|---|`,
  );
  console.log(rows.join('\n'));
  await browser.close().catch(() => {});
} finally {
  chrome.kill();
  for (const s of servers) s.close();
}
