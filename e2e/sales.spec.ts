import { readSheet } from 'read-excel-file/node';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { DEMO_PASSWORD, expectSignedIn, LoginPage, loginAs } from './pages/login-page';
import { nextSalesData, parseCount, parseMoney, SalesPage } from './pages/sales-page';
import { Shell } from './pages/shell';
import { revokePermissionKeys } from './support/demo-permissions';
import { expect, test } from './support/test';

const GROUP_ACCOUNT = 'Westline Beverage Group';
/** A demo brand younger than the first one: less data, so the deep-linked stories load faster. */
const SHARED_LINK = '/sales?brand=Golden%20Grove%20Juice';
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Signs in on /sales, picks the second brand and applies 'Last Month'; returns the brand and the pins. */
async function openLastMonthOfSecondBrand(sales: SalesPage) {
  await loginAs(sales.page, 'superadmin', { path: '/sales' });
  await sales.board.waitUntilReady();
  const brands = await sales.board.options('Brand');
  const brand = brands[1] ?? brands[0]!;
  await sales.board.pick('Brand', brand);
  const data = nextSalesData(sales.page, { brand });
  await sales.board.chooseShortcut('Last Month');
  return { brand, data: await data };
}

test.describe('Sales', () => {
  test.setTimeout(90_000);
  // Charts skip their drawing animation: less work on a busy machine, same numbers.
  test.use({ reducedMotion: 'reduce' });

  test('a brand and a period shortcut fill the map, summary, charts and Top 10; the Summary adds up the pins', async ({
    page,
  }) => {
    const sales = new SalesPage(page);
    const { brand, data } = await openLastMonthOfSecondBrand(sales);
    const url = new URL(page.url());
    expect(url.searchParams.get('brand')).toBe(brand);
    expect(url.searchParams.get('startDate')).toMatch(ISO_DATE);
    await sales.waitForPanelsReady();

    // Summary: four cards; Sales in dollars equals the pins' sales for the same filter.
    expect(await sales.summary.locator('dt').allInnerTexts()).toEqual([
      'Orders',
      'Accounts Ordered',
      'Sales',
      'Cases',
    ]);
    const summarySales = await sales.summaryValue('Sales');
    expect(summarySales).toMatch(/^\$\d{1,3}(,\d{3})*$/);
    const pinSales = data.Addresses.reduce((sum, pin) => sum + pin.TotalSales, 0);
    expect(Math.abs(parseMoney(summarySales) - pinSales)).toBeLessThanOrEqual(1);
    expect(parseCount(await sales.summaryValue('Accounts Ordered'))).toBe(data.Addresses.length);

    // The map draws every pin of that answer.
    await sales.waitForMapReady();
    expect(await sales.pinCount()).toBe(data.Addresses.length);

    // Charts default to Cases; the Metric selector is there because there is data.
    await expect(sales.metric).toBeVisible();
    await expect(sales.chartTitle('sales-chart-total')).toHaveText('Cases');
    await expect(sales.chartTitle('sales-chart-sku')).toHaveText('Cases By SKU');
    await expect(sales.chartTitle('sales-chart-distributor')).toHaveText('Cases By Distributor');
    // A chart draws once it comes near the window (src/ui/viewport/near-viewport.ts).
    await sales.panel('sales-chart-total').scrollIntoViewIfNeeded();
    await expect(sales.chart('sales-chart-total')).toBeVisible();

    // Top 10: at most ten rows, never the company's own group account, highest sales first.
    const count = await sales.topRows.count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(10);
    expect(await sales.topColumn('Account')).not.toContain(GROUP_ACCOUNT);
    const amounts = (await sales.topColumn('Amount')).map(parseMoney);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    // Sort by Cases: highest first.
    await sales.sortTopBy('Cases');
    await expect(sales.topTable.locator('th[aria-sort="descending"]')).toHaveText('Cases');
    const cases = (await sales.topColumn('Cases')).map(parseCount);
    expect(cases).toEqual([...cases].sort((a, b) => b - a));

    // The sort is in the URL: a reload (or a colleague with the link) sees the same order.
    await expect(page).toHaveURL(/[?&]topSort=cases(&|$)/);
    await page.reload();
    await sales.waitForPanelsReady(['sales-top-accounts']);
    await expect(sales.topTable.locator('th[aria-sort="descending"]')).toHaveText('Cases');
  });

  test('Cases / Dollars is in the URL: switching changes it, a reload keeps it', async ({ page }) => {
    const sales = new SalesPage(page);
    await loginAs(page, 'superadmin', { path: SHARED_LINK });
    await sales.waitForPanelsReady(['sales-chart-total', 'sales-chart-sku', 'sales-chart-distributor']);

    await sales.choose(sales.metric, 'Dollars');
    await expect(page).toHaveURL(/[?&]metric=dollars(&|$)/);
    await expect(sales.chartTitle('sales-chart-total')).toHaveText('Sales');
    await expect(sales.chartTitle('sales-chart-distributor')).toHaveText('Sales By Distributor');

    // One chart on its own: only that chart follows.
    await sales.choose(sales.chartToggle('sales-chart-sku'), 'Cases');
    await expect(page).toHaveURL(/[?&]skuMetric=cases(&|$)/);
    await expect(sales.chartTitle('sales-chart-sku')).toHaveText('Cases By SKU');
    await expect(sales.chartTitle('sales-chart-total')).toHaveText('Sales');

    const before = page.url();
    await page.reload();
    await expect(page).toHaveURL(before);
    await sales.waitForPanelsReady(['sales-chart-total', 'sales-chart-sku']);
    await expect(sales.chartTitle('sales-chart-total')).toHaveText('Sales');
    await expect(sales.chartTitle('sales-chart-sku')).toHaveText('Cases By SKU');
    await expect(sales.metric.getByRole('radio', { name: 'Dollars' })).toBeChecked();

    // Applying another filter keeps the view.
    await sales.board.chooseShortcut('Last Week');
    await expect(page).toHaveURL(/[?&]metric=dollars(&|$)/);
    await expect(sales.chartTitle('sales-chart-total')).toHaveText('Sales');
  });

  test('a pin opens its Account Info and Key Stats; the Map Account List holds one row per pin', async ({
    page,
  }) => {
    const sales = new SalesPage(page);
    const answer = nextSalesData(page, { brand: 'Golden Grove Juice' });
    await loginAs(page, 'superadmin', { path: SHARED_LINK });
    const data = await answer;
    await sales.waitForPanelsReady(['sales-map', 'sales-summary']);
    await sales.waitForMapReady();

    const pin = [...data.Addresses].sort((a, b) => b.TotalSales - a.TotalSales)[0]!;
    await sales.openPin(pin.Name);
    await expect(sales.popup.getByRole('heading', { name: 'Account Info' })).toBeVisible();
    await expect(sales.popup.getByRole('heading', { name: 'Key Stats' })).toBeVisible();
    await expect(sales.popup).toContainText(pin.Name);
    await expect(sales.popup).toContainText(pin.Address);
    for (const label of [
      'Authorized date',
      'Current status',
      'Last order date',
      'Next scheduled visit',
      'Rep',
      'Merchandising visits',
      'Orders',
    ])
      await expect(sales.popup.getByText(label, { exact: true })).toBeVisible();
    await expect(sales.popup).toContainText(`$${Math.round(pin.TotalSales).toLocaleString('en-US')}`);

    // The storefront photo opens in a 700 px modal.
    const photo = sales.popup.getByRole('button', { name: /^Open photo:/ });
    if (await photo.count()) {
      await photo.click();
      const modal = page.getByRole('dialog', { name: pin.Name });
      await expect(modal).toBeVisible();
      await expect(modal.getByRole('img', { name: `Storefront of ${pin.Name}` })).toBeVisible();
      expect((await modal.boundingBox())?.width).toBeCloseTo(700, -1);
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();
    }

    const download = page.waitForEvent('download');
    await sales.mapAccountList.click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    const rows = await readSheet((await file.path())!);
    const header = rows[0]!.map(String);
    const body = rows.slice(1);
    expect(body).toHaveLength(await sales.pinCount());
    const salesColumn = header.indexOf('Sales ($)');
    const fileSales = body.reduce((sum, row) => sum + Number(row[salesColumn]), 0);
    expect(Math.abs(fileSales - parseMoney(await sales.summaryValue('Sales')))).toBeLessThanOrEqual(1);

    // The whole page, the popup open included, passes axe, with the pointer resting on the
    // light download button (its hover tint must keep the text readable).
    await expect(sales.mapAccountList).toBeEnabled();
    await sales.mapAccountList.hover();
    await expectNoSeriousA11yViolations(page);
  });

  test('on a phone every block stacks in one column and stays readable', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const sales = new SalesPage(page);
    await loginAs(page, 'superadmin', { path: SHARED_LINK });
    await sales.waitForPanelsReady();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);

    // A pin picked in the finder opens a popup that is whole on the phone's screen.
    await sales.waitForMapReady();
    const firstPin = (await sales.finderOptions())[0]!;
    await sales.openPin(firstPin.replace(/,.*$/, ''));
    await expect(async () => {
      const box = (await sales.popup.locator('.maplibregl-popup-content').boundingBox())!;
      const map = (await sales.mapCanvas.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(map.x);
      expect(box.x + box.width).toBeLessThanOrEqual(map.x + map.width);
    }).toPass({ timeout: 10_000 });
  });

  test('a user without the chart and Top 10 permissions sees no empty frames for them', async ({ page }) => {
    const sales = new SalesPage(page);
    await loginAs(page, 'admin', { path: SHARED_LINK });
    await sales.waitForPanelsReady(['sales-summary']);
    // As if a superadmin had unticked them in the permission editor: applies from the next sign-in.
    await revokePermissionKeys(page, 'admin', 'Sales', [
      'total',
      'totalBySku',
      'totalByDistributor',
      'topAccounts',
    ]);
    await new Shell(page).logout();
    await new LoginPage(page).signIn('admin', DEMO_PASSWORD);
    await expectSignedIn(page);
    await page.goto(SHARED_LINK);
    await sales.waitForPanelsReady(['sales-map', 'sales-summary']);
    for (const name of [
      'sales-chart-total',
      'sales-chart-sku',
      'sales-chart-distributor',
      'sales-top-accounts',
    ] as const)
      await expect(sales.panel(name)).toHaveCount(0);
    // The Metric selector switches charts: with no chart it is not offered.
    await expect(sales.metric).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Sales Map', 'Summary']);
  });
});
