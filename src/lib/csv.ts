/**
 * CSV text (RFC 4180) from rows of cell strings: fields joined by commas, records by CRLF,
 * a field quoted when it holds a comma, a quote, CR or LF (its quotes doubled).
 *
 * A cell a spreadsheet would run as a formula (one starting with =, +, -, @, a tab or CR)
 * gets a leading apostrophe, unless it reads as a number: an account named
 * "=HYPERLINK(...)" stays text, "-12.5" and "-$1,200" stay numbers.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER_LIKE = /^[-+]?\$?[\d,]*\.?\d+%?$/;

export const csvField = (value: string): string => {
  const safe = FORMULA_START.test(value) && !NUMBER_LIKE.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

export const toCsv = (rows: readonly (readonly string[])[]): string =>
  rows.map((row) => row.map(csvField).join(',')).join('\r\n') + (rows.length > 0 ? '\r\n' : '');

/** A table as its text alternative holds it: a caption, the column headers and the rows. */
export interface TextTable {
  caption: string;
  headers: readonly string[];
  rows: readonly (readonly string[])[];
}

/**
 * The rows of one CSV for a panel's tables: one table is its header row and rows; several
 * with the same headers (a pie per void status) get a first column naming each row's
 * table; several with different headers are written one after another, each under its
 * caption, a blank record between them.
 */
export function tablesToRows(tables: readonly TextTable[]): string[][] {
  const [first] = tables;
  if (!first) return [];
  if (tables.length === 1) return [[...first.headers], ...first.rows.map((row) => [...row])];
  const sameHeaders = tables.every(
    (t) => t.headers.length === first.headers.length && t.headers.every((h, i) => h === first.headers[i]),
  );
  if (sameHeaders) {
    return [['Chart', ...first.headers], ...tables.flatMap((t) => t.rows.map((row) => [t.caption, ...row]))];
  }
  return tables.flatMap((t, i) => [
    ...(i > 0 ? [[]] : []),
    [t.caption],
    [...t.headers],
    ...t.rows.map((row) => [...row]),
  ]);
}
