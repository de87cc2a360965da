import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { columnName, crc32, writeXlsx, xlsxFileName } from './xlsx';

const read = (bytes: Uint8Array) => readSheet(Buffer.from(bytes));

describe('writeXlsx', () => {
  it('writes a workbook a spreadsheet reader opens: header, text, numbers, empty cells', async () => {
    const bytes = writeXlsx([
      {
        name: 'Map Account List',
        columns: [{ header: 'Account' }, { header: 'Sales ($)' }, { header: 'Note' }],
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

  it('handles more than 26 columns and an empty sheet', async () => {
    const columns = Array.from({ length: 30 }, (_, i) => ({ header: `C${i}` }));
    const bytes = writeXlsx([{ name: 'Wide', columns, rows: [columns.map((_, i) => i)] }]);
    const rows = await read(bytes);
    expect(rows[1]?.[29]).toBe(29);
    expect(await read(writeXlsx([{ name: 'Empty', columns: [{ header: 'A' }], rows: [] }]))).toEqual([['A']]);
  });

  it('is deterministic (same rows, same bytes)', () => {
    const sheet = { name: 'S', columns: [{ header: 'A' }], rows: [['x']] };
    expect(writeXlsx([sheet])).toEqual(writeXlsx([sheet]));
  });

  it('has correct helpers', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    expect([0, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(xlsxFileName('Map Account List', 'Sunset Soda', '2026-01-01', '-', '2026-02-01')).toBe(
      'Map Account List Sunset Soda 2026-01-01 - 2026-02-01.xlsx',
    );
  });
});

describe('writeXlsx text cleaning', () => {
  it('drops control characters XML cannot hold', async () => {
    const rows = await read(writeXlsx([{ name: 'S', columns: [{ header: 'A' }], rows: [['a\u0001b\tc']] }]));
    expect(rows[1]?.[0]).toBe('ab\tc');
  });
});
