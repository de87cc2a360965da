import type { Page } from '@playwright/test';
import { AdminPage } from './pages/admin-page';
import { loginAs } from './pages/login-page';
import { expect, test } from './support/test';
import { applyScenarios, serverError } from './support/scenarios';

/** POSTs the page sends to each demo API path, counted from the browser's own requests. */
function countPosts(page: Page): Map<string, number> {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname.replace(/^\/api/, '');
    counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  return counts;
}

test.describe('Admin forms under failure', () => {
  test.describe.configure({ timeout: 90_000 });

  test('a double click sends one request; a failing call shows the server text and keeps what was typed', async ({
    page,
    consoleErrors,
  }) => {
    const admin = new AdminPage(page);
    const posts = countPosts(page);
    await loginAs(page, 'superadmin', { path: '/admin' });
    await admin.waitUntilReady();
    await expect(admin.brandsPanel).toHaveAttribute('data-state', 'ready');
    await applyScenarios(page, [
      serverError('/users/edit', 'The user store is read-only right now'),
      serverError('/users/permissions', 'Permissions are locked for an audit'),
      serverError('/brands/delete', 'Brand store is busy'),
    ]);

    // Edit user: the dialog closes on submit and reopens with the input on failure.
    await admin.action('Edit manager').click();
    const edit = admin.dialog('Edit manager');
    await admin.field(edit, 'Password').fill('kept-pass-1');
    await admin.field(edit, 'Confirm').fill('kept-pass-1');
    await admin.field(edit, 'Company').fill('Kept Company <b>Ltd</b>');
    await edit.getByRole('button', { name: 'Save' }).dblclick();
    await expect(admin.notice('The user store is read-only right now')).toBeVisible();
    await expect(edit).toBeVisible();
    await expect(admin.field(edit, 'Company')).toHaveValue('Kept Company <b>Ltd</b>');
    await expect(admin.field(edit, 'Password')).toHaveValue('kept-pass-1');
    expect(posts.get('/users/edit')).toBe(1);
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    // Permissions: the ticked section stays ticked.
    await admin.action('Permissions of manager').click();
    const permissions = admin.dialog('Permissions: manager');
    const merchandising = permissions.getByRole('checkbox', { name: 'Merchandising', exact: true });
    await merchandising.check();
    await permissions.getByRole('button', { name: 'Save' }).dblclick();
    await expect(admin.notice('Permissions are locked for an audit')).toBeVisible();
    await expect(permissions).toBeVisible();
    await expect(merchandising).toBeChecked();
    expect(posts.get('/users/permissions')).toBe(1);
    await permissions.getByRole('button', { name: 'Cancel' }).click();
    await expect(permissions).toBeHidden();

    // Brand delete: the typed confirmation stays; the brand stays in the table.
    await admin.brandsTable.getByRole('button', { name: 'Delete Canyon Cold Brew' }).click();
    const confirm = admin.dialog('Confirm Delete');
    await confirm.getByRole('textbox').fill('delete Canyon Cold Brew');
    await confirm.getByRole('button', { name: 'Delete' }).dblclick();
    await expect(admin.notice('Brand store is busy')).toBeVisible();
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('textbox')).toHaveValue('delete Canyon Cold Brew');
    expect(posts.get('/brands/delete')).toBe(1);
    await expect(admin.brandsTable.getByRole('row', { name: /Canyon Cold Brew/ })).toHaveCount(1);

    // The browser logs the planned 500s; nothing else may be logged.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/status of 500/.test(line)),
    );
  });
});
