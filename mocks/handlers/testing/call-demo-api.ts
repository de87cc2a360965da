import { readSheet } from 'read-excel-file/node';
import type { Endpoint } from '@/api/contract/endpoint';
import {
  udsStats,
  workingStats,
  type AsmUdsData,
  type HoursAndMileage,
  type TimeEffortRow,
  type workingStatsWeek,
} from '@/api/contract/time-efforts';
import { issueToken, TOKEN_TYPE } from '../../demo-state';

/**
 * Test helpers: the demo API as the app sees it, HTTP under `${origin}/api` with a bearer
 * token. Kept out of mocks/handlers/*.ts, which the handler index loads into the app.
 */
export const callDemoApi = (
  endpoint: Pick<Endpoint, 'path'> | string,
  query: Record<string, string> = {},
  login: string | null = 'superadmin',
): Promise<Response> => {
  const url = new URL(`${location.origin}/api${typeof endpoint === 'string' ? endpoint : endpoint.path}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
  return fetch(url, { headers: login ? { Authorization: `${TOKEN_TYPE} ${issueToken(login)}` } : {} });
};

/** The rows of a downloaded .xlsx (first sheet), read by an independent reader. */
/**
 * The rows of a downloaded .xlsx, date cells (date-formatted columns) back as the API's
 * 'YYYY-MM-DD' text, so tests compare a file with the JSON the pages read.
 */
export const readXlsxRows = async (response: Response) =>
  (await readSheet(Buffer.from(await response.arrayBuffer()))).map((row) =>
    row.map((cell) => (cell instanceof Date ? cell.toISOString().slice(0, 10) : cell)),
  );

/** The text lines of a downloaded PDF, in drawing order, read back from its page streams. */
export const readPdfLines = async (response: Response): Promise<string[]> => {
  const { PDFArray, PDFDocument, PDFRawStream, decodePDFRawStream } = await import('pdf-lib');
  const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
  const lines: string[] = [];
  for (const page of doc.getPages()) {
    const contents = page.node.Contents();
    const streams =
      contents instanceof PDFArray ? contents.asArray().map((r) => doc.context.lookup(r)) : [contents];
    for (const stream of streams) {
      if (!(stream instanceof PDFRawStream)) continue;
      const ops = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
      // The standard fonts draw WinAnsi text as hex strings: `<48656c6c6f> Tj`.
      for (const [, hex] of ops.matchAll(/<([0-9A-Fa-f]*)> Tj/g))
        lines.push(Buffer.from(hex ?? '', 'hex').toString('latin1'));
    }
  }
  return lines;
};

/**
 * Every row of the Time & Efforts daily table for a filter, read page by page as a client
 * of GET /efforts/workingstats would (it answers one page and the total).
 */
export const allTimeEffortRows = async (
  query: Record<string, string>,
  login: string | null = 'superadmin',
): Promise<TimeEffortRow[]> => {
  const rows: TimeEffortRow[] = [];
  for (let page = 1; ; page++) {
    const response = await callDemoApi(workingStats, { ...query, page: String(page) }, login);
    if (response.status !== 200) throw new Error(`${workingStats.path} page ${page}: ${response.status}`);
    const answer = workingStats.response.parse(await response.json());
    rows.push(...answer.rows);
    if (answer.rows.length === 0 || rows.length >= answer.total) return rows;
  }
};

const parsed = async <E extends Endpoint & { response: { parse: (v: unknown) => unknown } }>(
  endpoint: E,
  query: Record<string, string>,
  login: string | null,
): Promise<ReturnType<E['response']['parse']>> => {
  const response = await callDemoApi(endpoint, query, login);
  if (response.status !== 200)
    throw new Error(`${endpoint.path} ${JSON.stringify(query)}: ${response.status}`);
  return endpoint.response.parse(await response.json()) as ReturnType<E['response']['parse']>;
};

/** Every representative of the weekly or monthly hours table, page after page, in page order. */
export const allHoursRows = async (
  endpoint: typeof workingStatsWeek,
  query: Record<string, string>,
  login: string | null = 'superadmin',
): Promise<HoursAndMileage> => {
  const rows: HoursAndMileage = {};
  for (let page = 1; ; page++) {
    const answer = await parsed(endpoint, { ...query, page: String(page) }, login);
    Object.assign(rows, answer.rows);
    if (Object.keys(answer.rows).length === 0 || Object.keys(rows).length >= answer.total) return rows;
  }
};

/** Every ASM's UDS table with every representative (TOTAL first), asked ASM by ASM and page by page. */
export const allAsmUdsTables = async (
  query: Record<string, string>,
  login: string | null = 'superadmin',
): Promise<AsmUdsData> => {
  const tables: AsmUdsData = {};
  const { asms } = await parsed(udsStats, query, login);
  for (const asm of asms) {
    const table: AsmUdsData[string] = {};
    for (let page = 1; ; page++) {
      const answer = await parsed(udsStats, { ...query, asm, page: String(page) }, login);
      Object.assign(table, answer.data[asm]);
      if (Object.keys(table).length - 1 >= answer.total) break;
    }
    tables[asm] = table;
  }
  return tables;
};
