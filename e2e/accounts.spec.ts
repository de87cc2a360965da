import { readSheet } from 'read-excel-file/node';
import { ACCOUNTS_PANELS, AccountsPage, DATA_PANELS, signIn } from './pages/accounts-page';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { DEMO_PASSWORD, LoginPage } from './pages/login-page';
import { Shell } from './pages/shell';
import { applyScenarios, serverError } from './support/scenarios';
import { revokePermissionKeys } from './support/demo-permissions';
import { expect, test } from './support/test';

/** Keeps only the console errors a test does not expect (the browser logs every 5xx). */
const dropExpected = (errors: string[], pattern: RegExp) =>
  errors.splice(0, errors.length, ...errors.filter((line) => !pattern.test(line)));

test.describe('Accounts', () => {
  // Sign-in, map rendering in software WebGL, and a download: generous on a loaded machine.
  test.describe.configure({ timeout: 90_000 });

  test('a superadmin sees every block with data, filters the map from its legend, opens an account and downloads the list', async ({
    page,
  }, testInfo) => {
    const accounts = new AccountsPage(page);
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/accounts')) apiCalls.push(pathname);
    });
    const started = Date.now();
    await signIn(page, 'superadmin');
    await accounts.waitUntilReady();
    testInfo.annotations.push({
      type: 'timing',
      description: `sign-in to every Accounts panel ready (map drawn): ${Date.now() - started} ms`,
    });

    // The route loader starts the data requests; the panels read them instead of asking again.
    expect(apiCalls.filter((p) => p === '/api/accounts')).toHaveLength(1);
    expect(apiCalls.filter((p) => p === '/api/accounts/map')).toHaveLength(1);

    // Every block: map with its download, summary cards, the status chart, the four pies.
    for (const name of Object.values(ACCOUNTS_PANELS))
      await expect(page.locator(`[data-panel="${name}"]`)).toBeVisible();
    await expect(accounts.downloadButton).toBeVisible();
    await expect(accounts.metricsHeading).toHaveText(/^Metrics as of \d{4}-\d{2}-\d{2}$/);
    const summary = accounts.panel('summary');
    for (const label of [
      'Stores Visited',
      'Forms Submitted',
      'Total Accounts',
      'Hours Worked',
      'Mileage Driven',
    ])
      await expect(summary.getByText(label, { exact: true })).toBeVisible();
    await expect(summary).toContainText(/\(\d+(\.\d)?%\)/);
    const points = await accounts.mapPoints();
    expect(points).toBeGreaterThan(100);

    // The line chart lists the synthetic total, then the statuses in sortOrder.
    const lineLegend = accounts.legend('Account Status legend');
    await expect(lineLegend.getByRole('button').first()).toHaveText('Authorized Accounts');

    // A status hidden in the map legend leaves the map and the status charts.
    const visible = await accounts.visiblePins();
    await accounts.legendItem(accounts.mapLegend, 'Hot Lead').click();
    await expect(accounts.legendItem(accounts.mapLegend, 'Hot Lead')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect(accounts.legendItem(lineLegend, 'Hot Lead')).toHaveAttribute('aria-pressed', 'false');
    await expect(
      accounts.legendItem(accounts.legend('Account Status - All Accounts legend'), 'Hot Lead'),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => accounts.visiblePins()).toBeLessThan(visible);
    await expect(accounts.map).toHaveAttribute('data-state', 'ready');
    await accounts.legendItem(accounts.mapLegend, 'Hot Lead').click();
    await expect.poll(() => accounts.visiblePins()).toBe(visible);

    // A pin's popup, through the map's account list, and its storefront photo. The pins
    // are slim: the popup fetches that one account's details when it opens.
    expect(apiCalls.filter((p) => p === '/api/accounts/map/account')).toHaveLength(0);
    const picked = await accounts.openAccount('Market');
    const name = (await accounts.popup.getByRole('heading').innerText()).trim();
    expect(picked.startsWith(name)).toBe(true);
    for (const term of ['Last visit', 'Total visits', 'Representative', 'Next scheduled visit'])
      await expect(accounts.popup.getByText(term, { exact: true })).toBeVisible();
    await expect(accounts.popup.locator('[data-account-popup]')).toHaveAttribute('data-state', 'ready');
    expect(apiCalls.filter((p) => p === '/api/accounts/map/account')).toHaveLength(1);
    await accounts.popup.getByRole('button', { name: `Open photo: Storefront of ${name}` }).click();
    const modal = page.getByRole('dialog', { name: `Storefront of ${name}` });
    await expect(modal).toBeVisible();
    await expect(modal.getByRole('img', { name: `Storefront of ${name}` })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // The .xlsx holds one row per account on the map, for the same filter.
    const [download] = await Promise.all([page.waitForEvent('download'), accounts.downloadButton.click()]);
    expect(download.suggestedFilename()).toMatch(/^Map Account List .+\.xlsx$/);
    const rows = await readSheet((await download.path()) as string);
    expect(rows[0]?.slice(0, 3)).toEqual(['Account ID', 'Account', 'Address']);
    expect(rows.length - 1).toBe(points);
  });

  test('the default map draws each account standing alone as its status marker icon, 36 x 36, the others in clusters', async ({
    page,
  }) => {
    const accounts = new AccountsPage(page);
    // The statuses' marker icons, as the filter options name them.
    const filters = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/accounts/filters', {
      timeout: 60_000,
    });
    await signIn(page, 'superadmin');
    const statuses = ((await (await filters).json()) as { Statuses: { Name: string; Image: string }[] })
      .Statuses;
    const iconOf = new Map(statuses.map((s) => [s.Name, s.Image]));
    await accounts.waitUntilReady(['map']);
    await expect(accounts.map).toHaveAttribute('data-idle', 'true', { timeout: 45_000 });

    // SPEC.md section 9's view: zoom 8 over southern California, its cities as clusters.
    const drawn = await accounts.drawn();
    expect(drawn.zoom).toBe(8);
    expect(drawn.center[0]).toBeCloseTo(33.92, 2);
    expect(drawn.center[1]).toBeCloseTo(-118.1, 2);
    expect(drawn.clusters).toBeGreaterThan(10);
    const pins = drawn.pins.filter((pin) => pin.inView);
    expect(pins.length, 'accounts drawn on their own in the default view').toBeGreaterThan(0);
    for (const pin of pins) {
      // Its status's own icon, loaded (same origin, offline: the demo API draws it), at 36 x 36.
      expect(iconOf.get(pin.status)).toMatch(/^\/api\/demo-photos\/marker\/[0-9a-f]{6}\.svg$/i);
      // Read against the API's URL, which in the demo is on the app's origin.
      expect(pin.image).toBe(new URL(iconOf.get(pin.status) ?? '', page.url()).href);
      expect(pin.state).toBe('icon');
      expect([pin.width * pin.iconSize, pin.height * pin.iconSize]).toEqual([36, 36]);
      expect(pin.anchor).toBe('bottom');
    }
    // Pins drawn on their own never cover each other: any two stand a pin's size apart.
    for (const [i, a] of pins.entries())
      for (const b of pins.slice(i + 1))
        if (a.id !== b.id) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThanOrEqual(36);

    // A status hidden in the legend takes its pins off the map; shown again, they come back.
    const pin = pins[0]!;
    // Its name and count only ('Authorized' must not match 'Authorized - Reorder').
    const item = accounts.mapLegend.getByRole('button', {
      name: new RegExp(`^${pin.status.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*[\\d,]+$`),
    });
    await item.click();
    await expect(item).toHaveAttribute('aria-pressed', 'false');
    await expect(accounts.map).toHaveAttribute('data-idle', 'true');
    await expect
      .poll(async () => (await accounts.drawn()).pins.filter((p) => p.status === pin.status).length)
      .toBe(0);
    await item.click();
    await expect(accounts.map).toHaveAttribute('data-idle', 'true');
    await expect.poll(async () => (await accounts.drawn()).pins.some((p) => p.id === pin.id)).toBe(true);

    // The icon is the pin's click target: its middle, half a pin above the account, opens it.
    await accounts.map.scrollIntoViewIfNeeded();
    const canvas = (await accounts.map.locator('canvas.maplibregl-canvas').boundingBox())!;
    await page.mouse.click(canvas.x + pin.x, canvas.y + pin.y - 18);
    await expect(accounts.popup).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`[?&]account=${pin.id}(&|$)`));
  });

  test('the page has no serious accessibility violations', async ({ page }) => {
    const accounts = new AccountsPage(page);
    await signIn(page, 'superadmin');
    await accounts.waitUntilReady();
    await expectNoSeriousA11yViolations(page);
  });

  test('a user without the map permission sees no map, and the rest of the page', async ({ page }) => {
    const accounts = new AccountsPage(page);
    await signIn(page, 'admin');
    await accounts.waitUntilReady(['summary']);
    // As if a superadmin had unticked the map in the permission editor: it applies from the
    // admin's next sign-in (signed out and in again in the same page, no reload).
    await revokePermissionKeys(page, 'admin', 'Accounts', ['map', 'mapReport']);
    await new Shell(page).logout();
    const login = new LoginPage(page);
    await login.signIn('admin', DEMO_PASSWORD);
    await expect(accounts.heading).toBeVisible({ timeout: 45_000 });
    await accounts.waitUntilReady(DATA_PANELS);
    await expect(page.getByRole('heading', { name: 'Account Status Map' })).toHaveCount(0);
    await expect(accounts.map).toHaveCount(0);
    await expect(accounts.downloadButton).toHaveCount(0);
  });

  test('a failing /accounts shows an error in its panels only; the map and the filters keep working', async ({
    page,
    consoleErrors,
  }) => {
    const accounts = new AccountsPage(page);
    await signIn(page, 'superadmin', '/login');
    await applyScenarios(page, [serverError('/accounts', 'Boom')]);
    await accounts.goto();
    for (const name of DATA_PANELS) {
      await expect(accounts.panel(name)).toHaveAttribute('data-state', 'error', { timeout: 45_000 });
      await expect(accounts.panel(name).getByText('Boom')).toBeVisible();
      await expect(accounts.panel(name).getByRole('button', { name: 'Retry' })).toBeVisible();
    }
    await accounts.waitUntilReady(['map']);
    await expect(page.getByRole('form', { name: 'Filters' })).toBeVisible();
    dropExpected(consoleErrors, /status of 500/);
  });
});
