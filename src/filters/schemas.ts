import { z } from 'zod';
import { addYearsIso, isIsoDate, today } from '@/lib/dates';
import { DEFAULT_COMPARISON, isZipCode, normaliseComparison, parseNoActivity } from './field-rules';

/**
 * Filter schemas: the URL query string is the single filter state (docs/decisions.md, design
 * card). Every field falls back to its default (`.default(x).catch(x)`), so ANY input
 * parses into a valid filter and a malformed URL never crashes a page.
 *
 * Dates are optional here: an absent date means "the section default", which depends on
 * filter options (the brand's earliest date, today) and is filled in by `resolveFilter`
 * (defaults.ts). Keeping them out of the URL lets a shared link roll forward with time.
 */

const text = z.string().default('').catch('');

/** Lists never hold empty items: `?cities=,,` means no city, not three empty ones. */
const list = z
  .array(z.string())
  .transform((items) => items.filter((item) => item.length > 0))
  .default([])
  .catch([]);

const zipCode = z.string().refine(isZipCode).default('').catch('');

const noActivity = z.union([z.number(), z.string()]).transform(parseNoActivity).default(0).catch(0);

const comparison = z
  .string()
  .transform((value, ctx) => {
    const canonical = normaliseComparison(value);
    if (canonical === null) {
      ctx.addIssue({ code: 'custom', message: 'Expected m|l|e followed by a whole number' });
      return z.NEVER;
    }
    return canonical;
  })
  .default(DEFAULT_COMPARISON)
  .catch(DEFAULT_COMPARISON);

/** SPEC.md section 2: a start date is used only if it parses and is in the past (today included). */
const pastStartDate = z
  .string()
  .refine((value) => isIsoDate(value) && value <= today())
  .optional()
  .catch(undefined);

/** Schedule pages look ahead (Next Week): dates up to one year after today are allowed. */
const scheduleStartDate = z
  .string()
  .refine((value) => isIsoDate(value) && value <= addYearsIso(today(), 1))
  .optional()
  .catch(undefined);

/** An end date is used only if valid; range rules (not after today, not before start) live in defaults.ts. */
const endDate = z
  .string()
  .refine((value) => isIsoDate(value))
  .optional()
  .catch(undefined);

/** Every filter field, by its SPEC.md name. A field has the same schema in every section. */
export const FILTER_FIELDS = {
  startDate: pastStartDate,
  endDate,
  brand: text,
  name: text,
  address: text,
  zipCode,
  channelTypes: list,
  channels: list,
  cities: list,
  states: list,
  chains: list,
  representatives: list,
  representativesMetric: list,
  territories: list,
  regions: list,
  counties: list,
  banners: list,
  frequencies: list,
  accountsSource: text,
  activeAccounts: text,
  distributors: list,
  notVisitedIn: noActivity,
  skuNames: list,
  salesSkuNames: list,
  merchandisingSkuNames: list,
  statusesNames: list,
  noImageReasons: list,
  numberOfSkus: comparison,
  numberOfFacings: comparison,
  dublicateImages: list,
  primary: list,
  secondary: list,
  locations: list,
  types: list,
  tags: list,
  prices: list,
  promo: list,
  competitors: list,
  inactiveReps: list,
} as const;

export type FilterFieldName = keyof typeof FILTER_FIELDS;

/** Every field's parsed type; each section filter is a subset of this. */
export type FilterValues = { [K in FilterFieldName]: z.output<(typeof FILTER_FIELDS)[K]> };

/** A filter of any section (what normalise and the codec accept). */
export type AnyFilter = Partial<FilterValues>;

const pick = <const K extends FilterFieldName>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, FILTER_FIELDS[key]])) as { [P in K]: (typeof FILTER_FIELDS)[P] };

