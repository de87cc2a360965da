import type { Page } from '@playwright/test';
import { FilterBoard, readyPanelTexts, recordApiRequests, waitForPanelsSettled } from './pages/filter-board';
import { loginAs } from './pages/login-page';
import { tabTo } from './support/keyboard';
import { expect, test } from './support/test';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A Sales summary card's value ('Orders', 'Sales', ...). */
const summaryValue = (page: Page, label: string) =>
  page
    .locator('[data-panel="sales-summary"] [data-summary-card]')
    .filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd')
    .first();

test.describe('the URL is the filter', () => {
  // Multi-step stories (two sign-ins, several navigations): more than the default 30 s on a busy CI box.
  test.describe.configure({ timeout: 90_000 });

  // Chart value labels appear when a drawing animation ends: without motion both browsers
  // show the same text as soon as the panels are ready.
  test.use({ reducedMotion: 'reduce' });

  test('a filter applied on the Sales board is in the URL, and a colleague opening it sees the same', async ({
    page,
    browser,
  }) => {
    // Two browsers sign in, and each builds the demo data set.
    test.setTimeout(150_000);
    await loginAs(page, 'superadmin', { path: '/sales' });
    const board = new FilterBoard(page);
    await board.waitUntilReady();
    await expect(board.applyButton).toBeDisabled();
    await expect(board.defaultButton).toBeDisabled();

    const cities = (await board.options('City')).slice(0, 3);
    expect(cities).toHaveLength(3);
    await board.pick('City', ...cities);
    await board.fill('No Activity', '-3');
    await board.control('No Activity').blur();
    await expect(board.control('No Activity')).toHaveValue('3 days');
    await board.apply();
    await board.chooseShortcut('Last Month');

    // Human-readable: plain keys in order, dates as YYYY-MM-DD, lists comma-joined.
    const url = new URL(page.url());
    expect(url.pathname).toBe('/sales');
    expect(url.search).not.toMatch(/%5B|%22|\+/);
    expect([...url.searchParams.keys()]).toEqual(['cities', 'endDate', 'notVisitedIn', 'startDate']);
    expect(url.search).toContain(`cities=${cities.map(encodeURIComponent).join(',')}`);
    expect(url.searchParams.get('notVisitedIn')).toBe('3');
    expect(url.searchParams.get('startDate')).toMatch(ISO_DATE);
    expect(url.searchParams.get('endDate')).toMatch(ISO_DATE);

    // At most two tags, then '+N'.
    expect(await board.tags('City')).toEqual([cities[0], cities[1], '+1']);
    await waitForPanelsSettled(page);
    const numbers = await readyPanelTexts(page);
    const dates = [await board.date('Start date'), await board.date('End date')];
    const sales = summaryValue(page, 'Sales');
    await expect(sales).toHaveText(/^\$\d/);
    const salesText = await sales.innerText();

    const colleague = await browser.newContext({ reducedMotion: 'reduce' });
    try {
      const other = await colleague.newPage();
      await loginAs(other, 'superadmin', { path: `${url.pathname}${url.search}` });
      await expect(other).toHaveURL(url.href);
      const theirBoard = new FilterBoard(other);
      await theirBoard.waitUntilReady();
      expect(await theirBoard.tags('City')).toEqual([cities[0], cities[1], '+1']);
      await expect(theirBoard.control('No Activity')).toHaveValue('3 days');
      await expect(theirBoard.periodButton).toHaveText('Period: Last Month');
      expect([await theirBoard.date('Start date'), await theirBoard.date('End date')]).toEqual(dates);
      await expect(theirBoard.applyButton).toBeDisabled();
      await waitForPanelsSettled(other);
      await expect(summaryValue(other, 'Sales')).toHaveText(salesText);
      expect(await readyPanelTexts(other)).toEqual(numbers);
    } finally {
      await colleague.close();
    }
  });

  test('flipping back to a period already loaded sends no request, Back included', async ({ page }) => {
    const api = recordApiRequests(page);
    await loginAs(page, 'superadmin', { path: '/sales' });
    const board = new FilterBoard(page);
    await board.waitUntilReady();
    // Calls the in-page MSW worker answers are seen, so a zero below means zero.
    expect(api.urls.some((u) => u.includes('/api/sales/filters'))).toBe(true);

    await board.chooseShortcut('Last Month');
    await waitForPanelsSettled(page);
    await board.chooseShortcut('Last Week');
    await waitForPanelsSettled(page);

    api.reset();
    await board.chooseShortcut('Last Month');
    await waitForPanelsSettled(page);
    await board.chooseShortcut('Last Week');
    await waitForPanelsSettled(page);
    await page.goBack();
    await expect(board.periodButton).toHaveText('Period: Last Month');
    await waitForPanelsSettled(page);
    // Give a stray refetch time to show up before counting.
    await page.waitForTimeout(500);
    expect(api.urls).toEqual([]);
  });

  test('a keyboard-only user picks a city and applies it', async ({ page }) => {
    await loginAs(page, 'superadmin', { path: '/sales' });
    const board = new FilterBoard(page);
    await board.waitUntilReady();
    await tabTo(page, board.control('City'));
    // ArrowDown opens the list on its first option, Enter picks it, Escape closes the list.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Escape');
    const [city] = await board.tags('City');
    expect(city).toBeTruthy();
    await tabTo(page, board.applyButton);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]cities=${encodeURIComponent(city!)}(&|$)`));
    await expect(board.applyButton).toBeDisabled();
  });

  test('a malformed URL loads the defaults, with no error', async ({ page }) => {
    await loginAs(page, 'superadmin', {
      path: '/sales?startDate=banana&notVisitedIn=x&numberOfSkus=q5&cities=,,',
    });
    const board = new FilterBoard(page);
    await board.waitUntilReady();
    await expect(page.getByRole('heading', { name: 'Sales', level: 1 })).toBeVisible();
    await expect(board.control('No Activity')).toHaveValue('0 days');
    expect(await board.tags('City')).toEqual([]);
    expect(await board.date('Start date')).toMatch(ISO_DATE);
    await expect(board.periodButton).toHaveText('Period: All Time');
    await expect(board.defaultButton).toBeDisabled();
    await expect(board.applyButton).toBeDisabled();
    await expect(page.getByRole('alert').filter({ hasText: /error|incorrect/i })).toHaveCount(0);
  });

  test('on a phone the board is one column, with the other filters folded away', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await loginAs(page, 'superadmin', { path: '/sales?cities=Irvine' });
    const board = new FilterBoard(page);
    await board.waitUntilReady();
    await expect(board.moreFilters).toHaveText('More filters (1 set)');
    await expect(board.control('City')).toHaveCount(0);
    await board.moreFilters.click();
    await expect(board.control('City')).toBeVisible();
    const brand = await board.control('Brand').boundingBox();
    const start = await board.control('Start date').boundingBox();
    expect(start!.y).toBeGreaterThan(brand!.y + brand!.height);
    expect(Math.abs(start!.x - brand!.x)).toBeLessThan(2);
  });
});
