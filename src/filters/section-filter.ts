import type { RequestParams } from '@/api/contract/request-params';
import { today as currentToday, type IsoDate } from '@/lib/dates';
import type { FilterNotice, ShowFilterNotice } from './filter-notices';
import { dateLimits, maxDateFor, validateRangeOnApply, type DateLimits } from './date-rules';
import { defaultFilter, earliestDateFor, resolveFilter } from './defaults';
import { normaliseComparison, parseNoActivity } from './field-rules';
import { toRequestParams } from './normalise';
import type { FilterOptions } from './options';
import {
  FIELD_DEFAULTS,
  LIST_FIELDS,
  parseFilter,
  sectionHasField,
  type AnyFilter,
  type FilterSection,
  type SectionFilter,
} from './schemas';
import { omitDefaults, parseSearch, stringifySearch } from './url-codec';

/**
 * A section's filter as a page sees it: the applied filter (from the URL, resolved with
 * the defaults), its request params, and `apply`, the only way to change it (a URL
 * navigation). `buildSectionFilter` is pure: it resolves the filter and says what applying
 * a new one means (the URL search, or the notice); `bindApply` gives it the router's
 * navigation and the page's notices, in `useSectionFilter`.
 */

/** SPEC.md section 5 leaves the warning's text open ("text not shown"). */
export const RANGE_RESET_TITLE = 'Warning';
export const RANGE_RESET_MESSAGE = "The date range was reset to the brand's full period.";

/** What `navigate` receives: the URL search of the new filter, defaults left out. */
export type FilterSearch<S extends FilterSection> = Partial<SectionFilter<S>>;

/**
 * `notice`: what the user is told (the range reset warning, the invalid interval error);
 * the page's filter shows it (`bindApply`).
 */
export type ApplyResult<S extends FilterSection> =
  /** `filter`: what the page holds once the navigation lands (the form resets to it). */
  | { ok: true; filter: SectionFilter<S>; rangeReset: boolean; notice: FilterNotice | null }
  | { ok: false; title: string; description: string; notice: FilterNotice };

/** What applying a filter means, before anything happens: the URL search to go to. */
export type PreparedApply<S extends FilterSection> =
  | (Extract<ApplyResult<S>, { ok: true }> & { search: FilterSearch<S> })
  | Extract<ApplyResult<S>, { ok: false }>;

export interface ResolvedSectionFilter<S extends FilterSection> {
  status: 'ready';
  section: S;
  options: FilterOptions;
  today: IsoDate;
  /** The filter in force: the URL's, with every fallback and default resolved. */
  applied: SectionFilter<S>;
  /** The section defaults (first brand, its earliest date through today, ...). */
  defaults: SectionFilter<S>;
  /** Request params of `applied`; panels key their queries with `queryKeyFor(endpoint, params)`. */
  params: RequestParams;
  /**
   * The params a filter WOULD have once applied (same normalising, same URL round trip),
   * for prefetching: a period shortcut prefetches `paramsFor(filterWithThatRange)`.
   */
  paramsFor: (filter: SectionFilter<S>) => RequestParams;
  /** The earliest selectable date under a brand (undefined: no lower limit). */
  earliestDate: (brand: string | undefined) => IsoDate | undefined;
  /** Date picker limits under a brand (schedule: up to a year ahead). */
  dateLimits: (brand: string | undefined) => DateLimits;
  /**
   * Normalises `next` and checks its date range (SPEC.md section 5). An invalid interval
   * returns the error notice and no search; a missing or too-early date resets the range
   * to the brand's default period with a warning.
   */
  prepareApply: (next: SectionFilter<S>) => PreparedApply<S>;
}

export interface ReadySectionFilter<S extends FilterSection> extends ResolvedSectionFilter<S> {
  /** `prepareApply`, then the navigation to its search and its notice shown. */
  apply: (next: SectionFilter<S>) => ApplyResult<S>;
}

export type SectionFilterState<S extends FilterSection> =
  { status: 'loading' } | { status: 'error'; error: Error; retry: () => void } | ReadySectionFilter<S>;

const TRIMMED = ['name', 'address', 'zipCode'] as const;

/**
 * The form's values as they should be applied: text trimmed, zip code digits only, No
 * Activity a whole number >= 0, comparisons canonical, lists without empty or repeated
 * items. Dates are left to the range check.
 */
