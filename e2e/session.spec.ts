import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { expectSignedIn, LoginPage, loginAs, type DemoUser } from './pages/login-page';
import { ALL_SECTION_LABELS, Shell } from './pages/shell';
import { tabTo } from './support/keyboard';
import { readyPanelTexts, recordApiRequests, waitForPanelsSettled } from './pages/filter-board';
import { persistedRoots, persistedStores } from './support/persisted-cache';
import {
  applyScenarios,
  applyScenariosOnLoad,
  clearScenarios,
  serverError,
  slow,
  unauthorized,
} from './support/scenarios';
import { expect, test } from './support/test';

const COMPANY_NAME = 'Field Sales Analytics';
const AUTH_STORAGE_KEY = 'fsd:auth-token';

/** What each demo user sees (docs/decisions.md, demo users; company names from the demo data set). */
const EXPECTED: Record<DemoUser, { company: string; avatar: string; nav: readonly string[] }> = {
  superadmin: { company: 'Westline Field Marketing', avatar: 'Admin', nav: ALL_SECTION_LABELS },
  admin: { company: 'Westline Field Marketing', avatar: 'Admin', nav: ALL_SECTION_LABELS },
  manager: { company: 'Sunset Beverage Company', avatar: 'User', nav: ['Accounts', 'Sales', 'Reports'] },
};

