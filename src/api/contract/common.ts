import { z } from 'zod';
import type { RequestParamName } from './request-params';

/**
 * Building blocks shared by the contract modules: field schemas, filter-option pieces,
 * representative metrics, and the request parameter lists each section sends.
 */

/** A calendar date as the API sends it: 'YYYY-MM-DD'. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Expected a YYYY-MM-DD date');

/** A time of day as the API sends it: 'HH:mm' (24 h); the UI shows hh:mm AM/PM. */
export const timeOfDay = z.string().regex(/^\d{2}:\d{2}$/, 'Expected an HH:mm time');

/** Whole or fractional numbers, never strings. */
export const count = z.number().int().nonnegative();
export const amount = z.number();
export const percentage = z.number();

export const stringList = z.array(z.string());

/** Option lists that depend on the brand: `{ "Sunset Soda": ["Irvine", ...] }`. */
export const perBrand = <T extends z.ZodType>(item: T) => z.record(z.string(), z.array(item));
export const perBrandList = perBrand(z.string());

export const BrandOption = z
  .object({ Name: z.string(), EarliestDate: isoDate })
  .transform((s) => ({ name: s.Name, earliestDate: s.EarliestDate }));
export type BrandOption = z.output<typeof BrandOption>;

/** An option that belongs to one brand (SKUs, distributors). */
export const BrandItem = z
  .object({ Name: z.string(), Brand: z.string() })
  .transform((s) => ({ name: s.Name, brand: s.Brand }));
export type BrandItem = z.output<typeof BrandItem>;

export const AccountStatusOption = z
  .object({
    Name: z.string(),
    Color: z.string(),
    Image: z.string(),
    SortOrder: z.number(),
    Disabled: z.boolean(),
    DisabledOnMap: z.boolean(),
  })
  .transform((s) => ({
    name: s.Name,
    color: s.Color,
    image: s.Image,
    sortOrder: s.SortOrder,
    disabled: s.Disabled,
    disabledOnMap: s.DisabledOnMap,
  }));
export type AccountStatusOption = z.output<typeof AccountStatusOption>;

/** Map position; maps take [lng, lat], the API sends named fields to avoid that trap. */
export const Coordinates = z
  .object({ Latitude: z.number().min(-90).max(90), Longitude: z.number().min(-180).max(180) })
  .transform((s) => ({ lat: s.Latitude, lng: s.Longitude }));
export type Coordinates = z.output<typeof Coordinates>;

/** A status with the date it was set. */
export const DatedStatus = z
  .object({ Name: z.string(), Date: isoDate })
  .transform((s) => ({ name: s.Name, date: s.Date }));

/** A share of a whole: pies and distributions. */
export const Distribution = z
  .object({ Name: z.string(), Amount: z.number(), Percentage: percentage })
  .transform((s) => ({ name: s.Name, amount: s.Amount, percentage: s.Percentage }));
export type Distribution = z.output<typeof Distribution>;

export const ScorecardFile = z
  .object({ ScorecardID: z.number().int(), ScorecardFilename: z.string() })
  .transform((s) => ({ id: s.ScorecardID, fileName: s.ScorecardFilename }));
export type ScorecardFile = z.output<typeof ScorecardFile>;

/**
 * The filter options most sections share (SPEC.md section 3, "Filter options"): brands,
 * data sources, and per-brand location and people lists. Sections spread `.shape` of
 * this and add their extras.
 */
export const baseFilterOptionsShape = {
  Brands: z.array(BrandOption),
  AccountsSources: stringList,
  Cities: perBrandList,
  States: perBrandList,
  Chains: perBrandList,
  Banners: perBrandList,
  ChannelTypes: perBrandList,
  Regions: perBrandList,
  Counties: perBrandList,
  Territories: perBrandList,
  Representatives: perBrandList,
  RepresentativesMetric: perBrandList,
  Distributors: z.array(BrandItem),
  Frequencies: stringList,
};

type BaseServerOptions = z.output<z.ZodObject<typeof baseFilterOptionsShape>>;

