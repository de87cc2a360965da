import { z } from 'zod';
import {
  AccountStatusOption,
  BrandItem,
  Coordinates,
  DatedStatus,
  Distribution,
  DownloadLinkResponse,
  MERCHANDISING_PARAMS,
  REPORTS_PARAMS,
  baseFilterOptionsShape,
  isoDate,
  percentage,
  perBrandList,
  stringList,
  toBaseFilterOptions,
} from './common';
import { blobEndpoint, jsonEndpoint } from './endpoint';

const nullableDate = isoDate.nullable();
const nullableUrl = z.string().nullable();

/** A merchandising map pin (SPEC.md section 3: map account plus merchandising fields). */
export const MerchandisingAccount = z
  .object({
    Id: z.number().int(),
    Name: z.string(),
    Address: z.string(),
    Status: DatedStatus,
    Coordinates,
    StorePictureUrl: nullableUrl,
    CoolerPictureUrl: nullableUrl,
    SecondCoolerPictureUrl: nullableUrl,
    SnacksPictureUrl: nullableUrl,
    LastDate: nullableDate,
    TotalVisits: z.number().int(),
    Representative: z.string(),
    NextScheduledDate: nullableDate,
    DiscontinuedDate: nullableDate,
    Date: nullableDate,
    AuthorisedDate: nullableDate,
    PrimaryPlacementPictureUrl: nullableUrl,
    SecondaryPlacementPictureUrl: nullableUrl,
    SecondaryPlacementCount: z.number().int(),
    SecondaryPlacementCountPercentage: percentage,
    /** The primary placement of the account's latest form in the period: its map legend category. */
    PrimaryPlacement: z.string(),
  })
  .transform((s) => ({
    id: s.Id,
    name: s.Name,
    address: s.Address,
    status: s.Status,
    coordinates: s.Coordinates,
    storePictureUrl: s.StorePictureUrl,
    coolerPictureUrl: s.CoolerPictureUrl,
    secondCoolerPictureUrl: s.SecondCoolerPictureUrl,
    snacksPictureUrl: s.SnacksPictureUrl,
    lastDate: s.LastDate,
    totalVisits: s.TotalVisits,
    representative: s.Representative,
    nextScheduledDate: s.NextScheduledDate,
    discontinuedDate: s.DiscontinuedDate,
    date: s.Date,
    authorisedDate: s.AuthorisedDate,
    primaryPlacementPictureUrl: s.PrimaryPlacementPictureUrl,
    secondaryPlacementPictureUrl: s.SecondaryPlacementPictureUrl,
    secondaryPlacementCount: s.SecondaryPlacementCount,
    secondaryPlacementCountPercentage: s.SecondaryPlacementCountPercentage,
    primaryPlacement: s.PrimaryPlacement,
  }));
export type MerchandisingAccount = z.output<typeof MerchandisingAccount>;

export const MerchandisingSummary = z
  .object({
    Stores: z.number(),
    Forms: z.number(),
    Facings: z.number(),
    Reorders: z.number(),
    ReordersPercentage: percentage,
    SecondaryPlacements: z.number(),
    SecondaryPlacementPercentage: percentage,
    AvgFacings: z.number(),
    AvgSkus: z.number(),
    FacingsTotal: z.number(),
  })
  .transform((s) => ({
    stores: s.Stores,
    forms: s.Forms,
    facings: s.Facings,
    reorders: s.Reorders,
    reordersPercentage: s.ReordersPercentage,
    secondaryPlacements: s.SecondaryPlacements,
    secondaryPlacementPercentage: s.SecondaryPlacementPercentage,
    avgFacings: s.AvgFacings,
    avgSkus: s.AvgSkus,
    facingsTotal: s.FacingsTotal,
  }));
export type MerchandisingSummary = z.output<typeof MerchandisingSummary>;

export const MerchandisingData = z
  .object({ Accounts: z.array(MerchandisingAccount), Summary: MerchandisingSummary })
  .transform((s) => ({ accounts: s.Accounts, summary: s.Summary }));
export type MerchandisingData = z.output<typeof MerchandisingData>;

export const MerchandisingFilterOptions = z
  .object({
    ...baseFilterOptionsShape,
    Statuses: z.array(AccountStatusOption),
    Primary: stringList,
    Secondary: stringList,
    Locations: stringList,
    Types: stringList,
    Tags: stringList,
    Promo: stringList,
    Prices: perBrandList,
    Competitors: stringList,
    Placements: stringList,
    DublicateImages: stringList,
    Skus: z.array(BrandItem),
  })
  .transform((s) => ({
    ...toBaseFilterOptions(s),
    statuses: s.Statuses,
    primary: s.Primary,
    secondary: s.Secondary,
    locations: s.Locations,
    types: s.Types,
    tags: s.Tags,
    promo: s.Promo,
    prices: s.Prices,
    competitors: s.Competitors,
    placements: s.Placements,
    dublicateImages: s.DublicateImages,
    skus: s.Skus,
  }));
export type MerchandisingFilterOptions = z.output<typeof MerchandisingFilterOptions>;

export const AverageFacingsPoint = z
  .object({ Date: isoDate, AvgFacings: z.number(), AvgSkus: z.number() })
  .transform((s) => ({ date: s.Date, avgFacings: s.AvgFacings, avgSkus: s.AvgSkus }));

export const FacingsAddedPoint = z
  .object({ StartDate: isoDate, Amount: z.number() })
  .transform((s) => ({ startDate: s.StartDate, amount: s.Amount }));

