import type { IsoDate } from './dates';
import { dayOfMonth, daysInMonth, monthOfDate, type IsoMonth } from './months';

/**
 * Pacing against a monthly target, as pure rules. The month's target is spread evenly over
 * its days: by the end of the covered days a value "on pace" has reached that share of it.
 */

/** Where a pace stands: at least 90% is on pace, under 90% behind (amber), under 75% far behind (red). */
export type PaceStatus = 'onPace' | 'behind' | 'farBehind';

/** The thresholds, in percent of the expected value (the UI and docs state them). */
export const PACE_THRESHOLDS = { behind: 90, farBehind: 75 } as const;

export interface PaceInput {
  value: number;
  /** The month's target (above 0). */
  target: number;
  /** The period the value covers; it lies within the target's month. */
  range: { startDate: IsoDate; endDate: IsoDate };
  today: IsoDate;
  /** A cap rather than a goal (missed visits, voids): staying under the spread target is on pace. */
  lowerIsBetter?: boolean;
}

export interface Pace {
  /** The value as a percentage of the whole month's target. */
  share: number;
  /** What the spread target expects by the end of the covered days. */
  expected: number;
  /** The value as a percentage of `expected`. */
  pace: number;
  status: PaceStatus;
  /** Days of the period up to today, and the month's length. */
  elapsedDays: number;
  daysInMonth: number;
}

/** The month a period lies in, or null when it spans more than one. */
export const monthOfRange = (range: { startDate: IsoDate; endDate: IsoDate }): IsoMonth | null => {
  const month = monthOfDate(range.startDate);
  return monthOfDate(range.endDate) === month ? month : null;
};

/** The status of a score (100 = exactly on the spread target; for a cap, the inverse). */
export const paceStatus = (score: number): PaceStatus =>
  score >= PACE_THRESHOLDS.behind ? 'onPace' : score >= PACE_THRESHOLDS.farBehind ? 'behind' : 'farBehind';

/**
 * The pace of a value against its month's target. The covered days run from the period's
 * start to its end or today, whichever is first; the expected value is the target times
 * those days over the month's. Null without a target (none, 0 or less), when the period
 * does not lie within one month, or before any of its days has begun.
 */
export function paceOf({ value, target, range, today, lowerIsBetter = false }: PaceInput): Pace | null {
  if (!Number.isFinite(target) || target <= 0 || !Number.isFinite(value)) return null;
  const month = monthOfRange(range);
  if (month === null) return null;
  const lastDay = range.endDate < today ? range.endDate : today;
  if (lastDay < range.startDate) return null;
  const elapsedDays = dayOfMonth(lastDay) - dayOfMonth(range.startDate) + 1;
  const days = daysInMonth(month);
  const expected = (target * elapsedDays) / days;
  const pace = (value / expected) * 100;
  const score = lowerIsBetter ? (value === 0 ? Number.POSITIVE_INFINITY : (expected / value) * 100) : pace;
  return {
    share: (value / target) * 100,
    expected,
    pace,
    status: paceStatus(score),
    elapsedDays,
    daysInMonth: days,
  };
}

const isoDay = (date: IsoDate): number =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10)) / 86_400_000;
const fromIsoDay = (day: number): IsoDate => new Date(day * 86_400_000).toISOString().slice(0, 10);

/**
 * What monthly targets ask of a period, day by day (each day its month's target over that
 * month's days): a week across a month end takes from both months. Null when a month of
 * the period has no target, or the period is empty.
 */
export function spreadOver(
  range: { startDate: IsoDate; endDate: IsoDate },
  targetOf: (month: IsoMonth) => number | null,
): number | null {
  const last = isoDay(range.endDate);
  const first = isoDay(range.startDate);
  if (last < first) return null;
  let spread = 0;
  for (let day = first; day <= last; day++) {
    const month = monthOfDate(fromIsoDay(day));
    const target = targetOf(month);
    if (target === null || !(target > 0)) return null;
    spread += target / daysInMonth(month);
  }
  return spread;
}

/** What monthly targets expect of a period up to today (`spreadOver` its days so far). */
export const expectedOver = (
  range: { startDate: IsoDate; endDate: IsoDate },
  today: IsoDate,
  targetOf: (month: IsoMonth) => number | null,
): number | null =>
  spreadOver(
    { startDate: range.startDate, endDate: range.endDate < today ? range.endDate : today },
    targetOf,
  );

/** The status of a value against what was expected of it (a cap reads the other way round). */
export function statusAgainst(value: number, expected: number, lowerIsBetter = false): PaceStatus {
  if (lowerIsBetter) return paceStatus(value === 0 ? Number.POSITIVE_INFINITY : (expected / value) * 100);
  return paceStatus((value / expected) * 100);
}
