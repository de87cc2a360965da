import { describe, expect, it } from 'vitest';
import type { SalesTotalsData } from '@/api/contract/sales';
import {
  breakdownChartModel,
  byDistributor,
  bySku,
  disabledKeys,
  hiddenNames,
  intervalLabel,
  intervalTickLabel,
  isStacked,
  METRIC_FORMAT,
  totalChartModel,
  totalsAreEmpty,
} from './chart-model';

const named = (name: string, amount: number, cases: number) => ({ name, amount, cases });

const data: SalesTotalsData = {
  intervalType: 'week',
  totals: { amount: 300, cases: 30 },
  intervals: [
    {
      start: '2026-03-02',
      end: '2026-03-08',
      totals: { amount: 100, cases: 10 },
      bySku: [named('Cola', 60, 6), named('Lime', 40, 4)],
      byDistributor: [named('Southland Beverage Co.', 100, 10)],
    },
    {
      start: '2026-03-09',
      end: '2026-03-15',
      totals: { amount: 200, cases: 20 },
      bySku: [named('Cola', 200, 20), named('Lime', 0, 0)],
      byDistributor: [named('Southland Beverage Co.', 200, 20)],
    },
  ],
};

describe('sales chart model', () => {
  it('plots the totals in the chosen metric', () => {
    expect(totalChartModel(data, 'dollars', 'Sales').rows).toEqual([
      { start: '2026-03-02', s0: 100 },
      { start: '2026-03-09', s0: 200 },
    ]);
    expect(totalChartModel(data, 'cases', 'Cases').rows.map((r) => r.s0)).toEqual([10, 20]);
  });

  it('gives each SKU or distributor a positional key, so dotted names never become paths', () => {
    const sku = breakdownChartModel(data, 'cases', bySku);
    expect(sku.series).toEqual([
      { key: 's0', label: 'Cola' },
      { key: 's1', label: 'Lime' },
    ]);
    expect(sku.rows[0]).toEqual({ start: '2026-03-02', s0: 6, s1: 4 });
    const distributor = breakdownChartModel(data, 'dollars', byDistributor);
    expect(distributor.series).toEqual([{ key: 's0', label: 'Southland Beverage Co.' }]);
    expect(distributor.rows.map((r) => r.s0)).toEqual([100, 200]);
  });

  it('labels the axis by interval', () => {
    expect(intervalTickLabel('2026-03-02', 'day')).toBe('Mar 2');
    expect(intervalTickLabel('2026-03-02', 'week')).toBe('Mar 2');
    expect(intervalTickLabel('2026-03-01', 'month')).toBe('Mar 2026');
    expect(intervalTickLabel('2026-01-01', 'year')).toBe('2026');
    expect(intervalLabel('2026-03-02', 'day')).toBe('Mar 2, 2026');
    expect(intervalLabel('2026-03-02', 'week')).toBe('Week of Mar 2, 2026');
    expect(intervalLabel('2026-03-01', 'month')).toBe('Mar 2026');
  });

  it('writes dollars with $ and whole cases, thousands grouped', () => {
    expect(METRIC_FORMAT.dollars.value(12345.6)).toBe('$12,346');
    expect(METRIC_FORMAT.cases.value(12345.6)).toBe('12,346');
    expect(METRIC_FORMAT.dollars.tick(12345)).toBe('$12.3K');
  });

  it('is empty with no interval or only zeros', () => {
    expect(totalsAreEmpty(data)).toBe(false);
    expect(totalsAreEmpty({ ...data, intervals: [] })).toBe(true);
    const zeros = data.intervals.map((i) => ({ ...i, totals: { amount: 0, cases: 0 } }));
    expect(totalsAreEmpty({ ...data, intervals: zeros })).toBe(true);
  });

  it('maps hidden names to keys and back, never hiding the last series', () => {
    const sku = breakdownChartModel(data, 'cases', bySku);
    expect(disabledKeys(sku, ['Lime', 'Elsewhere'])).toEqual(new Set(['s1']));
    expect(disabledKeys(sku, ['Lime', 'Cola'])).toEqual(new Set());
    // A name this chart does not list (another brand's SKU) stays hidden for when it returns.
    expect(hiddenNames(sku, ['Elsewhere', 'Lime'], new Set(['s0']))).toEqual(new Set(['Elsewhere', 'Cola']));
  });
});

describe('isStacked', () => {
  it('stacks Sales By Distributor only', () => {
    expect(isStacked('distributor', 'dollars')).toBe(true);
    expect(isStacked('distributor', 'cases')).toBe(false);
    expect(isStacked('sku', 'dollars')).toBe(false);
    expect(isStacked('total', 'dollars')).toBe(false);
  });
});
