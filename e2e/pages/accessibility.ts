import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** axe-core's minified build: its full source is 1.5 MB, and the page compiles it on each load. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What a story reads of a violation. */
interface Violation {
  id: string;
  impact?: string | null;
  help: string;
  targets: string[];
}

/**
 * Moderate findings that fail a story too: two regions of one name leave a screen reader's
 * landmark list ambiguous (a panel's title names its region).
 */
const FAILING_MODERATE_RULES = new Set(['landmark-unique']);

/**
 * Runs axe on the page as it is (or on the parts matching `include`, CSS selectors) and fails
 * on serious or critical violations, and on FAILING_MODERATE_RULES. A state that changes one
 * panel is checked on that panel.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  include: readonly string[] = [],
): Promise<void> {
  const serious = (await analyzeSettled(page, include)).filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || FAILING_MODERATE_RULES.has(v.id),
  );
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`)).toEqual([]);
}

/**
 * axe-core's own API, in the page: its source goes into a document once, where
 * @axe-core/playwright's builder evaluated the full source twice on every check (the accounts
 * page, in turns on this machine: 1.3-2.1 s a check, against 1.1-1.4 s for a document's first
 * and 0.8-0.9 s after). The app has no frames, so one document is the whole page; only the
 * violations come back, as selectors.
 */
async function runAxe(page: Page, include: readonly string[]): Promise<Violation[]> {
  const present = await page.evaluate(
    () => typeof (window as unknown as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!present) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async (selectors) => {
      const { axe } = window as unknown as {
        axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
      };
      const results = await axe.run(selectors.length > 0 ? { include: selectors } : document, {
        resultTypes: ['violations'],
      });
      return results.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
    },
    [...include],
  );
}

/**
 * Old data shown dimmed while new data loads is half-opacity by design, and fades back over
 * 150 ms, so axe would read its contrast mid-load or mid-fade (an error state too: it replaces
 * dimmed data). A refetch can start after the page looked settled (a mutation's
 * invalidation), so the analysis is repeated when any panel dimmed or brightened from just
 * before axe started until it finished.
 */
async function analyzeSettled(page: Page, include: readonly string[]): Promise<Violation[]> {
  for (let attempt = 1; ; attempt += 1) {
    await page.waitForFunction(() => !document.querySelector('[data-placeholder]'), null, {
      timeout: 30_000,
    });
    await page.evaluate(() => {
      const w = window as unknown as { __dimmedDuringAxe?: boolean; __dimObserver?: MutationObserver };
      w.__dimObserver?.disconnect();
      w.__dimmedDuringAxe = false;
      w.__dimObserver = new MutationObserver((records) => {
        const placeholderChanged = (node: Node) =>
          node instanceof Element &&
          (node.hasAttribute('data-placeholder') || node.querySelector('[data-placeholder]') !== null);
        for (const record of records) {
          if (
            record.type === 'attributes' ||
            [...record.addedNodes].some(placeholderChanged) ||
            [...record.removedNodes].some(placeholderChanged)
          )
            w.__dimmedDuringAxe = true;
        }
      });
      w.__dimObserver.observe(document.body, {
        subtree: true,
        childList: true,
        attributeFilter: ['data-placeholder'],
      });
    });
    // Every fade finished (a panel that brightened just now is read at full opacity), timed by
    // the browser's own transitions, not a guess that a loaded machine outlasts. Only opacity:
    // the progress bar's width moves for as long as answers are owed.
    await page.waitForFunction(
      () =>
        !document
          .getAnimations()
          .some(
            (animation) =>
              animation instanceof CSSTransition &&
              animation.transitionProperty === 'opacity' &&
              animation.playState === 'running',
          ),
      null,
      { timeout: 30_000 },
    );
    const results = await runAxe(page, include);
    const dimmed = await page.evaluate(() => {
      const w = window as unknown as { __dimmedDuringAxe?: boolean; __dimObserver?: MutationObserver };
      w.__dimObserver?.disconnect();
      return w.__dimmedDuringAxe === true || document.querySelector('[data-placeholder]') !== null;
    });
    if (!dimmed || attempt === 5) return results;
  }
}
