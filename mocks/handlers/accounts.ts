import { HttpResponse, http } from 'msw';
import {
  accountsActiveAccountsReport,
  accountsAllStatusesReport,
  accountsData,
  accountsFilters,
  accountsMap,
  accountsMapAccount,
  accountsXlsx,
} from '@/api/contract/accounts';
import { getDb } from '../db/get-db';
import { DEMO_PHOTO_PATH, photoSvg } from '../db/photos';
import { accountsDataQuery, accountsMapAccountQuery, accountsMapQuery } from '../db/queries/accounts';
import type { ResolvedFilter } from '../db/queries/filter';
import { accountsFilterOptions } from '../db/queries/options';
import { accountsMapSheet, activeAccountsSheet, allStatusesSheet } from '../db/queries/sheets';
import type { Db } from '../db/generate';
import { xlsxDownload, xlsxFileName, type XlsxSheet } from '../xlsx';
import { sectionFilter, visibleBrands } from './section-filter';
import {
  defineBlobHandler,
  defineJsonHandler,
  httpError,
  type DemoFile,
  type HandlerContext,
} from './define-handler';

const accountsFilter = (ctx: HandlerContext): ResolvedFilter =>
  sectionFilter(ctx, { distributorsOn: 'accounts' });

/** An .xlsx download named after its title, brand and period. */
export const xlsxFile = (db: Db, f: ResolvedFilter, sheet: XlsxSheet): Promise<DemoFile> =>
  xlsxDownload(xlsxFileName(sheet.name, f.brand.name, db.iso(f.startDay), '-', db.iso(f.endDay)), [sheet]);

/** Caption of a demo photo: the store's name (and brand for shelf photos). */
const photoCaption = (db: Db, kind: string, id: string): string => {
  if (kind === 'primary' || kind === 'before' || kind === 'secondary') {
    const [visitIdx, brandIdx] = id.split('-').map(Number);
    const accountIdx = db.visitTable.accountIdx[visitIdx ?? -1];
    const account = accountIdx === undefined ? undefined : db.accounts[accountIdx];
    return account ? `${account.name} · ${db.brands[brandIdx ?? -1]?.name ?? ''}` : 'Shelf';
  }
  return db.accountById.get(Number(id))?.name ?? 'Store';
};

/**
 * Demo photos (storefront, coolers, shelves, map markers) drawn as SVG, so the demo
 * never reaches the internet. Public like image URLs are: no token.
 */
export const demoPhotoHandler = http.get(`*${DEMO_PHOTO_PATH}/:kind/:file`, ({ params }) => {
  const kind = String(params.kind);
  const id = String(params.file).replace(/\.svg$/, '');
  const svg = photoSvg(kind, id, kind === 'marker' ? '' : photoCaption(getDb(), kind, id));
  return new HttpResponse(new TextEncoder().encode(svg), {
    headers: { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' },
  });
});

/** The Accounts page's data (its Summary cards too): the handler's answer, and what alert rules read. */
export const accountsDataPayload = (ctx: HandlerContext) => accountsDataQuery(ctx.db, accountsFilter(ctx));

export const accountsHandlers = [
  defineJsonHandler(accountsFilters, (ctx) => accountsFilterOptions(ctx.db, visibleBrands(ctx))),
  defineJsonHandler(accountsData, accountsDataPayload),
  defineJsonHandler(accountsMap, (ctx) => accountsMapQuery(ctx.db, accountsFilter(ctx))),
  defineJsonHandler(accountsMapAccount, (ctx) => {
    const id = Number(ctx.values.id);
    if (!ctx.values.id || !Number.isInteger(id)) throw httpError(400, 'Parameter id must be an account id');
    const account = accountsMapAccountQuery(ctx.db, accountsFilter(ctx), id);
    if (!account) throw httpError(404, 'Account not found');
    return account;
  }),
  defineBlobHandler(accountsXlsx, (ctx) => {
    const f = accountsFilter(ctx);
    return xlsxFile(ctx.db, f, accountsMapSheet(ctx.db, f));
  }),
  defineBlobHandler(accountsAllStatusesReport, (ctx) => {
    const f = accountsFilter(ctx);
    return xlsxFile(ctx.db, f, allStatusesSheet(ctx.db, f));
  }),
  defineBlobHandler(accountsActiveAccountsReport, (ctx) => {
    const f = accountsFilter(ctx);
    return xlsxFile(ctx.db, f, activeAccountsSheet(ctx.db, f));
  }),
  demoPhotoHandler,
];
