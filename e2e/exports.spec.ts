import JSZip from 'jszip';
import { captionStripHeight, EXPORT_SCALE } from '../src/ui/export/export-layout';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { downloadedBytes, Exports, parseCsv, pngSize, screenReaderRows } from './pages/exports';
import { loginAs } from './pages/login-page';
import { SalesPage } from './pages/sales-page';
import { expect, test } from './support/test';

/** A demo brand younger than the first one: less data, a faster page. */
const SALES = '/sales?brand=Golden%20Grove%20Juice';

test.describe('Exports', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a brand manager takes a chart as PNG and CSV, then the whole page as slides', async ({ page }) => {
    const sales = new SalesPage(page);
    const exports = new Exports(page);
    await loginAs(page, 'superadmin', { path: SALES });
    await sales.waitForPanelsReady();

    // The chart as drawn: its PNG is the figure's size, plus the caption strip with the
    // title and one line of filter, times the export scale.
    const panel = sales.panel('sales-chart-sku');
    const figure = panel.locator('figure').filter({ visible: true });
    await figure.scrollIntoViewIfNeeded();
    await expect(panel.locator('[data-drawing]')).toHaveCount(0);
    await expect(exports.menuButton(panel)).toHaveAccessibleName(/^Export (Cases|Sales) By SKU$/);
    const box = (await figure.boundingBox())!;
    const png = pngSize(await downloadedBytes(await exports.download(panel, 'Download PNG')));
    expect(png).toEqual({
      width: Math.round(box.width) * EXPORT_SCALE,
      height: (Math.round(box.height) + captionStripHeight(1)) * EXPORT_SCALE,
    });

    // Its CSV holds the rows of the chart's screen-reader table.
    const csv = await exports.download(panel, 'Download CSV');
    expect(csv.suggestedFilename()).toMatch(/By SKU\.csv$/);
    const rows = parseCsv((await downloadedBytes(csv)).toString('utf8'));
    const table = await screenReaderRows(figure);
    expect(table.length).toBeGreaterThan(1);
    expect(rows).toEqual(table);

    // The menu is named and reachable, and the page stays clean for axe with it open.
    await exports.menuButton(panel).click();
    await expect(page.getByRole('menuitem', { name: 'Download PNG' })).toBeVisible();
    // Checked once the dropdown's opening transition is over.
    await expect(page.getByRole('menu')).toHaveCSS('opacity', '1');
    await expectNoSeriousA11yViolations(page, [
      '[data-page-tools]',
      '[data-panel="sales-chart-sku"]',
      '[role="menu"]',
    ]);
    await page.keyboard.press('Escape');

    // The page as a deck: a title slide, then one slide per panel shown (the map, a WebGL
    // canvas, is left out).
    const shown = await page.locator('[data-panel]').filter({ visible: true }).count();
    const deck = await exports.downloadDeck();
    expect(deck.suggestedFilename()).toMatch(/^Sales \d{4}-\d{2}-\d{2}\.pptx$/);
    const zip = await JSZip.loadAsync(await downloadedBytes(deck));
    const slides = Object.keys(zip.files).filter((name) => /^ppt\/slides\/slide\d+\.xml$/.test(name));
    expect(slides).toHaveLength(shown - 1 + 1);
    expect(await zip.file('ppt/slides/slide1.xml')!.async('string')).toContain('Brand: Golden Grove Juice');
    const cost = await page.evaluate(() =>
      performance
        .getEntriesByType('measure')
        .filter((m) => m.name.startsWith('deck:'))
        .map((m) => `${m.name} ${Math.round(m.duration)} ms`),
    );
    test.info().annotations.push({ type: 'deck timings', description: cost.join(', ') });
  });
});
