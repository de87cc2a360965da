import type { MetricTarget, TargetMetric } from '@/api/contract/targets';
import type { IsoDate } from '@/lib/dates';
import { monthOfRange, paceOf } from '@/lib/pace';
import { formatSummaryValue, type SummaryItem } from '@/ui/cards/summary-cards';
import { noTargetReading, paceReading } from './pace-reading';
import { BRAND_SCOPE, scopedTarget, scopeWords, type TargetScope } from './target-scope';

/** Which card (by its key) paces against which target metric, per section. */
export type CardTargets = Readonly<Record<string, TargetMetric>>;

/**
 * The cards with their pace against the scope's target (the brand's, or the filtered
 * representatives') for the month the period lies in, or 'No target' (none set, or a
 * period across months). Cards without a target metric are left as they are.
 */
export function paceItems(
  items: readonly SummaryItem[],
  targets: readonly MetricTarget[],
  range: { startDate: IsoDate; endDate: IsoDate },
  today: IsoDate,
  cards: CardTargets,
  scope: TargetScope = BRAND_SCOPE,
): SummaryItem[] {
  const month = monthOfRange(range);
  const whose = scopeWords(scope);
  return items.map((item) => {
    const metric = cards[item.key ?? item.label];
    if (!metric) return item;
    const target = month ? scopedTarget(targets, month, metric, scope) : null;
    const value = item.value;
    const pace =
      month && target !== null && typeof value === 'number'
        ? paceOf({ value, target, range, today, lowerIsBetter: item.lowerIsBetter })
        : null;
    return {
      ...item,
      pacing:
        pace && month && target !== null
          ? paceReading(
              pace,
              target,
              month,
              (v) => formatSummaryValue(v, item.format),
              item.lowerIsBetter,
              whose,
            )
          : noTargetReading(month, whose),
    };
  });
}
