// View changes as an analyst makes them (`npm run bench`, step `viewChange`): on /sales the
// Top 10 sorted by Cases and back, and a series of the SKU chart's legend hidden and shown
// again; on /uds the daily table's next page and a sort by Date and back. View state lives in
// the URL (docs/filters.md): a Sales change fetches nothing, a Time & Efforts one asks the
// server for the page, and the click paints the old rows dimmed meanwhile. Per click, the
// Event Timing duration (input to the next paint, what INP reports). The cost does not grow
// with the data, so the demo build at scale 1. Goal (reported, not asserted): 200 ms, the
// web's "good" interaction.

import { installInteractionRecorder, interactionSince } from './legend-toggle.mjs';
import { median } from './stats.mjs';

const SETTLE_MS = 1000;

/** Each interaction: the page, what it is, and the control clicked twice. */
export const VIEW_CHANGES = [
  {
    key: 'topSort',
    path: '/sales',
    label: 'the Top 10 sort',
    control: (page) =>
      page
        .locator('[data-panel="sales-top-accounts"]')
        .getByRole('button', { name: /^Cases/ })
        .first(),
  },
  {
    key: 'skuLegend',
    path: '/sales',
    label: 'a SKU legend item, hidden and shown',
    control: (page) =>
      page
        .getByRole('list', { name: /By SKU legend$/ })
        .first()
        .getByRole('button')
        .first(),
  },
  {
    key: 'dailyPage',
    path: '/uds',
    label: "the daily table's next page",
    control: (page) =>
      page.getByRole('navigation', { name: 'Daily table pages' }).getByRole('button', { name: 'next page' }),
  },
  {
    key: 'dailySort',
    path: '/uds',
    label: 'the daily table sorted by Date',
    control: (page) =>
      page.locator('[data-panel="efforts-daily"]').getByRole('button', { name: /^Date/ }).first(),
  },
];

/**
 * @param {object} o
 * @param {import('@playwright/test').Browser} o.browser
 */
export async function viewChangeRuns({ browser, baseURL, storageState, newContext, storage, log }) {
  const result = { interactions: {} };
  for (const path of new Set(VIEW_CHANGES.map((change) => change.path))) {
    const context = await newContext(browser, baseURL, storage({ 'bench:no-cache': '1' }), storageState);
    await context.addInitScript(installInteractionRecorder);
    const page = await context.newPage();
    await page.goto(path);
    await page.evaluate(() => window.__bench.load({ withMaps: 'idle', timeoutMs: 300_000 }));
    const click = async (locator) => {
      await locator.scrollIntoViewIfNeeded();
      await page.waitForTimeout(SETTLE_MS);
      const since = await page.evaluate(() => performance.now());
      await locator.click();
      await page.waitForTimeout(SETTLE_MS);
      return (await page.evaluate(interactionSince, since)).eventMs;
    };
    for (const change of VIEW_CHANGES.filter((c) => c.path === path)) {
      const events = [await click(change.control(page)), await click(change.control(page))];
      result.interactions[change.key] = {
        path,
        label: change.label,
        eventMs: median(events),
        maxEventMs: Math.max(...events),
        events,
      };
      log(`  ${path}: ${change.label}, events ${events.join(', ')} ms`);
    }
    await context.close();
  }
  return result;
}
