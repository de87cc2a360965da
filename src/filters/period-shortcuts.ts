import {
  endOfMonth,
  endOfQuarter,
  endOfYear,
  startOfMonth,
  startOfQuarter,
  startOfYear,
  subMonths,
  subQuarters,
  subYears,
} from 'date-fns';
import { addDaysIso, mapIso, maxIso, startOfIsoWeekIso, type IsoDate } from '@/lib/dates';
import type { DateRange } from './date-rules';

export const PERIOD_SHORTCUTS = [
  { id: 'today', label: 'Today' },
  { id: 'yesterday', label: 'Yesterday' },
  { id: 'thisWeek', label: 'This Week' },
  { id: 'lastWeek', label: 'Last Week' },
  { id: 'thisMonth', label: 'This Month' },
  { id: 'lastMonth', label: 'Last Month' },
  { id: 'thisQuarter', label: 'This Quarter' },
  { id: 'lastQuarter', label: 'Last Quarter' },
  { id: 'thisYear', label: 'This Year' },
  { id: 'lastYear', label: 'Last Year' },
  { id: 'allTime', label: 'All Time' },
] as const;

export type PeriodShortcutId = (typeof PERIOD_SHORTCUTS)[number]['id'];

/**
 * Unclipped range of a shortcut. "This ..." periods end today, since no date after
 * today can be selected; "Last ..." periods are whole ISO weeks (Monday to Sunday),
 * months, quarters or years.
 */
const rawRange = (id: PeriodShortcutId, today: IsoDate, earliest: IsoDate): DateRange => {
  const back = (fn: (d: Date) => Date) => mapIso(today, fn);
  switch (id) {
    case 'today':
      return { startDate: today, endDate: today };
    case 'yesterday': {
      const day = addDaysIso(today, -1);
      return { startDate: day, endDate: day };
    }
    case 'thisWeek':
      return { startDate: startOfIsoWeekIso(today), endDate: today };
    case 'lastWeek': {
      const monday = addDaysIso(startOfIsoWeekIso(today), -7);
      return { startDate: monday, endDate: addDaysIso(monday, 6) };
    }
    case 'thisMonth':
      return { startDate: back(startOfMonth), endDate: today };
    case 'lastMonth':
      return {
        startDate: back((d) => startOfMonth(subMonths(d, 1))),
        endDate: back((d) => endOfMonth(subMonths(d, 1))),
      };
    case 'thisQuarter':
      return { startDate: back(startOfQuarter), endDate: today };
    case 'lastQuarter':
      return {
        startDate: back((d) => startOfQuarter(subQuarters(d, 1))),
        endDate: back((d) => endOfQuarter(subQuarters(d, 1))),
      };
    case 'thisYear':
      return { startDate: back(startOfYear), endDate: today };
    case 'lastYear':
      return {
        startDate: back((d) => startOfYear(subYears(d, 1))),
        endDate: back((d) => endOfYear(subYears(d, 1))),
      };
    case 'allTime':
      return { startDate: earliest, endDate: today };
  }
};

export interface ShortcutRange extends DateRange {
  /** False when the whole period lies before the earliest date (the menu disables it). */
  available: boolean;
}

/**
 * The range a shortcut selects, clipped so it never starts before the brand's earliest
 * date. A period that ends before the earliest date is unavailable; its range is then
 * earliest..earliest so callers still get a valid (never inverted) range.
 */
export const shortcutRange = (id: PeriodShortcutId, today: IsoDate, earliest: IsoDate): ShortcutRange => {
  const raw = rawRange(id, today, earliest);
  if (raw.endDate < earliest) return { startDate: earliest, endDate: earliest, available: false };
  return { startDate: maxIso(raw.startDate, earliest), endDate: raw.endDate, available: true };
};

/**
 * Which shortcut the current range equals, to highlight it; when several match (on a
 * Monday, Today and This Week are the same day) the first in menu order wins.
 */
export const matchShortcut = (
  range: Partial<DateRange>,
  today: IsoDate,
  earliest: IsoDate,
): PeriodShortcutId | null => {
  for (const { id } of PERIOD_SHORTCUTS) {
    const candidate = shortcutRange(id, today, earliest);
    if (candidate.available && candidate.startDate === range.startDate && candidate.endDate === range.endDate)
      return id;
  }
  return null;
};
