import type { MetricTarget, TargetMetric } from '@/api/contract/targets';
import type { IsoDate } from '@/lib/dates';
import { daysInMonth, formatMonth, type IsoMonth } from '@/lib/months';
import { monthOfRange } from '@/lib/pace';
import { brandTarget } from './card-pacing';

/** The chart intervals a target line is drawn for (a year bar has no monthly target). */
export type TargetLineInterval = 'day' | 'week' | 'month' | 'year';

export interface TargetLine {
  /** The target of one bar: the month's target spread evenly over its days. */
  value: number;
  month: IsoMonth;
  monthTarget: number;
  interval: 'day' | 'week' | 'month';
}

const DAYS: Record<'day' | 'week', number> = { day: 1, week: 7 };

/**
 * The target of one bar of a time-series chart: a day's share of the month's target, a
 * week's (7 days' share) or the month's. Drawn when the period lies within one month that
 * has a whole-brand target, like the cards' pace; null otherwise (and for yearly bars).
 */
export function targetLineFor(
  targets: readonly MetricTarget[],
  range: { startDate: IsoDate; endDate: IsoDate },
  interval: TargetLineInterval,
  metric: TargetMetric,
): TargetLine | null {
  if (interval === 'year') return null;
  const month = monthOfRange(range);
  const monthTarget = month ? brandTarget(targets, month, metric) : null;
  if (!month || monthTarget === null) return null;
  const value = interval === 'month' ? monthTarget : (monthTarget * DAYS[interval]) / daysInMonth(month);
  return { value, month, monthTarget, interval };
}

/** The line's label on the chart ('Target 167 / day') and the sentence under it. */
export function targetLineText(
  line: TargetLine,
  format: (value: number) => string,
): { label: string; note: string } {
  return {
    label: `Target ${format(line.value)} / ${line.interval}`,
    note: `Dashed line: the target, ${format(line.value)} per ${line.interval} (${format(line.monthTarget)} for ${formatMonth(line.month)} spread evenly over its days).`,
  };
}
