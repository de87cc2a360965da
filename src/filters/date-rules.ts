import { addYearsIso, isIsoDate, maxIso, today as currentToday, type IsoDate } from '@/lib/dates';
import type { AnyFilter, FilterSection } from './schemas';

/** SPEC.md section 5, verbatim. */
export const INVALID_RANGE_TITLE = 'The start or end date is incorrect!';
export const INVALID_RANGE_DESCRIPTION =
  'Selected date period is invalid for current brand. Please, check the date interval or select another brand.';

export interface DateRange {
  startDate: IsoDate;
  endDate: IsoDate;
}

/** The latest selectable date: today, or one year ahead on the schedule page. */
export const maxDateFor = (section: FilterSection, today: IsoDate = currentToday()): IsoDate =>
  section === 'schedule' ? addYearsIso(today, 1) : today;

export interface DateLimits {
  minDate: IsoDate | undefined;
  maxDate: IsoDate;
}

/** Limits for the date pickers: not before the brand's earliest date, not after maxDateFor. */
export const dateLimits = (
  section: FilterSection,
  earliest: IsoDate | undefined,
  today: IsoDate = currentToday(),
): DateLimits => ({
  minDate: earliest,
  maxDate: maxDateFor(section, today),
});

export const isDateSelectable = (date: IsoDate, { minDate, maxDate }: DateLimits): boolean =>
  isIsoDate(date) && (minDate === undefined || date >= minDate) && date <= maxDate;

export type RangeCheck =
  | { status: 'ok'; range: DateRange }
  /** A date was missing, empty or too early: apply earliest..today and show a warning notice. */
  | { status: 'reset'; range: DateRange; warning: true }
  /** Start after end, or a date after the limit: block the apply and show this error. */
  | { status: 'invalid'; title: typeof INVALID_RANGE_TITLE; description: typeof INVALID_RANGE_DESCRIPTION };

/**
 * The check the Apply button runs (SPEC.md section 5). `maxDate` defaults to today;
 * the schedule page passes maxDateFor('schedule').
 */
export const validateRangeOnApply = (
  range: { startDate?: string | null; endDate?: string | null },
  earliest: IsoDate,
  today: IsoDate = currentToday(),
  maxDate: IsoDate = today,
): RangeCheck => {
  const { startDate, endDate } = range;
  if (
    !startDate ||
    !endDate ||
    !isIsoDate(startDate) ||
    !isIsoDate(endDate) ||
    startDate < earliest ||
    endDate < earliest
  ) {
    return { status: 'reset', range: { startDate: earliest, endDate: today }, warning: true };
  }
  if (startDate > endDate || endDate > maxDate || startDate > maxDate) {
    return { status: 'invalid', title: INVALID_RANGE_TITLE, description: INVALID_RANGE_DESCRIPTION };
  }
  return { status: 'ok', range: { startDate, endDate } };
};

const BRAND_BOUND_LISTS = ['skuNames', 'salesSkuNames', 'merchandisingSkuNames', 'distributors'] as const;

/**
 * Changing brand (SPEC.md section 4): SKU and distributor selections are cleared (they
 * belong to the old brand) and the earliest allowed date moves to the new brand's.
 * Management and Time & Efforts reset the start to that date; every other section,
 * merchandising included, keeps its dates and only moves the start up to the earliest
 * date. The end date is kept unless it would now fall before the start, then it becomes
 * today. Pass the filter with the new brand already set. An absent start date stays
 * absent (it already means "the brand's earliest date").
 */
export const onBrandChange = <F extends AnyFilter>(
  section: FilterSection,
  filter: F,
  newBrandEarliest: IsoDate,
  today: IsoDate = currentToday(),
): F => {
  const next: AnyFilter = { ...filter };
  for (const key of BRAND_BOUND_LISTS) if (key in next) next[key] = [];
  if (section === 'management' || section === 'timeEfforts') {
    next.startDate = newBrandEarliest;
  } else if (next.startDate !== undefined) {
    next.startDate = maxIso(next.startDate, newBrandEarliest);
  }
  const effectiveStart = next.startDate ?? newBrandEarliest;
  if (next.endDate !== undefined && next.endDate < effectiveStart)
    next.endDate = maxIso(today, effectiveStart);
  return next as F;
};
