import { expect, type Download, type Locator, type Page } from '@playwright/test';
import { readSheet } from 'read-excel-file/node';
import { FilterBoard } from './filter-board';

export type EffortsPanelName =
  | 'efforts-reports'
  | 'efforts-uds-reports'
  | 'efforts-daily'
  | 'efforts-week'
  | 'efforts-month'
  | 'efforts-uds-brand'
  | 'efforts-uds-asm';

/** Panels with data (the download blocks have no query). */
export const EFFORTS_DATA_PANELS: readonly EffortsPanelName[] = [
  'efforts-daily',
  'efforts-week',
  'efforts-month',
  'efforts-uds-brand',
  'efforts-uds-asm',
];

/** The Time & Efforts page (src/features/time-efforts). */
export class EffortsPage {
  readonly board: FilterBoard;
  readonly dailyRows: Locator;

  constructor(readonly page: Page) {
    this.board = new FilterBoard(page);
    this.dailyRows = this.panel('efforts-daily').locator('tbody tr');
  }

  panel(name: EffortsPanelName): Locator {
    return this.page.locator(`[data-panel="${name}"]`);
  }

  async waitForPanelsReady(): Promise<void> {
    for (const name of EFFORTS_DATA_PANELS)
      await expect(this.panel(name)).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  }

  /** The texts of a daily table row's cells. */
  async dailyRow(index: number): Promise<string[]> {
    return this.dailyRows.nth(index).locator('td').allInnerTexts();
  }

  /** 'Showing 11-20 of 72 representatives' under a paged table. */
  range(name: 'efforts-week' | 'efforts-month' | 'efforts-uds-asm'): Locator {
    return this.panel(name).locator('[data-pager-range]');
  }

  /** The pager of a paged table, by its accessible name ('Weekly Hours and Mileage pages'). */
  pager(name: 'efforts-week' | 'efforts-month' | 'efforts-uds-asm', label: string): Locator {
    return this.panel(name).getByRole('navigation', { name: label });
  }

  /** The names of a panel's table rows (the row headers), in order. */
  rowNames(name: EffortsPanelName): Promise<string[]> {
    return this.panel(name).locator('tbody').getByRole('rowheader').allInnerTexts();
  }

  /** The ASM UDS panel's ASM choice. */
  get asmSelect(): Locator {
    return this.panel('efforts-uds-asm').getByLabel('ASM', { exact: true });
  }

  async chooseAsm(name: string): Promise<void> {
    await this.asmSelect.click();
    await this.page.getByRole('option', { name, exact: true }).click();
  }

  /** Every UDS table of a panel. */
  udsTables(name: 'efforts-uds-brand' | 'efforts-uds-asm'): Locator {
    return this.panel(name).getByRole('table');
  }

  async download(name: string): Promise<{ file: Download; rows: unknown[][] }> {
    const [file] = await Promise.all([
      this.page.waitForEvent('download'),
      this.page.getByRole('button', { name, exact: true }).click(),
    ]);
    return { file, rows: await readSheet((await file.path()) as string) };
  }
}
