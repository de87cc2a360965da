import { AccountPage } from './pages/account-page';
import { readSheet } from 'read-excel-file/node';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { downloadedBytes, Exports, parseCsv } from './pages/exports';
import { recordApiRequests, waitForPanelsSettled } from './pages/filter-board';
import { DEMO_PASSWORD, expectSignedIn, LoginPage, loginAs } from './pages/login-page';
import { SchedulePage } from './pages/schedule-page';
import { Shell } from './pages/shell';
import { revokePermissionKeys } from './support/demo-permissions';
import { applyScenarios, serverError } from './support/scenarios';
import { expect, test } from './support/test';

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const addDays = (value: string, days: number) => {
  const [y, m, d] = value.split('-').map(Number);
  return iso(new Date(y!, m! - 1, d! + days));
};
/** Monday of the current ISO week, in the browser's (and this machine's) time zone. */
const thisMonday = () => {
  const now = new Date();
  return addDays(iso(now), -((now.getDay() + 6) % 7));
};

/** Keeps only the console errors a test does not expect (the browser logs every 5xx). */
const dropExpected = (errors: string[], pattern: RegExp) =>
  errors.splice(0, errors.length, ...errors.filter((line) => !pattern.test(line)));

const STATUS_RGB: Record<string, string> = {
  Upcoming: 'rgb(255, 229, 143)',
  Visited: 'rgb(183, 235, 143)',
  Missed: 'rgb(255, 163, 158)',
  Unplanned: 'rgb(145, 213, 255)',
};

