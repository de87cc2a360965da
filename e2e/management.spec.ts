import { readSheet } from 'read-excel-file/node';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { downloadedBytes, Exports, parseCsv } from './pages/exports';
import { recordApiRequests, waitForPanelsSettled } from './pages/filter-board';
import { DEMO_PASSWORD, expectSignedIn, LoginPage, loginAs } from './pages/login-page';
import { ManagementPage } from './pages/management-page';
import { Shell } from './pages/shell';
import { revokePermissionKeys } from './support/demo-permissions';
import { applyScenarios, serverError } from './support/scenarios';
import { expect, test } from './support/test';

const NUMBER = /^[\d,]+$/;

/** Keeps only the console errors a test does not expect (the browser logs every 5xx). */
const dropExpected = (errors: string[], pattern: RegExp) =>
  errors.splice(0, errors.length, ...errors.filter((line) => !pattern.test(line)));

test.describe('Management', () => {
  test.setTimeout(90_000);
  test.use({ reducedMotion: 'reduce' });

  test('a manager reads the rep tables by month and week, downloads the weekly ASM report and asks for the e-mailed report', async ({
    page,
  }) => {
    const management = new ManagementPage(page);
    await loginAs(page, 'superadmin', { path: '/management' });
    await management.board.waitUntilReady();
    // The admin row is there for a superadmin, Inactive Representatives included.
    await expect(management.board.control('Inactive Representatives')).toBeAttached();
    await management.waitForPanelsReady();

    // Brand monthly by default: every metric group, one column per month, en-US numbers.
    await expect(management.view('Brand monthly')).toBeChecked();
    const accounts = 'management-account-metrics';
    const months = await management.columnHeaders(accounts);
    expect(months[0]).toBe('Representative');
    expect(months.at(-1)).toBe('Total');
    expect(months.slice(2, -1).every((m) => /^[A-Z][a-z]{2} \d{4}$/.test(m))).toBe(true);
    const reps = await management.repNames(accounts);
    expect(reps.length).toBeGreaterThan(5);
    expect((await management.rowValues(accounts, reps[0]!)).every((v) => NUMBER.test(v))).toBe(true);
    await expect(management.metricSelect('Account Metrics')).toHaveValue('Accounts Visited');
    await expect(management.metricSelect('Merchandising Metrics')).toHaveValue('Merchandising Visits');
    await expect(management.metricSelect('Sales Metrics')).toHaveValue('Orders');

    // Each group shows the metric picked in its select; the choice is in the URL.
    await management.chooseMetric('Sales Metrics', 'Sales');
    await expect(page).toHaveURL(/[?&]salesMetric=totalAmount(&|$)/);
    // The table asks for its new metric; the old one stays, dimmed, until it is in.
    await expect
      .poll(async () =>
        (await management.rowValues('management-sales-metrics', reps[0]!)).every((v) => /^\$[\d,]+$/.test(v)),
      )
      .toBe(true);
    await waitForPanelsSettled(page);
    await management.chooseMetric('Account Metrics', 'Visits');
    await expect(page).toHaveURL(/[?&]accountMetric=accountsVisited(&|$)/);

    // Weekly: one column per ISO week; the representative column stays while the table scrolls.
    await management.chooseView('Brand weekly');
    await expect(page).toHaveURL(/[?&]view=brandWeek(&|$)/);
    await management.waitForPanelsReady();
    const weeks = await management.columnHeaders(accounts);
    // The periods sit between the two leading columns and Total.
    expect(weeks.slice(2, -1).length).toBeGreaterThan(months.slice(2, -1).length * 4);
    expect(weeks.slice(2, -1).every((w) => /^\d{4}-\d{2}-\d{2}$/.test(w))).toBe(true);
    const region = management.panel(accounts).getByRole('region');
    const repCell = management.table(accounts).locator('tbody th').first();
    // It opens on the latest weeks, scrolled to the end.
    expect(await region.evaluate((el) => el.scrollLeft + el.clientWidth - el.scrollWidth)).toBeGreaterThan(
      -2,
    );
    const [regionBox, cellBox] = [await region.boundingBox(), await repCell.boundingBox()];
    expect(await region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(1000);
    expect(Math.abs(cellBox!.x - regionBox!.x)).toBeLessThan(2);

    // A reload restores the view.
    const url = page.url();
    await page.reload();
    await management.waitForPanelsReady();
    await expect(page).toHaveURL(url);
    await expect(management.view('Brand weekly')).toBeChecked();
    await expect(management.metricSelect('Account Metrics')).toHaveValue('Visits');

    // The weekly ASM report holds the table's numbers: a rep's visits add up to its Total.
    const rep = reps[0]!;
    const total = (await management.rowValues(accounts, rep)).at(-1)!;
    const download = page.waitForEvent('download');
    await management.downloadButton('Management Reports', 'Brand weekly').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(
      /^ASM Weekly Report Sunset Soda \d{4}-\d{2}-\d{2} - \d{4}-\d{2}-\d{2}\.xlsx$/,
    );
    const rows = await readSheet((await file.path())!);
    expect(rows[0]?.slice(0, 4)).toEqual(['Representative', 'Week Start', 'Accounts Visited', 'Visits']);
    const visits = rows.filter((r) => r[0] === rep).reduce((s, r) => s + Number(r[3]), 0);
    expect(visits.toLocaleString('en-US')).toBe(total);

    // The e-mail dialog: Send waits for an at sign; submitting closes it with the notice.
    await management.emailButton('Weekly').click();
    const dialog = page.getByRole('dialog', { name: 'Download Weekly Report' });
    await expect(dialog).toBeVisible();
    await expect(
      dialog.getByText('Please provide an email address to get notified when your download is ready'),
    ).toBeVisible();
    const box = (await dialog.boundingBox())!;
    expect(Math.round(box.width)).toBe(570);
    expect(Math.abs(box.x + box.width / 2 - 720)).toBeLessThan(2);
    const send = dialog.getByRole('button', { name: 'Send' });
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Email').fill('ann.example.com');
    await expect(send).toBeDisabled();
    await dialog.getByLabel('Email').fill('ann@example.com');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(dialog).toBeHidden();
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'Report will be sent to ann@example.com soon.' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Success');

    await expectNoSeriousA11yViolations(page);
  });

  test('a manager pages through a metric table: each page and each metric is one request for that table, in the URL, restored by reload and Back', async ({
    page,
  }) => {
    const management = new ManagementPage(page);
    await loginAs(page, 'superadmin', { path: '/management' });
    await management.board.waitUntilReady();
    await management.waitForPanelsReady();
    const accounts = 'management-account-metrics';
    const range = management.range(accounts);
    await expect(range).toHaveText(/^Showing 1-10 of \d+ representatives$/);
    const total = Number(/of (\d+)/.exec(await range.innerText())?.[1]);
    const pages = Math.ceil(total / 10);
    expect(pages).toBeGreaterThan(1);
    const seen = [...(await management.repNames(accounts))];
    expect(seen).toHaveLength(10);
    const salesReps = await management.repNames('management-sales-metrics');

    /** The representative table requests since the last reset, as (metric, page). */
    const api = recordApiRequests(page);
    const tableCalls = () =>
      api.urls
        .filter((url) => url.includes('/api/management/'))
        .map((url) => {
          const { pathname, searchParams } = new URL(url.split(' ')[1]!);
          return [pathname, searchParams.get('metrics'), searchParams.get('page')];
        });
    for (let n = 2; n <= pages; n++) {
      api.reset();
      await management.goToPage('Account Metrics', n);
      await expect(page).toHaveURL(new RegExp(`[?&]accountPage=${n}(&|$)`));
      await expect(range).toHaveText(new RegExp(`^Showing ${(n - 1) * 10 + 1}-\\d+ of ${total} `));
      await waitForPanelsSettled(page);
      // One request, for this table's metric and page; the other tables keep theirs.
      expect(tableCalls()).toEqual([['/api/management/brand/month', 'StatusStoresVisited', String(n)]]);
      seen.push(...(await management.repNames(accounts)));
    }
    expect(await management.repNames('management-sales-metrics')).toEqual(salesReps);
    // Every representative once, in name order across the pages.
    expect(seen).toHaveLength(total);
    expect(seen).toEqual([...seen].sort((a, b) => a.localeCompare(b, 'en-US')));
    const lastPage = seen.slice((pages - 1) * 10);

    // Another metric is one request, for the page on screen.
    api.reset();
    await management.chooseMetric('Account Metrics', 'Hours Worked');
    await expect(page).toHaveURL(/[?&]accountMetric=hours(&|$)/);
    await waitForPanelsSettled(page);
    expect(tableCalls()).toEqual([['/api/management/brand/month', 'HoursWorked', String(pages)]]);
    expect(await management.repNames(accounts)).toEqual(lastPage);

    // The CSV is the page on screen, and says so.
    const csv = parseCsv(
      (
        await downloadedBytes(
          await new Exports(page).download(management.panel(accounts), 'Download CSV (this page)'),
        )
      ).toString('utf8'),
    );
    expect(csv.slice(1).map((row) => row[0])).toEqual(lastPage);

    // A reload restores the page and the metric; so does Back from another section.
    const url = page.url();
    await page.reload();
    await management.waitForPanelsReady();
    await expect(page).toHaveURL(url);
    expect(await management.repNames(accounts)).toEqual(lastPage);
    await expect(management.metricSelect('Account Metrics')).toHaveValue('Hours Worked');
    await new Shell(page).goToSection('Accounts');
    await expect(page).toHaveURL(/\/accounts/);
    await page.goBack();
    await expect(page).toHaveURL(url);
    await management.waitForPanelsReady();
    expect(await management.repNames(accounts)).toEqual(lastPage);
    await expect(range).toHaveText(new RegExp(`of ${total} representatives$`));
    await expectNoSeriousA11yViolations(page);

    // A new period (a shortcut applies at once) starts every table over at its first page,
    // the metric kept.
    await management.board.chooseShortcut('Last Month');
    await expect(page).not.toHaveURL(/accountPage=/);
    await expect(page).toHaveURL(/[?&]accountMetric=hours(&|$)/);
    await waitForPanelsSettled(page);
    await expect(range).toHaveText(/^Showing 1-/);
  });

  test('each button needs its permission; a failing table or download fails alone with its notice', async ({
    page,
    consoleErrors,
  }) => {
    const management = new ManagementPage(page);
    await loginAs(page, 'admin', { path: '/management' });
    await management.waitForPanelsReady();
    await revokePermissionKeys(page, 'admin', 'Management', [
      'deadAccounts',
      'allBrandsMonthlyReport',
      'salesMetrics',
    ]);
    await new Shell(page).logout();
    await new LoginPage(page).signIn('admin', DEMO_PASSWORD);
    await expectSignedIn(page);
    await applyScenarios(page, [
      serverError('/management/brand/month', 'Boom'),
      serverError('/management/reports/active'),
    ]);
    await page.goto('/management');
    await management.board.waitUntilReady();

    await expect(management.downloadButton('Account Reports', 'Dead Accounts')).toHaveCount(0);
    await expect(management.downloadButton('Management Reports', 'All brands monthly')).toHaveCount(0);
    await expect(management.emailButton('Monthly')).toHaveCount(0);
    await expect(management.emailButton('Weekly')).toBeVisible();
    await expect(management.panel('management-sales-metrics')).toHaveCount(0);

    // The table fails with its message and Retry; the downloads still work.
    await expect(management.panel('management-account-metrics')).toHaveAttribute('data-state', 'error');
    await expect(management.panel('management-account-metrics').getByText('Boom')).toBeVisible();
    await expect(
      management.panel('management-account-metrics').getByRole('button', { name: 'Retry' }),
    ).toBeVisible();
    await management.downloadButton('Account Reports', 'Active Accounts').click();
    const notice = page.getByRole('alert').filter({ hasText: 'Failed to download active accounts report' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Error');
    const download = page.waitForEvent('download');
    await management.downloadButton('Account Reports', 'Accounts Total Sales').click();
    expect((await download).suggestedFilename()).toMatch(/^Accounts Total Sales /);

    // A brand change moves the start back to that brand's first day (SPEC.md section 4):
    // after Apply the URL leaves the start out, as it does for a brand's default start.
    await management.board.chooseShortcut('Last Month');
    await expect(page).toHaveURL(/[?&]startDate=/);
    const lastMonth = await management.board.date('Start date');
    await management.board.pick('Brand', 'Golden Grove Juice');
    expect((await management.board.date('Start date')) < lastMonth).toBe(true);
    await management.board.apply();
    await expect(page).toHaveURL(/[?&]brand=Golden%20Grove%20Juice(&|$)/);
    await expect(page).not.toHaveURL(/[?&]startDate=/);
    await expect(page).toHaveURL(/[?&]endDate=/);
    dropExpected(consoleErrors, /status of 500/);
  });
});
