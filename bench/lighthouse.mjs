// Lighthouse in `npm run bench`: login and every section page, desktop and mobile
// presets, for one build at a time: the demo build (MSW in the page) or the production
// build calling the HTTP demo API. Fully offline: Lighthouse's own node API against a
// Chromium this module launches; no PageSpeed Insights, no CrUX, no remote fetch.
//
// How a run is set up (docs/performance.md, "Other tools"):
// - one headless Chromium (chrome-launcher, with BASE_CHROMIUM_ARGS) per build, with a remote
//   debugging port; Playwright connects over CDP to sign in, Lighthouse to the same port;
// - /login is audited signed out (with the demo's service worker already installed, as a
//   returning visitor has it); then Playwright signs in as superadmin once, and the local
//   storage it leaves (token, demo latency) is restored before every section run;
// - Lighthouse resets what a first visit would not have: the HTTP cache, Cache Storage,
//   IndexedDB (where a persisted query cache lives) but, unlike its default, NOT the
//   service worker (the demo API is one) and never local storage (the token);
// - each audited page must end on its own URL (not /login) and, in the demo, the service
//   worker must still be registered after the run: otherwise the cell is an error.
import { Launcher, launch } from 'chrome-launcher';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from '@playwright/test';
import { BASE_CHROMIUM_ARGS, chromiumExecutable, mergeDisabledFeatures } from '../scripts/browser-path.mjs';
import { median } from './stats.mjs';