/** The camelCase half of the base options (sections add their own fields). */
export const toBaseFilterOptions = (s: BaseServerOptions) => ({
  brands: s.Brands,
  accountsSources: s.AccountsSources,
  cities: s.Cities,
  states: s.States,
  chains: s.Chains,
  banners: s.Banners,
  channelTypes: s.ChannelTypes,
  regions: s.Regions,
  counties: s.Counties,
  territories: s.Territories,
  representatives: s.Representatives,
  representativesMetric: s.RepresentativesMetric,
  distributors: s.Distributors,
  frequencies: s.Frequencies,
});
export type BaseFilterOptions = ReturnType<typeof toBaseFilterOptions>;

/** A file the server prepared elsewhere (PDF reports): fetch the link, save under the name. */
export const DownloadLinkResponse = z
  .object({ DownloadLink: z.string().min(1), FileName: z.string().min(1) })
  .transform((s) => ({ downloadLink: s.DownloadLink, fileName: s.FileName }));
export type DownloadLinkResult = z.output<typeof DownloadLinkResponse>;

/** A request accepted for later processing (e-mailed reports). */
export const AcceptedResponse = z.object({ Message: z.string() }).transform((s) => ({ message: s.Message }));

// ---------------------------------------------------------------------------------------
// Representative metrics (SPEC.md section 3, "Representative metrics")

/** Server metric name -> domain key. */
export const REP_METRIC_KEYS = {
  StatusStoresVisited: 'visits',
  StatusFormsSubmitted: 'accountsVisited',
  HoursWorked: 'hours',
  MileageDriven: 'miles',
  NewAccounts: 'newAccounts',
  NewAccountsUnique: 'newAccountsUnique',
  NewAccountsChain: 'newAccountsChain',
  NewAccountsChainUnique: 'newAccountsChainUnique',
  HotLeads: 'hotLeads',
  HotLeadsUnique: 'hotLeadsUnique',
  WarmLeads: 'warmLeads',
  WarmLeadsUnique: 'warmLeadsUnique',
  Discontinued: 'discontinued',
  DiscontinuedUnique: 'discontinuedUnique',
  MerchFormsSubmitted: 'merchForms',
  MerchStoresVisited: 'merchStores',
  FacingsAdded: 'facingsAdded',
  ReordersPlaced: 'reorders',
  AvgNumberOfFacings: 'avgFacings',
  AvgNumberOfSKUs: 'avgSkus',
  SecondaryPlacements: 'secondaryPlacements',
  SecondaryPlacementsUnique: 'secondaryPlacementsUnique',
  OrdersSubmitted: 'orders',
  TotalAmount: 'totalAmount',
  TotalCasesCount: 'totalCases',
  UniqueAccountOrders: 'uniqueAccountOrders',
} as const;

export type ServerRepMetricName = keyof typeof REP_METRIC_KEYS;
export type RepMetricKey = (typeof REP_METRIC_KEYS)[ServerRepMetricName];
export const SERVER_REP_METRIC_NAMES = Object.keys(REP_METRIC_KEYS) as ServerRepMetricName[];

/** Labels and groups (SPEC.md: visits reads 'Accounts Visited', accountsVisited reads 'Visits'). */
export const REP_METRICS: Record<
  RepMetricKey,
  { label: string; group: 'account' | 'merchandising' | 'sales' }
> = {
  visits: { label: 'Accounts Visited', group: 'account' },
  accountsVisited: { label: 'Visits', group: 'account' },
  hours: { label: 'Hours Worked', group: 'account' },
  miles: { label: 'Mileage Driven', group: 'account' },
  newAccounts: { label: 'New Accounts', group: 'account' },
  newAccountsUnique: { label: 'New Accounts (Unique)', group: 'account' },
  newAccountsChain: { label: 'New Chain Accounts', group: 'account' },
  newAccountsChainUnique: { label: 'New Chain Accounts (Unique)', group: 'account' },
  hotLeads: { label: 'Hot Leads', group: 'account' },
  hotLeadsUnique: { label: 'Hot Leads (Unique)', group: 'account' },
  warmLeads: { label: 'Warm Leads', group: 'account' },
  warmLeadsUnique: { label: 'Warm Leads (Unique)', group: 'account' },
  discontinued: { label: 'Discontinued', group: 'account' },
  discontinuedUnique: { label: 'Discontinued (Unique)', group: 'account' },
  merchForms: { label: 'Merchandising Visits', group: 'merchandising' },
  merchStores: { label: 'Accounts Merchandised', group: 'merchandising' },
  facingsAdded: { label: 'Facings Added', group: 'merchandising' },
  reorders: { label: 'Reorders', group: 'merchandising' },
  avgFacings: { label: 'Facings (Avg)', group: 'merchandising' },
  avgSkus: { label: 'SKUs (Avg)', group: 'merchandising' },
  secondaryPlacements: { label: 'Secondary Placements', group: 'merchandising' },
  secondaryPlacementsUnique: { label: 'Secondary Placements (Unique)', group: 'merchandising' },
  orders: { label: 'Orders', group: 'sales' },
  totalAmount: { label: 'Sales', group: 'sales' },
  totalCases: { label: 'Cases', group: 'sales' },
  uniqueAccountOrders: { label: 'Accounts Ordered', group: 'sales' },
};

