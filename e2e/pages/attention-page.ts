import { expect, type Locator, type Page } from '@playwright/test';
import { FilterBoard } from './filter-board';

/** Needs attention (/accounts/attention): the reason chips, the list, the rules, the map toggle. */
export class AttentionPage {
  readonly board: FilterBoard;
  readonly heading: Locator;
  readonly list: Locator;
  readonly rows: Locator;
  readonly mapToggle: Locator;
  readonly map: Locator;

  constructor(readonly page: Page) {
    this.board = new FilterBoard(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Needs attention' });
    this.list = page.locator('[data-panel="attention-list"]');
    this.rows = this.list.locator('[data-attention-row]');
    this.mapToggle = page.getByRole('switch', { name: 'Show map' });
    this.map = page.locator('[data-panel="attention-map"]');
  }

  /** The header's link to the view (the 'Views' navigation; in the drawer on narrow screens). */
  headerLink(): Locator {
    return this.page
      .getByRole('navigation', { name: 'Views' })
      .getByRole('link', { name: 'Needs attention' });
  }

  async waitForList(): Promise<void> {
    await expect(this.list).toHaveAttribute('data-state', /^(ready|empty)$/, { timeout: 30_000 });
  }

  /** Scrolls to the map layer and waits for its first frame with the pins (the map region ready). */
  async waitForMapDrawn(): Promise<void> {
    await expect(this.map).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await this.map.scrollIntoViewIfNeeded();
    const canvas = this.map.locator('[data-map] [role="region"][data-points]');
    await expect(canvas).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  }

  /** The accounts the list counts (after the reason filter). */
  async total(): Promise<number> {
    return Number(await this.list.locator('[data-count]').getAttribute('data-count'));
  }

  /** Each row's account name and reason keys, in order. */
  async rowReasons(): Promise<{ name: string; reasons: string[] }[]> {
    return this.rows.evaluateAll((rows) =>
      rows.map((row) => ({
        name: row.querySelector('a')?.textContent?.trim() ?? '',
        reasons: [...row.querySelectorAll('[data-reason]')].map((b) => b.getAttribute('data-reason') ?? ''),
      })),
    );
  }

  /** Each row's representative, in order. */
  async representatives(): Promise<string[]> {
    return this.rows.evaluateAll((rows) => rows.map((row) => row.children[3]?.textContent?.trim() ?? ''));
  }

  /** A reason chip's visible label ('Overdue 191'); its radio input is visually hidden. */
  reasonChip(label: RegExp): Locator {
    return this.list.locator('label').filter({ hasText: label });
  }
}
