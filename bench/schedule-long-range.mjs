// The Schedule page with a long window: from choosing a period shortcut to the ASM
// calendar on screen (visits drawn), and the longest task from the click to 1.5 s after
// (PerformanceObserver longtask), each run in a fresh context, timed inside the page.
// Serve a demo build first, then, under the heavy lock:
//
//   VITE_API_URL= npx vite build --outDir dist-bench/schedule && npx vite preview --outDir dist-bench/schedule --port 4182
//   PORT=4182 RUNS=3 LABELS='This Week,This Year' node bench/schedule-long-range.mjs
//
// VERBOSE=1 prints each panel's element count and the long tasks; PROFILE=1 the V8
// sampling profile's self time by file and function. Results: docs/performance.md.
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../scripts/browser-path.mjs';

const BASE = `http://localhost:${process.env.PORT ?? 4182}`;
const iso = (d) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
const now = new Date();
const monday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - ((now.getDay() + 6) % 7));
const plus = (d, n) => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
const START = `/schedule?startDate=${iso(plus(monday, -14))}&endDate=${iso(plus(monday, -8))}`;
const EXPECT = { 'This Week': iso(monday), 'This Year': `${now.getFullYear()}-01-01` };
const runs = Number(process.env.RUNS ?? 3);
const labels = (process.env.LABELS ?? 'This Week,This Year').split(',');

const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const results = {};
for (const label of labels) {
  results[label] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    await context.addInitScript(() => {
      window.__lt = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.__lt.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask' });
    });
    const page = await context.newPage();
    await page.goto(`${BASE}${START}`);
    await page.getByLabel('Username').fill('superadmin');
    await page.getByLabel('Password', { exact: true }).fill('demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.locator('[data-panel="schedule-asm"][data-state="ready"]').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(2500);
    await page.getByRole('button', { name: /^Period/ }).click();
    const item = page.getByRole('menuitem', { name: label, exact: true });
    await item.waitFor();
    await page.evaluate((expected) => {
      window.__done = new Promise((resolve) => {
        document.addEventListener(
          'click',
          () => {
            const t0 = performance.now();
            const check = () => {
              const panel = document.querySelector('[data-panel="schedule-asm"]');
              const table = [...(panel?.querySelectorAll('table') ?? [])].find(
                (t) => t.offsetParent !== null && !t.closest('[data-kept]'),
              );
              const first = table?.querySelector('thead th:nth-child(2)')?.textContent ?? '';
              const ready =
                panel?.getAttribute('data-state') === 'ready' &&
                !panel.querySelector('[data-placeholder]') &&
                first.includes(expected) &&
                table.querySelector('li[data-status]');
              if (!ready) return requestAnimationFrame(check);
              requestAnimationFrame(() =>
                setTimeout(() =>
                  resolve({
                    t0,
                    visible: performance.now() - t0,
                    days: table.querySelectorAll('thead th').length - 1,
                  }),
                ),
              );
            };
            check();
          },
          { capture: true, once: true },
        );
      });
    }, EXPECT[label]);
    const cdp = process.env.PROFILE ? await context.newCDPSession(page) : null;
    if (cdp) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await item.click();
    const done = await page.evaluate(() => window.__done);
    if (cdp) {
      await page.waitForTimeout(1500);
      const { profile } = await cdp.send('Profiler.stop');
      const self = new Map();
      const byId = new Map(profile.nodes.map((n) => [n.id, n]));
      profile.samples.forEach((id, i) => {
        const n = byId.get(id);
        const f = n.callFrame;
        const key = `${f.functionName || '(anon)'} ${f.url.split('/').pop()}:${f.lineNumber}`;
        self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
      });
      const byFile = new Map();
      for (const [k, v] of self) {
        const file = k.split(' ').pop().split(':')[0] || k;
        byFile.set(file, (byFile.get(file) ?? 0) + v);
      }
      const top = (m, n) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${Math.round(v)}ms ${k}`);
      console.log('FILES', top(byFile, 12).join('\n'));
      console.log('FUNCS', top(self, 25).join('\n'));
    }
    await page.waitForTimeout(1500);
    const tasks = await page.evaluate((t0) => window.__lt.filter((t) => t.start + t.duration >= t0), done.t0);
    const longest = Math.max(0, ...tasks.map((t) => t.duration));
    const dom = await page.evaluate(() => document.querySelectorAll('[data-panel="schedule-asm"] li').length);
    if (process.env.VERBOSE)
      console.log(
        await page.evaluate(() =>
          [...document.querySelectorAll('[data-panel]')]
            .map((p) => `${p.getAttribute('data-panel')}:${p.querySelectorAll('*').length}`)
            .join(' '),
        ),
      );
    if (process.env.VERBOSE)
      console.log(
        'long tasks [start after the click, duration]',
        JSON.stringify(tasks.map((t) => [Math.round(t.start - done.t0), Math.round(t.duration)])),
      );
    results[label].push({
      visibleMs: Math.round(done.visible),
      longestTaskMs: Math.round(longest),
      tasks: tasks.length,
      days: done.days,
      visitNodes: dom,
    });
    console.log(label, run, JSON.stringify(results[label].at(-1)));
    await context.close();
  }
}
await browser.close();
console.log(JSON.stringify(results));
