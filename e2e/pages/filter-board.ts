import { expect, type Locator, type Page } from '@playwright/test';

/**
 * A section's filter board (src/filters/board): the form labelled 'Filters', its controls
 * by their visible labels, the period shortcut menu and Apply / Revert / Default.
 */
export class FilterBoard {
  readonly form: Locator;
  readonly applyButton: Locator;
  readonly revertButton: Locator;
  readonly defaultButton: Locator;
  readonly periodButton: Locator;
  readonly moreFilters: Locator;

  constructor(readonly page: Page) {
    this.form = page.getByRole('form', { name: 'Filters' });
    this.applyButton = this.form.getByRole('button', { name: 'Apply' });
    this.revertButton = this.form.getByRole('button', { name: 'Revert' });
    this.defaultButton = this.form.getByRole('button', { name: 'Default' });
    this.periodButton = this.form.getByRole('button', { name: /^Period/ });
    this.moreFilters = this.form.getByRole('button', { name: /^More filters/ });
  }

  async waitUntilReady(): Promise<void> {
    await expect(this.form).toBeVisible({ timeout: 20_000 });
  }

  /** The input of a control (a date picker is a button). */
  control(label: string): Locator {
    return this.form.getByLabel(label, { exact: true });
  }

  /** The wrapper of a control: its label, input and (multi-select) tags. */
  private wrapper(label: string): Locator {
    return this.form
      .locator('.mantine-InputWrapper-root')
      .filter({ has: this.page.locator('label', { hasText: new RegExp(`^${escapeRegExp(label)}$`) }) });
  }

  async fill(label: string, value: string): Promise<void> {
    await this.control(label).fill(value);
  }

  /** The tags a multi-select shows, '+N' included. */
  async tags(label: string): Promise<string[]> {
    return this.wrapper(label).locator('.mantine-Pill-label').allInnerTexts();
  }

  /** The option texts a select offers (opens and closes its list). */
  async options(label: string): Promise<string[]> {
    await this.control(label).click();
    const list = this.page
      .getByRole('listbox')
      .filter({ has: this.page.getByRole('option') })
      .last();
    await expect(list).toBeVisible();
    const texts = await list.getByRole('option').allInnerTexts();
    await this.page.keyboard.press('Escape');
    return texts.map((t) => t.trim());
  }

  /** Picks options of a select or multi-select by their exact text. */
  async pick(label: string, ...options: string[]): Promise<void> {
    for (const option of options) {
      await this.control(label).click();
      await this.page.getByRole('option', { name: option, exact: true }).click();
    }
    await this.page.keyboard.press('Escape');
  }

  /** The date a picker shows (YYYY-MM-DD). */
  async date(label: 'Start date' | 'End date'): Promise<string> {
    return (await this.control(label).innerText()).trim();
  }

  async apply(): Promise<void> {
    await expect(this.applyButton).toBeEnabled();
    await this.applyButton.click();
    await expect(this.applyButton).toBeDisabled();
  }

  private async openPeriodMenu(): Promise<void> {
    await this.periodButton.click();
    await expect(this.page.getByRole('menu')).toBeVisible();
  }

  /** Chooses a period shortcut (it applies at once) and waits for the menu to show it. */
  async chooseShortcut(label: string): Promise<void> {
    await this.openPeriodMenu();
    await this.page.getByRole('menuitem', { name: label, exact: true }).click();
    await expect(this.periodButton).toHaveText(`Period: ${label}`);
  }

  async hoverShortcut(label: string): Promise<void> {
    await this.openPeriodMenu();
    await this.page.getByRole('menuitem', { name: label, exact: true }).hover();
  }
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Counts the page's demo API calls. The in-page MSW worker answers them, but Playwright
 * still reports each as a page request, so the count is what a real API would receive.
 */
export function recordApiRequests(page: Page): { readonly urls: string[]; reset: () => void } {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/'))
      urls.push(`${request.method()} ${request.url()}`);
  });
  return { urls, reset: () => urls.splice(0) };
}

/** Text of every panel that has finished loading, by panel name: "the numbers on the page". */
export async function readyPanelTexts(page: Page): Promise<Record<string, string>> {
  const panels = page.locator('[data-panel][data-state="ready"]');
  const out: Record<string, string> = {};
  for (const panel of await panels.all()) {
    const name = (await panel.getAttribute('data-panel')) ?? '';
    // A map's own text (cluster counts, drawn when the map is idle at its current zoom) is
    // not data: the pins it holds stand for it instead.
    out[name] = await panel.evaluate((el) => {
      const squash = (text: string) => text.replace(/\s+/g, ' ').trim();
      const map = el.querySelector('[data-map] [role="region"][data-points]') as HTMLElement | null;
      const text = squash((el as HTMLElement).innerText);
      if (!map) return text;
      return `${squash(text.replace(squash(map.innerText), ''))} [pins ${map.getAttribute('data-points')}]`;
    });
  }
  return out;
}

/** Waits until no panel is loading (none at all is fine: a page without panels yet). */
export async function waitForPanelsSettled(page: Page): Promise<void> {
  await expect(page.locator('[data-panel][data-state="loading"]')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator('[data-panel] [data-placeholder]')).toHaveCount(0, { timeout: 20_000 });
}
