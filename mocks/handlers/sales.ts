import {
  salesData,
  salesFilters,
  salesOrdersReport,
  salesTopAccounts,
  salesTotals,
  salesXlsx,
} from '@/api/contract/sales';
import type { ResolvedFilter } from '../db/queries/filter';
import { salesFilterOptions } from '../db/queries/options';
import { salesDataQuery, salesTotalsQuery, topAccountsQuery } from '../db/queries/sales';
import { ordersSheet, salesMapSheet } from '../db/queries/sheets';
import { xlsxFile } from './accounts';
import { sectionFilter, visibleBrands } from './section-filter';
import { defineBlobHandler, defineJsonHandler, type HandlerContext } from './define-handler';

/** On sales endpoints distributors select orders (who shipped), not accounts. */
const salesFilter = (
  ctx: HandlerContext,
  skuParam: 'skuNames' | 'salesSkuNames' = 'skuNames',
): ResolvedFilter => sectionFilter(ctx, { distributorsOn: 'orders', skuParam });

/** The Sales page's pins and Summary: the handler's answer, and what alert rules read. */
export const salesDataPayload = (ctx: HandlerContext) => salesDataQuery(ctx.db, salesFilter(ctx));

export const salesHandlers = [
  defineJsonHandler(salesFilters, (ctx) => salesFilterOptions(ctx.db, visibleBrands(ctx))),
  defineJsonHandler(salesData, salesDataPayload),
  defineJsonHandler(salesTotals, (ctx) => salesTotalsQuery(ctx.db, salesFilter(ctx))),
  defineJsonHandler(salesTopAccounts, (ctx) => topAccountsQuery(ctx.db, salesFilter(ctx))),
  defineBlobHandler(salesXlsx, (ctx) => {
    const f = salesFilter(ctx);
    return xlsxFile(ctx.db, f, salesMapSheet(ctx.db, f));
  }),
  defineBlobHandler(salesOrdersReport, (ctx) => {
    const f = salesFilter(ctx, 'salesSkuNames');
    return xlsxFile(ctx.db, f, ordersSheet(ctx.db, f));
  }),
];
