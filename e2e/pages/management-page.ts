import { expect, type Locator, type Page } from '@playwright/test';
import { FilterBoard } from './filter-board';

export type ManagementPanelName =
  'management-account-metrics' | 'management-merchandising-metrics' | 'management-sales-metrics';

export const MANAGEMENT_PANELS: readonly ManagementPanelName[] = [
  'management-account-metrics',
  'management-merchandising-metrics',
  'management-sales-metrics',
];

/** The Management page (src/features/management): board, report blocks, e-mail dialogs, metric tables. */
export class ManagementPage {
  readonly board: FilterBoard;
  readonly viewSwitch: Locator;

  constructor(readonly page: Page) {
    this.board = new FilterBoard(page);
    this.viewSwitch = page.getByRole('radiogroup', { name: 'Representative metrics' });
  }

  panel(name: ManagementPanelName): Locator {
    return this.page.locator(`[data-panel="${name}"]`);
  }

  async waitForPanelsReady(names: readonly ManagementPanelName[] = MANAGEMENT_PANELS): Promise<void> {
    for (const name of names)
      await expect(this.panel(name)).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  }

  /** The table of a metric group panel. */
  table(name: ManagementPanelName): Locator {
    return this.panel(name).locator('table');
  }

  async columnHeaders(name: ManagementPanelName): Promise<string[]> {
    return (await this.table(name).locator('thead th').allInnerTexts()).map((t) => t.trim());
  }

  async repNames(name: ManagementPanelName): Promise<string[]> {
    return this.table(name).locator('tbody th').allInnerTexts();
  }

  /** A rep's cells (periods, then Total). */
  async rowValues(name: ManagementPanelName, rep: string): Promise<string[]> {
    return this.table(name).locator(`tbody tr[data-rep="${rep}"] td`).allInnerTexts();
  }

  /** 'Showing 11-20 of 24 representatives' under a group's table. */
  range(name: ManagementPanelName): Locator {
    return this.panel(name).locator('[data-pager-range]');
  }

  /** A group table's pager, named after the panel: 'Account Metrics pages'. */
  pages(title: string): Locator {
    return this.page.getByRole('navigation', { name: `${title} pages`, exact: true });
  }

  async goToPage(title: string, page: number): Promise<void> {
    await this.pages(title)
      .getByRole('button', { name: `Page ${page}`, exact: true })
      .click();
  }

  metricSelect(title: string): Locator {
    return this.page.getByRole('combobox', { name: `${title}: metric`, exact: true });
  }

  async chooseMetric(title: string, label: string): Promise<void> {
    await this.metricSelect(title).click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  view(label: string): Locator {
    return this.viewSwitch.getByRole('radio', { name: label });
  }

  /** Mantine's segmented control hides its radios under their labels: click the label. */
  async chooseView(label: string): Promise<void> {
    await this.viewSwitch.getByText(label, { exact: true }).click();
  }

  downloadButton(block: 'Management Reports' | 'Account Reports', label: string): Locator {
    return this.page.getByRole('button', { name: `${block}: ${label}`, exact: true });
  }

  emailButton(period: 'Weekly' | 'Monthly'): Locator {
    return this.page.getByRole('button', { name: `Email ${period} Report` });
  }
}
