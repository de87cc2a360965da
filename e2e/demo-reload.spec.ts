import { expectSignedIn, LoginPage, DEMO_PASSWORD } from './pages/login-page';
import { applyScenarios, clearScenarios, malformed } from './support/scenarios';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * A reload right after signing in must never sign the user out. The race: as
 * the old page unloads, MSW tells the demo worker its client closed, and the worker
 * unregisters itself when that was its last page. When the worker got there first, the
 * new page loaded uncontrolled, and registering again in Chromium revives the uninstalling
 * registration without a new activation, so nothing claims the page: /authtest reached
 * the static server and got index.html (about 1 reload in 14 on a busy machine).
 *
 * The first test puts the browser in that state on purpose, so it does not depend on
 * timing: the worker's registration is being uninstalled while a signed-in page still
 * uses it, and a new page opens. It fails without the fix (the new page is never
 * controlled; checked against the start-up code before the fix), and passes with it
 * (startDemoApi waits to be controlled and reloads once if it is not).
 *
 * The second is the issue's own check, many fresh browsers signing in and reloading at
 * once (3 in `npm test`, `E2E_RELOAD_CONTEXTS=30` for the full run). It never reproduced
 * the race on this machine, with or without the fix, so it guards the everyday path only.
 */
const CONTEXTS = Number(process.env.E2E_RELOAD_CONTEXTS ?? 3);

/** Which of the two shells a page reached after loading, within `timeout`. */
async function landing(page: Page, timeout = 30_000): Promise<'signedIn' | 'signedOut'> {
  return Promise.race([
    page
      .getByText(/^Welcome, .+!$/)
      .waitFor({ timeout })
      .then(() => 'signedIn' as const),
    new LoginPage(page).heading.waitFor({ timeout }).then(() => 'signedOut' as const),
  ]);
}

test('a page opened while the demo worker is being uninstalled is still answered by the demo API', async ({
  context,
  page,
}) => {
  await page.goto('/login');
  await new LoginPage(page).signIn('manager', DEMO_PASSWORD);
  await expectSignedIn(page);
  // What MSW's closed-client message made the worker do to itself during a reload.
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!(await registration?.unregister())) throw new Error('no worker to unregister');
  });
  const second = await context.newPage();
  await second.goto('/accounts');
  expect(await landing(second)).toBe('signedIn');
  await expect(second.getByText('Your session could not be checked')).toBeHidden();
  expect(await second.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
});

test('fresh browsers sign in, reload at once and stay signed in', async ({ browser }) => {
  test.setTimeout(CONTEXTS * 20_000);
  const signedOut: number[] = [];
  for (let round = 0; round < CONTEXTS; round++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/login');
    await new LoginPage(page).signIn('manager', DEMO_PASSWORD);
    await expectSignedIn(page);
    await page.reload();
    if ((await landing(page)) !== 'signedIn') signedOut.push(round + 1);
    expect(errors).toEqual([]);
    await context.close();
  }
  expect(signedOut, 'fresh contexts whose reload landed on the login page').toEqual([]);
});

test('an auth test answered with something other than JSON keeps the user signed in: it checks again by itself, and Sign out is the way out', async ({
  page,
}) => {
  await page.goto('/login');
  const login = new LoginPage(page);
  await login.signIn('manager', DEMO_PASSWORD);
  await expectSignedIn(page);
  await applyScenarios(page, [malformed('/authtest')]);
  await page.reload();
  await expect(page.getByText('Your session could not be checked')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Trying again in \d+ s\./)).toBeVisible();
  await expect(login.heading).toBeHidden();
  await clearScenarios(page);
  // No click: the automatic check finds the server answering again.
  await expectSignedIn(page);

  await applyScenarios(page, [malformed('/authtest')]);
  await page.reload();
  await expect(page.getByText('Your session could not be checked')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(login.heading).toBeVisible();
  await clearScenarios(page);
});
