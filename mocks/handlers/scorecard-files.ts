import {
  deleteScorecardFile,
  downloadScorecardFile,
  listScorecardFiles,
  uploadScorecardFile,
} from '@/api/contract/scorecard-files';
import { sampleScorecardSheet } from '../db/queries/scorecard-files';
import {
  activeBrands,
  base64ToBytes,
  bytesToBase64,
  readDemoState,
  scorecardFilesByBrand,
  updateDemoState,
} from '../demo-state';
import { writeXlsx } from '../xlsx';
import {
  CONTENT_TYPES,
  defineBlobHandler,
  defineJsonHandler,
  httpError,
  type HandlerContext,
} from './define-handler';
import { requireAdmin } from './users';

/**
 * The Admin chain scorecard files API (SPEC.md section 7, "Scorecard files"). An upload's
 * bytes are kept in the demo state (this browser's storage), and a download answers with
 * exactly those bytes. The Reports page lists the same files (its /reports/filters).
 */

/** The demo keeps files in local storage (about 5 MB for everything): one file stays small. */
export const MAX_SCORECARD_BYTES = 1024 * 1024;

/** Server texts of refused calls (the app shows them after 'Failed to upload {file}'). */
export const SCORECARD_API_MESSAGES = {
  noFile: 'No file was sent.',
  notXlsx: 'The file must be .xlsx',
  notSpreadsheet: 'The file is not an .xlsx spreadsheet.',
  tooLarge: 'The file is larger than 1 MB, the most the demo keeps in this browser.',
  storageFull: 'The demo storage in this browser is full: delete a file first.',
  unknownBrand: (brand: string) => `Brand '${brand}' not found.`,
  notFound: 'Scorecard file not found.',
} as const;

/** .xlsx is a zip: it starts with 'PK'. */
const looksLikeXlsx = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

const fileById = (ctx: HandlerContext) => {
  const id = Number(ctx.values.id);
  const file = ctx.state.scorecardFiles.find((f) => f.id === id);
  if (!file) throw httpError(404, SCORECARD_API_MESSAGES.notFound);
  return file;
};

export const scorecardFileHandlers = [
  defineJsonHandler(listScorecardFiles, (ctx) => {
    requireAdmin(ctx, 'chainScorecard');
    return scorecardFilesByBrand(ctx.state);
  }),
  defineJsonHandler(uploadScorecardFile, async (ctx) => {
    requireAdmin(ctx, 'chainScorecard');
    const brand = ctx.values.brand?.trim() ?? '';
    if (!activeBrands(ctx.state).includes(brand))
      throw httpError(400, SCORECARD_API_MESSAGES.unknownBrand(brand), 'brand');
    const upload = ctx.files.file;
    if (!upload) throw httpError(400, SCORECARD_API_MESSAGES.noFile, 'file');
    if (!/\.xlsx$/i.test(upload.name)) throw httpError(400, SCORECARD_API_MESSAGES.notXlsx);
    if (upload.size > MAX_SCORECARD_BYTES) throw httpError(413, SCORECARD_API_MESSAGES.tooLarge);
    const bytes = new Uint8Array(await upload.arrayBuffer());
    if (!looksLikeXlsx(bytes)) throw httpError(400, SCORECARD_API_MESSAGES.notSpreadsheet);
    const dataBase64 = bytesToBase64(bytes);
    // The same name for the same brand replaces the file and keeps its id (links keep working).
    const id = updateDemoState((s) => {
      const same = s.scorecardFiles.find((f) => f.brand === brand && f.fileName === upload.name);
      if (same) {
        same.dataBase64 = dataBase64;
        return same.id;
      }
      const next = s.nextId++;
      s.scorecardFiles.push({ id: next, brand, fileName: upload.name, dataBase64 });
      return next;
    });
    // updateDemoState keeps the old state when storage refuses the new one.
    const state = readDemoState();
    if (state.scorecardFiles.find((f) => f.id === id)?.dataBase64 !== dataBase64)
      throw httpError(507, SCORECARD_API_MESSAGES.storageFull);
    return scorecardFilesByBrand(state);
  }),
  defineBlobHandler(downloadScorecardFile, async (ctx) => {
    requireAdmin(ctx, 'chainScorecard');
    const file = fileById(ctx);
    let data = file.dataBase64;
    if (data === null) {
      // A built-in sample is written once, then kept, so every download is the same file.
      data = bytesToBase64(await writeXlsx([sampleScorecardSheet(ctx.db, file.brand)]));
      const saved = data;
      updateDemoState((s) => {
        const stored = s.scorecardFiles.find((f) => f.id === file.id);
        if (stored) stored.dataBase64 = saved;
      });
    }
    return { fileName: file.fileName, bytes: base64ToBytes(data), contentType: CONTENT_TYPES.xlsx };
  }),
  defineJsonHandler(deleteScorecardFile, (ctx) => {
    requireAdmin(ctx, 'chainScorecard');
    const file = fileById(ctx);
    return updateDemoState((s) => {
      s.scorecardFiles = s.scorecardFiles.filter((f) => f.id !== file.id);
      return scorecardFilesByBrand(s);
    });
  }),
];