export const DatedValue = z
  .object({ DateStart: isoDate, Value: z.number() })
  .transform((s) => ({ dateStart: s.DateStart, value: s.Value }));
export type DatedValue = z.output<typeof DatedValue>;

/**
 * Metrics keyed by a name (representative, ASM), then by server metric name, each an array
 * of DateStart/Value points; the output uses domain keys.
 */
export const metricsByName = <const M extends Record<string, string>>(mapping: M) =>
  z
    .record(
      z.string(),
      z.partialRecord(
        z.enum(Object.keys(mapping) as [keyof M & string, ...(keyof M & string)[]]),
        z.array(DatedValue),
      ),
    )
    .transform((server) => {
      const out: Record<string, Partial<Record<M[keyof M], DatedValue[]>>> = {};
      for (const [name, metrics] of Object.entries(server)) {
        const row: Partial<Record<M[keyof M], DatedValue[]>> = {};
        for (const [metric, points] of Object.entries(metrics) as [
          keyof M & string,
          DatedValue[] | undefined,
        ][]) {
          if (points) row[mapping[metric] as M[keyof M]] = points;
        }
        out[name] = row;
      }
      return out;
    });

export const RepMetrics = metricsByName(REP_METRIC_KEYS);
export type RepMetrics = z.output<typeof RepMetrics>;

// ---------------------------------------------------------------------------------------
// Request parameters per section (names after SPEC.md section 5's renames)

export const SHARED_FILTER_PARAMS = [
  'dateStart',
  'dateEnd',
  'brand',
  'name',
  'address',
  'zipCode',
  'channels',
  'cities',
  'states',
  'chains',
  'banners',
  'regions',
  'counties',
  'territories',
  'representatives',
  'representativesMetric',
  'frequencies',
  'accountsSource',
  'distributors',
  'notVisitedIn',
] as const satisfies readonly RequestParamName[];

export const MERCHANDISING_PARAMS = [
  ...SHARED_FILTER_PARAMS,
  'numberOfSkus',
  'numberOfFacings',
  'dublicateImages',
  'primary',
  'secondary',
  'locations',
  'types',
  'tags',
  'prices',
  'promo',
  'competitors',
] as const satisfies readonly RequestParamName[];

export const REPORTS_PARAMS = [
  ...SHARED_FILTER_PARAMS,
  'salesSkuNames',
  'merchandisingSkuNames',
  'numberOfSkus',
  'numberOfFacings',
] as const satisfies readonly RequestParamName[];

export const MANAGEMENT_PARAMS = [
  ...REPORTS_PARAMS,
  'inactiveRepresentatives',
] as const satisfies readonly RequestParamName[];

export const EFFORTS_PARAMS = [
  ...SHARED_FILTER_PARAMS,
  'inactiveRepresentatives',
] as const satisfies readonly RequestParamName[];

const NOT_IN_SCHEDULE: readonly RequestParamName[] = [
  'brand',
  'distributors',
  'salesSkuNames',
  'merchandisingSkuNames',
  'notVisitedIn',
];

export const SCHEDULE_PARAMS: readonly RequestParamName[] = MANAGEMENT_PARAMS.filter(
  (p) => !NOT_IN_SCHEDULE.includes(p),
);

export const DATABASE_PARAMS = [
  'name',
  'address',
  'zipCode',
  'channels',
  'cities',
  'states',
  'chains',
  'banners',
  'regions',
  'counties',
  'territories',
  'representatives',
  'frequencies',
  'accountsSource',
  'accountsActive',
] as const satisfies readonly RequestParamName[];
