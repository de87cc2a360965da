import { mkdirSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { AlertsPage } from './pages/alerts-page';
import { loginAs } from './pages/login-page';
import { SalesPage } from './pages/sales-page';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

const SCOPE = '/sales?brand=Sunset%20Soda';
/** Screenshots for a person to look at, outside the repository. */
const SHOTS = process.env.ALERTS_SHOTS_DIR;

async function shot(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const countOf = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));

test.describe('Alert rules', () => {
  test.setTimeout(150_000);
  test.use({ reducedMotion: 'reduce' });

  test('a rule made from a card fires once when the data crosses it, shows in the bell, and not twice; axe is clean', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await loginAs(page, 'manager', { path: SCOPE });
    const sales = new SalesPage(page);
    const alerts = new AlertsPage(page);
    await sales.waitForPanelsReady(['sales-summary']);
    await alerts.expectUnread(0);
    const orders = countOf(
      await sales.summary.locator('[data-summary-card="orders"] dd').first().textContent(),
    );
    expect(orders).toBeGreaterThan(1);

    // "Alert me" on the Orders card: the metric and the page's filter are filled in.
    await alerts.alertMe('Orders').click();
    await expect(alerts.form).toBeVisible();
    await expect(alerts.form.getByRole('combobox', { name: 'Metric' })).toHaveValue('Orders');
    await expect(alerts.form.getByRole('textbox', { name: /^Filter \(link\)/ })).toHaveValue(SCOPE);
    await expect(alerts.form.getByRole('textbox', { name: 'Value' })).toHaveValue(
      orders.toLocaleString('en-US'),
    );
    await shot(page, 'alerts-form-1440');

    // A bad address: the server's 400 names the field, the message sits under it, nothing is lost.
    const recipients = alerts.form.getByRole('textbox', { name: /^Recipients \(e-mail\)/ });
    await recipients.fill('not-an-address');
    await alerts.form.getByRole('button', { name: 'Save rule' }).click();
    await expect(alerts.form.getByText(/Invalid email/i)).toBeVisible();
    await expect(recipients).toHaveValue('not-an-address');
    // The browser logs the refused save; it is the expected one.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/status of 400/.test(line)),
    );
    await expect(alerts.form.getByRole('textbox', { name: 'Value' })).toHaveValue(
      orders.toLocaleString('en-US'),
    );
    await recipients.fill('ann@example.com');
    await alerts.form.getByRole('button', { name: 'Save rule' }).click();
    await expect(alerts.form).toBeHidden();

    // Made at the current value: "above" it is not met, nothing fires.
    await alerts.bell.click();
    await expect(alerts.panel.getByText(/^No alerts yet/)).toBeVisible();
    await alerts.panel.getByRole('link', { name: 'Alert rules' }).click();
    await expect(alerts.heading).toBeVisible();
    const description = `Orders is above ${orders.toLocaleString('en-US')}`;
    const rule = alerts.rule(description);
    await expect(alerts.lastCheck(rule)).toHaveText(
      `Last check: ${orders.toLocaleString('en-US')} (not met)`,
    );
    await expect(rule.getByText('E-mailed to ann@example.com')).toBeVisible();

    // The threshold moves under the data: the next check crosses it and fires, once.
    await alerts.action(rule, 'Edit').click();
    await alerts.form.getByRole('textbox', { name: 'Value' }).fill(String(orders - 1));
    await alerts.form.getByRole('button', { name: 'Save rule' }).click();
    await expect(alerts.form).toBeHidden();
    const crossed = alerts.rule(`Orders is above ${(orders - 1).toLocaleString('en-US')}`);
    await alerts.action(crossed, 'Check now').click();
    await expect(alerts.lastCheck(crossed)).toHaveText(
      `Last check: ${orders.toLocaleString('en-US')} (met, fired)`,
    );
    await alerts.expectUnread(1);

    // Still met: checked again (and after a reload of the app), not told twice.
    await alerts.action(crossed, 'Check now').click();
    await expect(alerts.lastCheck(crossed)).toHaveText(
      `Last check: ${orders.toLocaleString('en-US')} (met, already told)`,
    );
    await page.reload();
    await expect(alerts.heading).toBeVisible();
    await alerts.expectUnread(1);
    await alerts.action(crossed, 'History').click();
    const rows = crossed.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    await expect(rows.locator('td:nth-child(5)')).toHaveText(['', 'Yes', '']);
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'alerts-page-1440');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'alerts-page-375');
    await page.setViewportSize({ width: 1440, height: 1000 });

    // The bell lists it; the entry opens Sales with the rule's filter and counts as read.
    await alerts.bell.click();
    const entry = alerts.firedEntry(`Orders is above ${(orders - 1).toLocaleString('en-US')}`);
    await expect(entry).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'alerts-bell-1440');
    await entry.click();
    await expect(page).toHaveURL(/\/sales\?brand=Sunset%20Soda$/);
    await sales.waitForPanelsReady(['sales-summary']);
    await alerts.expectUnread(0);
    await expect(alerts.alertMe('Cases')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await shot(page, 'alerts-sales-cards-1440');
    await page.setViewportSize({ width: 375, height: 812 });
    await sales.summary.scrollIntoViewIfNeeded();
    await shot(page, 'alerts-sales-cards-375');
    await alerts.bell.click();
    await shot(page, 'alerts-bell-375');
  });
});
