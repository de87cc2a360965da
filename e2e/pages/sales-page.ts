import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { FilterBoard } from './filter-board';

export type SalesPanelName =
  | 'sales-map'
  | 'sales-summary'
  | 'sales-chart-total'
  | 'sales-chart-sku'
  | 'sales-chart-distributor'
  | 'sales-top-accounts';

export const SALES_PANELS: readonly SalesPanelName[] = [
  'sales-map',
  'sales-summary',
  'sales-chart-total',
  'sales-chart-sku',
  'sales-chart-distributor',
  'sales-top-accounts',
];

/** A pin as GET /sales sends it (the fields the stories read). */
export interface SalesPinPayload {
  Id: number;
  Name: string;
  Address: string;
  TotalSales: number;
}

/** The Sales page (src/features/sales): its filter board, panels, map, charts and table. */
export class SalesPage {
  readonly board: FilterBoard;
  readonly metric: Locator;
  readonly map: Locator;
  readonly mapCanvas: Locator;
  readonly finder: Locator;
  readonly popup: Locator;
  readonly mapAccountList: Locator;
  readonly summary: Locator;
  readonly topAccounts: Locator;
  /** The Top 10 table on screen: the panel keeps the tables of recent periods, hidden. */
  readonly topTable: Locator;
  readonly topRows: Locator;

  constructor(readonly page: Page) {
    this.board = new FilterBoard(page);
    this.metric = page.getByRole('radiogroup', { name: 'Metric', exact: true });
    this.map = this.panel('sales-map');
    this.mapCanvas = this.map.locator('[data-map] [role="region"][data-points]');
    this.finder = this.map.locator('input[aria-label="Find an account on the map"]');
    this.popup = this.map.locator('.maplibregl-popup');
    this.mapAccountList = this.map.getByRole('button', { name: 'Map Account List' });
    this.summary = this.panel('sales-summary');
    this.topAccounts = this.panel('sales-top-accounts');
    this.topTable = this.topAccounts.locator('table').filter({ visible: true });
    this.topRows = this.topTable.locator('tbody tr');
  }

  panel(name: SalesPanelName): Locator {
    return this.page.locator(`[data-panel="${name}"]`);
  }

  /** The panel heading (h2), e.g. 'Cases By SKU'. */
  chartTitle(name: SalesPanelName): Locator {
    return this.panel(name).getByRole('heading', { level: 2 });
  }

  /**
   * The chart drawn for the current filter. A panel keeps the drawings of the last few
   * filters mounted but hidden (KeepRecent), so only the visible one counts.
   */
  chart(name: 'sales-chart-total' | 'sales-chart-sku' | 'sales-chart-distributor'): Locator {
    return this.panel(name).locator('svg.recharts-surface').filter({ visible: true });
  }

  chartToggle(name: 'sales-chart-total' | 'sales-chart-sku' | 'sales-chart-distributor'): Locator {
    return this.panel(name).getByRole('radiogroup');
  }

  async waitForPanelsReady(names: readonly SalesPanelName[] = SALES_PANELS): Promise<void> {
    for (const name of names)
      await expect(this.panel(name)).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  }

  /** Waits until the maplibre map has drawn the current pins. */
  async waitForMapReady(): Promise<void> {
    await expect(this.mapCanvas).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  }

  async pinCount(): Promise<number> {
    return Number(await this.mapCanvas.getAttribute('data-points'));
  }

  /** A summary card's pace line ('68% of 5,000 · on pace 102%', or 'No target'). */
  summaryPace(label: string): Locator {
    return this.summary
      .locator('[data-summary-card]')
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
      .locator('dd[data-pace]');
  }

  /** The value of a summary card ('Orders', 'Accounts Ordered', 'Sales', 'Cases'). */
  async summaryValue(label: string): Promise<string> {
    const card = this.summary.locator('[data-summary-card]').filter({
      has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }),
    });
    return (await card.locator('dd').first().innerText()).trim();
  }

  /** Chooses Cases or Dollars on a radio group (Mantine's SegmentedControl). */
  async choose(group: Locator, label: 'Cases' | 'Dollars'): Promise<void> {
    await group.getByText(label, { exact: true }).click();
    await expect(group.getByRole('radio', { name: label })).toBeChecked();
  }

  /** The column values of the Top 10 table, as shown. */
  async topColumn(header: 'Account' | 'Amount' | 'Cases' | 'Address'): Promise<string[]> {
    const headers = (await this.topTable.locator('thead th').allInnerTexts()).map((h) => h.trim());
    const index = headers.indexOf(header);
    expect(index).toBeGreaterThanOrEqual(0);
    return this.topRows.locator(`td:nth-child(${index + 1})`).allInnerTexts();
  }

  async sortTopBy(header: 'Amount' | 'Cases'): Promise<void> {
    await this.topTable.getByRole('button', { name: header }).click();
  }

  /** Opens a pin's popup through the map's account finder (the keyboard path to every pin). */
  /** The finder's first options ('Name, Address'), opening and closing its list. */
  async finderOptions(): Promise<string[]> {
    await this.finder.click();
    await expect(this.page.getByRole('option').first()).toBeVisible();
    const texts = await this.page.getByRole('option').allInnerTexts();
    await this.page.keyboard.press('Escape');
    return texts.map((t) => t.trim());
  }

  async openPin(name: string): Promise<void> {
    await this.finder.click();
    await this.finder.fill(name);
    await this.page
      .getByRole('option', { name: new RegExp(`^${escapeRegExp(name)},`) })
      .first()
      .click();
    await expect(this.popup).toBeVisible();
  }
}

/** The next GET /sales answer (pins and summary) for a request whose query matches `query`. */
export function nextSalesData(
  page: Page,
  query: Record<string, string> = {},
): Promise<{ Addresses: SalesPinPayload[]; Summary: { TotalAmount: number } }> {
  return page
    .waitForResponse((response: Response) => {
      const url = new URL(response.url());
      return (
        url.pathname === '/api/sales' &&
        response.request().method() === 'GET' &&
        Object.entries(query).every(([k, v]) => url.searchParams.get(k) === v)
      );
    })
    .then((response) => response.json());
}

/** '$12,345' -> 12345. */
export const parseMoney = (text: string): number => Number(text.replace(/[$,\s]/g, ''));

/** '1,234' -> 1234. */
export const parseCount = (text: string): number => Number(text.replace(/[,\s]/g, ''));

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
