import type { AccountsFilterOptions } from '@/api/contract/accounts';
import type {
  AccountStatusOption,
  BaseFilterOptions,
  BrandItem,
  BrandOption,
  ScorecardFile,
} from '@/api/contract/common';
import type { DatabaseFilterOptions } from '@/api/contract/database';
import type { EffortsFilterOptions } from '@/api/contract/time-efforts';
import type { ManagementFilterOptions } from '@/api/contract/management';
import type { MerchandisingFilterOptions } from '@/api/contract/merchandising';
import type { ReportsFilterOptions } from '@/api/contract/reports';
import type { SalesFilterOptions } from '@/api/contract/sales';
import type { ScheduleFilterOptions } from '@/api/contract/schedule';
import type { FilterOptionsForDefaults } from './defaults';
import type { FilterFieldName, FilterSection } from './schemas';

/**
 * Filter options as the filter board and the section defaults read them, whatever the
 * section. Each section's /filters endpoint has its own contract type (SPEC.md section 3,
 * "Filter options"); one adapter per section turns it into this shape, so the board never
 * knows which endpoint it came from.
 *
 * The choices of every list control live in `choices`, keyed by the FILTER FIELD name
 * (`skuNames`, `channelTypes`, `statusesNames`, ...), each split by brand. Lists that do
 * not depend on the brand (frequencies, the schedule's and database's lists) are stored
 * under `ANY_BRAND`. Read them with `choicesFor`.
 */

/** Key of choices that do not depend on the brand. */
export const ANY_BRAND = '*';

/** A list control's choices by brand name (or ANY_BRAND). */
export type Choices = Readonly<Record<string, readonly string[]>>;

export interface FilterOptions extends FilterOptionsForDefaults {
  /** Brands in server order; the first is the default. Empty on schedule and database. */
  brands: readonly BrandOption[];
  accountsSources: readonly string[];
  /** Database: choices of `activeAccounts` (the first is the default). */
  activeAccounts: readonly string[];
  /** Schedule: the first date with schedule data (the earliest selectable date). */
  scheduleStartDate?: string;
  /** Merchandising: the first promo and tag are defaults (also in `choices`). */
  promo: readonly string[];
  tags: readonly string[];
  /** Choices of each list field the section offers, by filter field name. */
  choices: Readonly<Partial<Record<FilterFieldName, Choices>>>;
  /** Accounts and merchandising: account statuses (colour, marker, order) for maps and legends. */
  statuses: readonly AccountStatusOption[];
  /** Accounts: statuses that add up to the synthetic 'Authorized Accounts' series. */
  activeStatuses: readonly string[];
  /** Merchandising: placement categories of the map legend. */
  placements: readonly string[];
  /** Merchandising: the brand SKUs its charts list (its filter has no SKU field). */
  skus: readonly BrandItem[];
  /** Reports: chain scorecard files per brand. */
  scorecards: Readonly<Record<string, readonly ScorecardFile[]>>;
}

/**
 * The choices of one list field under a brand: that brand's list, else the brand-free
 * list, else none.
 */
export const choicesFor = (
  options: FilterOptions,
  field: FilterFieldName,
  brand: string | undefined,
): readonly string[] => {
  const byBrand = options.choices[field];
  if (!byBrand) return [];
  return (brand !== undefined ? byBrand[brand] : undefined) ?? byBrand[ANY_BRAND] ?? [];
};

const EMPTY: FilterOptions = {
  brands: [],
  accountsSources: [],
  activeAccounts: [],
  promo: [],
  tags: [],
  choices: {},
  statuses: [],
  activeStatuses: [],
  placements: [],
  skus: [],
  scorecards: {},
};

const anyBrand = (items: readonly string[]): Choices => ({ [ANY_BRAND]: items });

/** Items that each belong to one brand (SKUs, distributors) -> names by brand, de-duplicated. */
export const byBrand = (items: readonly BrandItem[]): Choices => {
  const out: Record<string, string[]> = {};
  for (const { name, brand } of items) {
    const list = (out[brand] ??= []);
    if (!list.includes(name)) list.push(name);
  }
  return out;
};

