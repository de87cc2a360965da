import { expect, type Locator, type Page } from '@playwright/test';
import { FilterBoard } from './filter-board';

export type AccountPanelName =
  | 'account-details'
  | 'account-visit-figures'
  | 'account-sales-figures'
  | 'account-merchandising-figures'
  | 'account-sales-over-time'
  | 'account-sales-by-sku'
  | 'account-visit-timeline'
  | 'account-merchandising-history'
  | 'account-photos'
  | 'account-status-history';

/** One account's page (/accounts/<id>): its heading, its blocks and its filter board. */
export class AccountPage {
  readonly board: FilterBoard;
  readonly heading: Locator;
  readonly backToAccounts: Locator;

  constructor(readonly page: Page) {
    this.board = new FilterBoard(page);
    this.heading = page.getByRole('heading', { level: 1 });
    this.backToAccounts = page.getByRole('link', { name: 'Back to Accounts' });
  }

  panel(name: AccountPanelName): Locator {
    return this.page.locator(`[data-panel="${name}"]`);
  }

  async waitForPanelsReady(names: readonly AccountPanelName[]): Promise<void> {
    for (const name of names)
      await expect(this.panel(name)).toHaveAttribute('data-state', /^(ready|empty)$/, { timeout: 30_000 });
  }

  /** A key figure's value as shown ('$1,234'), by its card label. */
  async figure(panel: AccountPanelName, label: string): Promise<string> {
    const card = this.panel(panel)
      .locator('[data-summary-card]')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
    return (await card.locator('dd').first().innerText()).trim();
  }
}
