import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { AccountPage, type AccountPanelName } from './pages/account-page';
import { AnalystTools } from './pages/analyst';
import { loginAs } from './pages/login-page';
import { SalesPage } from './pages/sales-page';
import { expect, test } from './support/test';

const BRAND = 'Golden Grove Juice';
const EVERY_BLOCK: readonly AccountPanelName[] = [
  'account-details',
  'account-visit-figures',
  'account-sales-figures',
  'account-merchandising-figures',
  'account-sales-over-time',
  'account-sales-by-sku',
  'account-visit-timeline',
  'account-merchandising-history',
  'account-photos',
  'account-status-history',
];

test.describe("An account's page", () => {
  test.setTimeout(120_000);
  test.use({ reducedMotion: 'reduce' });

  test('from a Sales map pin and the Top 10 to the account, Back keeps the filter; a reload keeps the page; axe is clean', async ({
    page,
  }) => {
    const sales = new SalesPage(page);
    await loginAs(page, 'superadmin', { path: `/sales?brand=${encodeURIComponent(BRAND)}` });
    await sales.board.waitUntilReady();
    await sales.board.chooseShortcut('Last Month');
    await sales.waitForPanelsReady(['sales-top-accounts', 'sales-map']);
    const salesUrl = page.url();
    const name = (await sales.topColumn('Account'))[0]!.trim();
    const amount = (await sales.topColumn('Amount'))[0]!.trim();

    // The pin's popup: "Open account" is a real link carrying the brand and the period.
    await sales.waitForMapReady();
    await sales.openPin(name);
    const open = sales.popup.getByRole('link', { name: /^Open account/ });
    const href = (await open.getAttribute('href')) ?? '';
    const salesSearch = new URL(salesUrl).searchParams;
    expect(href).toMatch(/^\/accounts\/\d+\?/);
    const linked = new URL(href, page.url()).searchParams;
    expect(linked.get('brand')).toBe(BRAND);
    expect(linked.get('startDate')).toBe(salesSearch.get('startDate'));
    expect(linked.get('endDate')).toBe(salesSearch.get('endDate'));
    await open.click();

    const account = new AccountPage(page);
    await expect(account.heading).toHaveText(name, { timeout: 30_000 });
    await account.waitForPanelsReady(EVERY_BLOCK);
    // The account's sales equal its Top 10 row for the same filter.
    expect(await account.figure('account-sales-figures', 'Sales')).toBe(amount);

    // Back: the Sales page with the filter it had.
    await page.goBack();
    await expect(page).toHaveURL(salesUrl);
    await sales.waitForPanelsReady(['sales-top-accounts']);

    // The Top 10 row's name is a link to the same page.
    const rowLink = sales.topTable.getByRole('link', { name, exact: true }).first();
    await expect(rowLink).toHaveAttribute('href', href);
    await rowLink.click();
    await expect(account.heading).toHaveText(name, { timeout: 30_000 });

    // A deep link reloaded: the same account, brand and period.
    const accountUrl = page.url();
    await page.reload();
    await expect(account.heading).toHaveText(name, { timeout: 30_000 });
    await account.waitForPanelsReady(EVERY_BLOCK);
    expect(page.url()).toBe(accountUrl);
    expect(await account.figure('account-sales-figures', 'Sales')).toBe(amount);

    // The Account brief: a PDF file named after the account.
    const brief = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Account brief' }).click();
    const file = await brief;
    expect(file.suggestedFilename()).toMatch(/^Account brief .+\.pdf$/);
    expect(file.suggestedFilename()).toContain(name.replace(/[\\/:*?"<>|]+/g, '-'));
    // Charts draw as they come near the window (a full-page screenshot leaves the far ones blank).
    const bySku = account.panel('account-sales-by-sku');
    await bySku.scrollIntoViewIfNeeded();
    await expect(bySku.locator('.recharts-bar-rectangle').first()).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('account-1440.png'), fullPage: true });

    await page.setViewportSize({ width: 375, height: 812 });
    await account.waitForPanelsReady(EVERY_BLOCK);
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: test.info().outputPath('account-375.png'), fullPage: true });
  });

  test('the palette opens an account; an unknown id is "Account not found" with a way back', async ({
    page,
    consoleErrors,
  }) => {
    await loginAs(page, 'superadmin', { path: `/sales?brand=${encodeURIComponent(BRAND)}` });
    const sales = new SalesPage(page);
    await sales.board.waitUntilReady();
    const tools = new AnalystTools(page);
    await tools.openPaletteByKey();
    await tools.paletteSearch.fill('ma');
    const first = page.locator('[data-palette-group="accounts"] [data-account-name]').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    const name = (await first.getAttribute('data-account-name')) ?? '';
    await first.click();
    const account = new AccountPage(page);
    await expect(page).toHaveURL(/\/accounts\/\d+\?(.*&)?brand=/);
    await expect(account.heading).toHaveText(name, { timeout: 30_000 });

    await page.goto(`/accounts/999999999?brand=${encodeURIComponent(BRAND)}`);
    await expect(account.heading).toHaveText('Account not found', { timeout: 30_000 });
    // The browser logs each block's 404 answer; they are the expected ones.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/status of 404/.test(line)),
    );
    await account.backToAccounts.click();
    await expect(page).toHaveURL(/\/accounts\?(.*&)?brand=/);
  });
});
