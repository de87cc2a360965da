// A legend toggle on the map pages at a national brand's size (`npm run bench`, step `legend`):
// /accounts, /sales and /merchandising at demo scale 10, each status of the map's legend hidden and shown
// again, as an analyst narrows the map. Per toggle: the click's Event Timing duration (from the
// input to the next paint, what INP reports), the longest animation frame after it, and the time
// until the map is idle with the new pins. Hiding a status gives the map new pins (uploaded to
// maplibre's worker and clustered); showing it again gives back a pin set the map keeps. Goal
// (reported, not asserted): events within 200 ms, the web's "good" interaction.

import { median } from './stats.mjs';

export const LEGEND_SCALE = Number(process.env.LEGEND_SCALE ?? 10);
export const LEGEND_PAGES = ['/accounts', '/sales', '/merchandising'];
/** Statuses hidden in turn (then shown again, last hidden first). */
const TOGGLED = 2;

/** Event Timing entries and long animation frames from the start, buffered for the page. */
export function installInteractionRecorder() {
  const probe = { events: [], frames: [] };
  window.__interactions = probe;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (e.interactionId) probe.events.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) probe.frames.push({ start: e.startTime, ms: e.duration });
  }).observe({ type: 'long-animation-frame', buffered: true });
}

/** The click's event and the longest frame since `since` (page clock). */
export function interactionSince(since) {
  const { events, frames } = window.__interactions;
  const max = (list) => Math.round(Math.max(0, ...list.filter((e) => e.start >= since).map((e) => e.ms)));
  return { eventMs: max(events), longestFrameMs: max(frames) };
}

const mapIdle = (page) =>
  page.waitForFunction(
    () =>
      [...document.querySelectorAll('[data-map] [data-idle]')].some(
        (map) => map.getAttribute('data-idle') === 'true',
      ),
    null,
    { timeout: 120_000 },
  );

/**
 * @param {object} o
 * @param {import('@playwright/test').Browser} o.browser
 */
export async function legendToggleRuns({ browser, baseURL, storageState, newContext, storage, log }) {
  const result = { scale: LEGEND_SCALE, pages: {} };
  for (const path of LEGEND_PAGES) {
    const context = await newContext(
      browser,
      baseURL,
      storage({ 'demo:scale': String(LEGEND_SCALE), 'bench:no-cache': '1' }),
      storageState,
    );
    await context.addInitScript(installInteractionRecorder);
    const page = await context.newPage();
    await page.goto(path);
    await page.evaluate(() => window.__bench.load({ withMaps: 'idle', timeoutMs: 600_000 }));
    const items = page.getByRole('list', { name: 'Map legend' }).first().getByRole('button');
    const count = await items.count();
    if (count < TOGGLED + 1) throw new Error(`${path}: the map legend has ${count} items`);
    const toggles = [];
    const order = [...Array(TOGGLED).keys()];
    for (const [index, kind] of [
      ...order.map((i) => [i, 'newPins']),
      ...[...order].reverse().map((i) => [i, 'keptPins']),
    ]) {
      const since = await page.evaluate(() => performance.now());
      const clicked = Date.now();
      await items.nth(index).click();
      await mapIdle(page);
      const idleMs = Date.now() - clicked;
      // The frames after idle belong to the toggle too (the cluster labels' redraw).
      await page.waitForTimeout(500);
      toggles.push({ kind, idleMs, ...(await page.evaluate(interactionSince, since)) });
    }
    const of = (kind) => toggles.filter((t) => t.kind === kind);
    const summary = (kind) => ({
      eventMs: median(of(kind).map((t) => t.eventMs)),
      maxEventMs: Math.max(...of(kind).map((t) => t.eventMs)),
      longestFrameMs: Math.max(...of(kind).map((t) => t.longestFrameMs)),
      idleMs: median(of(kind).map((t) => t.idleMs)),
    });
    result.pages[path] = { newPins: summary('newPins'), keptPins: summary('keptPins'), toggles };
    const s = result.pages[path];
    log(
      `  ${path} at ${LEGEND_SCALE}x: hide (new pins) event ${s.newPins.eventMs} ms (max ${s.newPins.maxEventMs}), idle after ${s.newPins.idleMs}; show (kept) event ${s.keptPins.eventMs} ms (max ${s.keptPins.maxEventMs})`,
    );
    await context.close();
  }
  return result;
}
