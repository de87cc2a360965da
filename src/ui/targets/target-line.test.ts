import { describe, expect, it } from 'vitest';
import type { MetricTarget } from '@/api/contract/targets';
import { formatInteger } from '@/lib/format';
import { targetLineFor, targetLineText } from './target-line';

const targets: MetricTarget[] = [
  { id: 1, brand: 'B', month: '2026-11', metric: 'cases', asm: null, representative: null, target: 3000 },
  { id: 2, brand: 'B', month: '2026-11', metric: 'cases', asm: 'Dana', representative: null, target: 900 },
];
const november = { startDate: '2026-11-01', endDate: '2026-11-27' };

describe('targetLineFor', () => {
  it("spreads the month's target evenly per the chart's interval", () => {
    expect(targetLineFor(targets, november, 'day', 'cases')).toMatchObject({ value: 100, monthTarget: 3000 });
    expect(targetLineFor(targets, november, 'week', 'cases')?.value).toBe(700);
    expect(targetLineFor(targets, november, 'month', 'cases')?.value).toBe(3000);
  });

  it('draws nothing for years, other metrics, other months or periods across months', () => {
    expect(targetLineFor(targets, november, 'year', 'cases')).toBeNull();
    expect(targetLineFor(targets, november, 'day', 'sales')).toBeNull();
    expect(
      targetLineFor(targets, { startDate: '2026-10-01', endDate: '2026-10-31' }, 'day', 'cases'),
    ).toBeNull();
    expect(
      targetLineFor(targets, { startDate: '2026-10-20', endDate: '2026-11-05' }, 'day', 'cases'),
    ).toBeNull();
  });

  it('labels the line and says what it is', () => {
    const line = targetLineFor(targets, november, 'day', 'cases');
    expect(targetLineText(line!, formatInteger)).toEqual({
      label: 'Target 100 / day',
      note: 'Dashed line: the target, 100 per day (3,000 for November 2026 spread evenly over its days).',
    });
  });
});
