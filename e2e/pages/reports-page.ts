import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { FilterBoard } from './filter-board';

/** The Reports page (src/features/reports): download blocks and the summary tables. */
export class ReportsPage {
  readonly board: FilterBoard;
  readonly weekly: Locator;
  readonly monthly: Locator;
  readonly scorecardSelect: Locator;
  readonly imagesWeek: Locator;

  constructor(readonly page: Page) {
    this.board = new FilterBoard(page);
    this.weekly = page.locator('[data-panel="reports-week-summary"]');
    this.monthly = page.locator('[data-panel="reports-month-summary"]');
    this.scorecardSelect = page.getByRole('combobox', { name: 'Scorecard file' });
    this.imagesWeek = page.getByRole('combobox', { name: 'Account Images week' });
  }

  block(title: string): Locator {
    return this.page
      .locator('[data-panel]')
      .filter({ has: this.page.getByRole('heading', { name: title, exact: true }) });
  }

  button(block: string, label: string): Locator {
    return this.block(block).getByRole('button', { name: label, exact: true });
  }

  async waitForTables(): Promise<void> {
    await expect(this.weekly).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
    await expect(this.monthly).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  }

  /** The column headers of a summary table, after the Metric column. */
  async periodHeaders(table: Locator): Promise<string[]> {
    return (await table.locator('thead th').allInnerTexts())
      .slice(1)
      .map((t) => t.replace(/\s+/g, ' ').trim());
  }

  async download(button: Locator): Promise<Download> {
    const [file] = await Promise.all([this.page.waitForEvent('download'), button.click()]);
    return file;
  }
}
