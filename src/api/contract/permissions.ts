import { z } from 'zod';

/**
 * THE permission catalogue (docs/decisions.md, behaviour 6). SPEC.md does not name the
 * permission keys, so they are defined here once and used everywhere: navigation, panel
 * gating, filter gating, the permission editor tree, the demo users and the demo API.
 *
 * Each section has
 * - `permissions`: blocks, charts, maps, downloads and buttons (a nav link shows only
 *   when the section holds at least one of them),
 * - `filters`: filter field names exactly as in the section's filter schema, plus 'dates'
 *   (start/end pickers) and 'periodShortcut'.
 * Order matters: the permission editor and the docs list keys in this order.
 */

const FILTER_LABELS = {
  brand: 'Brand',
  dates: 'Start and end dates',
  periodShortcut: 'Period shortcut',
  name: 'Account name',
  address: 'Address',
  cities: 'City',
  states: 'State',
  zipCode: 'Zip Code',
  chains: 'Chain',
  banners: 'Banner',
  channelTypes: 'Channel',
  channels: 'Channel',
  regions: 'Region',
  counties: 'County',
  territories: 'Area',
  skuNames: 'SKUs - Sales',
  salesSkuNames: 'SKUs - Sales',
  merchandisingSkuNames: 'SKUs - Merchandising',
  distributors: 'Distributors',
  representatives: 'Rep - Account',
  representativesMetric: 'Rep - Metric',
  statusesNames: 'Account status',
  numberOfSkus: 'Number of SKUs',
  numberOfFacings: 'Number of facings',
  primary: 'Primary placement',
  secondary: 'Secondary placement',
  locations: 'Shelf location',
  types: 'Secondary placement type',
  tags: 'Tags on shelf',
  prices: 'Retail price',
  promo: 'Products on promo',
  competitors: 'Competitors',
  activeAccounts: 'Active accounts',
  accountsSource: 'Data Source',
  notVisitedIn: 'No Activity',
  frequencies: 'Frequency',
  inactiveReps: 'Inactive Representatives',
  noImageReasons: 'No Photo',
  dublicateImages: 'Duplicate Photo',
} as const;

export type CatalogueFilterName = keyof typeof FILTER_LABELS;

/**
 * Filters that sit in the admin-only second row of a filter board (SPEC.md section 6); the
 * row shows only with at least one of them. 'representatives' is not here: in every filter
 * board it is the ordinary 'Rep - Account' control.
 */
export const ADMIN_ROW_FILTERS = [
  'accountsSource',
  'notVisitedIn',
  'frequencies',
  'inactiveReps',
  'noImageReasons',
  'dublicateImages',
] as const satisfies readonly CatalogueFilterName[];

const pick = <K extends CatalogueFilterName>(...keys: K[]): { [P in K]: (typeof FILTER_LABELS)[P] } =>
  Object.fromEntries(keys.map((k) => [k, FILTER_LABELS[k]])) as { [P in K]: (typeof FILTER_LABELS)[P] };

/** Filters most boards share, in board order. */
const LOCATION_FILTERS = [
  'name',
  'address',
  'cities',
  'states',
  'zipCode',
  'chains',
  'banners',
  'channelTypes',
  'regions',
  'counties',
  'territories',
] as const;