const fromBase = (o: BaseFilterOptions): FilterOptions => ({
  ...EMPTY,
  brands: o.brands,
  accountsSources: o.accountsSources,
  choices: {
    cities: o.cities,
    states: o.states,
    chains: o.chains,
    banners: o.banners,
    channelTypes: o.channelTypes,
    regions: o.regions,
    counties: o.counties,
    territories: o.territories,
    representatives: o.representatives,
    representativesMetric: o.representativesMetric,
    distributors: byBrand(o.distributors),
    frequencies: anyBrand(o.frequencies),
  },
});

const withChoices = (base: FilterOptions, extra: FilterOptions['choices']): FilterOptions['choices'] => ({
  ...base.choices,
  ...extra,
});

/** One adapter per section's /filters response. */
export const FILTER_OPTIONS_ADAPTERS = {
  accounts: (o: AccountsFilterOptions): FilterOptions => {
    const base = fromBase(o);
    return {
      ...base,
      choices: withChoices(base, {
        statusesNames: o.statusesNames,
        noImageReasons: anyBrand(o.noImageReasons),
      }),
      statuses: o.statuses,
      activeStatuses: o.activeStatuses,
    };
  },
  merchandising: (o: MerchandisingFilterOptions): FilterOptions => {
    const base = fromBase(o);
    return {
      ...base,
      choices: withChoices(base, {
        primary: anyBrand(o.primary),
        secondary: anyBrand(o.secondary),
        locations: anyBrand(o.locations),
        types: anyBrand(o.types),
        tags: anyBrand(o.tags),
        promo: anyBrand(o.promo),
        prices: o.prices,
        competitors: anyBrand(o.competitors),
        dublicateImages: anyBrand(o.dublicateImages),
      }),
      promo: o.promo,
      tags: o.tags,
      statuses: o.statuses,
      placements: o.placements,
      skus: o.skus,
    };
  },
  sales: (o: SalesFilterOptions): FilterOptions => {
    const base = fromBase(o);
    return { ...base, choices: withChoices(base, { skuNames: byBrand(o.skus) }), skus: o.skus };
  },
  reports: (o: ReportsFilterOptions): FilterOptions => {
    const base = fromBase(o);
    return {
      ...base,
      choices: withChoices(base, {
        salesSkuNames: byBrand(o.salesSkuNames),
        merchandisingSkuNames: byBrand(o.merchandisingSkuNames),
      }),
      scorecards: o.scorecards,
    };
  },
  management: (o: ManagementFilterOptions): FilterOptions => {
    const base = fromBase(o);
    return {
      ...base,
      choices: withChoices(base, {
        salesSkuNames: byBrand(o.salesSkuNames),
        merchandisingSkuNames: byBrand(o.merchandisingSkuNames),
        inactiveReps: o.inactiveReps,
      }),
    };
  },
  timeEfforts: (o: EffortsFilterOptions): FilterOptions => {
    const base = fromBase(o);
    return { ...base, choices: withChoices(base, { inactiveReps: o.inactiveReps }) };
  },
  schedule: (o: ScheduleFilterOptions): FilterOptions => ({
    ...EMPTY,
    scheduleStartDate: o.earliestDate,
    accountsSources: o.accountsSources,
    choices: {
      cities: anyBrand(o.cities),
      states: anyBrand(o.states),
      chains: anyBrand(o.chains),
      banners: anyBrand(o.banners),
      channelTypes: anyBrand(o.channelTypes),
      regions: anyBrand(o.regions),
      counties: anyBrand(o.counties),
      territories: anyBrand(o.territories),
      representatives: anyBrand(o.representatives),
      representativesMetric: anyBrand(o.representativesMetric),
      frequencies: anyBrand(o.frequencies),
      inactiveReps: anyBrand(o.inactiveReps),
    },
  }),
  database: (o: DatabaseFilterOptions): FilterOptions => ({
    ...EMPTY,
    accountsSources: o.accountsSources,
    activeAccounts: o.activeAccounts,
    choices: {
      channels: anyBrand(o.channels),
      cities: anyBrand(o.cities),
      states: anyBrand(o.states),
      chains: anyBrand(o.chains),
      banners: anyBrand(o.banners),
      regions: anyBrand(o.regions),
      counties: anyBrand(o.counties),
      territories: anyBrand(o.territories),
      representatives: anyBrand(o.representatives),
      frequencies: anyBrand(o.frequencies),
    },
  }),
} as const satisfies Record<FilterSection, (options: never) => FilterOptions>;