const isoDaysAgo = (days: number): string => {
  const d = new Date();
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test.describe('login', () => {
  test('the login page has its title, fields and button, nothing marked required', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await expect(login.username).toBeVisible();
    await expect(login.password).toBeVisible();
    await expect(login.signInButton).toBeVisible();
    await expect(login.username).not.toHaveAttribute('required');
    await expect(login.password).not.toHaveAttribute('required');
    await expect(page.locator('.mantine-InputWrapper-required')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('signs in with the keyboard alone: Tab to each field, Enter submits', async ({ page }) => {
    const login = new LoginPage(page);
    await login.goto();
    await tabTo(page, login.username);
    await page.keyboard.type('manager');
    await tabTo(page, login.password, 3);
    await page.keyboard.type('demo');
    await page.keyboard.press('Enter');
    await expectSignedIn(page);
  });

  test('a wrong password says "Invalid username or password" and keeps what was typed', async ({
    page,
    consoleErrors,
  }) => {
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn('manager', 'not-the-password');
    await expect(login.error).toHaveText('Invalid username or password');
    await expect(login.username).toHaveValue('manager');
    await expect(login.password).toHaveValue('not-the-password');
    await expect(page).toHaveURL(/\/login$/);
    // The browser reports the refused sign-in (401) itself; that line is the expected answer.
    const unexpected = consoleErrors.filter((line) => !/status of 401/.test(line));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  for (const user of ['superadmin', 'admin', 'manager'] as const) {
    test(`${user} signs in and sees exactly their sections, welcome and avatar`, async ({ page }) => {
      await loginAs(page, user);
      const shell = new Shell(page);
      const expected = EXPECTED[user];
      await expect(page).toHaveURL(/\/accounts$/);
      expect(await shell.navLabels()).toEqual([...expected.nav]);
      await expect(shell.welcome).toHaveText(`Welcome, ${expected.company}!`);
      await expect(shell.userMenuButton).toHaveText(expected.avatar);
      await expect(shell.pageHeading).toHaveText('Accounts');
      await expect(shell.topNav.getByRole('link', { name: 'Accounts' })).toHaveAttribute(
        'aria-current',
        'page',
      );
    });
  }

  test('a deep link survives sign-in, filters included', async ({ page }) => {
    const href = `/sales?brand=Sunset%20Soda&startDate=${isoDaysAgo(30)}`;
    await page.goto(href);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await new LoginPage(page).signIn('manager', 'demo');
    await expect(new Shell(page).pageHeading).toHaveText('Sales');
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(href);
  });

  test('a forbidden deep link lands on the first permitted section after sign-in', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
    await new LoginPage(page).signIn('manager', 'demo');
    await expect(page).toHaveURL(/\/accounts$/);
  });
});

test.describe('signed in', () => {
  test('a section the manager lacks, an unknown path and /login go to Accounts', async ({ page }) => {
    await loginAs(page, 'manager');
    const shell = new Shell(page);
    for (const path of ['/admin', '/schedule', '/no/such/page', '/login']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/accounts$/);
      await expect(shell.pageHeading).toHaveText('Accounts');
    }
  });

  test('every section has a titled page, Time & Efforts at /uds', async ({ page }) => {
    await loginAs(page, 'superadmin');
    const shell = new Shell(page);
    for (const label of ALL_SECTION_LABELS) await shell.goToSection(label);
    await page.goto('/uds');
    await expect(shell.pageHeading).toHaveText('Time & Efforts');
  });

  test('the shell shows the footer, the demo badge and a logo link to Accounts', async ({ page }) => {
    await loginAs(page, 'manager');
    const shell = new Shell(page);
    await expect(shell.footer).toHaveText(`© ${new Date().getFullYear()} ${COMPANY_NAME}`);
    await expect(shell.demoBadge).toBeVisible();
    await expect(shell.logo).toHaveAttribute('href', '/accounts');
    await shell.openUserMenu();
    await expect(page.getByRole('menuitem', { name: 'Log Out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Admin' })).toHaveCount(0);
  });

  test('the user menu of an admin offers Admin', async ({ page }) => {
    await loginAs(page, 'admin');
    const shell = new Shell(page);
    await shell.openUserMenu();
    await page.getByRole('menuitem', { name: 'Admin' }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(shell.pageHeading).toHaveText('Admin');
  });

  test('the shell passes an accessibility check', async ({ page }) => {
    await loginAs(page, 'superadmin');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('signing out', () => {
  test('a reload draws the last answers from the persisted cache and asks again; Log Out clears the session and the cache: the back button shows the login page, not data, and the next user gets none of it', async ({
    page,
    consoleErrors,
  }) => {
    // Two users, two sign-ins and three loads of Sales: beyond 60 s on a loaded CI box.
    test.setTimeout(120_000);
    await loginAs(page, 'manager');
    const shell = new Shell(page);
    await shell.goToSection('Sales');
    // The manager's six Sales panels (the charts are a lazy chunk: wait for all of them).
    await expect(page.locator('[data-panel]')).toHaveCount(6, { timeout: 30_000 });
    await waitForPanelsSettled(page);
    await expect.poll(() => persistedStores(page), { timeout: 10_000 }).toEqual(['user:manager']);
    // Saves are throttled: wait until the store holds every Sales answer, and the monthly
    // targets the summary cards read their pace lines from.
    await expect
      .poll(() => persistedRoots(page, 'manager'), { timeout: 10_000 })
      .toEqual(
        expect.arrayContaining([
          '/sales',
          '/sales/top-accounts',
          '/sales/totals',
          '/targets',
          'filter-options',
        ]),
      );
    const answers = await readyPanelTexts(page);
    const names = Object.keys(answers);
    expect(names.length).toBeGreaterThan(0);

    // With the page's calls held back (options too), the reload still shows every panel's last
    // answer at once, dimmed (not ready) while it is asked again, then the fresh one.
    await applyScenarios(page, [slow(4_000, '/sales*')]);
    await page.reload();
    const drawnFromCache = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('[data-panel]')]
          .filter((p) => p.getAttribute('data-state') === 'loading' && p.querySelector('[data-placeholder]'))
          .map((p) => p.getAttribute('data-panel') ?? '')
          .sort(),
      );
    await expect.poll(drawnFromCache, { timeout: 10_000, intervals: [100] }).toEqual([...names].sort());
    await clearScenarios(page);
    await waitForPanelsSettled(page);
    expect(await readyPanelTexts(page)).toEqual(answers);

    // A failed refetch of a restored answer is the panel's error with Retry, as on any load.
    await applyScenarios(page, [serverError('/sales', 'Injected failure of /sales')]);
    await page.reload();
    const failed = page.locator('[data-panel][data-state="error"]').first();
    await expect(failed.getByText('Injected failure of /sales')).toBeVisible({ timeout: 15_000 });
    // A restored answer is stale, so a reader that mounts after the failure (the lazy panels
    // mount as a transition) asks again by itself: the user's Retry comes once that has failed too.
    const retry = failed.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeEnabled({ timeout: 15_000 });
    // Two frames on, the effects of the commit that drew it have run (a reader's fetch among them).
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await expect(retry).toBeEnabled({ timeout: 15_000 });
    await clearScenarios(page);
    await retry.click();
    await waitForPanelsSettled(page);
    // The browser logs the injected failure itself.
    const unexpected = consoleErrors.filter((line) => !/status of 500/.test(line));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);

    await shell.logout();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
    expect(await persistedStores(page)).toEqual([]);
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsales$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByText(/^Welcome, /)).toHaveCount(0);

    // Another user on the same browser: their Sales page is asked from the server, and only
    // their own store is saved.
    const api = recordApiRequests(page);
    await new LoginPage(page).signIn('superadmin', 'demo');
    await expect(page).toHaveURL(/\/sales$/, { timeout: 30_000 });
    const askedForSales = () =>
      api.urls.some((url) => new URL(url.split(' ')[1] ?? '').pathname === '/api/sales');
    await expect.poll(askedForSales, { timeout: 30_000 }).toBe(true);
    await waitForPanelsSettled(page);
    await expect.poll(() => persistedStores(page), { timeout: 10_000 }).toEqual(['user:superadmin']);
  });

  test('a 401 from the API logs out and returns to login', async ({ page, consoleErrors }) => {
    await loginAs(page, 'manager');
    await applyScenariosOnLoad(page, [unauthorized('/authtest')]);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccounts$/);
    expect(await page.evaluate((key) => window.localStorage.getItem(key), AUTH_STORAGE_KEY)).toBeNull();
    const unexpected = consoleErrors.filter((line) => !/status of 401/.test(line));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });

  test('a token the server does not know logs out on the next visit', async ({ page, consoleErrors }) => {
    await loginAs(page, 'manager');
    await page.evaluate(
      (key) => window.localStorage.setItem(key, JSON.stringify({ token: 'forged', tokenType: 'Bearer' })),
      AUTH_STORAGE_KEY,
    );
    await page.goto('/sales');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fsales$/);
    await expect(page.getByRole('banner')).toHaveCount(0);
    const unexpected = consoleErrors.filter((line) => !/status of 401/.test(line));
    consoleErrors.splice(0, consoleErrors.length, ...unexpected);
  });
});

test.describe('narrow screens', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('a burger opens a drawer with the same links; the top navigation is hidden', async ({ page }) => {
    await loginAs(page, 'manager');
    const shell = new Shell(page);
    await expect(shell.topNav).toBeHidden();
    await shell.burger.click();
    await expect(shell.drawer).toBeVisible();
    // The sections, then the views the header links to (Needs attention, under Accounts).
    await expect(shell.drawer.getByRole('link')).toHaveText([
      'Accounts',
      'Sales',
      'Reports',
      'Needs attention',
    ]);
    await shell.drawer.getByRole('link', { name: 'Sales' }).click();
    await expect(shell.drawer).toBeHidden();
    await expect(shell.pageHeading).toHaveText('Sales');
    await expectNoSeriousA11yViolations(page);
  });
});
