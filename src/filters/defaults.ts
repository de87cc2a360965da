import {
  endOfIsoWeekIso,
  maxIso,
  minIso,
  startOfIsoWeekIso,
  today as currentToday,
  toIsoDateOnly,
  type IsoDate,
} from '@/lib/dates';
import { maxDateFor } from './date-rules';
import { deepEqual } from './equal';
import { toRequestParams } from './normalise';
import {
  filterSchemas,
  FIELD_DEFAULTS,
  sectionHasField,
  type AnyFilter,
  type FilterFieldName,
  type FilterSection,
  type SectionFilter,
} from './schemas';

/**
 * Section defaults (SPEC.md section 4, "First load"). They depend on filter options, so
 * they are computed here, not in the schemas, and never written to the URL.
 */

/** The slice of filter options the defaults need; the contract's option types satisfy it. */
export interface FilterOptionsForDefaults {
  brands: readonly { name: string; earliestDate: string }[];
  accountsSources: readonly string[];
  /** Database only. */
  activeAccounts?: readonly string[];
  /** Schedule only: the first date with schedule data. */
  scheduleStartDate?: string;
  /** Merchandising: the first promo and the first tag are defaults (SPEC.md section 2). */
  promo?: readonly string[];
  tags?: readonly string[];
}

export const brandEarliestDate = (options: FilterOptionsForDefaults, brand: string): IsoDate | undefined => {
  const found = options.brands.find((b) => b.name === brand) ?? options.brands[0];
  return found ? (toIsoDateOnly(found.earliestDate) ?? undefined) : undefined;
};

/**
 * The earliest selectable date of a section under a brand: the brand's earliest date, the
 * schedule start date on the schedule page, none on the database page.
 */
export const earliestDateFor = (
  section: FilterSection,
  options: FilterOptionsForDefaults,
  brand: string,
): IsoDate | undefined => {
  if (section === 'database') return undefined;
  if (section === 'schedule')
    return options.scheduleStartDate ? (toIsoDateOnly(options.scheduleStartDate) ?? undefined) : undefined;
  return brandEarliestDate(options, brand);
};

const knownBrand = (options: FilterOptionsForDefaults, brand: unknown): brand is string =>
  typeof brand === 'string' && options.brands.some((b) => b.name === brand);

/**
 * The default filter: first brand, its earliest date through today, first accounts source.
 * Schedule: the current ISO week, Monday through Sunday (not clamped to today: the
 * schedule looks ahead). Database: first accounts source and first activeAccounts value.
 * `brand` picks the defaults of another brand (its earliest date) and must be known.
 */
export const defaultFilter = <S extends FilterSection>(
  section: S,
  options: FilterOptionsForDefaults,
  today: IsoDate = currentToday(),
  brand?: string,
): SectionFilter<S> => {
  const filter: AnyFilter = filterSchemas[section].parse({});
  const chosenBrand = knownBrand(options, brand) ? brand : (options.brands[0]?.name ?? '');
  if (sectionHasField(section, 'brand')) filter.brand = chosenBrand;
  if (sectionHasField(section, 'accountsSource')) filter.accountsSource = options.accountsSources[0] ?? '';
  if (section === 'database') filter.activeAccounts = options.activeAccounts?.[0] ?? '';
  if (section === 'merchandising') {
    filter.promo = options.promo?.[0] ? [options.promo[0]] : [];
    filter.tags = options.tags?.[0] ? [options.tags[0]] : [];
  }
  if (section === 'schedule') {
    const earliest = earliestDateFor(section, options, chosenBrand);
    const weekStart = startOfIsoWeekIso(today);
    filter.startDate = earliest ? maxIso(weekStart, minIso(earliest, today)) : weekStart;
    filter.endDate = endOfIsoWeekIso(today);
  } else if (sectionHasField(section, 'startDate')) {
    // A brand whose earliest date is in the future (or unknown) starts today.
    filter.startDate = minIso(earliestDateFor(section, options, chosenBrand) ?? today, today);
    filter.endDate = today;
  }
  return filter as SectionFilter<S>;
};

/** Fields whose section default depends on filter options. */
const OPTION_DEFAULTED: readonly FilterFieldName[] = [
  'brand',
  'accountsSource',
  'activeAccounts',
  'promo',
  'tags',
];

/**
 * URL filter (schema output, dates possibly absent) -> the filter the page uses, with the
 * SPEC.md section 2 and 5 fallbacks:
 * - unknown or missing brand -> the first brand (dates then follow that brand);
 * - a field absent from the URL -> its section default (first source, first promo...);
 *   an accounts source or activeAccounts value not among the options -> the first one;
 * - missing dates -> the defaults; start before the earliest date -> the earliest date;
 *   end after today (schedule: a year ahead) -> that limit; start after end -> both
 *   dates back to their defaults.
 * Idempotent: resolving a resolved filter changes nothing.
 */
export const resolveFilter = <S extends FilterSection>(
  section: S,
  urlFilter: SectionFilter<S>,
  options: FilterOptionsForDefaults,
  today: IsoDate = currentToday(),
): SectionFilter<S> => {
  const url: AnyFilter = urlFilter;
  const brand = knownBrand(options, url.brand) ? url.brand : undefined;
  const defaults: AnyFilter = defaultFilter(section, options, today, brand);
  const filter: AnyFilter = { ...url };

  for (const field of OPTION_DEFAULTED) {
    if (!sectionHasField(section, field)) continue;
    if (field === 'brand') filter.brand = defaults.brand;
    else if (deepEqual(filter[field], FIELD_DEFAULTS[field]))
      Object.assign(filter, { [field]: defaults[field] });
  }
  if (
    options.accountsSources.length > 0 &&
    filter.accountsSource !== undefined &&
    !options.accountsSources.includes(filter.accountsSource)
  ) {
    filter.accountsSource = defaults.accountsSource;
  }
  if (
    section === 'database' &&
    options.activeAccounts?.length &&
    !options.activeAccounts.includes(filter.activeAccounts ?? '')
  ) {
    filter.activeAccounts = defaults.activeAccounts;
  }

  if (defaults.startDate !== undefined && defaults.endDate !== undefined) {
    const earliest = earliestDateFor(section, options, defaults.brand ?? '');
    const maxDate = maxDateFor(section, today);
    let start = filter.startDate ?? defaults.startDate;
    let end = filter.endDate ?? defaults.endDate;
    if (earliest !== undefined && start < earliest) start = earliest;
    if (end > maxDate) end = maxDate;
    if (start > end) {
      start = defaults.startDate;
      end = defaults.endDate;
    }
    filter.startDate = start;
    filter.endDate = end;
  }
  return filter as SectionFilter<S>;
};

/**
 * Same meaning, same request: lists in another order, duplicates and stray spaces do not
 * count as a change. Drives the Apply/Revert "changed" mark and the Default button.
 */
export const sameFilter = (a: AnyFilter, b: AnyFilter, defaults?: AnyFilter): boolean =>
  deepEqual(toRequestParams(a, defaults), toRequestParams(b, defaults));

export const isDefault = (filter: AnyFilter, defaults: AnyFilter): boolean =>
  sameFilter(filter, defaults, defaults);
