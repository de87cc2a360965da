import { describe, expect, it } from 'vitest';
import { comparedSummary } from './compared-summary';
import type { SummaryItem } from './summary-cards';

const items: SummaryItem[] = [{ key: 'orders', label: 'Orders', value: 120 }];
const itemsOf = (data: { orders: number }): SummaryItem[] => [
  { key: 'orders', label: 'Orders', value: data.orders },
];

describe('comparedSummary', () => {
  it('leaves the cards alone and marks nothing while the comparison is off', () => {
    expect(comparedSummary(items, { status: 'off' }, itemsOf)).toEqual({ items, compare: undefined });
  });

  it('shows no delta while the baseline loads, is unavailable or failed', () => {
    for (const status of ['loading', 'unavailable', 'failed'] as const) {
      const view = comparedSummary(items, { status, label: 'previous 7 days' }, itemsOf);
      expect(view.items[0]?.delta).toBeUndefined();
      expect(view.compare?.status).toBe(status);
    }
  });

  it('adds the deltas once the baseline is there', () => {
    const view = comparedSummary(
      items,
      { status: 'ready', label: 'previous 7 days', data: { orders: 100 } },
      itemsOf,
    );
    expect(view.compare).toEqual({ status: 'ready' });
    expect(view.items[0]?.delta?.text).toBe('+20% vs previous 7 days');
  });
});
