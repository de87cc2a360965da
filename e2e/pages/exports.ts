import type { Download, Locator, Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';

/** A panel's Export menu and the page's 'Export this page' (src/ui/export). */
export class Exports {
  readonly exportPage: Locator;
  readonly progress: Locator;

  constructor(readonly page: Page) {
    this.exportPage = page.getByRole('button', { name: 'Export this page', exact: true });
    this.progress = page.locator('[data-export-progress]');
  }

  /** The panel's Export button: its name is 'Export {panel title}'. */
  menuButton(panel: Locator): Locator {
    return panel.getByRole('button', { name: /^Export / });
  }

  /** Opens the panel's menu and downloads through one of its items. */
  async download(
    panel: Locator,
    item: 'Download PNG' | 'Download CSV' | 'Download CSV (this page)',
  ): Promise<Download> {
    await this.menuButton(panel).click();
    const download = this.page.waitForEvent('download');
    await this.page.getByRole('menuitem', { name: item, exact: true }).click();
    return download;
  }

  async downloadDeck(): Promise<Download> {
    const download = this.page.waitForEvent('download', { timeout: 60_000 });
    await this.exportPage.click();
    return download;
  }
}

export const downloadedBytes = async (download: Download): Promise<Buffer> => readFile(await download.path());

/** A PNG's pixel size, from its IHDR chunk (bytes 16-23, after the signature and chunk header). */
export function pngSize(bytes: Buffer): { width: number; height: number } {
  if (bytes.subarray(1, 4).toString('latin1') !== 'PNG') throw new Error('not a PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** RFC 4180 records (quoted fields, doubled quotes, CRLF), a leading byte order mark dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < source.length; i++) {
    const c = source[i];
    if (quoted) {
      if (c === '"' && source[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\r' && source[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field || row.length > 0) rows.push([...row, field]);
  return rows;
}

/** A chart's screen-reader table as rows of cell text, its header row first. */
export async function screenReaderRows(figure: Locator): Promise<string[][]> {
  return figure
    .locator('table')
    .evaluate((table: HTMLTableElement) =>
      [...table.querySelectorAll('tr')].map((tr) => [...tr.cells].map((cell) => cell.textContent ?? '')),
    );
}
