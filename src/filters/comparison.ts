import type { RequestParams } from '@/api/contract/request-params';
import {
  addDaysIso,
  addYearsIso,
  mapIso,
  maxIso,
  minIso,
  startOfIsoWeekIso,
  type IsoDate,
} from '@/lib/dates';
import { addMonths, endOfMonth, lastDayOfMonth } from 'date-fns';
import type { DateRange } from './date-rules';
import { rangeLength } from './keyboard-shortcuts';

/**
 * Previous-period comparison, as pure rules. The URL key `compare` turns it on
 * and picks the baseline; the summary cards fetch the baseline through their own query
 * factory with `baselineFor(...).params`, so it is cached and prefetched like any period.
 */

export {
  COMPARE_KEYS,
  COMPARE_MODES,
  compareSearchSchema,
  parseCompare,
  type CompareMode,
} from './compare-key';
import type { CompareMode } from './compare-key';

const isLastDayOfMonth = (date: IsoDate): boolean => mapIso(date, endOfMonth) === date;

/** Whole calendar months covered by the range (start on the 1st, end on a month's last day), else 0. */
export const wholeMonths = ({ startDate, endDate }: DateRange): number => {
  if (!startDate.endsWith('-01') || !isLastDayOfMonth(endDate)) return 0;
  const [sy, sm] = startDate.split('-').map(Number) as [number, number];
  const [ey, em] = endDate.split('-').map(Number) as [number, number];
  const months = (ey - sy) * 12 + (em - sm) + 1;
  return months > 0 ? months : 0;
};

/**
 * A month to date: from a month's 1st to a day before its last, in the same month (This
 * Month, or such a range from an earlier month). A single day (Today on the 1st) stays a
 * day and exactly one ISO week (Last Week starting on a Monday the 1st) stays a week.
 */
export const isMonthToDate = ({ startDate, endDate }: DateRange): boolean => {
  const days = rangeLength({ startDate, endDate });
  return (
    startDate.endsWith('-01') &&
    startDate.slice(0, 7) === endDate.slice(0, 7) &&
    !isLastDayOfMonth(endDate) &&
    days > 1 &&
    !(days === 7 && startOfIsoWeekIso(startDate) === startDate)
  );
};

/**
 * The baseline of a range. 'prev': the period of the same length just before it; a range
 * of whole calendar months compares with the same number of whole months before it (March
 * with February, not with the 31 days before March 1); a month to date with the same days
 * of the previous month (1-20 March with 1-20 February, a day past February's end clipped
 * to it), like for like. 'year': the same dates a year earlier; 29 February becomes 28
 * February, and a range ending on a month's last day ends on that month's last day a year
 * earlier (February 2025 compares with 1-29 February 2024).
 */
export function baselineRange(range: DateRange, mode: CompareMode): DateRange {
  if (mode === 'prev' && isMonthToDate(range)) {
    const startDate = mapIso(range.startDate, (d) => addMonths(d, -1));
    const monthEnd = mapIso(startDate, endOfMonth);
    return {
      startDate,
      endDate: minIso(addDaysIso(addDaysIso(startDate, rangeLength(range)), -1), monthEnd),
    };
  }
  if (mode === 'year') {
    const endDate = isLastDayOfMonth(range.endDate)
      ? mapIso(range.endDate, (d) => lastDayOfMonth(addMonths(d, -12)))
      : addYearsIso(range.endDate, -1);
    return { startDate: addYearsIso(range.startDate, -1), endDate };
  }
  const months = wholeMonths(range);
  if (months > 0)
    return {
      startDate: mapIso(range.startDate, (d) => addMonths(d, -months)),
      endDate: addDaysIso(range.startDate, -1),
    };
  const days = rangeLength(range);
  return { startDate: addDaysIso(range.startDate, -days), endDate: addDaysIso(range.startDate, -1) };
}

/**
 * How the cards name the baseline: 'previous 30 days', 'previous month', 'same period last
 * year'; a month to date says it compares the same days ('same days last month', 'same
 * days last year').
 */
export function baselineLabel(range: DateRange, mode: CompareMode): string {
  if (isMonthToDate(range)) return mode === 'year' ? 'same days last year' : 'same days last month';
  if (mode === 'year') return 'same period last year';
  const months = wholeMonths(range);
  if (months === 1) return 'previous month';
  if (months > 1) return `previous ${months} months`;
  const days = rangeLength(range);
  return days === 1 ? 'previous day' : `previous ${days} days`;
}

export type Baseline =
  | { status: 'ready'; params: RequestParams; range: DateRange; label: string }
  /** The whole baseline lies before the earliest date: there is nothing to compare with. */
  | { status: 'unavailable'; label: string };

/**
 * The baseline request of the page's params: the same params with the baseline dates, so
 * its query key is the key the page itself would use for that period (a period visited
 * before is the cached baseline of the next one, and the other way round). A baseline that
 * starts before the earliest selectable date is clipped to it, like the '[' shortcut; one
 * that ends before it is unavailable (no request). Null when the params carry no dates.
 */
export function baselineFor(
  params: RequestParams,
  mode: CompareMode,
  earliest: IsoDate | undefined,
): Baseline | null {
  const { dateStart, dateEnd } = params;
  if (!dateStart || !dateEnd) return null;
  const range = { startDate: dateStart, endDate: dateEnd };
  const label = baselineLabel(range, mode);
  const base = baselineRange(range, mode);
  if (earliest && base.endDate < earliest) return { status: 'unavailable', label };
  const startDate = earliest ? maxIso(base.startDate, earliest) : base.startDate;
  return {
    status: 'ready',
    params: { ...params, dateStart: startDate, dateEnd: base.endDate },
    range: { startDate, endDate: base.endDate },
    label,
  };
}
