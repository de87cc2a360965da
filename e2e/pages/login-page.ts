import { expect, type Locator, type Page } from '@playwright/test';

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
 * Signs in as a demo user and waits for the signed-in shell. With `path`, opens that
 * address first (a deep link), so the app redirects to login and back after sign-in:
 *   await loginAs(page, 'manager', { path: '/sales?brand=Sunset%20Soda' });
 */
export async function loginAs(
  page: Page,
  user: DemoUser,
  { path = '/login' }: { path?: string } = {},
): Promise<void> {
  await page.goto(path);
  const login = new LoginPage(page);
  await expect(login.heading).toBeVisible();
  await login.signIn(user, DEMO_PASSWORD);
  await expectSignedIn(page);
}

/**
 * Waits for the signed-in shell. A fresh browser context registers the demo worker and
 * builds the demo data set on its first call: seconds on a loaded 2-core CI box, beyond
 * the default 10 s expect timeout.
 */
export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByText(/^Welcome, .+!$/)).toBeVisible({ timeout: 30_000 });
}
