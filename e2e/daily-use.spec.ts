import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { EffortsPage } from './pages/time-efforts-page';
import { LoginPage, loginAs } from './pages/login-page';
import { SALES_PANELS, SalesPage } from './pages/sales-page';
import { expect, test } from './support/test';

/**
 * Daily use, one short story per feature, on Time & Efforts (/uds: tables only, the
 * lightest section with a date range). The features live in shared code (the shell,
 * SectionPage, useSectionFilter), so every section behaves the same.
 */

const iso = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
const daysAgo = (days: number): string => {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return iso(d);
};
/** Monday of the current ISO week, in the browser's (and this machine's) time zone. */
const thisMonday = (): string => {
  const now = new Date();
  return daysAgo((now.getDay() + 6) % 7);
};

const searchOf = (url: string) => Object.fromEntries(new URL(url).searchParams);

test.describe('Daily use', () => {
  test.describe.configure({ timeout: 60_000 });

  test('keyboard: ] and [ step the period, t jumps to This Week, ? lists the shortcuts; a bare link reopens the last view', async ({
    page,
  }) => {
    const efforts = new EffortsPage(page);
    const start = daysAgo(30);
    const end = daysAgo(24);
    await loginAs(page, 'superadmin', { path: `/uds?endDate=${end}&startDate=${start}` });
    await efforts.board.waitUntilReady();

    await page.keyboard.press(']');
    await expect.poll(() => searchOf(page.url())).toEqual({ endDate: daysAgo(17), startDate: daysAgo(23) });
    await page.keyboard.press('[');
    await page.keyboard.press('[');
    await expect.poll(() => searchOf(page.url())).toEqual({ endDate: daysAgo(31), startDate: daysAgo(37) });
    expect(await efforts.board.date('Start date')).toBe(daysAgo(37));

    // Typing in a field is typing, not a shortcut.
    await efforts.board.control('Start date').focus();
    const helpDialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await page.keyboard.press('?');
    await expect(helpDialog).toBeVisible();
    await expect(helpDialog.getByRole('row')).toHaveText([
      /Key\s*Action/,
      /\[\s*Previous period/,
      /\]\s*Next period/,
      /t\s*This Week/,
      /\?\s*Show keyboard shortcuts/,
      /Ctrl\/⌘ K\s*Find a section, a period or an account/,
    ]);
    await expectNoSeriousA11yViolations(page);
    // Not while a dialog is open.
    await page.keyboard.press(']');
    await page.keyboard.press('Escape');
    await expect(helpDialog).toBeHidden();
    expect(searchOf(page.url())).toEqual({ endDate: daysAgo(31), startDate: daysAgo(37) });

    await page.keyboard.press('t');
    // On a Monday This Week is today alone, and the menu's first match names it (Today).
    const thisWeek = new Date().getDay() === 1 ? 'Today' : 'This Week';
    await expect(efforts.board.periodButton).toHaveText(`Period: ${thisWeek}`);
    await expect.poll(() => searchOf(page.url())).toEqual({ startDate: thisMonday() });

    // Opened bare, the section shows this user's last filter; a link with a query wins.
    await page.goto('/uds');
    await efforts.board.waitUntilReady();
    await expect.poll(() => searchOf(page.url())).toEqual({ startDate: thisMonday() });
    await page.goto(`/uds?startDate=${start}`);
    await efforts.board.waitUntilReady();
    expect(await efforts.board.date('Start date')).toBe(start);
    // Default + Apply forgets it: bare is the defaults again.
    await efforts.board.defaultButton.click();
    await efforts.board.apply();
    // Moving within the section never restores: Forward to the bare entry stays bare.
    await page.goBack();
    await expect.poll(() => searchOf(page.url())).toEqual({ startDate: start });
    await page.goForward();
    await expect(efforts.board.periodButton).toHaveText('Period: All Time');
    expect(searchOf(page.url())).toEqual({});
    await page.goto('/uds');
    await efforts.board.waitUntilReady();
    expect(searchOf(page.url())).toEqual({});
  });

  test('freshness and sharing: the stamp moves after Refresh, which refetches the panels only; Copy link copies the view', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const efforts = new EffortsPage(page);
    await loginAs(page, 'superadmin', { path: `/uds?startDate=${daysAgo(20)}` });
    await efforts.board.waitUntilReady();
    await efforts.waitForPanelsReady();

    const stamp = page.locator('[data-fetched-at]');
    await expect(stamp).toHaveText('Updated just now');
    const before = Number(await stamp.getAttribute('data-fetched-at'));

    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(pathname);
    });
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect
      .poll(async () => Number(await stamp.getAttribute('data-fetched-at')))
      .toBeGreaterThan(before);
    await efforts.waitForPanelsReady();
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.filter((path) => path.endsWith('/filters'))).toEqual([]);

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied to the clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expectNoSeriousA11yViolations(page);
  });

  test('dark mode: the login page follows the system; the user menu switches the app, a reload stays dark; axe clean', async ({
    page,
  }) => {
    const scheme = () => page.locator('html').getAttribute('data-mantine-color-scheme');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/login');
    await expect(new LoginPage(page).heading).toBeVisible({ timeout: 30_000 });
    expect(await scheme()).toBe('dark');
    await expectNoSeriousA11yViolations(page);

    // A light system; the user picks dark in the user menu, and it is remembered.
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(scheme).toBe('light');
    await loginAs(page, 'manager', { path: '/sales' });
    await page.getByRole('button', { name: /user menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Dark mode' }).click();
    await expect.poll(scheme).toBe('dark');
    await page.reload();
    expect(await scheme()).toBe('dark');

    // Charts, map and tables in the dark scheme.
    const sales = new SalesPage(page);
    await sales.board.waitUntilReady();
    for (const name of SALES_PANELS)
      await expect(sales.panel(name)).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: /user menu$/ }).click();
    await page.getByRole('menuitem', { name: 'Light mode' }).click();
    await expect.poll(scheme).toBe('light');
  });
});
