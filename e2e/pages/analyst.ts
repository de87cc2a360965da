import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The analyst tools: the summary cards' comparison, the active-filter chips and
 * the find-anything palette.
 */
export class AnalystTools {
  readonly compareSelect: Locator;
  readonly chips: Locator;
  readonly paletteButton: Locator;
  readonly paletteSearch: Locator;

  constructor(readonly page: Page) {
    this.compareSelect = page
      .getByRole('form', { name: 'Filters' })
      .getByLabel('Compare with', { exact: true });
    this.chips = page.getByRole('list', { name: 'Active filters' });
    this.paletteButton = page.getByRole('button', { name: 'Find anything' });
    this.paletteSearch = page.getByRole('textbox', { name: 'Find a section, a period or an account' });
  }

  /**
   * Ctrl+K opens the palette. Its code loads on first use, which a busy machine takes a while
   * over, and a key pressed while the page is still settling can go unheard: the key is
   * pressed again until the search box shows.
   */
  async openPaletteByKey(): Promise<void> {
    await expect(async () => {
      if (!(await this.paletteSearch.isVisible())) await this.page.keyboard.press('Control+k');
      await expect(this.paletteSearch).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
  }

  /** The summary cards of a panel once its comparison is loaded. */
  async comparedCards(panel: string): Promise<Locator> {
    const cards = this.page.locator(`[data-panel="${panel}"] [data-compare="ready"]`);
    await expect(cards).toBeVisible({ timeout: 30_000 });
    return cards;
  }

  /** A card's value as a number ('1,234' -> 1234, '$1,235' -> 1235). */
  async cardValue(panel: string, label: string): Promise<number> {
    const text = await this.card(panel, label).locator('dd').first().innerText();
    return Number(text.replace(/[^0-9.-]/g, ''));
  }

  /** A card's delta as a screen reader hears it ('Up 12% vs previous 7 days'). */
  async cardDelta(panel: string, label: string): Promise<string> {
    return (
      await this.card(panel, label).locator('[data-delta] .mantine-VisuallyHidden-root').innerText()
    ).trim();
  }

  card(panel: string, label: string): Locator {
    return this.page
      .locator(`[data-panel="${panel}"] [data-summary-card]`)
      .filter({ has: this.page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  }

  async chooseComparison(label: 'Previous period' | 'Same period last year' | 'No comparison') {
    await this.compareSelect.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
  }

  /** An account the palette lists, by its name. */
  paletteAccount(name: string): Locator {
    return this.page.locator(
      `[data-palette-group="accounts"] [data-account-name="${name.replace(/"/g, '\\"')}"]`,
    );
  }
}

/** The delta text the cards should show for two plain values (the rule in summary-delta.ts). */
export function expectedDelta(current: number, baseline: number, label: string): string {
  if (baseline === 0) return current === 0 ? `No change vs ${label}` : `New: none in the ${label}`;
  const percent = ((current - baseline) / Math.abs(baseline)) * 100;
  const abs = Math.abs(percent);
  const shown = abs < 10 ? Math.round(abs * 10) / 10 : Math.round(abs);
  if (shown === 0) return `No change vs ${label}`;
  return `${percent > 0 ? 'Up' : 'Down'} ${shown.toLocaleString('en-US')}% vs ${label}`;
}
