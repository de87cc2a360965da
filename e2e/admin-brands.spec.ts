import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { AdminPage } from './pages/admin-page';
import { expectNoSeriousA11yViolations } from './pages/accessibility';
import { FilterBoard } from './pages/filter-board';
import { loginAs } from './pages/login-page';
import { ReportsPage } from './pages/reports-page';
import { applyScenarios, once, serverError } from './support/scenarios';
import { expect, test } from './support/test';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const BRAND = 'Golden Grove Juice';
const FILE_NAME = 'E2E Ralphs Q3.xlsx';

/** A real spreadsheet, written here with exceljs: what a chain manager would upload. */
async function scorecardWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Scorecard');
  sheet.addRow(['Chain', 'Target Doors', 'Target Facings']);
  sheet.addRow(['Ralphs', 40, 160]);
  sheet.addRow(['Vons', 25, 100]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

test.describe('Admin brands, scorecard files and targets', () => {
  // Sign-in builds the demo data set in the page, then two more page loads.
  test.describe.configure({ timeout: 90_000 });

  test('a super admin uploads a scorecard that downloads byte-identical and shows in Reports, and sets a target', async ({
    page,
    consoleErrors,
  }, testInfo) => {
    const admin = new AdminPage(page);
    await page.setViewportSize({ width: 1440, height: 900 });
    await loginAs(page, 'superadmin', { path: '/admin' });
    await expect(admin.scorecardPanel).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await expect(admin.targetPanel).toHaveAttribute('data-state', 'ready');

    // Target: the empty form is refused; a negative amount becomes its absolute value.
    const save = admin.targetPanel.getByRole('button', { name: 'Save' });
    await save.click();
    await expect(admin.notice('Incorrect input values!')).toBeVisible();
    await admin.choose(admin.targetPanel, 'Brands', 'Sunset Soda');
    await admin.choose(admin.targetPanel, 'Representatives', /./);
    const amount = admin.field(admin.targetPanel, 'Target');
    await amount.fill('-3');
    await amount.blur();
    await expect(amount).toHaveValue('3');
    await admin.field(admin.targetPanel, 'Date').click();
    await page.locator('.mantine-DatePickerInput-day[data-today]').click();
    await save.click();
    await expect(admin.notice('Brand target date has been changed!')).toBeVisible();

    // The drop zone: a non-.xlsx file is refused; a name already queued is not added twice.
    const upload = admin.scorecardPanel.getByRole('button', { name: 'Upload', exact: true });
    await expect(upload).toBeDisabled();
    await admin.scorecardInput.setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('x'),
    });
    await expect(admin.notice('The file must be .xlsx')).toContainText('Wrong file format');
    const bytes = await scorecardWorkbook();
    const file = (name: string) => ({ name, mimeType: XLSX_MIME, buffer: bytes });
    await admin.scorecardInput.setInputFiles([file(FILE_NAME), file('Spare.xlsx')]);
    await admin.scorecardInput.setInputFiles([file(FILE_NAME)]);
    await expect(admin.uploadQueue.getByRole('listitem')).toHaveText([FILE_NAME, 'Spare.xlsx']);
    await admin.scorecardPanel.getByRole('button', { name: 'Remove Spare.xlsx' }).click();
    await expect(admin.uploadQueue.getByRole('listitem')).toHaveText([FILE_NAME]);
    await admin.choose(admin.scorecardPanel, 'Brand', BRAND);
    // A failed upload names the file, adds the server's text and keeps the file queued.
    await applyScenarios(page, [once(serverError('/chain-scorecard/upload', 'Scorecard store is busy'))]);
    await upload.click();
    await expect(admin.notice(`Failed to upload ${FILE_NAME}`)).toContainText('Scorecard store is busy');
    // The browser logs the planned 500; nothing else may be logged.
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((line) => !/status of 500/.test(line)),
    );
    await expect(admin.uploadQueue.getByRole('listitem')).toHaveText([FILE_NAME]);
    await upload.click();
    const uploaded = admin.scorecardFiles(BRAND).getByRole('button', { name: `Download ${FILE_NAME}` });
    await expect(uploaded).toBeVisible();
    await expect(admin.uploadQueue).toBeHidden();
    await expect(upload).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('admin-brands-1440.png'), fullPage: true });

    const [download] = await Promise.all([page.waitForEvent('download'), uploaded.click()]);
    expect(download.suggestedFilename()).toBe(FILE_NAME);
    expect((await readFile((await download.path())!)).equals(bytes)).toBe(true);

    await page.setViewportSize({ width: 375, height: 800 });
    await page.screenshot({ path: testInfo.outputPath('admin-scorecard-target-375.png'), fullPage: true });

    // Reports lists it in the brand's scorecard select.
    await page.goto(`/reports?brand=${encodeURIComponent(BRAND)}`);
    const reports = new ReportsPage(page);
    await expect(reports.scorecardSelect).toBeEnabled({ timeout: 30_000 });
    await reports.scorecardSelect.click();
    await expect(page.getByRole('option', { name: FILE_NAME })).toBeVisible();
  });

  test('an admin archives and unarchives a brand, which leaves and rejoins the filters, deletes one, and sees no Target', async ({
    page,
  }, testInfo) => {
    const admin = new AdminPage(page);
    const board = new FilterBoard(page);
    await loginAs(page, 'admin', { path: '/admin' });
    await expect(admin.brandsPanel).toHaveAttribute('data-state', 'ready', { timeout: 30_000 });
    await expect(admin.scorecardPanel).toHaveAttribute('data-state', 'ready');
    await expect(admin.targetPanel).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Target' })).toHaveCount(0);

    await admin.brandSwitch('Canyon Cold Brew').click();
    await expect(admin.notice('Brand has been successfully archived!')).toBeVisible();
    await expect(admin.brandSwitch('Canyon Cold Brew')).not.toBeChecked();
    // The admin page's own lists drop it at once (its upload brands).
    await expect(admin.scorecardFiles('Canyon Cold Brew')).toHaveCount(0);

    // A user who holds the archived brand keeps it: it shows as archived, and saving works.
    await admin.action('Edit canyon.staff').click();
    const edit = admin.dialog('Edit canyon.staff');
    await expect(edit.getByText('Canyon Cold Brew (archived)')).toBeVisible();
    await admin.field(edit, 'Password').fill('demo');
    await admin.field(edit, 'Confirm').fill('demo');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(admin.notice('User has been successfully edited!')).toBeVisible();

    await page.goto('/reports');
    await board.waitUntilReady();
    expect(await board.options('Brand')).toEqual(['Sunset Soda', 'Golden Grove Juice']);

    await admin.goto();
    await admin.brandSwitch('Canyon Cold Brew').click();
    await expect(admin.notice('Brand has been successfully unarchived!')).toBeVisible();
    await page.goto('/reports');
    await board.waitUntilReady();
    expect(await board.options('Brand')).toEqual(['Sunset Soda', 'Golden Grove Juice', 'Canyon Cold Brew']);

    // Delete needs 'delete ' followed by the brand name.
    await admin.goto();
    await admin.brandsTable.getByRole('button', { name: 'Delete Canyon Cold Brew' }).click();
    const confirm = admin.dialog('Confirm Delete');
    await expect(confirm.getByText(/This action cannot be undone\./)).toBeVisible();
    const deleteButton = confirm.getByRole('button', { name: 'Delete' });
    await confirm.getByRole('textbox').fill('delete');
    await expect(deleteButton).toBeDisabled();
    await confirm.getByRole('textbox').fill('delete Canyon Cold Brew');
    await deleteButton.click();
    await expect(admin.notice('Brand has been successfully deleted!')).toBeVisible();
    await expect(admin.brandsTable.getByRole('row', { name: /Canyon Cold Brew/ })).toHaveCount(0);

    await page.setViewportSize({ width: 375, height: 800 });
    await expectNoSeriousA11yViolations(page);
    await page.screenshot({ path: testInfo.outputPath('admin-brands-375.png'), fullPage: true });
  });
});
