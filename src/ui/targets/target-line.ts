import type { MetricTarget, TargetMetric } from '@/api/contract/targets';
import { addDaysIso, maxIso, minIso, type IsoDate } from '@/lib/dates';
import { formatMonth, monthOfDate, monthRange, type IsoMonth } from '@/lib/months';
import { spreadOver } from '@/lib/pace';
import { scopedTarget, scopeWords, type TargetScope } from './target-scope';

/** The chart intervals a target line is drawn for (a year bar has no monthly target). */
export type TargetLineInterval = 'day' | 'week' | 'month' | 'year';

export interface TargetLine {
  /**
   * Each bar's target, in the bars' order: the days it covers (within the filter), each
   * taking its month's target over that month's days. Null where a month it covers has none.
   */
  values: readonly (number | null)[];
  interval: 'day' | 'week' | 'month';
  /** The months the bars cover, with the scope's target (null: none set). */
  months: readonly { month: IsoMonth; target: number | null }[];
  /** Whose target it is, in words (null: the whole brand's). */
  whose: string | null;
}

type Range = { startDate: IsoDate; endDate: IsoDate };

/** The days a bar starting on `start` covers, within the filter's dates. */
export function barDays(start: IsoDate, interval: 'day' | 'week' | 'month', filter: Range): Range {
  const end =
    interval === 'day'
      ? start
      : interval === 'week'
        ? addDaysIso(start, 6)
        : monthRange(monthOfDate(start)).endDate;
  return { startDate: maxIso(start, filter.startDate), endDate: minIso(end, filter.endDate) };
}

function monthsOf(range: Range): IsoMonth[] {
  const months: IsoMonth[] = [];
  for (let m = monthOfDate(range.startDate); m <= monthOfDate(range.endDate);) {
    months.push(m);
    m = monthOfDate(addDaysIso(monthRange(m).endDate, 1));
  }
  return months;
}

/**
 * The target line of a time-series chart: one value per bar (its days' share of their
 * months' targets), so a period across months steps from one month's target to the next.
 * Null for yearly bars and when no bar has a target.
 */
export function targetLineFor(
  targets: readonly MetricTarget[],
  filter: Range,
  interval: TargetLineInterval,
  metric: TargetMetric,
  barStarts: readonly IsoDate[],
  scope: TargetScope,
): TargetLine | null {
  if (interval === 'year' || barStarts.length === 0) return null;
  const targetOf = (month: IsoMonth) => scopedTarget(targets, month, metric, scope);
  const values = barStarts.map((start) => spreadOver(barDays(start, interval, filter), targetOf));
  if (values.every((v) => v === null)) return null;
  const months = monthsOf(filter).map((month) => ({ month, target: targetOf(month) }));
  return { values, interval, months, whose: scopeWords(scope) };
}

/** The one value every bar shares, if they all share one (a single month's full bars). */
const commonValue = (values: readonly (number | null)[]): number | null => {
  const first = values[0] ?? null;
  return first !== null && values.every((v) => v !== null && Math.abs(v - first) < 1e-9) ? first : null;
};

/** The line's label on the chart ('Target 167 / day') and the sentence under it. */
export function targetLineText(
  line: TargetLine,
  format: (value: number) => string,
): { label: string; note: string } {
  const whose = line.whose ? `${line.whose}'s target` : 'the target';
  const common = commonValue(line.values);
  const only = line.months.length === 1 ? line.months[0] : undefined;
  if (common !== null && only?.target != null) {
    return {
      label: `Target ${format(common)} / ${line.interval}`,
      note: `Dashed line: ${whose}, ${format(common)} per ${line.interval} (${format(only.target)} for ${formatMonth(only.month)} spread evenly over its days).`,
    };
  }
  const perMonth = line.months
    .map((m) => `${formatMonth(m.month)}: ${m.target === null ? 'none' : format(m.target)}`)
    .join('; ');
  return {
    label: `Target / ${line.interval}`,
    note: `Dashed line: ${whose} for each ${line.interval}, its days' share of their month's target spread evenly (${perMonth}).`,
  };
}