export const normaliseFilter = <S extends FilterSection>(
  section: S,
  filter: SectionFilter<S>,
): SectionFilter<S> => {
  const next: AnyFilter = { ...filter };
  for (const key of TRIMMED) {
    const value = next[key];
    if (typeof value === 'string') next[key] = value.trim();
  }
  if (next.zipCode !== undefined && !/^\d*$/.test(next.zipCode)) next.zipCode = '';
  if (sectionHasField(section, 'notVisitedIn')) next.notVisitedIn = parseNoActivity(next.notVisitedIn);
  for (const key of ['numberOfSkus', 'numberOfFacings'] as const) {
    const value = next[key];
    if (value !== undefined) next[key] = normaliseComparison(value) ?? (FIELD_DEFAULTS[key] as string);
  }
  for (const key of Object.keys(next) as (keyof AnyFilter)[]) {
    const value = next[key];
    if (LIST_FIELDS.has(key) && Array.isArray(value))
      Object.assign(next, { [key]: [...new Set(value.filter((item) => item.length > 0))] });
  }
  return next as SectionFilter<S>;
};

interface BuildArgs<S extends FilterSection> {
  section: S;
  /** The URL's filter: `filterSchemas[section]` output (dates may be absent). */
  urlFilter: SectionFilter<S>;
  options: FilterOptions;
  today?: IsoDate;
}

export function buildSectionFilter<S extends FilterSection>({
  section,
  urlFilter,
  options,
  today = currentToday(),
}: BuildArgs<S>): ResolvedSectionFilter<S> {
  const defaults = defaultFilter(section, options, today);
  const applied = resolveFilter(section, urlFilter, options, today);
  const hasDates = sectionHasField(section, 'endDate');

  const earliestDate = (brand: string | undefined) => earliestDateFor(section, options, brand ?? '');

  /**
   * Dates and brand are dropped when they equal the defaults OF THE CHOSEN BRAND, so
   * `?brand=B` alone means "B from its first day through today" and keeps meaning it.
   */
  const toSearch = (filter: SectionFilter<S>): FilterSearch<S> => {
    const f: AnyFilter = filter;
    const brandDefaults: AnyFilter = defaultFilter(section, options, today, f.brand);
    return omitDefaults(f, { ...brandDefaults, brand: (defaults as AnyFilter).brand }) as FilterSearch<S>;
  };

  /** Exactly what the page will hold after navigating to `toSearch(filter)`. */
  const roundTrip = (filter: SectionFilter<S>): SectionFilter<S> =>
    resolveFilter(
      section,
      parseFilter(section, parseSearch(stringifySearch(toSearch(filter) as Record<string, unknown>))),
      options,
      today,
    );

  const prepare = (next: SectionFilter<S>): ApplyResult<S> => {
    const filter: AnyFilter = normaliseFilter(section, next);
    let rangeReset = false;
    if (hasDates) {
      const earliest = earliestDate(filter.brand) ?? '0000-01-01';
      const check = validateRangeOnApply(filter, earliest, today, maxDateFor(section, today));
      if (check.status === 'invalid')
        return {
          ok: false,
          title: check.title,
          description: check.description,
          notice: { kind: 'error', title: check.title, message: check.description },
        };
      if (check.status === 'reset') {
        // The brand's default period: earliest..today, or the current week on the schedule.
        const fallback: AnyFilter = defaultFilter(section, options, today, filter.brand);
        filter.startDate = fallback.startDate;
        filter.endDate = fallback.endDate;
        rangeReset = true;
      }
    }
    const notice: FilterNotice | null = rangeReset
      ? { kind: 'warning', title: RANGE_RESET_TITLE, message: RANGE_RESET_MESSAGE }
      : null;
    return { ok: true, filter: filter as SectionFilter<S>, rangeReset, notice };
  };

  return {
    status: 'ready',
    section,
    options,
    today,
    applied,
    defaults,
    params: toRequestParams(applied, defaults),
    paramsFor: (filter) => {
      const prepared = prepare(filter);
      return prepared.ok
        ? toRequestParams(roundTrip(prepared.filter), defaults)
        : toRequestParams(applied, defaults);
    },
    earliestDate,
    dateLimits: (brand) => dateLimits(section, earliestDate(brand), today),
    prepareApply: (next) => {
      const result = prepare(next);
      if (!result.ok) return result;
      return { ...result, search: toSearch(result.filter), filter: roundTrip(result.filter) };
    },
  };
}

/**
 * The filter with its `apply`: the prepared search goes to `navigate` (a history entry)
 * and the notice, if any, to `show`.
 */
export function bindApply<S extends FilterSection>(
  filter: ResolvedSectionFilter<S>,
  navigate: (search: FilterSearch<S>) => void,
  show: ShowFilterNotice,
): ReadySectionFilter<S> {
  return {
    ...filter,
    apply: (next) => {
      const prepared = filter.prepareApply(next);
      if (!prepared.ok) {
        show(prepared.notice);
        return prepared;
      }
      const { search, ...result } = prepared;
      navigate(search);
      if (result.notice) show(result.notice);
      return result;
    },
  };
}
