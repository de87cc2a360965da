import { readFile } from 'node:fs/promises';
import { readPdf } from '../mocks/handlers/testing/read-pdf';
import { AUTH_STORAGE_KEY } from '../src/api/auth-storage';
import { AdminPage } from './pages/admin-page';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { DEMO_PASSWORD, LoginPage, expectSignedIn, loginAs } from './pages/login-page';
import { Shell } from './pages/shell';
import { expect, test } from './support/test';
import { applyScenarios, clearScenarios, once, serverError } from './support/scenarios';

const NEW_USER = 'e2e.rep';
const NEW_PASSWORD = 'pass-1234';

test.describe('Admin users', () => {
  // Several sign-ins (each builds the demo data set in the page) and a PDF download.
  test.describe.configure({ timeout: 120_000 });

  test('a super admin creates a user with chosen sections, who then signs in and sees exactly them; edit, schedule and delete', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const admin = new AdminPage(page);
    const shell = new Shell(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'superadmin', { path: '/admin' });
    await admin.waitUntilReady();

    // Default sort: login, descending; a header click is written to the URL.
    await expect.poll(() => admin.logins()).toEqual(['superadmin', 'manager', 'canyon.staff', 'admin']);
    await admin.sortBy('Company');
    await expect(page).toHaveURL(/usersOrder=asc&usersSort=company/);
    await expect.poll(() => admin.logins()).toEqual(['canyon.staff', 'manager', 'superadmin', 'admin']);
    // Login starts descending: the default again, so the URL drops the keys.
    await admin.sortBy('Login');
    await expect(page).not.toHaveURL(/usersSort/);

    // Registration: the spec's messages, then a user with one brand and the User role.
    await admin.createUser.click();
    const registration = admin.dialog('Registration');
    await registration.getByRole('button', { name: 'Create' }).click();
    for (const message of [
      'Username is required!',
      'Password is required!',
      'Please confirm your password!',
      'Company name is required!',
      'Brands are required!',
    ])
      await expect(registration.getByText(message)).toBeVisible();
    await expect(admin.field(registration, 'Role')).toHaveValue('Admin');
    await admin.field(registration, 'Username').fill(NEW_USER);
    await admin.field(registration, 'Password').fill(NEW_PASSWORD);
    await admin.field(registration, 'Confirm').fill('other');
    await registration.getByRole('button', { name: 'Create' }).click();
    await expect(registration.getByText("The passwords don't match")).toBeVisible();
    await admin.field(registration, 'Confirm').fill(NEW_PASSWORD);
    await admin.field(registration, 'Company').fill('E2E Field Co');
    await admin.pick(registration, 'Brands', 'Sunset Soda');
    await admin.pick(registration, 'Role', 'User');
    await expectNoSeriousA11yViolations(page);
    await registration.getByRole('button', { name: 'Create' }).click();
    await expect(registration).toBeHidden();
    await expect(admin.notice('User has been successfully created!')).toBeVisible();
    await expect(admin.usersTable.getByRole('row', { name: new RegExp(NEW_USER) })).toContainText(
      'Sunset Soda',
    );

    // Permissions: the whole Sales section, and Database's master list by keyboard.
    await admin.action(`Permissions of ${NEW_USER}`).click();
    const permissions = admin.dialog(`Permissions: ${NEW_USER}`);
    await permissions.getByRole('checkbox', { name: 'Sales', exact: true }).check();
    await permissions.getByRole('button', { name: 'Expand Database' }).press('Enter');
    const masterList = permissions.getByRole('checkbox', { name: 'Master Accounts List' });
    await masterList.focus();
    await page.keyboard.press('Space');
    await expect(masterList).toBeChecked();
    await expect(permissions.getByRole('checkbox', { name: 'Database', exact: true })).toHaveJSProperty(
      'indeterminate',
      true,
    );
    await permissions.getByRole('button', { name: 'Save' }).click();
    await expect(admin.notice("User's permissions has been successfully edited!")).toBeVisible();

    // Edit fails on the server: the Error notice shows its text and the dialog keeps the input.
    await admin.action(`Edit ${NEW_USER}`).click();
    const edit = admin.dialog(`Edit ${NEW_USER}`);
    await expect(admin.field(edit, 'Username')).toHaveAttribute('readonly', '');
    await admin.field(edit, 'Password').fill(NEW_PASSWORD);
    await admin.field(edit, 'Confirm').fill(NEW_PASSWORD);
    await admin.field(edit, 'Company').fill('E2E Renamed Co');
    await applyScenarios(page, [once(serverError('/users/edit', 'The user store is read-only right now'))]);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(admin.notice('The user store is read-only right now')).toBeVisible();
    // The browser logs the planned 500; nothing else may be logged.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/status of 500/.test(line)),
    );
    await expect(edit).toBeVisible();
    await expect(admin.field(edit, 'Company')).toHaveValue('E2E Renamed Co');
    await clearScenarios(page);
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(admin.notice('User has been successfully edited!')).toBeVisible();
    await expect(admin.usersTable.getByRole('row', { name: new RegExp(NEW_USER) })).toContainText(
      'E2E Renamed Co',
    );

    // Email schedule: the Test button saves the example report as a PDF; Save schedules.
    await admin.action(`E-mail schedule of ${NEW_USER}`).click();
    const schedule = admin.dialog(`Email Schedule: ${NEW_USER}`);
    await admin.field(schedule, 'To').fill('lead@example.com, rep@example.com ');
    // The multi-select's own box sits over its input: click through it, as a user's click lands.
    // The dialog can re-render as its delivery status arrives and close a dropdown just
    // opened: open it until its options show.
    const fieldHours = page.getByRole('option', { name: 'Field hours' });
    await expect(async () => {
      if (!(await fieldHours.isVisible()))
        await admin.field(schedule, 'Marketplace metrics').click({ force: true });
      await expect(fieldHours).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await fieldHours.click();
    await page.keyboard.press('Tab');
    await schedule.getByRole('group', { name: 'Marketplace photos' }).getByLabel('Primary placement').check();
    await page.screenshot({ path: testInfo.outputPath('admin-schedule-1440.png') });
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      schedule.getByRole('button', { name: 'Test' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`Scheduled report example ${NEW_USER}.pdf`);
    // The report the recipients would get: the chosen metric as a table, the chosen photos embedded.
    const report = await readFile(await pdf.path());
    expect(report.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const parsed = await readPdf(new Uint8Array(report));
    expect(parsed.pages).toBeGreaterThan(1);
    expect(parsed.text).toContain('Field hours');
    expect(parsed.images).toBeGreaterThan(0);
    await schedule.getByRole('button', { name: 'Save' }).click();
    await expect(admin.notice('Report has been successfully scheduled!')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('admin-1440.png'), fullPage: true });

    // The new user signs in and sees exactly the granted sections.
    await shell.logout();
    const login = new LoginPage(page);
    await login.signIn(NEW_USER, NEW_PASSWORD);
    await expectSignedIn(page);
    expect(await shell.navLabels()).toEqual(['Sales', 'Database']);
    // The demo API refuses what the page hides: this user's token gets no user list.
    const refused = await page.evaluate(async (key) => {
      const stored = JSON.parse(window.localStorage.getItem(key) ?? '{}') as {
        token?: string;
        tokenType?: string;
      };
      const response = await fetch('/api/users/list', {
        headers: { Authorization: `${stored.tokenType} ${stored.token}` },
      });
      return [response.status, await response.text()];
    }, AUTH_STORAGE_KEY);
    expect(refused).toEqual([403, 'You do not have access to Admin.']);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/status of 403/.test(line)),
    );
    await page.goto('/admin');
    await expect(shell.pageHeading).toHaveText('Sales');
    await shell.logout();

    // Delete: enabled only when 'delete' is typed.
    await login.signIn('superadmin', DEMO_PASSWORD);
    await expectSignedIn(page);
    await admin.goto();
    await admin.action(`Delete ${NEW_USER}`).click();
    const confirm = admin.dialog('Confirm Delete');
    await expect(confirm.getByText(/This action cannot be undone\./)).toBeVisible();
    const deleteButton = confirm.getByRole('button', { name: 'Delete' });
    await confirm.getByRole('textbox').fill('delet');
    await expect(deleteButton).toBeDisabled();
    await confirm.getByRole('textbox').fill('delete');
    await deleteButton.click();
    await expect(admin.notice('User has been successfully deleted!')).toBeVisible();
    await expect(admin.usersTable.getByRole('row', { name: new RegExp(NEW_USER) })).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('admin-375.png'), fullPage: true });
  });
});