/** SPEC.md section 3, "Filter (shared shape)". */
const SHARED_KEYS = [
  'startDate',
  'endDate',
  'brand',
  'name',
  'address',
  'zipCode',
  'channelTypes',
  'cities',
  'states',
  'chains',
  'representatives',
  'representativesMetric',
  'territories',
  'regions',
  'counties',
  'banners',
  'frequencies',
  'accountsSource',
  'distributors',
  'notVisitedIn',
] as const;

const shared = pick(SHARED_KEYS);

const management = {
  ...shared,
  ...pick(['inactiveReps', 'salesSkuNames', 'merchandisingSkuNames', 'numberOfSkus', 'numberOfFacings']),
};

const omit = <T extends object, K extends keyof T>(shape: T, keys: readonly K[]): Omit<T, K> =>
  Object.fromEntries(Object.entries(shape).filter(([key]) => !keys.includes(key as K))) as Omit<T, K>;

/** Schedule = management without brand, distributors, the SKU name lists and notVisitedIn (SPEC.md section 3). */
const scheduleShape = omit(management, [
  'brand',
  'distributors',
  'salesSkuNames',
  'merchandisingSkuNames',
  'notVisitedIn',
  'startDate',
] as const);

export const filterSchemas = {
  accounts: z.object({ ...shared, ...pick(['statusesNames', 'noImageReasons']) }),
  merchandising: z.object({
    ...shared,
    ...pick([
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
    ]),
  }),
  sales: z.object({ ...shared, ...pick(['skuNames']) }),
  reports: z.object({
    ...shared,
    ...pick(['salesSkuNames', 'merchandisingSkuNames', 'numberOfSkus', 'numberOfFacings']),
  }),
  management: z.object(management),
  timeEfforts: z.object({ ...shared, ...pick(['inactiveReps']) }),
  schedule: z.object({ ...scheduleShape, startDate: scheduleStartDate }),
  database: z.object(
    pick([
      'name',
      'address',
      'channels',
      'cities',
      'states',
      'chains',
      'representatives',
      'territories',
      'accountsSource',
      'activeAccounts',
      'regions',
      'counties',
      'banners',
      'frequencies',
      'zipCode',
    ]),
  ),
} as const;

export type FilterSection = keyof typeof filterSchemas;

export const FILTER_SECTIONS = Object.keys(filterSchemas) as FilterSection[];

export type SectionFilter<S extends FilterSection> = z.output<(typeof filterSchemas)[S]>;

/** What a caller may pass to navigate({ search }): every key optional. */
export type SectionFilterInput<S extends FilterSection> = z.input<(typeof filterSchemas)[S]>;

export const sectionFields = <S extends FilterSection>(
  section: S,
): (keyof SectionFilter<S> & FilterFieldName)[] =>
  Object.keys(filterSchemas[section].shape) as (keyof SectionFilter<S> & FilterFieldName)[];

export const sectionHasField = (section: FilterSection, field: FilterFieldName): boolean =>
  field in filterSchemas[section].shape;

/** Parses anything (raw URL search, stale state) into a valid filter; never throws. */
export const parseFilter = <S extends FilterSection>(section: S, input: unknown): SectionFilter<S> => {
  const result = filterSchemas[section].safeParse(input && typeof input === 'object' ? input : {});
  return (result.success ? result.data : filterSchemas[section].parse({})) as SectionFilter<S>;
};

/**
 * Each field's default when absent from the URL (no filter options needed): '' for text,
 * [] for lists, 0 for notVisitedIn, 'm0' for comparisons, undefined for dates.
 */
export const FIELD_DEFAULTS: Readonly<Record<FilterFieldName, unknown>> = Object.fromEntries(
  Object.entries(FILTER_FIELDS).map(([key, schema]) => [key, schema.parse(undefined)]),
) as Record<FilterFieldName, unknown>;

/** Fields whose value is a list; the URL codec decodes these (and only these) to arrays. */
export const LIST_FIELDS: ReadonlySet<string> = new Set(
  Object.entries(FIELD_DEFAULTS)
    .filter(([, value]) => Array.isArray(value))
    .map(([key]) => key),
);
