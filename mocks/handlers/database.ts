import { masterList, masterListDownload, masterListFilters } from '@/api/contract/database';
import {
  masterListFilterOptions,
  masterListQuery,
  masterListSheet,
  readMasterListPage,
} from '../db/queries/database';
import { xlsxDownload, xlsxFileName } from '../xlsx';
import { defineBlobHandler, defineJsonHandler } from './define-handler';

/** The Database section (SPEC.md section 7): the master list, its download and its options. */
export const databaseHandlers = [
  defineJsonHandler(masterListFilters, (ctx) => masterListFilterOptions(ctx.db)),
  defineJsonHandler(masterList, (ctx) =>
    masterListQuery(ctx.db, ctx.params, readMasterListPage(ctx.values), ctx.userBrands),
  ),
  defineBlobHandler(masterListDownload, (ctx) => {
    const sheet = masterListSheet(ctx.db, ctx.params);
    return xlsxDownload(xlsxFileName(sheet.name, ctx.db.today), [sheet]);
  }),
];
