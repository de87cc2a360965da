import {
  accountPictures,
  averageFacings,
  competitors,
  facingsAdded,
  merchandisingData,
  merchandisingFilters,
  merchandisingXlsx,
  posPlacements,
  primaryPlacements,
  productsOnPromotion,
  secondaryPlacements,
  shelfPlacements,
  skuRetailPrices,
  skuVoids,
  tagsInstalled,
  totalFacings,
} from '@/api/contract/merchandising';
import {
  accountPicturesQuery,
  averageFacingsQuery,
  competitorsQuery,
  facingsAddedQuery,
  merchandisingDataQuery,
  merchandisingFilterOptions,
  merchFilter,
  placementsQuery,
  productsOnPromotionQuery,
  skuRetailPricesQuery,
  skuVoidsQuery,
  tagsInstalledQuery,
  totalFacingsQuery,
  type MerchFilter,
} from '../db/queries/merchandising';
import { merchandisingMapSheet } from '../db/queries/sheets';
import { xlsxFile } from './accounts';
import { defineBlobHandler, defineJsonHandler, httpError, type HandlerContext } from './define-handler';
import { sectionFilter, visibleBrands } from './section-filter';

/** Distributors select accounts; every merchandising parameter selects forms. */
const filterOf = (ctx: HandlerContext): MerchFilter =>
  merchFilter(sectionFilter(ctx, { distributorsOn: 'accounts' }), ctx.params);

/** The Merchandising pins and Summary: the handler's answer, and what alert rules read. */
export const merchandisingDataPayload = (ctx: HandlerContext) =>
  merchandisingDataQuery(ctx.db, filterOf(ctx));

export const merchandisingHandlers = [
  defineJsonHandler(merchandisingFilters, (ctx) => merchandisingFilterOptions(ctx.db, visibleBrands(ctx))),
  defineJsonHandler(merchandisingData, merchandisingDataPayload),
  defineJsonHandler(averageFacings, (ctx) => averageFacingsQuery(ctx.db, filterOf(ctx))),
  defineJsonHandler(facingsAdded, (ctx) => facingsAddedQuery(ctx.db, filterOf(ctx))),
  defineJsonHandler(totalFacings, (ctx) => totalFacingsQuery(ctx.db, filterOf(ctx))),
  defineJsonHandler(primaryPlacements, (ctx) => placementsQuery(ctx.db, filterOf(ctx), 'primary')),
  defineJsonHandler(shelfPlacements, (ctx) => placementsQuery(ctx.db, filterOf(ctx), 'shelf')),
  defineJsonHandler(secondaryPlacements, (ctx) => placementsQuery(ctx.db, filterOf(ctx), 'secondary')),
  defineJsonHandler(posPlacements, (ctx) => placementsQuery(ctx.db, filterOf(ctx), 'pos')),
  defineJsonHandler(competitors, (ctx) => competitorsQuery(ctx.db, filterOf(ctx))),
  defineJsonHandler(skuRetailPrices, (ctx) => skuRetailPricesQuery(ctx.db, filterOf(ctx))),
  defineJsonHandler(skuVoids, (ctx) => skuVoidsQuery(ctx.db, filterOf(ctx))),
  defineJsonHandler(tagsInstalled, (ctx) => tagsInstalledQuery(ctx.db, filterOf(ctx))),
  defineJsonHandler(productsOnPromotion, (ctx) => productsOnPromotionQuery(ctx.db, filterOf(ctx))),
  defineJsonHandler(accountPictures, (ctx) => {
    const id = Number(ctx.values.id);
    if (!ctx.values.id || !Number.isInteger(id)) throw httpError(400, 'Parameter id must be an account id');
    const pictures = accountPicturesQuery(ctx.db, filterOf(ctx), id);
    if (!pictures) throw httpError(404, 'Account not found');
    return pictures;
  }),
  defineBlobHandler(merchandisingXlsx, (ctx) => {
    const m = filterOf(ctx);
    return xlsxFile(ctx.db, m.f, merchandisingMapSheet(ctx.db, m));
  }),
];
