import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page as it is and fails on serious or critical violations.
 * @axe-core/playwright brings its own playwright-core (a newer patch than @playwright/test's),
 * so its Page type differs in one overload though the objects are the same at runtime.
 */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Old data shown dimmed while new data loads is half-opacity by design: axe would read
  // its contrast mid-load. Check the page once no panel is dimmed and the 150 ms fade is over.
  await page.waitForFunction(() => !document.querySelector('[data-placeholder]'), null, { timeout: 30_000 });
  await page.waitForTimeout(200);
  const results = await new AxeBuilder({
    page: page as unknown as ConstructorParameters<typeof AxeBuilder>[0]['page'],
  }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);
}
