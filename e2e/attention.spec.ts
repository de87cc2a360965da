import { mkdirSync } from 'node:fs';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { AttentionPage } from './pages/attention-page';
import { loginAs } from './pages/login-page';
import { expect, test } from './support/test';

const BRAND = 'Sunset Soda';
/** Screenshots for a person to look at, outside the repository. */
const SHOTS = process.env.ATTENTION_SHOTS_DIR;

/** Screenshots of the page's top, the list and the map as a person scrolls to them, at 1440 and 375 px wide. */
async function takeShots(view: AttentionPage): Promise<void> {
  const { page, list } = view;
  mkdirSync(SHOTS ?? '', { recursive: true });
  for (const [width, height] of [
    [1440, 1000],
    [375, 812],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${SHOTS}/attention-${width}-top.png` });
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/attention-${width}-list.png` });
    await view.waitForMapDrawn();
    await page.screenshot({ path: `${SHOTS}/attention-${width}-map.png` });
  }
  await page.setViewportSize({ width: 1440, height: 1000 });
}

test.describe('Needs attention', () => {
  test.setTimeout(150_000);
  test.use({ reducedMotion: 'reduce' });

  test('lists seeded accounts with their reasons, a rep filter narrows it, a row opens the account; axe is clean', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 1000 });
    await loginAs(page, 'superadmin', { path: `/accounts?brand=${encodeURIComponent(BRAND)}` });
    const view = new AttentionPage(page);
    await view.headerLink().click();
    await expect(view.heading).toBeVisible();
    await view.waitForList();

    // Seeded accounts with one chip per reason, and every reason has accounts.
    const all = await view.total();
    expect(all).toBeGreaterThan(100);
    const rows = await view.rowReasons();
    expect(rows.length).toBe(50);
    expect(rows.every((r) => r.reasons.length > 0)).toBe(true);
    for (const label of [
      /^Overdue [1-9]/,
      /^Missed visit [1-9]/,
      /^Voids [1-9]/,
      /^No order [1-9]/,
      /^Status lost [1-9]/,
    ])
      await expect(view.reasonChip(label)).toBeVisible();

    // The rep of the first row: the list narrows to that rep's accounts, the URL says so.
    const rep = (await view.representatives())[0] ?? '';
    await view.board.pick('Rep - Account', rep);
    await view.board.apply();
    await expect(page).toHaveURL(/representatives=/);
    await expect.poll(() => view.total(), { timeout: 30_000 }).toBeLessThan(all);
    await view.waitForList();
    expect(new Set(await view.representatives())).toEqual(new Set([rep]));

    await view.mapToggle.check();
    await view.waitForMapDrawn();
    await expectNoSeriousA11yViolations(page);
    if (SHOTS) await takeShots(view);

    // A row opens the account's page.
    const first = view.rows.first().getByRole('link').first();
    const name = (await first.innerText()).trim();
    await first.click();
    await expect(page).toHaveURL(/\/accounts\/\d+\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name, { timeout: 30_000 });
  });
});
