import { DatabasePage } from './pages/database-page';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { loginAs } from './pages/login-page';
import { applyScenarios, once, serverError } from './support/scenarios';
import { expect, test } from './support/test';

test.describe('Database', () => {
  // Sign-in builds the demo data set in the page, and two downloads: room on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test('an admin filters the master list, downloads exactly the accounts shown, and pages and sorts the preview', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const database = new DatabasePage(page);
    const listCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname === '/api/masterlist') listCalls.push(request.url());
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'admin', { path: '/database' });
    await database.board.waitUntilReady();

    // Defaults: the first accounts source and the first active-accounts choice; Data Source is
    // an admin's control.
    await expect(database.board.control('Active accounts')).toHaveValue('Active');
    await expect(database.board.control('Data Source')).toHaveValue('All Accounts');

    // Filter one: the defaults. The file holds one row per account the page counts.
    const all = await database.shownCount();
    expect(all).toBeGreaterThan(1000);
    // Asked once: the route loader's request and the panel's query share one key.
    expect(listCalls).toHaveLength(1);
    const first = await database.download();
    expect(first.file.suggestedFilename()).toMatch(/^Master Accounts List .+\.xlsx$/);
    expect(first.rows).toHaveLength(all);
    await expect(database.rows).toHaveCount(100);
    // A row's name is a real link to the account's page for a brand that holds it.
    await expect(database.rows.first().getByRole('link')).toHaveAttribute('href', /^\/accounts\/\d+\?brand=/);

    // Filter two: two cities, every account (active or not) of CRM.
    const cities = (await database.board.options('City')).slice(0, 2);
    await database.board.pick('City', ...cities);
    await database.board.pick('Active accounts', 'All');
    await database.board.pick('Data Source', 'CRM');
    await database.board.apply();
    await expect(page).toHaveURL(/activeAccounts=All/);
    await expect.poll(() => database.shownCount()).not.toBe(all);
    const narrowed = await database.shownCount();
    expect(narrowed).toBeGreaterThan(0);
    const second = await database.download();
    expect(second.rows).toHaveLength(narrowed);
    const header = (await database.column('City').innerText()).trim();
    expect(header).toBe('City');
    expect(new Set(second.rows.map((row) => row[3]))).toEqual(new Set(cities));
    expect(new Set(second.rows.map((row) => row[14]))).toEqual(new Set(['CRM']));

    // Back to the defaults, then sort by City (in the URL), page 2 (in the URL), reload.
    await database.board.defaultButton.click();
    await database.board.apply();
    await expect.poll(() => database.shownCount()).toBe(all);
    await database.column('City').getByRole('button').click();
    await expect(page).toHaveURL(/sort=city/);
    await expect(database.column('City')).toHaveAttribute('aria-sort', 'ascending');
    // The page is the new order once its first row is in the first city (A-Z).
    await expect(database.rows.first().locator('td').nth(2)).toHaveText(cities[0]!);
    const byCity = (texts: string[]) => [...texts].sort((a, b) => a.localeCompare(b, 'en-US'));
    await expect
      .poll(async () => {
        const texts = await database.columnTexts(2);
        return texts.length === 100 && texts.join('|') === byCity(texts).join('|');
      })
      .toBe(true);
    await database.waitUntilReady();
    const cityPage1 = await database.columnTexts(2);
    expect(cityPage1).toEqual(byCity(cityPage1));
    await database.pages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await database.waitUntilReady();
    await expect(database.preview).toContainText('Showing 101-200 of');
    await page.reload();
    await database.waitUntilReady();
    await expect(database.column('City')).toHaveAttribute('aria-sort', 'ascending');
    await expect(database.preview).toContainText('Showing 101-200 of');
    const cityPage2 = await database.columnTexts(2);
    expect(cityPage2[0]!.localeCompare(cityPage1[cityPage1.length - 1]!, 'en-US')).toBeGreaterThanOrEqual(0);

    // A failing download says so; a failing preview page shows Retry, and Retry brings it back.
    await applyScenarios(page, [
      once(serverError('/masterlist/download', 'Boom')),
      once(serverError('/masterlist', 'Boom')),
    ]);
    await database.downloadButton.click();
    const notice = page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Failed to download Master Accounts List' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button').click();
    await expect(notice).toHaveCount(0);
    await database.pages.getByRole('button', { name: 'Page 3', exact: true }).click();
    await expect(database.preview).toHaveAttribute('data-state', 'error');
    await database.preview.getByRole('button', { name: 'Retry' }).click();
    await expect(database.preview).toContainText('Showing 201-300 of');
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/status of 500/.test(line)),
    );

    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('database-1440.png') });
    await database.table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('database-1440-table.png') });

    // A phone: one column, nothing wider than the screen but the table's own scroller.
    await page.setViewportSize({ width: 375, height: 800 });
    await database.waitUntilReady();
    // The layout follows the new width a frame or two after the resize.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath('database-375.png') });
    await database.table.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('database-375-table.png') });
  });
});