export const PERMISSION_CATALOGUE = {
  accounts: {
    label: 'Accounts',
    permissions: {
      map: 'Account Status Map',
      mapReport: 'Account Status Map download',
      summary: 'Summary cards',
      accountStatus: 'Account Status chart',
      channels: 'Accounts by Channel - All Accounts',
      noInterest: 'Account Status - All Accounts',
      distributors: 'New Accounts by Distributor',
      authorisedChannels: 'Authorized Accounts by Channel',
      attention: 'Needs attention',
    },
    filters: pick(
      'brand',
      'dates',
      'periodShortcut',
      ...LOCATION_FILTERS,
      'statusesNames',
      'distributors',
      'representatives',
      'representativesMetric',
      'accountsSource',
      'notVisitedIn',
      'frequencies',
      'noImageReasons',
    ),
  },
  merchandising: {
    label: 'Merchandising',
    permissions: {
      map: 'Merchandising Map',
      mapReport: 'Merchandising Map download',
      accountList: 'Merchandising Map account list',
      summary: 'Summary cards',
      facingsAdded: 'Facings Added',
      averageFacings: 'Average Facings / SKUs per Door',
      totalFacings: 'Total Facings',
      voids: 'Voids',
      status: "'Metrics as of' block",
      placements: 'Primary, shelf, secondary and POS placement',
      tags: 'Tags on shelf',
      promo: 'Products on promo',
      competitors: 'Competitors',
      retailPrices: 'SKU retail prices',
      accountImages: 'Account photos',
    },
    filters: pick(
      'brand',
      'dates',
      'periodShortcut',
      ...LOCATION_FILTERS,
      'distributors',
      'representatives',
      'representativesMetric',
      'numberOfSkus',
      'numberOfFacings',
      'primary',
      'secondary',
      'locations',
      'types',
      'tags',
      'prices',
      'promo',
      'competitors',
      'accountsSource',
      'notVisitedIn',
      'frequencies',
      'dublicateImages',
    ),
  },
  sales: {
    label: 'Sales',
    permissions: {
      map: 'Sales Map',
      mapReport: 'Map Account List download',
      summary: 'Summary cards',
      total: 'Sales and Cases',
      totalByDistributor: 'Sales and Cases By Distributor',
      totalBySku: 'Sales and Cases By SKU',
      topAccounts: 'Top 10 Accounts',
    },
    filters: pick(
      'brand',
      'dates',
      'periodShortcut',
      ...LOCATION_FILTERS,
      'skuNames',
      'distributors',
      'representatives',
      'representativesMetric',
      'accountsSource',
      'notVisitedIn',
      'frequencies',
    ),
  },
  reports: {
    label: 'Reports',
    permissions: {
      accountList: 'Account List',
      accountStatusReport: 'Account Status Report',
      merchandisingReport: 'Merchandising Report',
      voidsReport: 'Voids Report',
      accountImages: 'Account Images',
      salesReport: 'Sales Report',
      brandSalesByDistributor: 'Brand Sales by Distributor',
      skuSalesByDistributor: 'SKU Sales by Distributor',
      brandSalesByAccount: 'Brand Sales by Account',
      skuSalesByAccount: 'SKU Sales by Account',
      chainScorecard: 'Chain Reports: Scorecard',
      chainPromos: 'Chain Reports: Promos',
      weeklySummaryReport: 'Weekly Summary Report download',
      monthlySummaryReport: 'Monthly Summary Report download',
      weeklySummary: 'Weekly Summary table',
      monthlySummary: 'Monthly Summary table',
    },
    filters: pick(
      'brand',
      'dates',
      'periodShortcut',
      ...LOCATION_FILTERS,
      'salesSkuNames',
      'merchandisingSkuNames',
      'distributors',
      'numberOfSkus',
      'numberOfFacings',
      'representatives',
      'representativesMetric',
      'accountsSource',
      'notVisitedIn',
      'frequencies',
    ),
  },
  management: {
    label: 'Management',
    permissions: {
      brandWeeklyReport: 'Brand weekly',
      brandMonthlyReport: 'Brand monthly',
      allBrandsWeeklyReport: 'All brands weekly (and weekly e-mail report)',
      allBrandsMonthlyReport: 'All brands monthly (and monthly e-mail report)',
      activeAccounts: 'Active Accounts',
      deadAccounts: 'Dead Accounts',
      deadAccountsHot: 'Dead Accounts w/ Hot Leads',
      accountsTotalSales: 'Accounts Total Sales',
      brandWeekly: 'Brand representative metrics, weekly',
      brandMonthly: 'Brand representative metrics, monthly',
      allBrandsWeekly: 'All brands representative metrics, weekly',
      allBrandsMonthly: 'All brands representative metrics, monthly',
      accountMetrics: 'Account status metrics',
      merchandisingMetrics: 'Merchandising metrics',
      salesMetrics: 'Sales metrics',
    },
    filters: pick(
      'brand',
      'dates',
      'periodShortcut',
      ...LOCATION_FILTERS,
      'merchandisingSkuNames',
      'numberOfSkus',
      'numberOfFacings',
      'salesSkuNames',
      'distributors',
      'representatives',
      'representativesMetric',
      'accountsSource',
      'notVisitedIn',
      'frequencies',
      'inactiveReps',
    ),
  },
  timeEfforts: {
    label: 'Time & Efforts',
    permissions: {
      dailyReport: 'Daily report',
      weeklyReport: 'Weekly report',
      monthlyReport: 'Monthly report',
      asmUdsReport: 'ASM UDS report',
      udsAccounts: 'UDS Accounts List',
      udsAccountsByBrand: 'UDS Accounts by Brand List',
      asmUdsBrand: 'ASM UDS by brand report',
      asmUdsAllBrand: 'ASM Tracker - UDS - By Brand (All)',
      asmUdsAllRep: 'ASM Tracker - UDS - By Rep (All)',
      dailyTable: 'Daily time and effort table',
      weeklyTable: 'Weekly hours and mileage',
      monthlyTable: 'Monthly hours and mileage',
      asmUdsTable: 'ASM UDS tables',
    },
    filters: pick(
      'brand',
      'dates',
      'periodShortcut',
      ...LOCATION_FILTERS,
      'distributors',
      'representatives',
      'representativesMetric',
      'accountsSource',
      'notVisitedIn',
      'frequencies',
      'inactiveReps',
    ),
  },
  schedule: {
    label: 'Schedule',
    permissions: {
      dailyReport: 'Schedule daily report',
      weeklyReport: 'Schedule weekly report',
      monthlyReport: 'Schedule monthly report',
      dailyMetricReport: 'Schedule metric daily report',
      weeklyMetricReport: 'Schedule metric weekly report',
      monthlyMetricReport: 'Schedule metric monthly report',
      summary: 'Summary cards',
      asmSchedule: 'ASM Schedule',
      asmDailyVisits: 'ASM Daily Visits',
      visitStatusTables: 'Representative visits by status',
    },
    // SPEC.md: management's filter without brand, distributors, SKU lists and notVisitedIn.
    filters: pick(
      'dates',
      'periodShortcut',
      ...LOCATION_FILTERS,
      'numberOfSkus',
      'numberOfFacings',
      'representatives',
      'representativesMetric',
      'accountsSource',
      'frequencies',
      'inactiveReps',
    ),
  },
  database: {
    label: 'Database',
    permissions: {
      masterList: 'Master Accounts List',
    },
    filters: pick(
      'name',
      'address',
      'cities',
      'states',
      'zipCode',
      'chains',
      'banners',
      'channels',
      'regions',
      'counties',
      'territories',
      'representatives',
      'activeAccounts',
      'accountsSource',
      'frequencies',
    ),
  },
  admin: {
    label: 'Admin',
    permissions: {
      usersTable: 'Users table',
      createUser: 'Create users',
      editUser: 'Edit users',
      deleteUser: 'Delete users',
      loginInfo: 'Show login info',
      changePermissions: 'Change permissions',
      chainScorecard: 'Chain scorecard files',
      reportMail: 'Report e-mail schedule',
      target: 'Brand target',
      brandsTable: 'Brands table',
      archiveBrands: 'Archive brands',
      deleteBrands: 'Delete brands',
    },
    filters: {},
  },
} as const satisfies Record<
  string,
  {
    label: string;
    permissions: Record<string, string>;
    filters: Partial<Record<CatalogueFilterName, string>>;
  }
