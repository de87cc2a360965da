import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Alert rules (src/features/alerts, src/ui/alerts, the header bell): the "Alert me" form a
 * summary card opens, the /alerts page and the bell with its list.
 */
export class AlertsPage {
  readonly heading: Locator;
  readonly form: Locator;
  readonly bell: Locator;
  readonly panel: Locator;
  readonly rules: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Alert rules', level: 1 });
    this.form = page.getByRole('dialog').filter({ has: page.getByRole('form', { name: 'Alert rule' }) });
    // The bell's accessible name starts with its label: 'Alerts, 2 unread'.
    this.bell = page.getByRole('banner').getByRole('button', { name: /^Alerts/ });
    this.panel = page.getByRole('dialog', { name: 'Alerts' });
    this.rules = page.locator('[data-alert-rule]');
  }

  /** A summary card's "Alert me" (its name: 'Alert me about Orders'). */
  alertMe(card: string): Locator {
    return this.page.getByRole('button', { name: `Alert me about ${card}`, exact: true });
  }

  field(label: string): Locator {
    return this.form.getByRole('textbox', { name: label, exact: false }).first();
  }

  async expectUnread(count: number): Promise<void> {
    await expect(this.bell).toHaveAccessibleName(`Alerts, ${count} unread`, { timeout: 20_000 });
  }

  rule(description: string): Locator {
    return this.rules.filter({ has: this.page.getByRole('heading', { name: description, exact: true }) });
  }

  action(rule: Locator, name: 'Pause' | 'Resume' | 'Edit' | 'Check now' | 'History' | 'Delete'): Locator {
    return rule.getByRole('button', { name: new RegExp(`^${name}: `) });
  }

  /** The rule's last check as the page words it. */
  lastCheck(rule: Locator): Locator {
    return rule.locator('[data-last-check]');
  }

  firedEntry(description: string): Locator {
    return this.panel.getByRole('link', { name: description, exact: true });
  }
}
