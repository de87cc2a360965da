import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, LoginPage, type DemoUser } from './login-page';

/** The Accounts page's panels by their `data-panel` names, in page order. */
export const ACCOUNTS_PANELS = {
  map: 'account-status-map',
  summary: 'accounts-summary',
  accountStatus: 'account-status',
  statusPie: 'status-pie',
  channelsPie: 'channels-pie',
  authorisedChannelsPie: 'authorised-channels-pie',
  distributorsPie: 'distributors-pie',
} as const;
export type AccountsPanel = keyof typeof ACCOUNTS_PANELS;

/** Panels that read GET /accounts (all but the map). */
export const DATA_PANELS: readonly AccountsPanel[] = [
  'summary',
  'accountStatus',
  'statusPie',
  'channelsPie',
  'authorisedChannelsPie',
  'distributorsPie',
];

/**
 * The Accounts page: its panels (with their `data-state` markers), the Account Status
 * Map (legend, 'Find an account' list, pin popup, photo modal, download) and the charts'
 * legends.
 */
export class AccountsPage {
  readonly heading: Locator;
  /** The maplibre region; carries data-state, data-points and data-visible-points. */
  readonly map: Locator;
  readonly mapLegend: Locator;
  readonly finder: Locator;
  readonly popup: Locator;
  readonly downloadButton: Locator;
  readonly metricsHeading: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Accounts' });
    this.map = page.getByRole('region', { name: 'Accounts map', exact: true });
    this.mapLegend = page.getByRole('list', { name: 'Accounts map legend' });
    this.finder = page.getByRole('combobox', { name: 'Find an account on the map' });
    this.popup = page.locator('.maplibregl-popup');
    this.downloadButton = page.getByRole('button', { name: /^Download the Account Status Map list/ });
    this.metricsHeading = page.getByRole('heading', { name: /^Metrics as of / });
  }

  async goto(search = ''): Promise<void> {
    await this.page.goto(`/accounts${search}`);
    await expect(this.heading).toBeVisible();
  }

  panel(name: AccountsPanel): Locator {
    return this.page.locator(`[data-panel="${ACCOUNTS_PANELS[name]}"]`);
  }

  /** A chart's or the map's legend list, by its accessible name ('Account Status legend'). */
  legend(name: string): Locator {
    return this.page.getByRole('list', { name, exact: true });
  }

  legendItem(legend: Locator, label: string): Locator {
    return legend.getByRole('button', {
      name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`),
    });
  }

  /** Waits until each panel shows its data (`data-state="ready"`) and the map has drawn its pins. */
  async waitUntilReady(panels: readonly AccountsPanel[] = Object.keys(ACCOUNTS_PANELS) as AccountsPanel[]) {
    for (const name of panels)
      await expect(this.panel(name)).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
    if (panels.includes('map'))
      await expect(this.map).toHaveAttribute('data-state', 'ready', { timeout: 45_000 });
  }

  /** Pins the map was given (every status, hidden ones included). */
  async mapPoints(): Promise<number> {
    return Number(await this.map.getAttribute('data-points'));
  }

  async visiblePins(): Promise<number> {
    return Number(await this.map.getAttribute('data-visible-points'));
  }

  /** Opens an account's pin popup through the map's 'Find an account' list; returns the option text. */
  async openAccount(search: string): Promise<string> {
    await this.finder.click();
    await this.finder.fill(search);
    const option = this.page.getByRole('option').first();
    await expect(option).toBeVisible();
    const text = (await option.innerText()).trim();
    await option.click();
    await expect(this.popup).toBeVisible();
    return text;
  }
}

/**
 * loginAs with room for a loaded machine: the first sign-in builds the demo data set in
 * the page (seconds under load), longer than the default 10 s expect timeout.
 */
export async function signIn(page: Page, user: DemoUser, path = '/accounts'): Promise<void> {
  await page.goto(path);
  const login = new LoginPage(page);
  await expect(login.heading).toBeVisible({ timeout: 30_000 });
  await login.signIn(user, DEMO_PASSWORD);
  await expect(page.getByText(/^Welcome, .+!$/)).toBeVisible({ timeout: 45_000 });
}