>;

type Catalogue = typeof PERMISSION_CATALOGUE;
export type SectionId = keyof Catalogue;
export type PermissionKey<S extends SectionId> = keyof Catalogue[S]['permissions'] & string;
export type FilterKey<S extends SectionId> = keyof Catalogue[S]['filters'] & string;

/** Section order: navigation order, and the order `firstPermittedSection` tries. */
export const SECTION_IDS = [
  'accounts',
  'merchandising',
  'sales',
  'reports',
  'management',
  'timeEfforts',
  'schedule',
  'database',
  'admin',
] as const satisfies readonly SectionId[];

/** Server section names (PascalCase, like the rest of the server payloads). */
export const SERVER_SECTION_NAMES = {
  accounts: 'Accounts',
  merchandising: 'Merchandising',
  sales: 'Sales',
  reports: 'Reports',
  management: 'Management',
  timeEfforts: 'TimeEfforts',
  schedule: 'Schedule',
  database: 'Database',
  admin: 'Admin',
} as const satisfies Record<SectionId, string>;

export const permissionKeys = <S extends SectionId>(section: S): PermissionKey<S>[] =>
  Object.keys(PERMISSION_CATALOGUE[section].permissions) as PermissionKey<S>[];

export const filterKeys = <S extends SectionId>(section: S): FilterKey<S>[] =>
  Object.keys(PERMISSION_CATALOGUE[section].filters) as FilterKey<S>[];

