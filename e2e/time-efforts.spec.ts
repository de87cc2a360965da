import { EffortsPage } from './pages/time-efforts-page';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { recordApiRequests, waitForPanelsSettled } from './pages/filter-board';
import { loginAs } from './pages/login-page';
import { Shell } from './pages/shell';
import { setDemoScale } from './support/scenarios';
import { expect, test } from './support/test';

const daysAgo = (days: number): string => {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** Six weeks ending today: several UDS weeks, the current one not over. */
const sixWeeksAgo = (): string => daysAgo(41);

test.describe('Time & Efforts', () => {
  // Two axe scans of the whole page (1440 and 375 px) in the first story: ~1 min alone.
  test.describe.configure({ timeout: 150_000 });

  test('a superadmin reads the daily, hours and UDS tables in their formats, TOTAL first, and downloads reports', async ({
    page,
  }, testInfo) => {
    const efforts = new EffortsPage(page);
    const dataCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/efforts/') && !pathname.includes('/reports/')) dataCalls.push(pathname);
    });
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'superadmin', { path: `/uds?startDate=${sixWeeksAgo()}` });
    await efforts.board.waitUntilReady();
    await efforts.waitForPanelsReady();
    // Each endpoint asked once: the loader's requests and the panels' queries share keys.
    expect(dataCalls.sort()).toEqual([
      '/api/efforts/filters',
      '/api/efforts/uds-stats',
      '/api/efforts/uds-stats/brand',
      '/api/efforts/workingstats',
      '/api/efforts/workingstats/month',
      '/api/efforts/workingstats/week',
    ]);

    // A brand change moves the start to that brand's first day (the demo's third brand
    // started 150 days ago); Revert restores the applied filter.
    await efforts.board.pick('Brand', 'Canyon Cold Brew');
    expect(await efforts.board.date('Start date')).toBe(daysAgo(150));
    await efforts.board.revertButton.click();
    expect(await efforts.board.date('Start date')).toBe(sixWeeksAgo());

    // Daily table: minutes as HH:MM, times as hh:mm AM/PM, both zero-padded.
    await expect(efforts.dailyRows.first()).toBeVisible();
    const [, rep, worked, , start, end] = await efforts.dailyRow(0);
    expect(rep).not.toBe('');
    expect(worked).toMatch(/^\d{2}:\d{2}$/);
    expect(start).toMatch(/^(0\d|1[0-2]):[0-5]\d (AM|PM)$/);
    expect(end).toMatch(/^(0\d|1[0-2]):[0-5]\d (AM|PM)$/);

    // Weekly and monthly hours and mileage: one row per representative of the page.
    for (const name of ['efforts-week', 'efforts-month'] as const) {
      await expect(efforts.panel(name).locator('tbody tr').first()).toContainText(/\d h/);
    }

    // Every UDS table lists TOTAL first; the week not over yet is marked.
    for (const name of ['efforts-uds-brand', 'efforts-uds-asm'] as const) {
      const tables = efforts.udsTables(name);
      expect(await tables.count()).toBeGreaterThan(0);
      for (const table of await tables.all())
        await expect(table.locator('tbody tr').first().getByRole('rowheader')).toHaveText('TOTAL');
    }
    await expect(efforts.panel('efforts-uds-brand').locator('td[data-invalid]').first()).toContainText('*');

    // Downloads are real files: the daily report, and the UDS accounts the brand TOTAL counts.
    const daily = await efforts.download('Download daily time and efforts report');
    expect(daily.file.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(daily.rows[0]?.slice(0, 2)).toEqual(['Date', 'Representative']);
    expect(daily.rows.length).toBeGreaterThan(1);
    const brandTotalCount = parseInt(
      await efforts
        .udsTables('efforts-uds-brand')
        .first()
        .locator('tbody tr')
        .first()
        .locator('td')
        .nth(1)
        .innerText(),
    );
    const accounts = await efforts.download('Download UDS Accounts List');
    expect(accounts.rows.length - 1).toBe(brandTotalCount);

    // The daily table's page is in the URL and survives a reload.
    const pages = efforts.panel('efforts-daily').getByRole('navigation', { name: 'Daily table pages' });
    const page2 = pages.getByRole('button', { name: 'Page 2', exact: true });
    const firstPageFirst = await efforts.dailyRow(0);
    await page2.click();
    await expect(page).toHaveURL(/dailyPage=2/);
    await expect(page2).toHaveAttribute('data-active', 'true');
    // Page 1's rows stay, dimmed, until page 2's answer is drawn.
    await expect.poll(() => efforts.dailyRow(0)).not.toEqual(firstPageFirst);
    await waitForPanelsSettled(page);
    const secondPageFirst = await efforts.dailyRow(0);
    await page.reload();
    await efforts.waitForPanelsReady();
    await expect(page2).toHaveAttribute('data-active', 'true');
    expect(await efforts.dailyRow(0)).toEqual(secondPageFirst);

    // The server sorts the whole range: Visits, most first, from page 1.
    await efforts.panel('efforts-daily').getByRole('button', { name: 'Visits' }).click();
    await expect(page).toHaveURL(/dailySort=visits/);
    await expect(page).not.toHaveURL(/dailyPage=/);
    await expect(
      efforts.panel('efforts-daily').getByRole('columnheader', { name: 'Visits' }),
    ).toHaveAttribute('aria-sort', 'descending');

    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('efforts-1440.png') });
    await efforts.panel('efforts-uds-brand').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('efforts-1440-uds.png') });

    await page.setViewportSize({ width: 375, height: 800 });
    // The layout follows the new width a frame or two after the resize.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: testInfo.outputPath('efforts-375.png') });
    await efforts.panel('efforts-daily').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('efforts-375-daily.png') });
  });

  test('a long range shows every week and month, the latest first, scrolling sideways under a fixed name column', async ({
    page,
  }, testInfo) => {
    const efforts = new EffortsPage(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'superadmin', { path: `/uds?startDate=${daysAgo(199)}` });
    await efforts.board.waitUntilReady();
    await efforts.waitForPanelsReady();

    // 200 days touch 29 or 30 ISO weeks and 7 or 8 months: all of them, not the latest 12.
    // Only the weeks near the scroller's window are built; the others hold their room.
    const week = efforts.panel('efforts-week');
    const hours = week.getByRole('table');
    const columns = Number(await hours.getAttribute('aria-colcount')) - 1;
    expect(columns).toBeGreaterThanOrEqual(29);
    expect(columns).toBeLessThanOrEqual(30);
    const weekHeaders = week.locator('thead th').filter({ hasText: /^Week of / });
    const weeks = await weekHeaders.allInnerTexts();
    expect(weeks.length).toBeGreaterThan(8);
    expect(weeks.length).toBeLessThan(columns);
    const weekDates = weeks.map((w) => Date.parse(w.replace('Week of ', '')));
    expect(weekDates.every((d, i) => i === 0 || d < (weekDates[i - 1] as number))).toBe(true);
    const months = Number(
      await efforts.panel('efforts-month').getByRole('table').getAttribute('aria-colcount'),
    );
    expect(months - 1).toBeGreaterThanOrEqual(7);
    await expect(week.getByText(/earlier in the Weekly download/)).toHaveCount(0);

    // The UDS tables hold every week too (three columns each, after the period's three).
    const uds = efforts.udsTables('efforts-uds-brand').first();
    await expect(uds).toHaveAttribute('aria-colcount', String(1 + 3 * (columns + 1)));

    // Scrolled to the oldest week, it is built, and the representatives' names are still
    // where they were.
    const scroller = week.getByRole('region', { name: 'Hours and mileage per week' });
    const row = week.locator('tbody tr').nth(2);
    const name = row.getByRole('rowheader');
    await row.scrollIntoViewIfNeeded();
    const before = await name.boundingBox();
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(hours).toHaveAttribute('data-near-columns', new RegExp(`-${columns - 1}$`));
    await expect(row.locator('td').last()).toHaveText(/ h.* mi$/);
    await expect(row.locator('td').last()).toBeInViewport();
    await expect(row.locator('td').first()).not.toBeInViewport();
    expect((await name.boundingBox())?.x).toBe(before?.x);
    await expect(name).toBeInViewport();
    await page.screenshot({ path: testInfo.outputPath('efforts-long-1440.png') });

    await page.setViewportSize({ width: 375, height: 800 });
    // The layout follows the new width a frame or two after the resize.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await uds.scrollIntoViewIfNeeded();
    await efforts
      .panel('efforts-uds-brand')
      .getByRole('region')
      .first()
      .evaluate((el) => el.scrollTo({ left: 900 }));
    await page.screenshot({ path: testInfo.outputPath('efforts-long-375.png') });
  });

  test("a manager pages through the weekly hours and one ASM's representatives: one request a page, in the URL, restored by reload and Back", async ({
    page,
  }) => {
    const efforts = new EffortsPage(page);
    // Scale 3: 72 representatives, and ASMs that lead more than a page of them.
    await setDemoScale(page, 3);
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'superadmin', { path: `/uds?startDate=${sixWeeksAgo()}` });
    await efforts.board.waitUntilReady();
    await efforts.waitForPanelsReady();
    const api = recordApiRequests(page);
    const asked = (path: string) =>
      api.urls
        .map((entry) => new URL(entry.split(' ')[1]!))
        .filter((url) => url.pathname === `/api${path}`)
        .map((url) => url.searchParams);

    // Weekly hours: ten representatives a page, each page one request of its own.
    await expect(efforts.range('efforts-week')).toHaveText(/^Showing 1-10 of \d+ representatives$/);
    const total = Number(/of (\d+)/.exec(await efforts.range('efforts-week').innerText())?.[1]);
    expect(total).toBeGreaterThan(20);
    const weekPages = efforts.pager('efforts-week', 'Weekly Hours and Mileage pages');
    const seen = await efforts.rowNames('efforts-week');
    for (const n of [2, 3]) {
      api.reset();
      await weekPages.getByRole('button', { name: `Page ${n}`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]weekPage=${n}(&|$)`));
      await expect(efforts.range('efforts-week')).toHaveText(
        `Showing ${n * 10 - 9}-${n * 10} of ${total} representatives`,
      );
      await waitForPanelsSettled(page);
      expect(asked('/efforts/workingstats/week').map((q) => q.get('page'))).toEqual([String(n)]);
      // No other table asks again: a page is the weekly table's own request.
      expect(api.urls.filter((url) => url.includes('/api/efforts/'))).toHaveLength(1);
      const names = await efforts.rowNames('efforts-week');
      expect(names.some((name) => seen.includes(name))).toBe(false);
      seen.push(...names);
    }
    expect(seen).toEqual([...seen].sort((a, b) => a.localeCompare(b, 'en-US')));
    await expect(page).not.toHaveURL(/monthPage=/);

    // ASM UDS: the first ASM's table, TOTAL first, a page of its representatives.
    const asmPanel = efforts.panel('efforts-uds-asm');
    const firstAsm = await efforts.asmSelect.inputValue();
    expect(firstAsm).not.toBe('');
    await expect(efforts.range('efforts-uds-asm')).toHaveText(/^Showing 1-10 of \d+ representatives$/);
    const udsPages = efforts.pager('efforts-uds-asm', 'ASM UDS pages');
    const totalRow = async () => asmPanel.locator('tbody tr').first().innerText();
    const firstTotal = await totalRow();
    api.reset();
    await udsPages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]udsPage=2(&|$)/);
    await waitForPanelsSettled(page);
    expect(asked('/efforts/uds-stats').map((q) => `${q.get('asm')} ${q.get('page')}`)).toEqual(['null 2']);
    // TOTAL leads every page and counts every representative of the ASM, not the page's.
    expect((await efforts.rowNames('efforts-uds-asm'))[0]).toBe('TOTAL');
    expect(await totalRow()).toBe(firstTotal);
    await expect(efforts.range('efforts-uds-asm')).toHaveText(/^Showing 11-\d+ of \d+ representatives$/);

    // Another ASM: its own request, from its first page.
    api.reset();
    await efforts.chooseAsm('Maria Delgado');
    await expect(page).toHaveURL(/[?&]udsAsm=Maria(%20|\+)Delgado(&|$)/);
    await expect(page).not.toHaveURL(/udsPage=/);
    await waitForPanelsSettled(page);
    expect(asked('/efforts/uds-stats').map((q) => `${q.get('asm')} ${q.get('page')}`)).toEqual([
      'Maria Delgado null',
    ]);
    await expect(asmPanel.getByRole('heading', { level: 3 })).toHaveText('Maria Delgado');
    await expect(efforts.range('efforts-uds-asm')).toHaveText(/^Showing 1-10 of \d+ representatives$/);
    await udsPages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]udsPage=2(&|$)/);
    await waitForPanelsSettled(page);
    const asmPage2 = await efforts.rowNames('efforts-uds-asm');
    const weekPage3 = await efforts.rowNames('efforts-week');
    await expectNoSeriousA11yViolations(page);

    // A reload restores every table's page and the ASM.
    const url = page.url();
    await page.reload();
    await efforts.waitForPanelsReady();
    await expect(page).toHaveURL(url);
    await expect(efforts.asmSelect).toHaveValue('Maria Delgado');
    expect(await efforts.rowNames('efforts-uds-asm')).toEqual(asmPage2);
    expect(await efforts.rowNames('efforts-week')).toEqual(weekPage3);
    await expect(weekPages.getByRole('button', { name: 'Page 3', exact: true })).toHaveAttribute(
      'data-active',
      'true',
    );

    // Back from another section returns to the same pages.
    await new Shell(page).goToSection('Schedule');
    await expect(page).toHaveURL(/\/schedule/);
    await page.goBack();
    await expect(page).toHaveURL(url);
    await efforts.waitForPanelsReady();
    expect(await efforts.rowNames('efforts-uds-asm')).toEqual(asmPage2);
    expect(await efforts.rowNames('efforts-week')).toEqual(weekPage3);
  });
});
