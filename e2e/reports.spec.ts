import { readFileSync } from 'node:fs';
import { readSheet } from 'read-excel-file/node';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { loginAs } from './pages/login-page';
import { ReportsPage } from './pages/reports-page';
import { applyScenarios, serverError } from './support/scenarios';
import { expect, test } from './support/test';

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** Monday of the ISO week `weeksBack` weeks before this one, in the browser's time zone. */
const monday = (weeksBack: number) => {
  const d = new Date();
  d.setDate(d.getDate() - ((d.getDay() + 6) % 7) - 7 * weeksBack);
  return iso(d);
};

const BRAND = 'Sunset Soda';
const START = monday(8);
const END = (() => {
  const d = new Date(`${monday(1)}T12:00:00`);
  d.setDate(d.getDate() + 6);
  return iso(d);
})();
const PATH = `/reports?brand=${encodeURIComponent(BRAND)}&endDate=${END}&startDate=${START}`;

test.describe('Reports', () => {
  test.setTimeout(90_000);

  test('an analyst reads the weekly and monthly summaries, downloads a sales breakdown, a chain scorecard and the account images PDF', async ({
    page,
  }) => {
    const reports = new ReportsPage(page);
    await loginAs(page, 'superadmin', { path: PATH });
    await reports.waitForTables();

    for (const title of [
      'Account Reports',
      'Merchandising Reports',
      'Sales Reports',
      'Chain Reports',
      'Summary Reports',
    ])
      await expect(reports.block(title)).toBeVisible();

    // Eight ISO weeks: one column per week, its label and its Monday.
    const weeks = await reports.periodHeaders(reports.weekly);
    expect(weeks).toHaveLength(8);
    expect(weeks[0]).toBe(`Week ${START}`);
    for (const block of ['Time and Efforts', 'Account Status', 'Merchandising', 'Sales'])
      await expect(reports.weekly.getByRole('columnheader', { name: block, exact: true })).toBeVisible();
    expect((await reports.periodHeaders(reports.monthly)).every((h) => /^Month \d{4}-\d{2}$/.test(h))).toBe(
      true,
    );

    // A sales breakdown is a real spreadsheet of the filter.
    const byDistributor = await reports.download(
      reports.button('Sales Reports', 'Brand Sales by Distributor'),
    );
    expect(byDistributor.suggestedFilename()).toBe(
      `Brand Sales by Distributor ${BRAND} ${START} - ${END}.xlsx`,
    );
    const rows = await readSheet((await byDistributor.path())!);
    expect(rows[0]).toEqual(['Distributor', 'Orders', 'Cases', 'Sales ($)']);
    expect(rows.length).toBeGreaterThan(1);

    // The Weekly Summary Report holds the table's weeks.
    const summary = await reports.download(reports.button('Summary Reports', 'Weekly Summary Report'));
    const summaryRows = await readSheet((await summary.path())!);
    expect(summaryRows[0]?.slice(2)).toEqual(weeks.map((w) => w.replace('Week ', 'Week of ')));

    // Chain Reports: the brand's first scorecard file by default; the choice is in the URL.
    await expect(reports.scorecardSelect).toHaveValue(`${BRAND} Chain Scorecard.xlsx`);
    const scorecard = await reports.download(reports.button('Chain Reports', 'Chain Reports: Scorecard'));
    expect(scorecard.suggestedFilename()).toBe(`${BRAND} Chain Scorecard ${BRAND} ${START} - ${END}.xlsx`);
    expect((await readSheet((await scorecard.path())!))[0]?.[0]).toBe('Chain');

    // Account Images: last week's PDF, fetched from the link the server answers with.
    await reports.imagesWeek.click();
    await page.getByRole('option', { name: new RegExp(`^${monday(1)} to`) }).click();
    const pdf = await reports.download(reports.button('Merchandising Reports', 'Account Images'));
    expect(pdf.suggestedFilename()).toBe(`Account Images ${BRAND} ${monday(1)}.pdf`);
    expect(
      readFileSync((await pdf.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // A week a year back is offered too (the brand is older): typing its date finds it.
    await reports.imagesWeek.fill(monday(52));
    await page.getByRole('option', { name: new RegExp(`^${monday(52)} to`) }).click();
    await expect(reports.imagesWeek).toHaveValue(new RegExp(`^${monday(52)} to`));
    const yearAgo = await reports.download(reports.button('Merchandising Reports', 'Account Images'));
    expect(yearAgo.suggestedFilename()).toBe(`Account Images ${BRAND} ${monday(52)}.pdf`);
    expect(
      readFileSync((await yearAgo.path())!)
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    await expectNoSeriousA11yViolations(page);
  });

  test('a failing download shows its notice and the rest keeps working; a cleared week is refused', async ({
    page,
    consoleErrors,
  }) => {
    const reports = new ReportsPage(page);
    await loginAs(page, 'superadmin', { path: PATH });
    await reports.waitForTables();
    await applyScenarios(page, [
      serverError('/reports/sales/all-by-account', 'Boom'),
      serverError('/scorecard/month'),
    ]);
    await page.reload();
    await expect(reports.weekly).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
    await expect(reports.monthly).toHaveAttribute('data-state', 'error');
    await expect(reports.monthly.getByRole('button', { name: 'Retry' })).toBeVisible();

    await reports.button('Sales Reports', 'Brand Sales by Account').click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Failed to download sales report' }),
    ).toBeVisible();

    await reports.block('Merchandising Reports').locator('button[aria-label="Clear week"]').click();
    await reports.button('Merchandising Reports', 'Account Images').click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Incorrect start date for Account images report!' }),
    ).toBeVisible();
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/status of 500/.test(line)),
    );
  });
});