/** Total facings per SKU per date: one line per SKU. */
export const TotalFacingsPoint = z
  .object({ Date: isoDate, SkuName: z.string(), Facings: z.number() })
  .transform((s) => ({ date: s.Date, skuName: s.SkuName, facings: s.Facings }));

export const PlacementShare = z
  .object({ Placement: z.string(), Amount: z.number(), Percentage: percentage })
  .transform((s) => ({ placement: s.Placement, amount: s.Amount, percentage: s.Percentage }));
export type PlacementShare = z.output<typeof PlacementShare>;

export const ValueShare = z
  .object({ Value: z.string(), Amount: z.number(), Percentage: percentage })
  .transform((s) => ({ value: s.Value, amount: s.Amount, percentage: s.Percentage }));
export type ValueShare = z.output<typeof ValueShare>;

export const SkuRetailPrice = z
  .object({
    SkuName: z.string(),
    AvgPrice: z.number(),
    MinPrice: z.number(),
    MaxPrice: z.number(),
    Count: z.number().int(),
  })
  .transform((s) => ({
    skuName: s.SkuName,
    avgPrice: s.AvgPrice,
    minPrice: s.MinPrice,
    maxPrice: s.MaxPrice,
    count: s.Count,
  }));
export type SkuRetailPriceData = z.output<typeof SkuRetailPrice>;

/** Voids: one group per void status, each a pie of SKUs. */
export const SkuVoidsGroup = z
  .object({
    Status: z.string(),
    Skus: z.array(z.object({ SkuName: z.string(), Amount: z.number(), Percentage: percentage })),
  })
  .transform((s) => ({
    status: s.Status,
    skus: s.Skus.map((k) => ({ skuName: k.SkuName, amount: k.Amount, percentage: k.Percentage })),
  }));
export type SkuVoidsGroupData = z.output<typeof SkuVoidsGroup>;

export const IMAGE_TYPES = ['primary', 'secondary'] as const;

export const AccountPicture = z
  .object({ Type: z.enum(IMAGE_TYPES), Date: isoDate, Url: z.string() })
  .transform((s) => ({ type: s.Type, date: s.Date, url: s.Url }));
export type AccountPicture = z.output<typeof AccountPicture>;

const params = MERCHANDISING_PARAMS;

export const merchandisingData = jsonEndpoint({
  method: 'GET',
  path: '/merchandising',
  summary: 'Map pins (Accounts) and Summary for the filter.',
  params,
  response: MerchandisingData,
  listsEveryAccount: true,
});

export const merchandisingFilters = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/filters',
  summary: 'Filter options of the Merchandising page.',
  params: [],
  response: MerchandisingFilterOptions,
});

export const averageFacings = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/average-facings',
  summary: 'Average facings and SKUs per door, by date.',
  params,
  response: z.array(AverageFacingsPoint),
});

export const facingsAdded = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/facings-added',
  summary: 'Facings added per ISO week (StartDate is the Monday).',
  params,
  response: z.array(FacingsAddedPoint),
});

export const totalFacings = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/total-facings',
  summary: 'Total facings per SKU, by date.',
  params,
  response: z.array(TotalFacingsPoint),
});

const placement = (path: string, what: string) =>
  jsonEndpoint({
    method: 'GET',
    path: `/merchandising/${path}`,
    summary: `${what} distribution (latest form per account in the period).`,
    params,
    response: z.array(PlacementShare),
  });

export const primaryPlacements = placement('primary-placements', 'Primary placement');
export const shelfPlacements = placement('shelf-placements', 'Shelf placement');
export const secondaryPlacements = placement('secondary-placements', 'Secondary placement');
export const posPlacements = placement('pos-placements', 'POS placement');

export const competitors = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/competitors',
  summary: 'Competitor brands seen on shelf.',
  params,
  response: z.array(Distribution),
});

export const skuRetailPrices = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/sku-retail-prices',
  summary: 'Retail price per SKU (average, minimum, maximum, number of observations).',
  params,
  response: z.array(SkuRetailPrice),
});

export const skuVoids = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/sku-voids',
  summary: 'Voids per SKU, grouped by void status.',
  params,
  response: z.array(SkuVoidsGroup),
});

export const tagsInstalled = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/tags-installed',
  summary: 'Tags on shelf distribution.',
  params,
  response: z.array(ValueShare),
});

export const productsOnPromotion = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/products-on-promotion',
  summary: 'Products on promo distribution.',
  params,
  response: z.array(ValueShare),
});

export const accountPictures = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/account-pictures',
  summary: "One account's merchandising photos (primary and secondary placement) in the filter's period.",
  params,
  extraParams: ['id'],
  response: z.array(AccountPicture),
});

export const merchandisingXlsx = blobEndpoint({
  method: 'GET',
  path: '/merchandising/xlsx',
  summary: 'The Merchandising Map account list as .xlsx.',
  params,
  failureSubject: 'merchandising report',
});

export const accountImagesReport = jsonEndpoint({
  method: 'GET',
  path: '/merchandising/reports/account-images',
  summary: 'Account images PDF for the ISO week starting dateStartReport (a Monday). Returns a PDF link.',
  // Asked from the Reports page, with its filter, like the other merchandising reports.
  params: REPORTS_PARAMS,
  extraParams: ['dateStartReport'],
  response: DownloadLinkResponse,
});

export const ACCOUNT_IMAGES_FAILURE = 'merchandising account images report';
