import { expect, type Locator, type Page } from '@playwright/test';
import { FilterBoard } from './filter-board';

export const MERCHANDISING_PANELS = {
  'merchandising-map': 'Merchandising Map',
  'merchandising-summary': 'Summary',
  'facings-added': 'Facings Added',
  'average-facings': 'Average Facings / SKUs per Door',
  'total-facings': 'Total Facings',
  voids: 'Voids',
  'retail-prices': 'SKU Retail Prices',
  'primary-placement': 'Primary Placement',
  'shelf-placement': 'Shelf Placement',
  'secondary-placement': 'Secondary Placement',
  'pos-placement': 'POS Placement',
  'tags-on-shelf': 'Tags on Shelf',
  'products-on-promo': 'Products on Promo',
  competitors: 'Competitors',
} as const;

export type MerchandisingPanel = keyof typeof MERCHANDISING_PANELS;

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The Merchandising page (src/features/merchandising): board, map, summary, charts, photo gallery. */
export class MerchandisingPage {
  readonly board: FilterBoard;
  readonly mapPanel: Locator;
  /** The map region: data-state, data-points (every pin), data-visible-points. */
  readonly map: Locator;
  readonly mapLegend: Locator;
  readonly finder: Locator;
  readonly popup: Locator;
  readonly download: Locator;
  readonly summary: Locator;
  readonly gallery: Locator;

  constructor(readonly page: Page) {
    this.board = new FilterBoard(page);
    this.mapPanel = this.panel('merchandising-map');
    this.map = this.mapPanel.locator('[data-map] [role="region"][data-points]');
    this.mapLegend = page.getByRole('list', { name: 'Merchandised accounts map legend', exact: true });
    this.finder = this.mapPanel.locator('input[aria-label="Find an account on the map"]');
    this.popup = this.mapPanel.locator('.maplibregl-popup');
    this.download = this.mapPanel.getByRole('button', {
      name: 'Download the Merchandising Map list (.xlsx)',
    });
    this.summary = this.panel('merchandising-summary');
    this.gallery = page.getByRole('dialog', { name: /^Merchandising photos: / });
  }

  panel(name: MerchandisingPanel): Locator {
    return this.page.locator(`[data-panel="${name}"]`);
  }

  legend(name: string): Locator {
    return this.page.getByRole('list', { name, exact: true });
  }

  legendItem(legend: Locator, label: string): Locator {
    return legend.getByRole('button', { name: new RegExp(`^${escapeRegExp(label)}\\b`) });
  }

  async waitForPanels(
    names: readonly MerchandisingPanel[] = Object.keys(MERCHANDISING_PANELS) as MerchandisingPanel[],
    state: 'ready' | 'error' = 'ready',
  ): Promise<void> {
    for (const name of names)
      await expect(this.panel(name)).toHaveAttribute('data-state', state, { timeout: 45_000 });
  }

  async waitForMapReady(): Promise<void> {
    await expect(this.map).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  }

  async pins(): Promise<number> {
    return Number(await this.map.getAttribute('data-points'));
  }

  async visiblePins(): Promise<number> {
    return Number(await this.map.getAttribute('data-visible-points'));
  }

  /** Opens the first account the map's 'Find an account' list offers; returns its name. */
  async openFirstAccount(): Promise<string> {
    await this.finder.click();
    const option = this.page.getByRole('option').first();
    await expect(option).toBeVisible();
    const text = (await option.innerText()).trim();
    await option.click();
    await expect(this.popup).toBeVisible();
    return text.replace(/,.*$/, '');
  }

  /** The gallery's photo frames (each zooms while Zoom is on). */
  photos(): Locator {
    return this.gallery.locator('[data-zoomed]');
  }
}
