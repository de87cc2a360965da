import { saveBlob } from '@/api/download';
import { tablesToRows, toCsv } from '@/lib/csv';
import { chartPng } from './capture';
import { fileNameFor } from './export-layout';
import type { PanelExportSources } from './export-sources';

/**
 * What a panel's Export menu does, loaded on its first use (with the DOM-to-image library
 * behind it) so no page's first load carries it.
 */

/** A UTF-8 byte order mark: spreadsheet programs then read '–' and 'é' as written. */
const BOM = '\uFEFF';

/** The CSV of the panel's tables as shown now (`tablesToRows`). */
export function saveCsv(sources: PanelExportSources, title: string): void {
  const rows = tablesToRows(sources.active().map((source) => source.table()));
  saveBlob(new Blob([BOM + toCsv(rows)], { type: 'text/csv;charset=utf-8' }), fileNameFor(title, 'csv'));
}

/**
 * The PNG of what the panel's charts draw: one chart is its figure; several (a pie per
 * void status) are the panel's body, all of them as laid out.
 */
export async function savePng(
  sources: PanelExportSources,
  body: HTMLElement,
  title: string,
  caption: string,
): Promise<void> {
  const charts = sources.active().filter((source) => source.kind === 'chart');
  const only = charts.length === 1 ? charts[0]?.element.current : null;
  saveBlob(await chartPng(only ?? body, title, caption), fileNameFor(title, 'png'));
}
