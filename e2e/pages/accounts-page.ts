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

  /**
   * What the map drew, asked of maplibre through the demo build's test hook
   * (src/ui/map/test-hook.ts): its view, the clusters in view, and each account drawn on its
   * own with the image maplibre drew it with (size in CSS px, what it shows).
   */
  async drawn(): Promise<DrawnMap> {
    return this.page.evaluate((label) => {
      const hook = window.__accountMaps?.[label];
      if (!hook) throw new Error(`no test hook for the map '${label}'`);
      const { map } = hook;
      const [clusterLayer, pinLayer] = hook.pinLayers();
      if (!clusterLayer || !pinLayer) throw new Error('the map shows no pins');
      const states = hook.pinImages();
      const clusters = new Set(
        map.queryRenderedFeatures({ layers: [clusterLayer] }).map((f) => f.properties.cluster_id as number),
      );
      const canvas = map.getCanvas().getBoundingClientRect();
      const pins = map.queryRenderedFeatures({ layers: [pinLayer] }).map((feature) => {
        const layout = feature.layer.layout as Record<string, unknown>;
        const icon = layout['icon-image'] as string | { name: string };
        const imageId = typeof icon === 'string' ? icon : icon.name;
        const image = map.getImage(imageId);
        const [lng, lat] = (feature.geometry as GeoJSON.Point).coordinates as [number, number];
        const at = map.project([lng, lat]);
        return {
          id: String(feature.properties.id),
          status: String(feature.properties.status),
          imageId,
          image: decodeURIComponent(imageId.split('|')[2] ?? ''),
          state: states[imageId] ?? null,
          width: image ? image.data.width / image.pixelRatio : 0,
          height: image ? image.data.height / image.pixelRatio : 0,
          iconSize: layout['icon-size'] as number,
          anchor: layout['icon-anchor'] as string,
          x: at.x,
          y: at.y,
          inView: at.x >= 0 && at.y >= 0 && at.x <= canvas.width && at.y <= canvas.height,
        };
      });
      const center = map.getCenter();
      return { zoom: map.getZoom(), center: [center.lat, center.lng], clusters: clusters.size, pins };
    }, 'Accounts map');
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

/** An account the map drew on its own: its status, the image it was drawn with, where. */
export interface DrawnPin {
  id: string;
  status: string;
  imageId: string;
  /** The icon URL the image was made from ('' for a pin drawn without one). */
  image: string;
  /** 'icon' (the URL's picture), 'loading' or 'fallback' (a pin drawn in the status colour). */
  state: string | null;
  /** Size on screen in CSS px: the image's pixels over its pixel ratio, times icon-size. */
  width: number;
  height: number;
  iconSize: number;
  anchor: string;
  x: number;
  y: number;
  inView: boolean;
}

export interface DrawnMap {
  zoom: number;
  center: [number, number];
  clusters: number;
  pins: DrawnPin[];
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
