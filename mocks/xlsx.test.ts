import ExcelJS from 'exceljs';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { writeXlsx, xlsxDownload, xlsxFileName } from './xlsx';

const read = (bytes: Uint8Array) => readSheet(Buffer.from(bytes));

const openWorkbook = async (bytes: Uint8Array) => {
  const workbook = new ExcelJS.Workbook();
  // exceljs types its input as the old Buffer type; an ArrayBuffer copy is what it reads.
  await workbook.xlsx.load(bytes.slice().buffer as ArrayBuffer);
  return workbook;
};

describe('writeXlsx', () => {
  it('writes a workbook a spreadsheet reader opens: header, text, numbers, empty cells', async () => {
    const bytes = await writeXlsx([
      {
        name: 'Map Account List',
        columns: [{ header: 'Account' }, { header: 'Sales ($)', format: 'money' }, { header: 'Note' }],
        rows: [
          ['Vallarta Supermarkets, Inc. <#12> & "friends"', 1234, null],
          ["Gelson's", 0.5, 'café ☕'],
        ],
      },
    ]);
    expect(await read(bytes)).toEqual([
      ['Account', 'Sales ($)', 'Note'],
      ['Vallarta Supermarkets, Inc. <#12> & "friends"', 1234, null],
      ["Gelson's", 0.5, 'café ☕'],
    ]);
  });

  it('styles the header, freezes it, sizes columns and applies number and date formats', async () => {
    const bytes = await writeXlsx([
      {
        name: 'Orders',
        columns: [
          { header: 'Date', format: 'date', width: 12 },
          { header: 'Cases', format: 'integer' },
          { header: 'Sales', format: 'money', width: 14 },
          { header: 'Share', format: 'percent' },
          { header: 'Account' },
        ],
        rows: [['2026-03-09', 1200, 5400.5, 12.5, 'A']],
      },
    ]);
    const sheet = (await openWorkbook(bytes)).getWorksheet('Orders');
    expect(sheet).toBeDefined();
    if (!sheet) return;
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getColumn(1).width).toBe(12);
    expect(sheet.getColumn(3).width).toBe(14);
    const row = sheet.getRow(2);
    expect(row.getCell(1).value).toEqual(new Date(Date.UTC(2026, 2, 9)));
    expect(row.getCell(1).numFmt).toBe('yyyy-mm-dd');
    expect(row.getCell(2).numFmt).toBe('#,##0');
    expect(row.getCell(3).numFmt).toBe('"$"#,##0');
    expect(row.getCell(4).value).toBe(12.5);
    expect(row.getCell(5).value).toBe('A');
  });

  it('handles more than 26 columns, an empty sheet and several sheets with unsafe names', async () => {
    const columns = Array.from({ length: 30 }, (_, i) => ({ header: `C${i}` }));
    const rows = await read(await writeXlsx([{ name: 'Wide', columns, rows: [columns.map((_, i) => i)] }]));
    expect(rows[1]?.[29]).toBe(29);
    expect(await read(await writeXlsx([{ name: 'Empty', columns: [{ header: 'A' }], rows: [] }]))).toEqual([
      ['A'],
    ]);
    const workbook = await openWorkbook(
      await writeXlsx([
        { name: 'Week: 1/2 [draft]', columns: [{ header: 'A' }], rows: [] },
        { name: 'week  1 2  draft', columns: [{ header: 'A' }], rows: [] },
      ]),
    );
    // Characters a sheet name cannot hold become spaces; names equal but for case get a number.
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Week  1 2  draft', 'week  1 2  draft 2']);
  });

  it('writes text that looks like a formula as text, never as a formula (no formula injection)', async () => {
    const hostile = ['=HYPERLINK("http://evil.example","Click")', '+1+1', '-2+3', '@SUM(A1:A2)', '=1+1'];
    const bytes = await writeXlsx([
      { name: 'Accounts', columns: [{ header: 'Account' }], rows: hostile.map((name) => [name]) },
    ]);
    const sheet = (await openWorkbook(bytes)).getWorksheet('Accounts');
    const cells = hostile.map((_, i) => sheet?.getCell(i + 2, 1));
    expect(cells.map((c) => [c?.type, c?.formula, c?.value])).toEqual(
      hostile.map((name) => [ExcelJS.ValueType.String, undefined, name]),
    );
    expect(await read(bytes)).toEqual([['Account'], ...hostile.map((name) => [name])]);
  });

  it('drops control characters XML cannot hold', async () => {
    const rows = await read(
      await writeXlsx([{ name: 'S', columns: [{ header: 'A' }], rows: [['a\u0001b\tc']] }]),
    );
    expect(rows[1]?.[0]).toBe('ab\tc');
  });
});

describe('xlsxDownload and file names', () => {
  it('names files and types them as spreadsheets', async () => {
    expect(xlsxFileName('Map Account List', 'Sunset Soda', '2026-01-01', '-', '2026-02-01')).toBe(
      'Map Account List Sunset Soda 2026-01-01 - 2026-02-01.xlsx',
    );
    expect(xlsxFileName('A/B', null, 'x:y')).toBe('A-B x-y.xlsx');
    const file = await xlsxDownload('x.xlsx', [{ name: 'S', columns: [{ header: 'A' }], rows: [[1]] }]);
    expect(file.fileName).toBe('x.xlsx');
    expect(file.contentType).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(await read(file.bytes)).toEqual([['A'], [1]]);
  });
});
