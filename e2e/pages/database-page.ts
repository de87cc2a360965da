import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { FilterBoard } from './filter-board';

/** The Database page (src/features/database): filter, download block, account preview. */
export class DatabasePage {
  readonly board: FilterBoard;
  readonly downloadPanel: Locator;
  readonly downloadButton: Locator;
  readonly preview: Locator;
  readonly count: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly pages: Locator;

  constructor(readonly page: Page) {
    this.board = new FilterBoard(page);
    this.downloadPanel = page.locator('[data-panel="database-download"]');
    this.downloadButton = this.downloadPanel.getByRole('button', { name: 'Download Master Accounts List' });
    this.preview = page.locator('[data-panel="database-accounts"]');
    this.count = this.preview.locator('[data-count]');
    this.table = this.preview.getByRole('table', { name: 'Matching Accounts' });
    this.rows = this.table.locator('tbody tr');
    this.pages = this.preview.getByRole('navigation', { name: 'Account list pages' });
  }

  /** The preview shows the applied filter's data (not dimmed old data). */
  async waitUntilReady(): Promise<void> {
    await expect(this.preview).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  }

  /** The number of matching accounts the page shows. */
  async shownCount(): Promise<number> {
    await this.waitUntilReady();
    return Number(await this.count.getAttribute('data-count'));
  }

  /** Downloads the Master Accounts List and returns the file and its data rows (header left out). */
  async download(): Promise<{ file: Download; rows: unknown[][] }> {
    const [file] = await Promise.all([this.page.waitForEvent('download'), this.downloadButton.click()]);
    const sheet = await readSheet((await file.path()) as string);
    return { file, rows: sheet.slice(1) };
  }

  column(header: string): Locator {
    return this.table.getByRole('columnheader', { name: header });
  }

  /** The texts of one column on the page on screen. */
  async columnTexts(index: number): Promise<string[]> {
    return this.rows.locator(`td:nth-child(${index + 1})`).allInnerTexts();
  }
}
