/**
 * The demo API's spreadsheet writer: every download is declared as data (`XlsxSheet`: a
 * sheet name, its columns and the rows read from the data engine, see db/queries/*sheets*)
 * and written here by exceljs, a maintained .xlsx library (styled header, frozen header
 * row, column widths, number and date formats). exceljs is large, so it is imported when
 * the first file is made: it never reaches the first-load JS, and in demo mode it loads in
 * the page only when a user downloads something.
 */
import { CONTENT_TYPES, type DemoFile } from './handlers/define-handler';

export type XlsxCell = string | number | null | undefined;

/**
 * How a column's cells are shown. Numbers keep their value (a reader gets the number);
 * 'date' turns an ISO 'YYYY-MM-DD' text into a spreadsheet date.
 */
export type XlsxFormat = 'integer' | 'decimal' | 'money' | 'percent' | 'date';

export interface XlsxColumn {
  header: string;
  /** Width in characters. */
  width?: number;
  format?: XlsxFormat;
}

export interface XlsxSheet {
  name: string;
  columns: readonly XlsxColumn[];
  rows: readonly (readonly XlsxCell[])[];
}

const NUMBER_FORMATS: Record<XlsxFormat, string> = {
  integer: '#,##0',
  decimal: '#,##0.00',
  money: '"$"#,##0',
  // Percentages are sent as 0-100 values (SPEC.md: "12 (34%)"), shown with a % sign.
  percent: '0.0"%"',
  date: 'yyyy-mm-dd',
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Characters XML 1.0 cannot hold (a spreadsheet program refuses the file). */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const cellValue = (cell: XlsxCell, format: XlsxFormat | undefined): string | number | Date | null => {
  if (cell === null || cell === undefined || cell === '') return null;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (format === 'date') {
    const m = ISO_DATE.exec(cell);
    if (m) return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  }
  return cell.replace(XML_INVALID, '');
};

/** Sheet names: at most 31 characters, none of []:*?/\ and unique. */
const safeSheetNames = (sheets: readonly XlsxSheet[]): string[] => {
  const used = new Set<string>();
  return sheets.map((s, i) => {
    let name =
      s.name
        .replace(/[[\]:*?/\\]/g, ' ')
        .trim()
        .slice(0, 31) || `Sheet${i + 1}`;
    while (used.has(name.toLowerCase())) name = `${name.slice(0, 28)} ${i + 1}`;
    used.add(name.toLowerCase());
    return name;
  });
};

const HEADER_FILL = 'FFE7F5FF';

/** The .xlsx bytes of a workbook of one or more declared sheets. */
export async function writeXlsx(sheets: readonly XlsxSheet[]): Promise<Uint8Array> {
  if (sheets.length === 0) throw new Error('writeXlsx: a workbook needs a sheet');
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Field Sales Dashboard';
  const names = safeSheetNames(sheets);
  sheets.forEach((sheet, i) => {
    const worksheet = workbook.addWorksheet(names[i], { views: [{ state: 'frozen', ySplit: 1 }] });
    worksheet.columns = sheet.columns.map((column) => ({
      header: column.header.replace(XML_INVALID, ''),
      width: column.width ?? Math.max(10, column.header.length + 2),
      ...(column.format ? { style: { numFmt: NUMBER_FORMATS[column.format] } } : {}),
    }));
    const header = worksheet.getRow(1);
    header.font = { bold: true };
    header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: HEADER_FILL } };
    header.border = { bottom: { style: 'thin' } };
    for (const row of sheet.rows)
      worksheet.addRow(sheet.columns.map((column, c) => cellValue(row[c], column.format)));
  });
  const buffer = await workbook.xlsx.writeBuffer();
  // A plain Uint8Array copy: MSW delivers it intact in the browser and in vitest alike.
  return new Uint8Array(buffer as ArrayBuffer);
}

/** A download of declared sheets, as the demo API's blob handlers return it. */
export const xlsxDownload = async (fileName: string, sheets: readonly XlsxSheet[]): Promise<DemoFile> => ({
  fileName,
  bytes: await writeXlsx(sheets),
  contentType: CONTENT_TYPES.xlsx,
});

/** A download's file name from its parts, without the characters file systems refuse. */
export const downloadFileName = (extension: string, parts: readonly (string | null | undefined)[]): string =>
  `${parts
    .filter((p): p is string => !!p)
    .join(' ')
    .replace(/[\\/:*?"<>|]+/g, '-')}.${extension}`;

/** File names for downloads: '{title} {brand} {start} - {end}.xlsx'. */
export const xlsxFileName = (...parts: (string | null | undefined)[]): string =>
  downloadFileName('xlsx', parts);
