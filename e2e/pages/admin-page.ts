import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The Admin page (src/features/admin): the Users table and its dialogs, the Brands table,
 * Chain Scorecard and Target.
 */
export class AdminPage {
  readonly usersPanel: Locator;
  readonly usersTable: Locator;
  readonly rows: Locator;
  readonly createUser: Locator;
  readonly brandsPanel: Locator;
  readonly brandsTable: Locator;
  readonly scorecardPanel: Locator;
  readonly scorecardInput: Locator;
  readonly uploadQueue: Locator;
  readonly targetPanel: Locator;
  readonly monthlyTargetsPanel: Locator;

  constructor(readonly page: Page) {
    this.usersPanel = page.locator('[data-panel="admin-users"]');
    this.usersTable = this.usersPanel.getByRole('table', { name: 'Users' });
    this.rows = this.usersTable.locator('tbody tr');
    this.createUser = this.usersPanel.getByRole('button', { name: 'Create User' });
    this.brandsPanel = page.locator('[data-panel="admin-brands"]');
    this.brandsTable = this.brandsPanel.getByRole('table', { name: 'Brands' });
    this.scorecardPanel = page.locator('[data-panel="admin-scorecards"]');
    this.scorecardInput = this.scorecardPanel.getByLabel('Scorecard files (.xlsx)');
    this.uploadQueue = this.scorecardPanel.getByRole('list', { name: 'Files to upload' });
    this.targetPanel = page.locator('[data-panel="admin-target"]');
    this.monthlyTargetsPanel = page.locator('[data-panel="admin-monthly-targets"]');
  }

  /**
   * Picks one option of a Mantine select or multi-select on the page (not in a dialog). An
   * empty multi-select's input is covered by its pill box, which is what takes the click.
   */
  async choose(scope: Locator, label: string, option: string | RegExp): Promise<void> {
    await this.field(scope, label).click({ force: true });
    await this.page.getByRole('option', { name: option }).first().click();
    await this.page.keyboard.press('Escape');
  }

  /** The Active switch of a brand row. */
  brandSwitch(brand: string): Locator {
    return this.brandsTable.getByRole('switch', { name: `${brand} active` });
  }

  /** A brand's uploaded files (download buttons, named 'Download {file}'). */
  scorecardFiles(brand: string): Locator {
    return this.scorecardPanel.getByRole('region', { name: `${brand} scorecard files` });
  }

  async goto(): Promise<void> {
    await this.page.goto('/admin');
    await this.waitUntilReady();
  }

  async waitUntilReady(): Promise<void> {
    await expect(this.usersPanel).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
  }

  /** The open dialog with this title. */
  dialog(title: string | RegExp): Locator {
    return this.page.getByRole('dialog', { name: title });
  }

  /** The logins in table order. */
  async logins(): Promise<string[]> {
    return (await this.rows.locator('td:first-child').allInnerTexts()).map((t) => t.trim());
  }

  /** A form field by its label; a required field's label ends in ' *'. */
  field(scope: Locator, label: string): Locator {
    return scope.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*\\*?$`));
  }

  async sortBy(column: string): Promise<void> {
    await this.usersTable
      .getByRole('columnheader', { name: column, exact: true })
      .getByRole('button')
      .click();
  }

  action(name: string): Locator {
    return this.usersTable.getByRole('button', { name, exact: true });
  }

  notice(text: string): Locator {
    return this.page.locator('.mantine-Notification-root').filter({ hasText: text });
  }

  /** Picks options of a Mantine select or multi-select inside `scope`. */
  async pick(scope: Locator, label: string, ...options: string[]): Promise<void> {
    for (const option of options) {
      await this.field(scope, label).click();
      await this.page.getByRole('option', { name: option, exact: true }).click();
    }
    // Tab, not Escape: Escape would close the dialog around the select.
    await this.page.keyboard.press('Tab');
  }
}
