import { expect, test, type Locator, type Page } from '@playwright/test';

/** The demo users (docs/decisions.md, demo users); every one signs in with DEMO_PASSWORD. */
export const DEMO_USERS = ['superadmin', 'admin', 'manager'] as const;
export type DemoUser = (typeof DEMO_USERS)[number];
export const DEMO_PASSWORD = 'demo';

/** The login page: title 'Login', Username, Password, 'Sign in'. */
export class LoginPage {
  readonly heading: Locator;
  readonly username: Locator;
  readonly password: Locator;
  readonly signInButton: Locator;
  readonly error: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { name: 'Login' });
    this.username = page.getByLabel('Username');
    this.password = page.getByLabel('Password', { exact: true });
    this.signInButton = page.getByRole('button', { name: 'Sign in' });
    this.error = page.getByRole('alert').filter({ hasText: /./ });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await expect(this.heading).toBeVisible();
  }

  async signIn(username: string, password: string): Promise<void> {
    await this.username.fill(username);
    await this.password.fill(password);
    await this.signInButton.click();
  }
}

/**
 * What a sign-in leaves in local storage that a later visit needs: the token and the names
 * the shell shows, and the demo API's state, which holds the tokens it issued. Not the last
 * view or the cached answers: a story starts from its own address.
 */
const SESSION_KEY = /^(fsd:auth-|demo:state$)/;

/** An address of the app's origin that the story itself answers. */
const BLANK_PAGE = '/e2e-blank';

/** Each demo user's signed-in storage in this worker process, from its first sign-in. */
const signedIn = new Map<DemoUser, [string, string][]>();

/**
 * Signs in as a demo user and waits for the signed-in shell, at `path` when given:
 *   await loginAs(page, 'manager', { path: '/sales?brand=Sunset%20Soda' });
 * The first sign-in of a user in a worker goes through the login page (the deep link
 * redirects there and back); later ones put that session's storage in the fresh context
 * and open the address signed in, as a returning user does. The login page and the
 * redirect have their own stories (session.spec.ts); a page through it costs every story
 * seconds.
 */
export async function loginAs(
  page: Page,
  user: DemoUser,
  { path = '/login' }: { path?: string } = {},
): Promise<void> {
  // A real API's tokens live on its server, where one story's Log Out revokes them for all.
  const session = test.info().project.name === 'real-api' ? undefined : signedIn.get(user);
  if (session) {
    // An empty page of the origin (no app, no favicon request): its storage, then the address.
    await page.route(BLANK_PAGE, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><link rel="icon" href="data:,">' }),
    );
    await page.goto(BLANK_PAGE);
    await page.evaluate((entries) => {
      for (const [key, value] of entries) localStorage.setItem(key, value);
    }, session);
    await page.unroute(BLANK_PAGE);
    await page.goto(path);
    await expectSignedIn(page);
    return;
  }
  await page.goto(path);
  const login = new LoginPage(page);
  await expect(login.heading).toBeVisible();
  await login.signIn(user, DEMO_PASSWORD);
  await expectSignedIn(page);
  signedIn.set(
    user,
    await page.evaluate(
      (pattern) => Object.entries(localStorage).filter(([key]) => new RegExp(pattern).test(key)),
      SESSION_KEY.source,
    ),
  );
}

/**
 * Waits for the signed-in shell. A fresh browser context registers the demo worker and
 * builds the demo data set on its first call: seconds on a loaded 2-core CI box, beyond
 * the default 10 s expect timeout.
 */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByText(/^Welcome, .+!$/)).toBeVisible({ timeout: 30_000 });
}