export const PRESETS = ['desktop', 'mobile'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices'];
/** What Lighthouse clears before (and after) each run: its default minus service_workers. */
const CLEAR_STORAGE_TYPES = ['file_systems', 'shader_cache', 'cache_storage', 'indexeddb'];
const USER = 'superadmin';
const PASSWORD = 'demo';
/** Entries kept per breakdown (main-thread categories, scripts, long tasks). */
const TOP = 6;

/**
 * A headless Chromium for Lighthouse (chrome-launcher, with a remote debugging port) and
 * Playwright connected to it over CDP, for signing in on the same profile. `close()` ends both.
 */
export async function launchLighthouseBrowser() {
  const chromePath = chromiumExecutable();
  const chrome = await launch({
    ...(chromePath ? { chromePath } : {}),
    // chrome-launcher's flags with ours (not Playwright's: PaintHolding stays on, as in a
    // user's browser), its --disable-features and ours as one switch (its list keeps
    // RenderDocument off for Lighthouse). --no-sandbox as root (a container), as Playwright's
    // own launch adds it.
    ignoreDefaultFlags: true,
    chromeFlags: mergeDisabledFeatures([
      ...Launcher.defaultFlags(),
      '--headless=new',
      ...BASE_CHROMIUM_ARGS,
      ...(process.getuid?.() === 0 ? ['--no-sandbox'] : []),
    ]),
    logLevel: 'silent',
  });
  try {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    return {
      port: chrome.port,
      browser,
      close: async () => {
        await browser.close().catch(() => {});
        chrome.kill();
      },
    };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

/** Signs `page` in at `origin` as the bench's user; returns the local storage it leaves. */
export async function signInForLighthouse(page, origin) {
  await page.goto(`${origin}/login`);
  await page.getByLabel('Username').fill(USER);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByText(/^Welcome, .+!$/).waitFor({ timeout: 60_000 });
  await page.goto(`${origin}/favicon.svg`);
  return page.evaluate(() => Object.entries(localStorage));
}

/** Sets the origin's local storage to `entries` (from a document that runs no app code). */
export async function restoreLocalStorage(page, origin, entries) {
  await page.goto(`${origin}/favicon.svg`);
  await page.evaluate((saved) => {
    localStorage.clear();
    for (const [key, value] of saved) localStorage.setItem(key, value);
  }, entries);
}

/** One Lighthouse run of `url` on the browser at `port`, with the bench's storage rules. */
/**
 * `throttling`: 'simulate' (Lighthouse's default: an unthrottled load, then Lantern's model)
 * or 'devtools' (the page really loads throttled: the preset's round trip, bandwidth and CPU
 * slowdown applied in the browser; what a user on that device would observe).
 */
export async function runLighthouse({ port, url, preset, categories = CATEGORIES, throttling = 'simulate' }) {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      clearStorageTypes: CLEAR_STORAGE_TYPES,
      throttlingMethod: throttling,
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  return result?.lhr ?? null;
}

/**
 * The Lighthouse goals, reported against (never asserted): per build and preset, the lowest
 * performance score and the highest total blocking time that meet them.
 */
export const LIGHTHOUSE_GOALS = {
  real: { desktop: { performance: 90, tbtMs: 200 }, mobile: { performance: 75 } },
  demo: { desktop: { performance: 80, tbtMs: 200 }, mobile: {} },
};

const round = (n, digits = 0) => (Number.isFinite(n) ? Number(n.toFixed(digits)) : null);
const score = (category) => (category?.score === null || !category ? null : Math.round(category.score * 100));

/**
 * The pages: /login, then each distinct pathname of `sections` (a row that only adds a
 * query, such as /sales?compare=prev, is the same page and left out).
 */
export function lighthousePages(sections) {
  const seen = new Set(['/login']);
  const pages = [{ id: 'login', path: '/login', signedIn: false }];
  for (const section of sections) {
    const { pathname } = new URL(section.path, 'http://x');
    if (seen.has(pathname)) continue;
    seen.add(pathname);
    pages.push({ id: section.id, path: section.path, signedIn: true });
  }
  return pages;
}

/** A script's place for the report: its path on the app's origin, else the whole URL. */
const shortUrl = (url, origin) => (url.startsWith(origin) ? url.slice(origin.length) : url);

/** The figures of one Lighthouse result the bench keeps. */
function summarise(lhr, origin) {
  const audits = lhr.audits;
  const value = (id) => audits[id]?.numericValue ?? Number.NaN;
  const items = (id) => audits[id]?.details?.items ?? [];
  const failing = (categoryId) =>
    (lhr.categories[categoryId]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && audits[ref.id]?.score !== null && audits[ref.id]?.score < 1)
      .map((ref) => ref.id);
  const lcpNode = items('largest-contentful-paint-element')[0]?.items?.[0]?.node;
  return {
    performance: score(lhr.categories.performance),
    accessibility: score(lhr.categories.accessibility),
    bestPractices: score(lhr.categories['best-practices']),
    lcpMs: round(value('largest-contentful-paint')),
    tbtMs: round(value('total-blocking-time')),
    fcpMs: round(value('first-contentful-paint')),
    // Lantern's time to interactive: after the page's data has arrived (its transfer included).
    ttiMs: round(value('interactive')),
    speedIndexMs: round(value('speed-index')),
    cls: round(value('cumulative-layout-shift'), 3),
    // What moved: the layout-shifts audit's elements with their share of the score.
    clsElements: items('layout-shifts')
      .slice(0, 3)
      .map((i) => ({ element: i.node?.selector ?? i.node?.snippet ?? null, score: round(i.score, 3) })),
    finalPath: shortUrl(lhr.finalDisplayedUrl, origin),
    lcpElement: lcpNode ? (lcpNode.selector ?? lcpNode.snippet ?? null) : null,
    mainThread: items('mainthread-work-breakdown')
      .slice(0, TOP)
      .map((i) => ({ group: i.groupLabel ?? i.group, ms: round(i.duration) })),
    mainThreadMs: round(value('mainthread-work-breakdown')),
    bootupMs: round(value('bootup-time')),
    bootup: items('bootup-time')
      .slice(0, TOP)
      .map((i) => ({
        url: shortUrl(i.url, origin),
        totalMs: round(i.total),
        scriptingMs: round(i.scripting),
        parseMs: round(i.scriptParseCompile),
      })),
    longTasks: items('long-tasks')
      .slice(0, TOP)
      .map((i) => ({ url: shortUrl(i.url, origin), startMs: round(i.startTime), ms: round(i.duration) })),
    failedAudits: { accessibility: failing('accessibility'), bestPractices: failing('best-practices') },
    warnings: lhr.runWarnings ?? [],
    runtimeError: lhr.runtimeError?.message ?? null,
  };
}

/** Median of each figure over the runs; the breakdowns of the run with the median score. */
function medianCell(runs) {
  const figures = [
    'performance',
    'accessibility',
    'bestPractices',
    'lcpMs',
    'tbtMs',
    'fcpMs',
    'ttiMs',
    'speedIndexMs',
  ];
  const cell = Object.fromEntries(figures.map((f) => [f, round(median(runs.map((r) => r[f])))]));
  cell.cls = round(median(runs.map((r) => r.cls)), 3);
  const byScore = [...runs].sort((a, b) => (a.performance ?? -1) - (b.performance ?? -1));
  const typical = byScore[Math.floor((byScore.length - 1) / 2)];
  return {
    ...cell,
    runs: runs.map((r) => ({ performance: r.performance, tbtMs: r.tbtMs, lcpMs: r.lcpMs })),
    ...Object.fromEntries(
      [
        'finalPath',
        'lcpElement',
        'clsElements',
        'mainThreadMs',
        'mainThread',
        'bootupMs',
        'bootup',
        'longTasks',
        'failedAudits',
        'warnings',
      ].map((k) => [k, typical[k]]),
    ),
  };
}

/**
 * Lighthouse for one build. `origin`: where the build is served; `demo`: MSW in the page
 * (demo:latency is set in local storage; the production build's API adds its own).
 * Returns `{ pages: { [path]: { desktop, mobile } }, meta }`; a cell that failed holds
 * `{ error }`.
 */
export async function lighthouseBuild({ origin, demo, latencyMs, pages, presets = PRESETS, runs = 1, log }) {
  const { port, browser, close } = await launchLighthouseBrowser();
  const out = { pages: {}, meta: { chromium: browser.version(), lighthouse: null, benchmarkIndex: [] } };
  try {
    const context = browser.contexts()[0];
    const page = await context.newPage();
    // A same-origin document that runs no app code, for reading and writing the origin's storage.
    const atOrigin = async () => page.goto(`${origin}/favicon.svg`);
    const workers = () =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length);

    await atOrigin();
    if (demo)
      await page.evaluate((ms) => {
        localStorage.setItem('demo:latency', String(ms));
        localStorage.removeItem('demo:scale');
        localStorage.removeItem('bench:no-cache');
      }, latencyMs);
    // First visit of the login page: the demo's service worker installs here, not in a run.
    await page.goto(`${origin}/login`);
    await page.getByRole('button', { name: 'Sign in' }).waitFor({ timeout: 60_000 });
    let signedInStorage = null;

    /** Puts the origin back as signed in (or out) left it; returns the service workers. */
    const restore = async (storage) => {
      if (storage) await restoreLocalStorage(page, origin, storage);
      else await atOrigin();
      const count = await workers();
      await page.goto('about:blank');
      return count;
    };

    for (const target of pages) {
      if (target.signedIn && !signedInStorage) signedInStorage = await signInForLighthouse(page, origin);
      out.pages[target.path] = {};
      for (const preset of presets) {
        const results = [];
        let error = null;
        for (let i = 0; i < runs && !error; i++) {
          const before = await restore(target.signedIn ? signedInStorage : null);
          if (demo && before === 0) {
            error = 'the demo service worker is not registered before the run';
            break;
          }
          const started = Date.now();
          const lhr = await runLighthouse({ port, url: `${origin}${target.path}`, preset });
          if (!lhr) {
            error = 'Lighthouse returned no result';
            break;
          }
          out.meta.lighthouse = lhr.lighthouseVersion;
          out.meta.benchmarkIndex.push(round(lhr.environment.benchmarkIndex));
          const summary = summarise(lhr, origin);
          const expected = new URL(target.path, origin);
          const landed = new URL(lhr.finalDisplayedUrl);
          if (summary.runtimeError) error = `Lighthouse: ${summary.runtimeError}`;
          else if (landed.pathname !== expected.pathname)
            error = `ended on ${summary.finalPath}, not ${target.path}${target.signedIn ? ' (not signed in?)' : ''}`;
          else if (demo && (await restore(null)) === 0)
            error = 'the demo service worker was gone after the run';
          else results.push(summary);
          log(
            `  lighthouse ${demo ? 'demo' : 'real'} ${target.path} ${preset} ${i + 1}/${runs}: ` +
              `performance ${summary.performance}, TBT ${summary.tbtMs} ms, LCP ${summary.lcpMs} ms ` +
              `(${((Date.now() - started) / 1000).toFixed(0)} s)${error ? `: ${error}` : ''}`,
          );
        }
        out.pages[target.path][preset] = error ? { error, runs: results.length } : medianCell(results);
      }
    }
  } finally {
    await close();
  }
  return out;
}

/** Each goal of LIGHTHOUSE_GOALS for one cell: `[{ name, value, budget, ok }]`. */
export function lighthouseGoalRows(build, path, preset, cell) {
  const goal = LIGHTHOUSE_GOALS[build]?.[preset] ?? {};
  const rows = [];
  const name = `lighthouse.${build}.${preset}.${path}`;
  if (goal.performance !== undefined)
    rows.push({
      name: `${name}.performance`,
      value: cell.performance ?? null,
      budget: `>= ${goal.performance}`,
      ok:
        cell.performance === undefined || cell.performance === null
          ? null
          : cell.performance >= goal.performance,
    });
  if (goal.tbtMs !== undefined)
    rows.push({
      name: `${name}.tbtMs`,
      value: cell.tbtMs ?? null,
      budget: `<= ${goal.tbtMs}`,
      ok: cell.tbtMs === undefined || cell.tbtMs === null ? null : cell.tbtMs <= goal.tbtMs,
    });
  return rows;
}

/** The compact markdown table of `results.lighthouse`, one row per page x build x preset. */
export function lighthouseTable(lh) {
  const mark = (ok) => (ok === null ? '' : ok ? '' : ' ✗');
  const s = (ms) => (ms === null || ms === undefined ? 'n/a' : (ms / 1000).toFixed(1));
  const lines = [
    '| page | build | preset | perf | a11y | BP | LCP s | TBT ms | FCP s | SI s | CLS | top script (bootup ms) |',
    '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const build of ['real', 'demo']) {
    const pages = lh[build]?.pages;
    if (!pages) continue;
    for (const [path, presets] of Object.entries(pages)) {
      for (const [preset, cell] of Object.entries(presets)) {
        if (cell.error) {
          lines.push(`| ${path} | ${build} | ${preset} | error: ${cell.error} |||||||||`);
          continue;
        }
        const goals = Object.fromEntries(
          lighthouseGoalRows(build, path, preset, cell).map((r) => [r.name.split('.').at(-1), r.ok]),
        );
        const top = cell.bootup.find((b) => b.url !== 'Unattributable') ?? cell.bootup[0];
        lines.push(
          `| ${path} | ${build} | ${preset} | ${cell.performance}${mark(goals.performance ?? null)} | ` +
            `${cell.accessibility} | ${cell.bestPractices} | ${s(cell.lcpMs)} | ` +
            `${cell.tbtMs}${mark(goals.tbtMs ?? null)} | ${s(cell.fcpMs)} | ${s(cell.speedIndexMs)} | ${cell.cls} | ` +
            `${top ? `${top.url.replace(/^\/assets\//, '')} ${top.totalMs}` : ''} |`,
        );
      }
    }
  }
  return lines.join('\n');
}