export const sectionLabel = (section: SectionId): string => PERMISSION_CATALOGUE[section].label;

export const permissionLabel = <S extends SectionId>(section: S, key: PermissionKey<S>): string =>
  (PERMISSION_CATALOGUE[section].permissions as Record<string, string>)[key] ?? key;

export const filterLabel = <S extends SectionId>(section: S, key: FilterKey<S>): string =>
  (PERMISSION_CATALOGUE[section].filters as Record<string, string>)[key] ?? key;

/** One section's grant as the app reads it. */
export interface SectionGrant {
  permissions: readonly string[];
  filters: readonly string[];
}

/** What the session holds: only the sections the user has; a missing section is no access. */
export type Permissions = Partial<Record<SectionId, SectionGrant>>;

const serverSectionGrant = z.object({
  Permissions: z.array(z.string()).default([]),
  Filters: z.array(z.string()).default([]),
});

/**
 * Session permissions as the server sends them: `{ Accounts: { Permissions: [...],
 * Filters: [...] }, TimeEfforts: {...}, ... }`. Unknown sections are ignored (a newer
 * server must not break an older app); unknown keys are kept but never match a check.
 */
export const SessionPermissions = z
  .object(
    Object.fromEntries(
      SECTION_IDS.map((id) => [SERVER_SECTION_NAMES[id], serverSectionGrant.optional()]),
    ) as { [S in SectionId as (typeof SERVER_SECTION_NAMES)[S]]: z.ZodOptional<typeof serverSectionGrant> },
  )
  .transform((server): Permissions => {
    const out: Permissions = {};
    for (const id of SECTION_IDS) {
      const grant = server[SERVER_SECTION_NAMES[id]];
      if (grant) out[id] = { permissions: grant.Permissions, filters: grant.Filters };
    }
    return out;
  });

export type ServerPermissions = z.input<typeof SessionPermissions>;

/** The inverse of the schema's transform: what the server (and the demo API) sends. */
export function toServerPermissions(perms: Permissions): ServerPermissions {
  const out: ServerPermissions = {};
  for (const id of SECTION_IDS) {
    const grant = perms[id];
    if (grant) {
      out[SERVER_SECTION_NAMES[id]] = { Permissions: [...grant.permissions], Filters: [...grant.filters] };
    }
  }
  return out;
}

/** A section is usable (nav link, route) when it grants at least one permission key. */
export const hasSection = (perms: Permissions | null | undefined, section: SectionId): boolean =>
  (perms?.[section]?.permissions.length ?? 0) > 0;

export const can = <S extends SectionId>(
  perms: Permissions | null | undefined,
  section: S,
  key: PermissionKey<S>,
): boolean => perms?.[section]?.permissions.includes(key) ?? false;

export const canFilter = <S extends SectionId>(
  perms: Permissions | null | undefined,
  section: S,
  filterKey: FilterKey<S>,
): boolean => perms?.[section]?.filters.includes(filterKey) ?? false;

/** The admin-only filter row shows when the section grants at least one of its filters. */
export const canSeeAdminFilterRow = (perms: Permissions | null | undefined, section: SectionId): boolean =>
  ADMIN_ROW_FILTERS.some((f) => perms?.[section]?.filters.includes(f) ?? false);

/** Where a signed-in user lands (unknown paths, after login without a target). */
export const firstPermittedSection = (perms: Permissions | null | undefined): SectionId | null =>
  SECTION_IDS.find((id) => hasSection(perms, id)) ?? null;

/** Every key of every section: what a super admin gets. */
export function allPermissions(): Permissions {
  return Object.fromEntries(
    SECTION_IDS.map((id) => [id, { permissions: permissionKeys(id), filters: filterKeys(id) }]),
  ) as Permissions;
}

export type SessionPermissions = z.output<typeof SessionPermissions>;
