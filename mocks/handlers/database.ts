import { masterList, masterListDownload, masterListFilters } from '@/api/contract/database';
import {
  masterListFilterOptions,
  masterListQuery,
  masterListSheet,
  readMasterListPage,
} from '../db/queries/database';
import { writeXlsx, xlsxFileName } from '../xlsx';
import { CONTENT_TYPES, defineBlobHandler, defineJsonHandler } from './define-handler';

/** The Database section (SPEC.md section 7): the master list, its download and its options. */
export const databaseHandlers = [
  defineJsonHandler(masterListFilters, (ctx) => masterListFilterOptions(ctx.db)),
  defineJsonHandler(masterList, (ctx) => masterListQuery(ctx.db, ctx.params, readMasterListPage(ctx.values))),
  defineBlobHandler(masterListDownload, (ctx) => {
    const sheet = masterListSheet(ctx.db, ctx.params);
    return {
      fileName: xlsxFileName(sheet.name, ctx.db.today),
      bytes: writeXlsx([sheet]),
      contentType: CONTENT_TYPES.xlsx,
    };
  }),
];
