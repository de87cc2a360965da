import { expect, type Locator, type Page } from '@playwright/test';
import { FilterBoard } from './filter-board';

/** The photo library (/merchandising/photos): type and placement, the grid, albums, exports. */
export class PhotosPage {
  readonly board: FilterBoard;
  readonly heading: Locator;
  readonly grid: Locator;
  readonly cards: Locator;
  readonly albums: Locator;
  readonly photoType: Locator;
  readonly placement: Locator;
  readonly selectionBar: Locator;

  constructor(readonly page: Page) {
    this.board = new FilterBoard(page);
    this.heading = page.getByRole('heading', { level: 1, name: 'Photo library' });
    this.grid = page.locator('[data-panel="photo-grid"]');
    this.cards = this.grid.locator('[data-photo-card]');
    this.albums = page.locator('[data-panel="photo-albums"]');
    this.photoType = page.getByLabel('Photo type');
    this.placement = page.getByLabel('Placement', { exact: true });
    this.selectionBar = page.locator('[data-selection-bar]');
  }

  /** The Merchandising page's link to the library. */
  entryLink(): Locator {
    return this.page.getByRole('main').getByRole('link', { name: 'Photo library' });
  }

  async waitForGrid(): Promise<void> {
    await expect(this.grid).toHaveAttribute('data-state', /^(ready|empty)$/, { timeout: 30_000 });
  }

  async waitForAlbums(): Promise<void> {
    await expect(this.albums).toHaveAttribute('data-state', /^(ready|empty)$/, { timeout: 30_000 });
  }

  /** The photos the grid counts (every page). */
  async total(): Promise<number> {
    return Number(await this.grid.locator('[data-count]').getAttribute('data-count'));
  }

  /** Each card's type line, in order. */
  async typeTexts(): Promise<string[]> {
    return this.cards.locator('[data-photo-type-text]').allInnerTexts();
  }

  async selectCard(index: number): Promise<string> {
    const card = this.cards.nth(index);
    await card.getByRole('button', { name: /^Select / }).click();
    await expect(card).toHaveAttribute('data-selected', 'true');
    return (await card.getAttribute('data-photo-card')) ?? '';
  }

  /** Adds the selection to a new album with this name. */
  async addSelectionToNewAlbum(name: string): Promise<void> {
    await this.selectionBar.getByRole('button', { name: 'Add to album' }).click();
    const dialog = this.page.getByRole('dialog', { name: 'Add to album' });
    await dialog.getByLabel('Album name').fill(name);
    await dialog.getByRole('button', { name: 'Add' }).click();
    await expect(dialog).toBeHidden();
  }

  album(name: string): Locator {
    return this.albums.locator(`[data-album="${name}"]`);
  }
}
