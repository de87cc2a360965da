import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (as a keyboard-only user does) until `target` has focus; fails if it is not
 * reached within `max` presses, i.e. if the control is not keyboard reachable in order.
 */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  expect(false, `not reached with ${max} Tab presses: ${target.toString()}`).toBe(true);
}
