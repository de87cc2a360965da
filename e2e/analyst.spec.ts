import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { AnalystTools, expectedDelta } from './pages/analyst';
import { FilterBoard, readyPanelTexts, recordApiRequests, waitForPanelsSettled } from './pages/filter-board';
import { loginAs } from './pages/login-page';
import { expect, test } from './support/test';

test.describe('analyst tools', () => {
  // Three pages in a 4000 px window (every panel drawn, on software GL): about a minute
  // alone, near two with the other worker busy.
  test.describe.configure({ timeout: 180_000 });
  // A window that holds every panel: charts draw once they come near it
  // (src/ui/viewport/near-viewport.ts), and this story compares every panel's text before a
  // drill-down and after Back, so every chart must have drawn both times.
  test.use({ reducedMotion: 'reduce', viewport: { width: 1440, height: 4000 } });

  test('comparison deltas match two plain periods and a cached flip sends nothing; a pie slice drills down and Back undoes it; the palette finds an account', async ({
    page,
  }) => {
    const api = recordApiRequests(page);
    await loginAs(page, 'superadmin', { path: '/sales' });
    const board = new FilterBoard(page);
    const tools = new AnalystTools(page);
    await board.waitUntilReady();

    // Off by default: no comparison, no baseline request.
    await board.chooseShortcut('Last Week');
    await waitForPanelsSettled(page);
    await expect(page.locator('[data-compare]')).toHaveCount(0);

    // The week before Last Week, plainly: the baseline's numbers.
    await page.keyboard.press('[');
    await waitForPanelsSettled(page);
    const baseline = {
      orders: await tools.cardValue('sales-summary', 'Orders'),
      accounts: await tools.cardValue('sales-summary', 'Accounts Ordered'),
    };
    await page.keyboard.press(']');
    await expect(board.periodButton).toHaveText('Period: Last Week');
    await waitForPanelsSettled(page);
    const current = {
      orders: await tools.cardValue('sales-summary', 'Orders'),
      accounts: await tools.cardValue('sales-summary', 'Accounts Ordered'),
    };

    // Comparison on: a URL key; the deltas are the two plain periods' change.
    await tools.chooseComparison('Previous period');
    await expect(page).toHaveURL(/[?&]compare=prev(&|$)/);
    await tools.comparedCards('sales-summary');
    expect(await tools.cardDelta('sales-summary', 'Orders')).toBe(
      expectedDelta(current.orders, baseline.orders, 'previous 7 days'),
    );
    expect(await tools.cardDelta('sales-summary', 'Accounts Ordered')).toBe(
      expectedDelta(current.accounts, baseline.accounts, 'previous 7 days'),
    );
    await expectNoSeriousA11yViolations(page);

    // A period flip with the comparison on, then back: both periods and their baselines are cached.
    await board.chooseShortcut('Last Month');
    await tools.comparedCards('sales-summary');
    await waitForPanelsSettled(page);
    api.reset();
    await board.chooseShortcut('Last Week');
    await tools.comparedCards('sales-summary');
    await waitForPanelsSettled(page);
    await page.waitForTimeout(500);
    expect(api.urls).toEqual([]);

    // Drill-down: a slice of the status pie filters every Accounts panel; Back restores them.
    await page.goto('/accounts');
    await board.waitUntilReady();
    await expect(page.locator('[data-panel="status-pie"]')).toHaveAttribute('data-state', 'ready', {
      timeout: 45_000,
    });
    await waitForPanelsSettled(page);
    const before = await readyPanelTexts(page);
    const pie = page.locator('[data-panel="status-pie"]');
    const filterButton = pie.getByRole('button', { name: /^Filter by Account status: / }).first();
    const firstStatus = ((await filterButton.getAttribute('aria-label')) ?? '').replace(
      'Filter by Account status: ',
      '',
    );
    api.reset();
    await pie.locator('.recharts-pie-sector').first().click();
    await expect(page).toHaveURL(new RegExp(`[?&]statusesNames=${encodeURIComponent(firstStatus)}(&|$)`));
    await expect(
      tools.chips.getByRole('button', { name: `Remove filter Account status: ${firstStatus}` }),
    ).toBeVisible();
    await waitForPanelsSettled(page);
    for (const path of ['/api/accounts?', '/api/accounts/map?'])
      expect(api.urls.some((url) => url.includes(path) && url.includes('statusesNames='))).toBe(true);
    // The pointer leaves the pie: its tooltip is not part of the numbers compared below.
    await page.mouse.move(0, 0);
    await page.goBack();
    await expect(page).not.toHaveURL(/statusesNames=/);
    await expect(tools.chips).toHaveCount(0);
    await waitForPanelsSettled(page);
    expect(await readyPanelTexts(page)).toEqual(before);

    // Find anything: Ctrl+K, a part of an account's name, and the account's page opens.
    await page.goto('/sales');
    await board.waitUntilReady();
    await tools.openPaletteByKey();
    await tools.paletteSearch.fill('ma');
    const first = page.locator('[data-palette-group="accounts"] [data-account-name]').first();
    await expect(first).toBeVisible({ timeout: 30_000 });
    const fullName = (await first.getAttribute('data-account-name')) ?? '';
    // A part from inside the name, in another case.
    const part = fullName.slice(1, 14).toLowerCase();
    await tools.paletteSearch.fill(part);
    const hit = tools.paletteAccount(fullName);
    await expect(hit.first()).toBeVisible();
    await hit.first().click();
    await expect(page).toHaveURL(/\/accounts\/\d+/);
    await expect(page.getByRole('heading', { level: 1, name: fullName })).toBeVisible({ timeout: 30_000 });
  });
});
