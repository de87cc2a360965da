import type { MetricTarget, TargetMetric } from '@/api/contract/targets';
import { addDaysIso, maxIso, minIso, type IsoDate } from '@/lib/dates';
import { monthRange, monthOfDate, type IsoMonth } from '@/lib/months';
import { expectedOver, statusAgainst, type PaceStatus } from '@/lib/pace';

/**
 * Red/amber/green for the representative tables: each period cell against what its
 * row's own monthly target expects of that period (up to today, within the filter's dates).
 */

/** The short words a table cell shows beside its value, so colour is never alone. */
export const CELL_PACE_WORDS: Record<PaceStatus, string> = {
  onPace: 'on pace',
  behind: 'behind',
  farBehind: 'far behind',
};

/** A representative's (or an ASM's) own target per month, for one metric. */
export const ownTargetOf =
  (targets: readonly MetricTarget[], metric: TargetMetric, who: { representative?: string; asm?: string }) =>
  (month: IsoMonth): number | null =>
    targets.find(
      (t) =>
        t.month === month &&
        t.metric === metric &&
        (who.representative !== undefined
          ? t.representative === who.representative
          : t.asm === (who.asm ?? null) && t.representative === null),
    )?.target ?? null;

/**
 * A representative's own target per month across brands (the all-brands tables): the sum
 * of the targets set for them in each brand; null when no brand has one for that month.
 */
export const acrossBrandsTargetOf =
  (targetsByBrand: readonly (readonly MetricTarget[])[], metric: TargetMetric, representative: string) =>
  (month: IsoMonth): number | null => {
    let sum: number | null = null;
    for (const targets of targetsByBrand) {
      const target = ownTargetOf(targets, metric, { representative })(month);
      if (target !== null) sum = (sum ?? 0) + target;
    }
    return sum;
  };

/** The days a period column covers: its week or month, within the filter's dates. */
export function periodDays(
  start: IsoDate,
  period: 'week' | 'month',
  filter: { startDate: IsoDate; endDate: IsoDate },
): { startDate: IsoDate; endDate: IsoDate } {
  const end = period === 'week' ? addDaysIso(start, 6) : monthRange(monthOfDate(start)).endDate;
  return { startDate: maxIso(start, filter.startDate), endDate: minIso(end, filter.endDate) };
}

/** A cell's status, or null when its row has no target for (part of) the period. */
export function cellPace(
  value: number,
  start: IsoDate,
  period: 'week' | 'month',
  filter: { startDate: IsoDate; endDate: IsoDate },
  today: IsoDate,
  targetOf: (month: IsoMonth) => number | null,
  lowerIsBetter = false,
): PaceStatus | null {
  const days = periodDays(start, period, filter);
  if (days.endDate < days.startDate) return null;
  const expected = expectedOver(days, today, targetOf);
  return expected === null ? null : statusAgainst(value, expected, lowerIsBetter);
}
