import { describe, expect, it } from 'vitest';
import { csvField, tablesToRows, toCsv } from './csv';

describe('csv', () => {
  it('joins fields with commas and records with CRLF', () => {
    expect(
      toCsv([
        ['Item', 'Value'],
        ['Shelf', '12'],
      ]),
    ).toBe('Item,Value\r\nShelf,12\r\n');
    expect(toCsv([])).toBe('');
  });

  it('quotes fields holding a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('1,234')).toBe('"1,234"');
    expect(csvField('Joe\'s "Best" Market')).toBe('"Joe\'s ""Best"" Market"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('cr\rhere')).toBe('"cr\rhere"');
    expect(csvField('plain text')).toBe('plain text');
    expect(csvField('')).toBe('');
  });

  it('keeps formulas from running but numbers as numbers', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('+1 store')).toBe("'+1 store");
    expect(csvField('-12.5')).toBe('-12.5');
    expect(csvField('-$1,200')).toBe('"-$1,200"');
    expect(csvField('-4%')).toBe('-4%');
  });

  it('writes one table as its headers and rows', () => {
    expect(tablesToRows([{ caption: 'Voids', headers: ['Item', 'Value'], rows: [['A', '1']] }])).toEqual([
      ['Item', 'Value'],
      ['A', '1'],
    ]);
    expect(tablesToRows([])).toEqual([]);
  });

  it('names the table of each row when several share their headers', () => {
    const rows = tablesToRows([
      { caption: 'Voids: Missing', headers: ['Item', 'Value'], rows: [['A', '1']] },
      { caption: 'Voids: Out of stock', headers: ['Item', 'Value'], rows: [['B', '2']] },
    ]);
    expect(rows).toEqual([
      ['Chart', 'Item', 'Value'],
      ['Voids: Missing', 'A', '1'],
      ['Voids: Out of stock', 'B', '2'],
    ]);
  });

  it('writes tables with different headers one after another under their captions', () => {
    const rows = tablesToRows([
      { caption: 'One', headers: ['Item'], rows: [['A']] },
      { caption: 'Two', headers: ['Date', 'Value'], rows: [['Mar 1', '2']] },
    ]);
    expect(toCsv(rows)).toBe('One\r\nItem\r\nA\r\n\r\nTwo\r\nDate,Value\r\nMar 1,2\r\n');
  });
});
