import type { BaselineState } from '@/filters/use-comparison';
import { compareItems, type CompareState, type SummaryItem } from './summary-cards';

/** The cards of a summary panel with their deltas, and the state the cards show. */
export function comparedSummary<T>(
  items: readonly SummaryItem[],
  baseline: BaselineState<T>,
  itemsOf: (data: T) => readonly SummaryItem[] | null,
): { items: SummaryItem[]; compare: CompareState | undefined } {
  if (baseline.status === 'off') return { items: [...items], compare: undefined };
  if (baseline.status !== 'ready') return { items: [...items], compare: baseline };
  return { items: compareItems(items, itemsOf(baseline.data), baseline.label), compare: { status: 'ready' } };
}
