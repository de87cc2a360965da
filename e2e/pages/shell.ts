import { expect, type Locator, type Page } from '@playwright/test';

/** Navigation labels in catalogue order (SPEC.md section 2). */
export const ALL_SECTION_LABELS = [
  'Accounts',
  'Merchandising',
  'Sales',
  'Reports',
  'Management',
  'Time & Efforts',
  'Schedule',
  'Database',
  'Admin',
] as const;

/** The signed-in shell: header, top navigation, drawer, user menu, footer. */
export class Shell {
  readonly header: Locator;
  readonly topNav: Locator;
  readonly welcome: Locator;
  readonly logo: Locator;
  readonly userMenuButton: Locator;
  readonly burger: Locator;
  readonly drawer: Locator;
  readonly footer: Locator;
  readonly demoBadge: Locator;
  readonly pageHeading: Locator;

  constructor(readonly page: Page) {
    this.header = page.getByRole('banner');
    this.topNav = this.header.getByRole('navigation', { name: 'Sections' });
    this.welcome = this.header.getByText(/^Welcome, .+!$/);
    this.logo = this.header.getByRole('link', { name: /home$/ });
    this.userMenuButton = this.header.getByRole('button', { name: /user menu$/ });
    this.burger = this.header.getByRole('button', { name: /navigation$/ });
    this.drawer = page.getByRole('dialog', { name: 'Sections' });
    this.footer = page.getByRole('contentinfo');
    this.demoBadge = this.header.getByText('Demo data', { exact: true });
    this.pageHeading = page.getByRole('main').getByRole('heading', { level: 1 });
  }

  /** The labels of the top navigation's links, in order. */
  async navLabels(): Promise<string[]> {
    await expect(this.topNav).toBeVisible();
    return this.topNav.getByRole('link').allInnerTexts();
  }

  async openUserMenu(): Promise<void> {
    await this.userMenuButton.click();
    await expect(this.page.getByRole('menu')).toBeVisible();
  }

  async logout(): Promise<void> {
    await this.openUserMenu();
    await this.page.getByRole('menuitem', { name: 'Log Out' }).click();
    await expect(this.page.getByRole('heading', { name: 'Login' })).toBeVisible();
  }

  /** Goes to a section with the top navigation (wide screens). */
  async goToSection(label: (typeof ALL_SECTION_LABELS)[number]): Promise<void> {
    await this.topNav.getByRole('link', { name: label, exact: true }).click();
    await expect(this.pageHeading).toHaveText(label);
  }
}
