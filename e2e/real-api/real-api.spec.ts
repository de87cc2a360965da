import { readSheet } from 'read-excel-file/node';
import type { Page } from '@playwright/test';
import { realApiPorts } from '../../scripts/real-api-ports.mjs';
import { FilterBoard } from '../pages/filter-board';
import { loginAs } from '../pages/login-page';
import { nextSalesData, parseMoney, SalesPage } from '../pages/sales-page';
import { ALL_SECTION_LABELS, Shell } from '../pages/shell';
import { expect, test as base } from '../support/test';

/**
 * The production bundle on a real HTTP API (playwright.real-api.config.ts): the demo API
 * runs as a Node server on another origin, the app is served with the Content-Security-
 * Policy of docs/deploy.md. Every test fails on a console error (e2e/support/test.ts), a
 * CSP violation, or an API call that does not go to VITE_API_URL.
 */
const { apiUrl } = realApiPorts();

const test = base.extend<{ apiCalls: string[] }>({
  apiCalls: [
    async ({ page }, use) => {
      const calls: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname.startsWith('/api/')) calls.push(request.url());
      });
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { cspViolations: string[] }).cspViolations = seen;
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.violatedDirective} ${event.blockedURI}`),
        );
      });
      await use(calls);
      if (page.isClosed()) return;
      const violations = await page.evaluate(
        () => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [],
      );
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
      expect(calls.length, 'API calls made').toBeGreaterThan(0);
      expect(
        calls.filter((url) => !url.startsWith(apiUrl)),
        'API calls that did not go to VITE_API_URL',
      ).toEqual([]);
    },
    { auto: true },
  ],
});

const signedIn = (page: Page) => page.getByText(/^Welcome, .+!$/);

test.describe('real-API mode', () => {
  test.setTimeout(90_000);
  test.use({ reducedMotion: 'reduce' });

  test('the shell: sign in, a reload stays signed in, sign out; no service worker, served under the CSP', async ({
    page,
  }) => {
    const response = await page.goto('/login');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");
    expect(response?.headers()['content-security-policy']).toContain(new URL(apiUrl).origin);

    await loginAs(page, 'superadmin');
    const shell = new Shell(page);
    await expect(page).toHaveURL(/\/accounts$/);
    expect(await shell.navLabels()).toEqual([...ALL_SECTION_LABELS]);
    await expect(shell.demoBadge).toHaveCount(0);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(
      0,
    );

    await page.reload();
    await expect(signedIn(page)).toBeVisible();
    await expect(shell.pageHeading).toHaveText('Accounts');

    await shell.logout();
    await page.goto('/sales');
    await expect(page).toHaveURL(/\/login/);
    await expect(signedIn(page)).toHaveCount(0);
  });

  test('the filter: applying a period changes the URL and the Sales summary', async ({ page }) => {
    const sales = new SalesPage(page);
    await loginAs(page, 'superadmin', { path: '/sales' });
    const board = new FilterBoard(page);
    await board.waitUntilReady();
    await sales.waitForPanelsReady(['sales-summary']);
    const allTime = await sales.summaryValue('Orders');

    const answer = nextSalesData(page);
    await board.chooseShortcut('Last Week');
    const url = new URL(page.url());
    expect(url.pathname).toBe('/sales');
    expect(url.searchParams.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(url.searchParams.get('endDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await answer;
    await sales.waitForPanelsReady(['sales-summary']);
    await expect.poll(() => sales.summaryValue('Orders')).not.toBe(allTime);
  });

  test('Sales: the map, summary and charts load from the API, and the Map Account List downloads with its name', async ({
    page,
  }) => {
    const sales = new SalesPage(page);
    const answer = nextSalesData(page, { brand: 'Golden Grove Juice' });
    await loginAs(page, 'superadmin', { path: '/sales?brand=Golden%20Grove%20Juice' });
    const data = await answer;
    await sales.waitForPanelsReady();
    await sales.waitForMapReady();
    expect(await sales.pinCount()).toBe(data.Addresses.length);
    const summarySales = parseMoney(await sales.summaryValue('Sales'));
    await expect(sales.chartTitle('sales-chart-total')).toHaveText('Cases');

    const download = page.waitForEvent('download');
    await sales.mapAccountList.click();
    const file = await download;
    // The name comes from Content-Disposition, readable across origins only when exposed.
    expect(file.suggestedFilename()).toMatch(/^Map Account List .*Golden Grove Juice.*\.xlsx$/);
    const rows = await readSheet((await file.path())!);
    const header = rows[0]!.map(String);
    const body = rows.slice(1);
    expect(body).toHaveLength(data.Addresses.length);
    const column = header.indexOf('Sales ($)');
    const fileSales = body.reduce((sum, row) => sum + Number(row[column]), 0);
    expect(Math.abs(fileSales - summarySales)).toBeLessThanOrEqual(1);
  });
});
