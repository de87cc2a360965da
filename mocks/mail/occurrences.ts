import { SCHEDULE_WEEKDAYS, type AutoReport } from '@/api/contract/users';
import {
  dayFromParts,
  isoFromDay,
  isoWeekday,
  parseIsoDay,
  startOfIsoWeek,
  startOfMonth,
  startOfNextMonth,
  yearMonthOf,
  type DayNumber,
} from '../db/dates';

/**
 * When an Email Schedule sends (SPEC.md sections 3 and 5): the calendar days its report goes
 * out on, from its repeat period, every N, weekdays, month days or month weekday, start
 * date and end. Pure: the scheduler of the HTTP demo API and the delivery status both read
 * these rules, so the "next run" shown is the one that is sent.
 *
 * Rules where SPEC.md is silent:
 * - "Repeat every 0" means every period, as 1 does.
 * - Weeks are ISO weeks (Monday start); "every N weeks" counts from the start date's week,
 *   "every N months" from its month.
 * - No weekday chosen (weekly) means the start date's weekday; no month day chosen means
 *   the start date's day of the month.
 * - A month day the month does not have (31 in April, 29 to 31 in February) means the
 *   month's last day, once.
 * - Week of the month 1 to 4 is the Nth such weekday, -1 the last (5 is kept: the fifth, in
 *   the months that have one).
 * - Ending "after N" counts occurrences from the start date; after 0 nothing is sent.
 */
export type OccurrenceRule = Pick<
  AutoReport,
  | 'repeatPeriod'
  | 'repeatDays'
  | 'weekday'
  | 'monthRepeatMode'
  | 'monthDays'
  | 'monthWeekdayName'
  | 'monthWeekdayNumber'
  | 'startsOnDate'
  | 'endMode'
  | 'endsOnDate'
  | 'endsAfterNumber'
>;

export interface Occurrence {
  day: DayNumber;
  /** YYYY-MM-DD. */
  date: string;
  /** 1 for the schedule's first occurrence, counted from its start date. */
  number: number;
}

/** How far past the start the rules look for a day (a rule that never matches ends here). */
const HORIZON_DAYS = 100 * 366;

const weekdayIndex = (name: string): number => SCHEDULE_WEEKDAYS.indexOf(name as never);

const lastDayOfMonth = (monthStart: DayNumber): DayNumber => startOfNextMonth(monthStart) - 1;

/** The Nth (1-5) or last (-1) `weekday` (0 = Monday) of the month, or null when it has none. */
export function nthWeekdayOfMonth(monthStart: DayNumber, weekday: number, nth: number): DayNumber | null {
  if (nth === -1) {
    const last = lastDayOfMonth(monthStart);
    return last - ((isoWeekday(last) - weekday + 7) % 7);
  }
  if (nth < 1 || nth > 5) return null;
  const first = monthStart + ((weekday - isoWeekday(monthStart) + 7) % 7);
  const day = first + (nth - 1) * 7;
  return day <= lastDayOfMonth(monthStart) ? day : null;
}

/** The month's days of a monthly rule, ascending. */
function daysOfMonth(rule: OccurrenceRule, monthStart: DayNumber, start: DayNumber): DayNumber[] {
  if (rule.monthRepeatMode === 'weekday') {
    const weekday = weekdayIndex(rule.monthWeekdayName);
    const day = weekday < 0 ? null : nthWeekdayOfMonth(monthStart, weekday, rule.monthWeekdayNumber);
    return day === null ? [] : [day];
  }
  const last = lastDayOfMonth(monthStart);
  const wanted = rule.monthDays.length > 0 ? rule.monthDays : [start - startOfMonth(start) + 1];
  return [...new Set(wanted.map((d) => Math.min(monthStart + d - 1, last)))].sort((a, b) => a - b);
}

/** Every day the rule matches from its start, ascending, before the end is applied. */
function* matchingDays(rule: OccurrenceRule, start: DayNumber): Generator<DayNumber> {
  const every = Math.max(1, rule.repeatDays);
  const limit = start + HORIZON_DAYS;
  if (rule.repeatPeriod === 'day') {
    for (let day = start; day <= limit; day += every) yield day;
    return;
  }
  if (rule.repeatPeriod === 'week') {
    const chosen = rule.weekday.map(weekdayIndex).filter((i) => i >= 0);
    const weekdays = chosen.length > 0 ? [...new Set(chosen)].sort((a, b) => a - b) : [isoWeekday(start)];
    for (let week = startOfIsoWeek(start); week <= limit; week += 7 * every)
      for (const weekday of weekdays) if (week + weekday >= start) yield week + weekday;
    return;
  }
  const { year, month } = yearMonthOf(start);
  for (let k = 0; ; k += every) {
    const monthStart = dayFromParts(year + Math.floor((month - 1 + k) / 12), ((month - 1 + k) % 12) + 1, 1);
    if (monthStart > limit) return;
    for (const day of daysOfMonth(rule, monthStart, start)) if (day >= start) yield day;
  }
}

/** The schedule's occurrences in order, its end applied. */
export function* occurrences(rule: OccurrenceRule): Generator<Occurrence> {
  const start = parseIsoDay(rule.startsOnDate);
  if (start === null) return;
  const endDay = rule.endMode === 'on' ? parseIsoDay(rule.endsOnDate) : null;
  const maxCount = rule.endMode === 'after' ? (rule.endsAfterNumber ?? 0) : Infinity;
  let number = 0;
  for (const day of matchingDays(rule, start)) {
    if (number >= maxCount) return;
    if (rule.endMode === 'on' && (endDay === null || day > endDay)) return;
    number += 1;
    yield { day, date: isoFromDay(day), number };
  }
}

/** Every occurrence on or before `lastDay`. */
export function occurrencesThrough(rule: OccurrenceRule, lastDay: DayNumber): Occurrence[] {
  const found: Occurrence[] = [];
  for (const o of occurrences(rule)) {
    if (o.day > lastDay) break;
    found.push(o);
  }
  return found;
}

/** The first occurrence after `day`, or null when the schedule has ended. */
export function nextOccurrenceAfter(rule: OccurrenceRule, day: DayNumber): Occurrence | null {
  for (const o of occurrences(rule)) if (o.day > day) return o;
  return null;
}
