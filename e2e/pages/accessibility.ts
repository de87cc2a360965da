import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Moderate findings that fail a story too: two regions of one name leave a screen reader's
 * landmark list ambiguous (a panel's title names its region).
 */
const FAILING_MODERATE_RULES = new Set(['landmark-unique']);

/**
 * Runs axe on the page as it is (or on the parts matching `include`, CSS selectors) and fails
 * on serious or critical violations, and on FAILING_MODERATE_RULES. A state that changes one
 * panel is checked on that panel.
 *
 * Axe runs in the page itself (legacy mode): the default mode opens a blank page in the
 * context to merge the frames' results, and that new window cost more than the analysis
 * (an account page: 10.5-12.9 s a check, against 2.2-4.4 s so, in turns on this machine).
 * The app has no frames, which is all legacy mode gives up. Only violations are turned
 * into selectors and sent back: nothing reads the passes.
 * @axe-core/playwright brings its own playwright-core (a newer patch than @playwright/test's),
 * so its Page type differs in one overload though the objects are the same at runtime.
 */
export async function expectNoSeriousA11yViolations(
  page: Page,
  include: readonly string[] = [],
): Promise<void> {
  const serious = (await analyzeSettled(page, include)).violations.filter(
    (v) => v.impact === 'serious' || v.impact === 'critical' || FAILING_MODERATE_RULES.has(v.id),
  );
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}

/**
 * Old data shown dimmed while new data loads is half-opacity by design, and fades back over
 * 150 ms, so axe would read its contrast mid-load or mid-fade (an error state too: it replaces
 * dimmed data). A refetch can start after the page looked settled (a mutation's
 * invalidation), so the analysis is repeated when any panel dimmed or brightened from just
 * before axe started until it finished.
 */
async function analyzeSettled(page: Page, include: readonly string[]): Promise<AxeResults> {
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
    const builder = new AxeBuilder({
      page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'],
    })
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] });
    for (const selector of include) builder.include(selector);
    const results = await builder.analyze();
    const dimmed = await page.evaluate(() => {
      const w = window as unknown as { __dimmedDuringAxe?: boolean; __dimObserver?: MutationObserver };
      w.__dimObserver?.disconnect();
      return w.__dimmedDuringAxe === true || document.querySelector('[data-placeholder]') !== null;
    });
    if (!dimmed || attempt === 5) return results;
  }
}
