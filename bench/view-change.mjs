// A view change on the Sales page (`npm run bench`, step `viewChange`): the Top 10 sorted by
// Cases and back, and a series of the SKU chart's legend hidden and shown again, as an analyst
// reads the page. View state lives in the URL (docs/filters.md) and fetches nothing: each click
// is React's render of what changed and the next paint. Per click, the Event Timing duration
// (input to the next paint, what INP reports). The cost does not grow with the data, so the
// demo build at scale 1. Goal (reported, not asserted): 200 ms, the web's "good" interaction.

import { installInteractionRecorder, interactionSince } from './legend-toggle.mjs';
import { median } from './stats.mjs';

const PATH = '/sales';
const SETTLE_MS = 1000;

/**
 * @param {object} o
 * @param {import('@playwright/test').Browser} o.browser
 */
export async function viewChangeRuns({ browser, baseURL, storageState, newContext, storage, log }) {
  const context = await newContext(browser, baseURL, storage({ 'bench:no-cache': '1' }), storageState);
  await context.addInitScript(installInteractionRecorder);
  const page = await context.newPage();
  await page.goto(PATH);
  await page.evaluate(() => window.__bench.load({ withMaps: 'idle', timeoutMs: 300_000 }));
  const click = async (locator) => {
    await locator.scrollIntoViewIfNeeded();
    await page.waitForTimeout(SETTLE_MS);
    const since = await page.evaluate(() => performance.now());
    await locator.click();
    await page.waitForTimeout(SETTLE_MS);
    return (await page.evaluate(interactionSince, since)).eventMs;
  };
  const sortHeader = page
    .locator('[data-panel="sales-top-accounts"]')
    .getByRole('button', { name: /^Cases/ })
    .first();
  const skuItem = page
    .getByRole('list', { name: /By SKU legend$/ })
    .first()
    .getByRole('button')
    .first();
  const sort = [await click(sortHeader), await click(sortHeader)];
  const legend = [await click(skuItem), await click(skuItem)];
  await context.close();
  const summary = (events) => ({ eventMs: median(events), maxEventMs: Math.max(...events), events });
  const result = { path: PATH, topSort: summary(sort), skuLegend: summary(legend) };
  log(`  ${PATH}: Top 10 sort events ${sort.join(', ')} ms; SKU legend hide, show ${legend.join(', ')} ms`);
  return result;
}