test.describe('Schedule', () => {
  test.setTimeout(90_000);
  test.use({ reducedMotion: 'reduce' });

  test('a manager looks at this week, hides missed visits, steps to next week and back from cache, and downloads the daily report', async ({
    page,
  }) => {
    const schedule = new SchedulePage(page);
    const api = recordApiRequests(page);
    await loginAs(page, 'superadmin', { path: '/schedule' });
    await schedule.board.waitUntilReady();
    await schedule.waitForPanelsReady();

    // The default is the current ISO week, Monday to Sunday.
    const monday = thisMonday();
    expect(await schedule.board.date('Start date')).toBe(monday);
    expect(await schedule.board.date('End date')).toBe(addDays(monday, 6));
    const headers = await schedule.dayHeaders();
    expect(headers[0]).toBe(`Monday ${monday}`);
    expect(headers[6]).toBe(`Sunday ${addDays(monday, 6)}`);

    // Summary: six cards; visited and missed carry a percentage in brackets.
    expect(await schedule.summary.locator('dt').allInnerTexts()).toEqual([
      'Planned Visits',
      'Accounts Visited',
      'Missed Visits',
      'Unplanned Visits',
      'Hours Worked',
      'Mileage Driven',
    ]);
    expect(await schedule.summaryValue('Accounts Visited')).toMatch(/^[\d,]+ \(\d+(\.\d)?%\)$/);
    expect(await schedule.summaryValue('Missed Visits')).toMatch(/^[\d,]+ \(\d+(\.\d)?%\)$/);

    // The visits are read on last week, whole on any weekday (on a Monday this week has
    // nothing visited or missed yet).
    await schedule.prevWeek.click();
    await expect(page).toHaveURL(new RegExp(`[?&]startDate=${addDays(monday, -7)}(&|$)`));
    await waitForPanelsSettled(page);
    expect((await schedule.dayHeaders())[0]).toBe(`Monday ${addDays(monday, -7)}`);

    // Every visit in the calendar wears its status colour.
    expect(await schedule.calendarRows.count()).toBeGreaterThan(3);
    for (const status of Object.keys(STATUS_RGB)) {
      const first = schedule.visits(status).first();
      if ((await schedule.visits(status).count()) > 0)
        await expect(first).toHaveCSS('background-color', STATUS_RGB[status]!);
    }
    expect(await schedule.visits('Missed').count()).toBeGreaterThan(0);
    // A visit's store is a real link to the account's page, and Back returns to that week.
    const store = schedule.visits('Visited').first().getByRole('link');
    await expect(store).toHaveAttribute('href', /^\/accounts\/\d+\?brand=/);
    const storeName = ((await store.textContent()) ?? '').trim();
    expect(storeName).not.toBe('');
    const scheduleUrl = page.url();
    await store.click();
    await expect(new AccountPage(page).heading).toHaveText(storeName, { timeout: 30_000 });
    await page.goBack();
    await expect(page).toHaveURL(scheduleUrl);

    // Hiding Missed in the legend takes those visits out of the calendar and the chart.
    await schedule.legendItem('Missed').click();
    await expect(page).toHaveURL(/[?&]hideStatuses=Missed(&|$)/);
    await expect(schedule.legendItem('Missed')).toHaveAttribute('aria-pressed', 'false');
    await expect(schedule.visits('Missed')).toHaveCount(0);
    const chartLegend = schedule.panel('schedule-daily-visits').getByRole('button', { name: /^Missed/ });
    await expect(chartLegend.filter({ visible: true })).toHaveAttribute('aria-pressed', 'false');

    // Next Week moves both dates by exactly 7 days, keeps the view, and the data follows: to
    // this week (the default, so no dates in the URL), then to the next.
    await schedule.nextWeek.click();
    await expect(page).not.toHaveURL(/startDate=/);
    await expect(page).toHaveURL(/[?&]hideStatuses=Missed(&|$)/);
    await waitForPanelsSettled(page);
    expect((await schedule.dayHeaders())[0]).toBe(`Monday ${monday}`);
    await schedule.nextWeek.click();
    await expect(page).toHaveURL(new RegExp(`[?&]startDate=${addDays(monday, 7)}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]endDate=${addDays(monday, 13)}(&|$)`));
    await expect(page).toHaveURL(/[?&]hideStatuses=Missed(&|$)/);
    await waitForPanelsSettled(page);
    expect((await schedule.dayHeaders())[0]).toBe(`Monday ${addDays(monday, 7)}`);
    // Next week lies ahead: its visits are Upcoming.
    expect(await schedule.visits('Upcoming').count()).toBeGreaterThan(0);
    expect(await schedule.visits('Visited').count()).toBe(0);

    // Back to the first week with Prev Week: served from cache, not one request.
    api.reset();
    await schedule.prevWeek.click();
    await expect(page).not.toHaveURL(/startDate=/);
    await waitForPanelsSettled(page);
    expect((await schedule.dayHeaders())[0]).toBe(`Monday ${monday}`);
    // Back returns to next week, from cache too; Forward to this week again.
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`[?&]startDate=${addDays(monday, 7)}(&|$)`));
    await waitForPanelsSettled(page);
    expect((await schedule.dayHeaders())[0]).toBe(`Monday ${addDays(monday, 7)}`);
    await page.goForward();
    await expect(page).not.toHaveURL(/startDate=/);
    await waitForPanelsSettled(page);
    await page.waitForTimeout(500);
    expect(api.urls).toEqual([]);

    // The name filter and sort of the ASM column are in the URL too.
    const names = await schedule.calendarRows.locator('th').allInnerTexts();
    const letter = names[0]!.charAt(0);
    await schedule.calendar.getByRole('textbox', { name: 'Filter ASM by name' }).fill(letter);
    await expect(page).toHaveURL(new RegExp(`[?&]asmPrefix=${letter}(&|$)`));
    // The API filters the names: the rows change once its answer is in.
    await waitForPanelsSettled(page);
    const filtered = await schedule.calendarRows.locator('th').allInnerTexts();
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered.every((n) => n.startsWith(letter))).toBe(true);
    await schedule.calendar.getByRole('button', { name: 'ASM' }).click();
    await expect(page).toHaveURL(/[?&]asmSort=desc(&|$)/);
    await waitForPanelsSettled(page);
    const sorted = await schedule.calendarRows.locator('th').allInnerTexts();
    expect(sorted).toEqual([...sorted].sort((a, b) => b.localeCompare(a, 'en-US')));

    // The first status with visits is selected; another tab is kept in the URL.
    const tabs = schedule.statusTables.getByRole('tab').filter({ visible: true });
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await tabs.nth(1).click();
    await expect(page).toHaveURL(/[?&]statusTab=/);
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');

    // A reload restores the view.
    const url = page.url();
    await page.reload();
    await schedule.waitForPanelsReady();
    await expect(page).toHaveURL(url);
    await expect(schedule.legendItem('Missed')).toHaveAttribute('aria-pressed', 'false');
    await expect(schedule.visits('Missed')).toHaveCount(0);

    // The daily schedule report is a real spreadsheet named by the server.
    const download = page.waitForEvent('download');
    await schedule.downloadButton('Schedule Reports', 'Daily').click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`Schedule Daily Report ${monday} - ${addDays(monday, 6)}.xlsx`);
    const rows = await readSheet((await file.path())!);
    expect(rows[0]).toEqual(['Date', 'Weekday', 'ASM', 'Representative', 'Account', 'Address', 'Status']);
    expect(rows.length).toBeGreaterThan(1);

    await expectNoSeriousA11yViolations(page);
  });

  test('a manager pages through the representatives: each page is one request for its rows, in the URL, restored by reload and Back; the status tables page alike', async ({
    page,
  }) => {
    const schedule = new SchedulePage(page);
    await loginAs(page, 'superadmin', { path: '/schedule' });
    await schedule.board.waitUntilReady();
    await schedule.waitForPanelsReady(['schedule-asm']);
    const rowNames = () => schedule.calendarRows.getByRole('rowheader').allInnerTexts();
    await expect(schedule.asmRange).toHaveText(/^Showing 1-10 of \d+ representatives$/);
    const total = Number(/of (\d+)/.exec((await schedule.asmRange.innerText()) ?? '')?.[1]);
    const pages = Math.ceil(total / 10);
    expect(pages).toBeGreaterThan(1);
    const seen = [...(await rowNames())];
    expect(seen).toHaveLength(10);

    // Each page asks the API for its own rows, and only for them.
    const api = recordApiRequests(page);
    for (let n = 2; n <= pages; n++) {
      api.reset();
      await schedule.asmPages.getByRole('button', { name: `Page ${n}`, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]asmPage=${n}(&|$)`));
      const first = (n - 1) * 10 + 1;
      await expect(schedule.asmRange).toHaveText(new RegExp(`^Showing ${first}-\\d+ of ${total} `));
      await waitForPanelsSettled(page);
      const lists = api.urls.filter((url) => url.includes('/api/schedules/list?'));
      expect(lists).toHaveLength(1);
      expect(new URL(lists[0]!.split(' ')[1]!).searchParams.get('page')).toBe(String(n));
      // No other panel asks again: a page is the calendar's own request.
      expect(api.urls.filter((url) => url.includes('/api/schedules/'))).toEqual(lists);
      seen.push(...(await rowNames()));
    }
    // Every representative once, in name order across the pages.
    expect(seen).toHaveLength(total);
    expect(seen).toEqual([...seen].sort((a, b) => a.localeCompare(b, 'en-US')));

    // A reload and a pasted link restore the page; Back returns to it from an account's page.
    const lastPageUrl = page.url();
    await page.reload();
    await schedule.waitForPanelsReady(['schedule-asm']);
    await expect(schedule.asmRange).toHaveText(new RegExp(`of ${total} `));
    expect(await rowNames()).toEqual(seen.slice((pages - 1) * 10));
    await schedule.calendar.locator('[data-account-link]').first().click();
    await expect(page).toHaveURL(/\/accounts\/\d+/);
    await page.goBack();
    await expect(page).toHaveURL(lastPageUrl);
    await schedule.waitForPanelsReady(['schedule-asm']);
    expect(await rowNames()).toEqual(seen.slice((pages - 1) * 10));

    // The status tables page the same representatives by their own key: one request for the
    // page, and a tab flip asks for nothing.
    await schedule.waitForPanelsReady(['schedule-status-tables']);
    api.reset();
    await schedule.statusPages.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect(page).toHaveURL(/[?&]statusPage=2(&|$)/);
    await expect(schedule.statusRange).toHaveText(
      new RegExp(`^Showing 11-\\d+ of ${total} representatives$`),
    );
    await waitForPanelsSettled(page);
    // The panels' own requests (a visit under the pointer may warm its account's card).
    const panelRequests = () =>
      api.urls.filter((url) => /\/api\/schedules\/(list|summary|count|representatives)\?/.test(url));
    const tables = panelRequests();
    expect(tables).toHaveLength(1);
    expect(tables[0]).toContain('/api/schedules/representatives?');
    expect(new URL(tables[0]!.split(' ')[1]!).searchParams.get('page')).toBe('2');
    const statusRows = () => schedule.statusTable.locator('tbody th[scope="row"]').allInnerTexts();
    expect(await statusRows()).toEqual(seen.slice(10, 20));
    api.reset();
    await schedule.statusTables.getByRole('tab').filter({ visible: true }).last().click();
    await waitForPanelsSettled(page);
    expect(await statusRows()).toEqual(seen.slice(10, 20));
    expect(panelRequests()).toEqual([]);

    // Next Week keeps the order and the name filter but starts both at page 1 again.
    await schedule.nextWeek.click();
    await expect(page).not.toHaveURL(/asmPage=/);
    await expect(page).not.toHaveURL(/statusPage=/);
    await waitForPanelsSettled(page);
    await expect(schedule.asmRange).toHaveText(/^Showing 1-10 of /);
  });

  test('a long window draws every day: 200 days up to next weeks, then This Year, scrolling sideways under the ASM column', async ({
    page,
  }, testInfo) => {
    // 200 days, then a year of visits, each parsed and laid out (~1 min alone).
    test.setTimeout(150_000);
    const schedule = new SchedulePage(page);
    const start = addDays(thisMonday(), -182);
    const end = addDays(start, 199);
    await loginAs(page, 'superadmin', { path: `/schedule?startDate=${start}&endDate=${end}` });
    await schedule.board.waitUntilReady();
    await schedule.waitForPanelsReady();

    // One column per day, no notice in place of the calendar.
    const headers = await schedule.dayHeaders();
    expect(headers).toHaveLength(200);
    expect(headers[0]).toBe(`Monday ${start}`);
    expect(headers.at(-1)).toContain(end);
    expect(await schedule.calendarRows.count()).toBeGreaterThan(3);
    expect(await schedule.visits().count()).toBeGreaterThan(0);
    /** Visits drawn in the columns the scroller shows. */
    const visitsOnScreen = () =>
      schedule.calendarScroller().evaluate((el) => {
        const box = el.getBoundingClientRect();
        return [...el.querySelectorAll('li[data-status]')].filter((li) => {
          const r = li.getBoundingClientRect();
          return r.right > box.left && r.left < box.right;
        }).length;
      });
    // Only the days near the window hold their visits; the rest keep their room.
    const near = async () => (await schedule.calendar.getAttribute('data-near-days')) ?? '';
    expect(await near()).toBe('0-13');

    // Scrolled to the end: the last days are drawn, the names stay where they were.
    const row = schedule.calendarRows.first();
    const name = row.getByRole('rowheader');
    await name.scrollIntoViewIfNeeded();
    const before = await name.boundingBox();
    const rowHeight = (await row.boundingBox())?.height;
    await schedule.calendarScroller().evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(near).toMatch(/-199$/);
    await expect(row.locator('td').last()).toBeInViewport();
    await expect(row.locator('td').first()).not.toBeInViewport();
    // Sticky to the scroller's edge: within the border's half pixel.
    expect(Math.abs(((await name.boundingBox())?.x ?? 0) - (before?.x ?? -9))).toBeLessThanOrEqual(1);
    await expect(name).toBeInViewport();
    expect((await row.boundingBox())?.height).toBe(rowHeight);
    expect(await visitsOnScreen()).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('schedule-200-days-1440.png') });

    // This Year: from January 1 to today, drawn too; scrolling sideways brings the days in.
    await schedule.board.chooseShortcut('This Year');
    await waitForPanelsSettled(page);
    const year = await schedule.dayHeaders();
    const today = iso(new Date());
    expect(year[0]).toContain(`${today.slice(0, 4)}-01-01`);
    expect(year.at(-1)).toContain(today);
    const scroller = schedule.calendarScroller();
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(
      year.length * 150,
    );
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth / 2 }));
    const middle = Math.floor(year.length / 2);
    await expect
      .poll(async () => {
        const [from = -1, to = -1] = (await near()).split('-').map(Number);
        return from <= middle && middle <= to;
      })
      .toBe(true);
    await schedule.calendarRows.first().getByRole('rowheader').scrollIntoViewIfNeeded();
    // Visits are drawn in the columns on screen.
    expect(await visitsOnScreen()).toBeGreaterThan(0);
    await page.screenshot({ path: testInfo.outputPath('schedule-year-1440.png') });
    // Its CSV holds every day of the year for every row of the page, built on screen or not.
    const calendarCsv = await new Exports(page).download(schedule.asm, 'Download CSV (this page)');
    const csvRows = parseCsv((await downloadedBytes(calendarCsv)).toString('utf8'));
    expect(csvRows[0]).toEqual(['ASM', ...year.map((header) => header.slice(-10))]);
    expect(csvRows.length - 1).toBe(await schedule.calendarRows.count());

    // A row taller than the calendar's frame: the calendar scrolls down inside the page,
    // the day headers stay on top and the name stays beside the part of the row on screen.
    const frame = await scroller.evaluate((el) => el.clientHeight);
    const tallest = await schedule.calendarRows.evaluateAll((rows) =>
      rows.reduce((best, r, i, all) => (r.clientHeight > all[best]!.clientHeight ? i : best), 0),
    );
    const tall = schedule.calendarRows.nth(tallest);
    if (((await tall.boundingBox())?.height ?? 0) > frame) {
      await tall.evaluate((row: HTMLElement) => {
        const box = row.closest('table')!.parentElement!.parentElement!;
        box.scrollTop = row.offsetTop + row.clientHeight / 2 - box.clientHeight / 2;
      });
      await expect(tall.getByRole('rowheader')).not.toBeInViewport({ ratio: 1 });
      await expect(tall.getByRole('rowheader').locator('span')).toBeInViewport();
      await expect(schedule.calendar.locator('thead th').first()).toBeInViewport();
    }

    // The status table for the year: every day reachable sideways, only the near ones built.
    await schedule.statusTables.scrollIntoViewIfNeeded();
    const statusNear = async () => (await schedule.statusTable.getAttribute('data-near-days')) ?? '';
    expect(await statusNear()).toMatch(/^0-/);
    expect(await schedule.statusTable.getAttribute('aria-colcount')).toBe(String(year.length + 2));
    const statusName = schedule.statusTable.locator('tbody th').first();
    const nameX = (await statusName.boundingBox())?.x;
    await schedule.statusScroller().evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect.poll(statusNear).toMatch(new RegExp(`-${year.length - 1}$`));
    await expect(
      schedule.statusTable.getByRole('columnheader', { name: new RegExp(today) }),
    ).toBeInViewport();
    expect(Math.abs(((await statusName.boundingBox())?.x ?? 0) - (nameX ?? -9))).toBeLessThanOrEqual(1);
    await expect(schedule.statusTable.locator('caption')).toContainText('scrolls sideways');

    await page.setViewportSize({ width: 375, height: 800 });
    // The layout follows the new width a frame or two after the resize.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await schedule.asm.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('schedule-year-375.png') });
  });

  test('each block needs its permission; a failing panel or download fails alone with its notice', async ({
    page,
    consoleErrors,
  }) => {
    const schedule = new SchedulePage(page);
    await loginAs(page, 'admin', { path: '/schedule' });
    await schedule.waitForPanelsReady(['schedule-summary']);
    // As if a superadmin had unticked them: applies from the next sign-in.
    await revokePermissionKeys(page, 'admin', 'Schedule', ['summary', 'weeklyReport']);
    await new Shell(page).logout();
    await new LoginPage(page).signIn('admin', DEMO_PASSWORD);
    await expectSignedIn(page);
    await applyScenarios(page, [
      serverError('/schedules/count', 'Boom'),
      serverError('/schedules/reports/metrics/day'),
    ]);
    await page.goto('/schedule');

    await schedule.waitForPanelsReady(['schedule-asm', 'schedule-status-tables']);
    await expect(schedule.panel('schedule-daily-visits')).toHaveAttribute('data-state', 'error');
    await expect(schedule.panel('schedule-daily-visits').getByText('Boom')).toBeVisible();
    await expect(schedule.panel('schedule-summary')).toHaveCount(0);
    await expect(schedule.downloadButton('Schedule Reports', 'Weekly')).toHaveCount(0);
    await expect(schedule.downloadButton('Schedule Reports', 'Daily')).toBeVisible();

    // SPEC.md section 8: the metric downloads report 'schedule daily report' too.
    await schedule.downloadButton('Schedule Metric Reports', 'Daily').click();
    const notice = page.getByRole('alert').filter({ hasText: 'Failed to download schedule daily report' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Error');
    dropExpected(consoleErrors, /status of 500/);
  });
});
