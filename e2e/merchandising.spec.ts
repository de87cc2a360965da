import { readSheet } from 'read-excel-file/node';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { readyPanelTexts, recordApiRequests, waitForPanelsSettled } from './pages/filter-board';
import { loginAs } from './pages/login-page';
import { MERCHANDISING_PANELS, MerchandisingPage, type MerchandisingPanel } from './pages/merchandising-page';
import { applyScenarios, serverError } from './support/scenarios';
import { expect, test } from './support/test';

/** A younger demo brand (less data) with a comparison filter: facings more than 5. */
const LINK = '/merchandising?brand=Golden%20Grove%20Juice&numberOfFacings=m5';

test.describe('Merchandising', () => {
  test.describe.configure({ timeout: 90_000 });
  test.use({ reducedMotion: 'reduce' });

  test('a chosen period fills every panel; the legend hides a placement from map and pie; the download holds the map’s accounts', async ({
    page,
  }) => {
    const merch = new MerchandisingPage(page);
    await loginAs(page, 'superadmin', { path: LINK });
    await merch.board.waitUntilReady();
    // The comparison filter came from the URL and survives a reload.
    await expect(page.getByRole('textbox', { name: 'Number of facings value' })).toHaveValue('5');
    await page.reload();
    await merch.board.waitUntilReady();
    await expect(page.getByRole('textbox', { name: 'Number of facings value' })).toHaveValue('5');

    await merch.board.chooseShortcut('Last Month');
    await expect(page).toHaveURL(/[?&]startDate=\d{4}-\d{2}-\d{2}/);
    await expect(page).toHaveURL(/[?&]numberOfFacings=m5(&|$)/);
    await merch.waitForPanels();
    await merch.waitForMapReady();
    await expect(page.getByRole('heading', { level: 2 })).toContainText([
      ...Object.values(MERCHANDISING_PANELS).slice(0, 6),
      /^Metrics as of /,
    ]);
    expect(await merch.summary.locator('dt').allInnerTexts()).toEqual([
      'Merchandising Visits',
      'Accounts Merchandised',
      'Secondary Placements',
      'Reorders',
      'SKUs (Avg)',
      'Facings (Avg)',
      'Facings (Total)',
      'Facings (Added)',
    ]);
    // A card's first dd is its value (a pace line and its "Alert me" follow).
    await expect(merch.summary.locator('[data-summary-card="reorders"] dd').first()).toHaveText(
      /^[\d,]+\s*\([\d.]+%\)$/,
    );
    const accounts = Number(
      (await merch.summary.locator('[data-summary-card="stores"] dd').first().innerText()).replace(/,/g, ''),
    );
    expect(await merch.pins()).toBe(accounts);

    // A placement hidden in the map legend leaves the map and the Primary Placement pie.
    const visible = await merch.visiblePins();
    await merch.legendItem(merch.mapLegend, 'Eye Level').click();
    await expect(merch.legendItem(merch.mapLegend, 'Eye Level')).toHaveAttribute('aria-pressed', 'false');
    await expect(merch.legendItem(merch.legend('Primary Placement legend'), 'Eye Level')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await expect.poll(() => merch.visiblePins()).toBeLessThan(visible);
    // The hidden category is in the URL: a reload (or a colleague with the link) sees the same view.
    await expect(page).toHaveURL(/[?&]hidePlacements=Eye%20Level(&|$)/);
    await page.reload();
    await merch.waitForMapReady();
    await expect(merch.legendItem(merch.mapLegend, 'Eye Level')).toHaveAttribute('aria-pressed', 'false');
    // Other pies keep their own legends.
    await expect(merch.legend('Shelf Placement legend').getByRole('button', { pressed: false })).toHaveCount(
      0,
    );
    await merch.legendItem(merch.legend('Primary Placement legend'), 'Eye Level').click();
    await expect.poll(() => merch.visiblePins()).toBe(visible);
    await expect(page).not.toHaveURL(/hidePlacements/);

    const [download] = await Promise.all([page.waitForEvent('download'), merch.download.click()]);
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const rows = await readSheet((await download.path())!);
    expect(rows.length - 1).toBe(await merch.pins());

    // Flipping back to a period already loaded is served from the cache: the same numbers, no request.
    const lastMonth = await readyPanelTexts(page);
    await merch.board.chooseShortcut('Last Week');
    await merch.waitForPanels();
    const api = recordApiRequests(page);
    await merch.board.chooseShortcut('Last Month');
    await waitForPanelsSettled(page);
    expect(await readyPanelTexts(page)).toEqual(lastMonth);
    expect(api.urls).toEqual([]);

    await expectNoSeriousA11yViolations(page);
  });

  test('a photo opens the account’s photos in a gallery that zooms by mouse and by keyboard', async ({
    page,
  }) => {
    const merch = new MerchandisingPage(page);
    await loginAs(page, 'superadmin', { path: LINK });
    await merch.waitForPanels(['merchandising-map']);
    await merch.waitForMapReady();
    const name = await merch.openFirstAccount();
    const thumb = merch.popup.getByRole('button', {
      name: `Open merchandising photos: primary placement at ${name}`,
    });
    // Keyboard: Enter on the photo opens the gallery, which fetches that account's photos.
    const pictures = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/merchandising/account-pictures',
    );
    await thumb.focus();
    await page.keyboard.press('Enter');
    await expect(merch.gallery).toBeVisible();
    expect((await pictures).status()).toBe(200);
    await expect(merch.photos().first()).toBeVisible();
    // 1440 px window: 990 px wide with 3 or more photos (else 450 per photo plus gaps).
    const count = await merch.photos().count();
    const width = (await merch.gallery.boundingBox())!.width;
    expect(width).toBeCloseTo(count >= 2 ? 990 : 520, -1);

    const zoom = merch.gallery.getByRole('switch', { name: 'Zoom' });
    await expect(zoom).not.toBeChecked();
    const photo = merch.photos().first();
    await photo.hover();
    await expect(photo).toHaveAttribute('data-zoomed', 'false');

    // Mouse: with Zoom on, the spot under the pointer is magnified 2.5x.
    await zoom.click();
    await expect(zoom).toBeChecked();
    const box = (await photo.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.25, box.y + box.height * 0.25);
    await expect(photo).toHaveAttribute('data-zoomed', 'true');
    await expect(photo.locator('img')).toHaveCSS('transform', /matrix\(2\.5, 0, 0, 2\.5/);
    await page.mouse.move(0, 0);
    await expect(photo).toHaveAttribute('data-zoomed', 'false');

    // Keyboard: Space switches zoom, Tab reaches a photo (zoomed), arrows move the spot.
    await zoom.focus();
    await page.keyboard.press('Space');
    await expect(zoom).not.toBeChecked();
    await page.keyboard.press('Space');
    await expect(zoom).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(photo).toBeFocused();
    await expect(photo).toHaveAttribute('data-zoomed', 'true');
    const origin = () => photo.locator('img').evaluate((img) => (img as HTMLElement).style.transformOrigin);
    const before = await origin();
    await page.keyboard.press('ArrowRight');
    await expect.poll(origin).not.toBe(before);
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await expect(merch.gallery).toBeHidden();
  });

  test('a failing endpoint fails only its panel; the page stacks at 375 px', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const merch = new MerchandisingPage(page);
    await loginAs(page, 'superadmin', { path: '/login' });
    await applyScenarios(page, [serverError('/merchandising/total-facings', 'Boom')]);
    await page.goto(LINK);
    await merch.waitForPanels(['total-facings'], 'error');
    await expect(merch.panel('total-facings').getByText('Boom')).toBeVisible();
    await expect(merch.panel('total-facings').getByRole('button', { name: 'Retry' })).toBeVisible();
    const others = (Object.keys(MERCHANDISING_PANELS) as MerchandisingPanel[]).filter(
      (n) => n !== 'total-facings',
    );
    await merch.waitForPanels(others);
    // The layout follows the new width a frame or two after the resize.
    await expect
      .poll(() => page.evaluate(() => document.documentElement.scrollWidth))
      .toBeLessThanOrEqual(375);
    await expectNoSeriousA11yViolations(page);
    // The browser logs the expected 500.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/status of 500/.test(line)),
    );
  });
});
