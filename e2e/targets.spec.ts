import { AdminPage } from './pages/admin-page';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { waitForPanelsSettled } from './pages/filter-board';
import { loginAs } from './pages/login-page';
import { ManagementPage } from './pages/management-page';
import { SalesPage } from './pages/sales-page';
import { expect, test } from './support/test';

const CASES_TARGET = '5,000';

test.describe('Targets and pacing', () => {
  test.describe.configure({ timeout: 180_000 });

  test('a target set in Admin paces the Sales card, draws a line on the Cases chart and marks a rep behind pace', async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const management = new ManagementPage(page);
    const admin = new AdminPage(page);
    const sales = new SalesPage(page);

    // A representative with orders in the brand's monthly table.
    await loginAs(page, 'superadmin', { path: '/management' });
    await management.waitForPanelsReady(['management-sales-metrics']);
    await management.chooseMetric('Sales Metrics', 'Orders');
    const rep = (await management.repNames('management-sales-metrics'))[0]?.trim() ?? '';
    expect(rep).not.toBe('');

    // Admin: an empty save names each missing field and sends nothing.
    await admin.goto();
    const panel = admin.monthlyTargetsPanel;
    await expect(panel).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    const save = panel.getByRole('button', { name: 'Save target' });
    await save.click();
    await expect(panel.getByText('Choose a metric')).toBeVisible();
    await expect(panel.getByText(/^Enter a number above 0/)).toBeVisible();

    // The brand's Cases target for this month, then the rep's Orders target.
    await admin.choose(panel, 'Metric', 'Cases');
    await admin.field(panel, 'Target').fill('5000');
    await save.click();
    await expect(admin.notice('Target has been saved!')).toBeVisible();
    const month = panel.getByRole('table', { name: /^Targets for / });
    await expect(month.getByRole('row', { name: /Cases Whole brand 5,000/ })).toBeVisible();

    await admin.choose(panel, 'Metric', 'Orders');
    await admin.choose(panel, 'For', 'One representative');
    await admin.choose(panel, 'Representative', rep);
    await admin.field(panel, 'Target').fill('100000');
    await save.click();
    await expect(
      month.getByRole('row', { name: new RegExp(`Orders Representative ${rep} 100,000`) }),
    ).toBeVisible();
    // The typed input stays after a save, for the next similar target.
    await expect(admin.field(panel, 'Target')).toHaveValue('100,000');

    await panel.getByRole('button', { name: /^Copy / }).click();
    await expect(admin.notice('Targets have been copied to the next month!')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await panel.screenshot({ path: testInfo.outputPath('admin-monthly-targets-1440.png') });

    // Sales, this month: the Cases card reads its pace, Orders has no brand target.
    await page.goto('/sales');
    await sales.board.waitUntilReady();
    await sales.board.chooseShortcut('This Month');
    await sales.waitForPanelsReady(['sales-summary', 'sales-chart-total']);
    await waitForPanelsSettled(page);
    await expect(sales.summaryPace('Cases')).toHaveText(
      new RegExp(`^\\d+% of ${CASES_TARGET} · (on|behind|far behind) pace \\d+%`),
    );
    await expect(sales.summaryPace('Cases')).toContainText(
      /target of 5,000; (on|behind|far behind) pace: \d+% of the/,
    );
    await expect(sales.summaryPace('Orders')).toHaveText(/^No target/);

    // The Cases chart: a labelled dashed target line and its sentence.
    // Charts draw near the window: bring it there first.
    const chart = sales.panel('sales-chart-total');
    await chart.scrollIntoViewIfNeeded();
    // The drawing for this filter (older ones stay mounted, hidden); a flat line has no height to be "visible".
    // One dashed stretch per bar of the month, at the same height.
    const line = sales.chart('sales-chart-total').locator('[data-target-line]');
    await expect(line).toHaveCount(1);
    await expect(line.locator('line').first()).toHaveAttribute('stroke-dasharray', '6 4');
    expect(
      new Set(await line.locator('line').evaluateAll((ls) => ls.map((l) => l.getAttribute('y1')))).size,
    ).toBe(1);
    await expect(line.locator('text', { hasText: /^Target [\d,]+ \/ day$/ })).toHaveCount(1);
    await expect(chart.locator('[data-target-note]').filter({ visible: true })).toHaveText(
      /^Dashed line: the target, [\d,]+ per day \(5,000 for .+ spread evenly over its days\)\.$/,
    );
    await expectNoSeriousA11yViolations(page);
    await sales.summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('sales-pace-1440.png') });
    await page.setViewportSize({ width: 375, height: 800 });
    await sales.summary.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('sales-pace-375.png') });
    await chart.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('sales-chart-375.png') });
    await page.setViewportSize({ width: 1440, height: 900 });

    // Last month has no target: the card says so and the chart draws no line.
    await sales.board.chooseShortcut('Last Month');
    await waitForPanelsSettled(page);
    await expect(sales.summaryPace('Cases')).toHaveText(/^No target/);
    await chart.scrollIntoViewIfNeeded();
    await expect(sales.chart('sales-chart-total')).toHaveCount(1);
    await expect(sales.chart('sales-chart-total').locator('[data-target-line]')).toHaveCount(0);
    await expect(chart.locator('[data-target-note]').filter({ visible: true })).toHaveCount(0);

    // From the first of last month (no target) to today: the line runs over this month's
    // bars only, and the note gives each month's target.
    await sales.board.chooseShortcut('This Month');
    await waitForPanelsSettled(page);
    const thisMonth = new URL(page.url());
    const across = new URL(thisMonth);
    const [year, monthNo] = (thisMonth.searchParams.get('startDate') ?? '').split('-').map(Number);
    const previous = new Date(Date.UTC(year ?? 0, (monthNo ?? 1) - 2, 1)).toISOString().slice(0, 10);
    across.searchParams.set('startDate', previous);
    await page.goto(across.toString());
    await sales.waitForPanelsReady(['sales-summary', 'sales-chart-total']);
    await waitForPanelsSettled(page);
    await chart.scrollIntoViewIfNeeded();
    await expect(chart.locator('[data-target-note]').filter({ visible: true })).toHaveText(
      /^Dashed line: the target for each (day|week), .+: none; .+: 5,000\)\.$/,
    );
    await expect(sales.chart('sales-chart-total').locator('[data-target-line] line').first()).toBeAttached();
    await chart.screenshot({ path: testInfo.outputPath('sales-chart-stepped-1440.png') });

    // The rep alone: the Orders card paces against the rep's own target and names them.
    const repOnly = new URL(thisMonth);
    repOnly.searchParams.set('representatives', rep);
    await page.goto(repOnly.toString());
    await sales.waitForPanelsReady(['sales-summary']);
    await waitForPanelsSettled(page);
    await expect(sales.summaryPace('Orders')).toHaveText(new RegExp(`^\\d+% of 100,000 \\(${rep}\\) · `));

    // Management, brand monthly: the rep's Orders this month are far behind a 100,000 target, in words.
    await page.goto('/management');
    await management.waitForPanelsReady(['management-sales-metrics']);
    await management.chooseMetric('Sales Metrics', 'Orders');
    const row = management.table('management-sales-metrics').locator(`tbody tr[data-rep="${rep}"]`);
    await expect(row.locator('[data-pace="farBehind"]').last()).toHaveText('far behind');
    await expect(management.panel('management-sales-metrics').locator('[data-pace-rule]')).toContainText(
      'behind (amber) under 90%, far behind (red) under 75%',
    );
    await expectNoSeriousA11yViolations(page);
    await management.panel('management-sales-metrics').screenshot({
      path: testInfo.outputPath('management-pace-1440.png'),
    });
  });
});
