// What the charts draw, as data, to check that a render change keeps every chart as it was:
// the production build on the HTTP demo API (as bench/profile-page.mjs serves it), each
// page at 1440 and 375 px, every chart's SVG text (content, position, anchor, fill, font
// size, dy) and shapes (element, geometry, fill), plus screenshots of the page and of each
// chart panel.
//
//   flock /tmp/heavy.lock node bench/chart-markup.mjs <app dist> <out dir> /sales /merchandising
//
// The app dist must be built for http://127.0.0.1:4396/api/ (profile-page.mjs's build in
// dist-bench/profile/app is). Compare two runs' <out dir>/*.json with diff.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { installProbe } from './page-probe.mjs';
import { withSignedInProductionBrowser } from './production-session.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const API_DIST = join(ROOT, 'dist-bench', 'profile', 'demo-api');
const API_PORT = 4396;
const APP_PORT = 4397;
const apiUrl = `http://127.0.0.1:${API_PORT}/api/`;
const [dist, out, ...pages] = process.argv.slice(2);

function chartsInPage() {
  const round = (v) => (v === null ? null : String(Math.round(Number(v) * 10) / 10 || v));
  return [...document.querySelectorAll('figure[data-chart]')].map((figure) => {
    const svg = figure.querySelector('svg.recharts-surface');
    if (!svg) return { chart: figure.getAttribute('data-chart'), svg: null };
    const texts = [...svg.querySelectorAll('text')].map((t) => ({
      text: t.textContent,
      x: round(t.getAttribute('x')),
      y: round(t.getAttribute('y')),
      anchor: t.getAttribute('text-anchor'),
      fill: t.getAttribute('fill'),
      fontSize: t.getAttribute('font-size'),
      dy: [...t.querySelectorAll('tspan')].map((s) => s.getAttribute('dy')).join(','),
      box: (() => {
        const b = t.getBBox();
        return [round(b.x), round(b.y), round(b.width), round(b.height)].join(',');
      })(),
    }));
    const shapes = [...svg.querySelectorAll('path, rect, line, circle')].map((s) =>
      [
        s.tagName,
        s.getAttribute('d') ?? '',
        s.getAttribute('x'),
        s.getAttribute('y'),
        s.getAttribute('width'),
        s.getAttribute('height'),
        s.getAttribute('x1'),
        s.getAttribute('y1'),
        s.getAttribute('x2'),
        s.getAttribute('y2'),
        s.getAttribute('fill'),
        s.getAttribute('stroke'),
      ].join('|'),
    );
    return { chart: figure.getAttribute('data-chart'), width: svg.getAttribute('width'), texts, shapes };
  });
}

async function main() {
  mkdirSync(out, { recursive: true });
  await withSignedInProductionBrowser(
    { appDist: resolve(dist), apiDist: API_DIST, apiUrl, appPort: APP_PORT, apiPort: API_PORT, latencyMs: 0 },
    async ({ browser, storageState }) => {
      for (const width of [1440, 375]) {
        for (const path of pages) {
          // Every chart drawn (they draw near the window, near-viewport.ts): a window taller
          // than the longest page, twice as tall at 375 px wide.
          const height = width < 800 ? 16_000 : 8000;
          const ctx = await browser.newContext({ viewport: { width, height }, storageState });
          await ctx.addInitScript(installProbe, { storage: {} });
          const p = await ctx.newPage();
          await p.goto(`http://127.0.0.1:${APP_PORT}${path}`);
          await p.evaluate(() => window.__bench.load({ withMaps: true }));
          const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}-${width}`;
          writeFileSync(
            join(out, `${name}.json`),
            `${JSON.stringify(await p.evaluate(chartsInPage), null, 1)}\n`,
          );
          await p.screenshot({ path: join(out, `${name}.png`), fullPage: true });
          // Each chart panel on its own, small enough to look at.
          const panels = p.locator('[data-panel]:has(figure[data-chart])');
          for (let i = 0; i < (await panels.count()); i++) {
            await panels.nth(i).screenshot({ path: join(out, `${name}-panel-${i + 1}.png`) });
          }
          await ctx.close();
          console.log(`${name} done`);
        }
      }
    },
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
