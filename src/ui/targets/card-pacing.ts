import type { MetricTarget, TargetMetric } from '@/api/contract/targets';
import type { IsoDate } from '@/lib/dates';
import type { IsoMonth } from '@/lib/months';
import { monthOfRange, paceOf } from '@/lib/pace';
import { formatSummaryValue, type SummaryItem } from '@/ui/cards/summary-cards';
import { noTargetReading, paceReading } from './pace-reading';

/** Which card (by its key) paces against which target metric, per section. */
export type CardTargets = Readonly<Record<string, TargetMetric>>;

/** The target of a whole brand (not an ASM's or a rep's) for a month and metric. */
export const brandTarget = (
  targets: readonly MetricTarget[],
  month: IsoMonth,
  metric: TargetMetric,
): number | null =>
  targets.find((t) => t.month === month && t.metric === metric && t.asm === null && t.representative === null)
    ?.target ?? null;

/**
 * The cards with their pace against the brand's target for the month the period lies in,
 * or 'No target' (none set, or a period across months). Cards without a target metric are
 * left as they are.
 */
export function paceItems(
  items: readonly SummaryItem[],
  targets: readonly MetricTarget[],
  range: { startDate: IsoDate; endDate: IsoDate },
  today: IsoDate,
  cards: CardTargets,
): SummaryItem[] {
  const month = monthOfRange(range);
  return items.map((item) => {
    const metric = cards[item.key ?? item.label];
    if (!metric) return item;
    const target = month ? brandTarget(targets, month, metric) : null;
    const value = item.value;
    const pace =
      month && target !== null && typeof value === 'number'
        ? paceOf({ value, target, range, today, lowerIsBetter: item.lowerIsBetter })
        : null;
    return {
      ...item,
      pacing:
        pace && month && target !== null
          ? paceReading(pace, target, month, (v) => formatSummaryValue(v, item.format), item.lowerIsBetter)
          : noTargetReading(month),
    };
  });
}
