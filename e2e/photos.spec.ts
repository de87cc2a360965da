import { mkdirSync, readFileSync } from 'node:fs';
import JSZip from 'jszip';
import type { Page } from '@playwright/test';
import { DEMO_STATE_KEY } from '../mocks/demo-state';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { LoginPage, expectSignedIn, loginAs } from './pages/login-page';
import { PhotosPage } from './pages/photos-page';
import { Shell } from './pages/shell';
import { expect, test } from './support/test';

const BRAND = 'Sunset Soda';
const ALBUM = 'Proof of display';
/** Screenshots for a person to look at, outside the repository. */
const SHOTS = process.env.PHOTOS_SHOTS_DIR;

/** The slide texts of a .pptx, slide by slide (the title slide first). */
async function slideTexts(path: string): Promise<string[][]> {
  const zip = await JSZip.loadAsync(readFileSync(path));
  const slides = Object.keys(zip.files)
    .map((name) => /^ppt\/slides\/slide(\d+)\.xml$/.exec(name))
    .filter((m): m is RegExpExecArray => m !== null)
    .sort((a, b) => Number(a[1]) - Number(b[1]));
  return Promise.all(
    slides.map(async ([name]) =>
      [...((await zip.file(name)?.async('string')) ?? '').matchAll(/<a:t>([^<]*)<\/a:t>/g)].map((m) =>
        (m[1] ?? '').replace(/&amp;/g, '&').replace(/&apos;/g, "'"),
      ),
    ),
  );
}

/** canyon.staff (Canyon Cold Brew only) starts inactive; a superadmin would switch them on in Admin. */
async function activateCanyonStaff(page: Page): Promise<void> {
  await page.evaluate((key) => {
    const state = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
      users: { login: string; active: boolean }[];
    };
    for (const user of state.users) if (user.login === 'canyon.staff') user.active = true;
    window.localStorage.setItem(key, JSON.stringify(state));
  }, DEMO_STATE_KEY);
}

async function takeShots(view: PhotosPage, name: string): Promise<void> {
  const { page } = view;
  mkdirSync(SHOTS ?? '', { recursive: true });
  for (const [width, height] of [
    [1440, 1000],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/photos-${name}-${width}-top.png` });
    await view.grid.scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${SHOTS}/photos-${name}-${width}-grid.png` });
  }
  await page.setViewportSize({ width: 1440, height: 1000 });
}

test.describe('Photo library', () => {
  test.setTimeout(120_000);
  test.use({ reducedMotion: 'reduce' });

  test('secondary placements, three photos into an album, the album as slides; another brand sees none of it; axe is clean', async ({
    page,
    consoleErrors,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await loginAs(page, 'superadmin', { path: `/merchandising?brand=${encodeURIComponent(BRAND)}` });
    const view = new PhotosPage(page);
    await view.entryLink().click();
    await expect(view.heading).toBeVisible();
    await view.waitForGrid();
    const all = await view.total();
    expect(all).toBeGreaterThan(100);

    // Secondary placements of one type: fewer photos, and every card says so.
    await view.placement.selectOption('End Cap');
    await expect(page).toHaveURL(/placement=End%20Cap/);
    await expect.poll(() => view.total(), { timeout: 30_000 }).toBeLessThan(all);
    await view.waitForGrid();
    await expect(view.cards).toHaveCount(24);
    for (const text of await view.typeTexts()) expect(text).toMatch(/^Secondary placement: .*End Cap/);

    // Three photos into a new album.
    const ids = [await view.selectCard(0), await view.selectCard(1), await view.selectCard(2)];
    await expect(view.selectionBar).toContainText('3 photos selected');
    await view.addSelectionToNewAlbum(ALBUM);
    await expect(view.album(ALBUM)).toContainText('3 photos');
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await takeShots(view, 'library');

    // The album: its three photos, kept in the URL across a reload.
    await view.album(ALBUM).getByRole('button', { name: ALBUM, exact: true }).click();
    await expect(page).toHaveURL(/album=\d+/);
    await expect(view.grid.getByRole('heading', { name: `Album: ${ALBUM}` })).toBeVisible();
    await expect(view.cards).toHaveCount(3);
    await page.reload();
    await expect(view.cards).toHaveCount(3, { timeout: 30_000 });
    expect(
      await view.cards.evaluateAll((cards) => cards.map((c) => c.getAttribute('data-photo-card'))),
    ).toEqual(ids);
    const albumUrl = page.url();

    // The album as a slide deck: the title slide, then one captioned photo slide each.
    const [deck] = await Promise.all([
      page.waitForEvent('download'),
      view.grid.getByRole('button', { name: 'Download slides of the album' }).click(),
    ]);
    expect(deck.suggestedFilename()).toMatch(/^Photos Proof of display .*\.pptx$/);
    const slides = await slideTexts(await deck.path());
    expect(slides).toHaveLength(4);
    expect(slides[0]).toContain(ALBUM);
    const stores = await view.cards.locator('[data-account-link]').allInnerTexts();
    slides.slice(1).forEach((texts, i) => {
      expect(texts.join(' ')).toContain(stores[i] ?? '-');
      expect(texts.join(' ')).toMatch(/ · \d{4}-\d{2}-\d{2} · .+ · Secondary placement: .*End Cap/);
    });
    if (SHOTS) await takeShots(view, 'album');

    // A user of another brand: no album, and the album's address shows none of its photos.
    await new Shell(page).logout();
    await activateCanyonStaff(page);
    await new LoginPage(page).signIn('canyon.staff', 'demo');
    await expectSignedIn(page);
    await page.goto(albumUrl);
    await expect(view.heading).toBeVisible({ timeout: 30_000 });
    await view.waitForAlbums();
    await expect(view.albums).toContainText('No albums yet');
    await expect(view.grid).toHaveAttribute('data-state', 'error', { timeout: 30_000 });
    await expect(view.grid).toContainText(/Album \d+ not found/);
    for (const id of ids) await expect(page.locator(`[data-photo-card="${id}"]`)).toHaveCount(0);
    // The browser logs the album's 404 answer; it is the expected one.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/status of 404/.test(line)),
    );
  });
});
