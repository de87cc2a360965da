import { HOSTILE_PREFIX } from '../mocks/hostile';
import { ALL_SECTION_LABELS, Shell } from './pages/shell';
import { loginAs } from './pages/login-page';
import { applyScenariosOnLoad, hostile } from './support/scenarios';
import { expect, test } from './support/test';

/**
 * Hostile data: with the demo API's `hostile` scenario every account name,
 * address, city, chain, banner, SKU, representative, login, company and file name starts
 * with markup, script and formula text (mocks/hostile.ts). Every section renders it as
 * text: no element is made from it, no script runs, and the text itself shows.
 */
test('names carrying markup and script render as text in every section', async ({ page }) => {
  test.setTimeout(180_000);
  await applyScenariosOnLoad(page, [hostile('*')]);
  await loginAs(page, 'superadmin', { path: '/accounts' });
  const shell = new Shell(page);
  // The company name of the signed-in user came through /authenticate.
  await expect(shell.welcome).toContainText('<img src=x onerror=');
  let shownAsText = 0;
  for (const label of ALL_SECTION_LABELS) {
    await shell.topNav.getByRole('link', { name: label, exact: true }).click();
    await expect(shell.pageHeading).toBeVisible();
    await expect(page.locator('[data-panel]').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-state="loading"]')).toHaveCount(0, { timeout: 30_000 });
    // Nothing was built from the data: no image with the injected source, no injected script.
    expect(await page.locator('img[src="x"]').count(), label).toBe(0);
    expect(
      await page
        .locator('script')
        .evaluateAll((els) => els.filter((e) => e.textContent?.includes('__hostile')).length),
      label,
    ).toBe(0);
    expect(await page.evaluate(() => (window as { __hostile?: unknown }).__hostile), label).toBeUndefined();
    shownAsText += await page.getByText(HOSTILE_PREFIX.slice(0, 40)).count();
  }
  // The hostile text is on screen as text (tables, lists, legends, the header).
  expect(shownAsText).toBeGreaterThan(5);
});
