import { describe, expect, it } from 'vitest';
import type { MetricTarget } from '@/api/contract/targets';
import { formatInteger } from '@/lib/format';
import { barDays, targetLineFor, targetLineText } from './target-line';
import { BRAND_SCOPE } from './target-scope';

const targets: MetricTarget[] = [
  { id: 1, brand: 'B', month: '2026-11', metric: 'cases', asm: null, representative: null, target: 3000 },
  { id: 2, brand: 'B', month: '2026-11', metric: 'cases', asm: 'Dana', representative: null, target: 900 },
  { id: 3, brand: 'B', month: '2026-10', metric: 'cases', asm: null, representative: null, target: 3100 },
  { id: 4, brand: 'B', month: '2026-11', metric: 'cases', asm: null, representative: 'Ann', target: 600 },
];
const november = { startDate: '2026-11-01', endDate: '2026-11-30' };
const days = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => `2026-11-${String(from + i).padStart(2, '0')}`);

describe('targetLineFor', () => {
  it("spreads the month's target evenly over each bar's days", () => {
    const daily = targetLineFor(targets, november, 'day', 'cases', days(1, 30), BRAND_SCOPE);
    expect(daily?.values.every((v) => v === 100)).toBe(true);
    // Weeks from Monday; the first and last are cut by the filter's dates.
    const weekly = targetLineFor(
      targets,
      november,
      'week',
      'cases',
      ['2026-10-26', '2026-11-02', '2026-11-30'],
      BRAND_SCOPE,
    );
    expect(weekly?.values).toEqual([100, 700, 100]);
    expect(targetLineFor(targets, november, 'month', 'cases', ['2026-11-01'], BRAND_SCOPE)?.values).toEqual([
      3000,
    ]);
  });

  it('steps from one month to the next across a month end, a week taking from both', () => {
    const line = targetLineFor(
      targets,
      { startDate: '2026-10-01', endDate: '2026-11-30' },
      'week',
      'cases',
      ['2026-10-26', '2026-11-02'],
      BRAND_SCOPE,
    );
    // 26-31 October: 6 x 100; 1 November: 100.
    expect(line?.values).toEqual([700, 700]);
    const monthly = targetLineFor(
      targets,
      { startDate: '2026-09-15', endDate: '2026-11-30' },
      'month',
      'cases',
      ['2026-09-01', '2026-10-01', '2026-11-01'],
      BRAND_SCOPE,
    );
    expect(monthly?.values).toEqual([null, 3100, 3000]);
    expect(monthly?.months).toEqual([
      { month: '2026-09', target: null },
      { month: '2026-10', target: 3100 },
      { month: '2026-11', target: 3000 },
    ]);
  });

  it("reads the filtered representatives' own targets", () => {
    const line = targetLineFor(targets, november, 'day', 'cases', days(1, 2), { representatives: ['Ann'] });
    expect(line).toMatchObject({ values: [20, 20], whose: 'Ann' });
    expect(
      targetLineFor(targets, november, 'day', 'cases', days(1, 2), { representatives: ['Bo'] }),
    ).toBeNull();
  });

  it('draws nothing for years, other metrics or months without a target', () => {
    expect(targetLineFor(targets, november, 'year', 'cases', ['2026-01-01'], BRAND_SCOPE)).toBeNull();
    expect(targetLineFor(targets, november, 'day', 'sales', days(1, 3), BRAND_SCOPE)).toBeNull();
    expect(
      targetLineFor(
        targets,
        { startDate: '2026-09-01', endDate: '2026-09-30' },
        'day',
        'cases',
        ['2026-09-01'],
        BRAND_SCOPE,
      ),
    ).toBeNull();
  });

  it('cuts a bar to the filter', () => {
    expect(barDays('2026-10-26', 'week', november)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-01',
    });
    expect(barDays('2026-11-01', 'month', { startDate: '2026-11-10', endDate: '2026-11-20' })).toEqual({
      startDate: '2026-11-10',
      endDate: '2026-11-20',
    });
  });
});

describe('targetLineText', () => {
  it('labels a single month line by its value and says what it is', () => {
    const line = targetLineFor(targets, november, 'day', 'cases', days(1, 30), BRAND_SCOPE);
    expect(targetLineText(line!, formatInteger)).toEqual({
      label: 'Target 100 / day',
      note: 'Dashed line: the target, 100 per day (3,000 for November 2026 spread evenly over its days).',
    });
  });

  it('lists each month of a stepped line', () => {
    const line = targetLineFor(
      targets,
      { startDate: '2026-09-15', endDate: '2026-11-30' },
      'month',
      'cases',
      ['2026-09-01', '2026-10-01', '2026-11-01'],
      BRAND_SCOPE,
    );
    expect(targetLineText(line!, formatInteger)).toEqual({
      label: 'Target / month',
      note: "Dashed line: the target for each month, its days' share of their month's target spread evenly (September 2026: none; October 2026: 3,100; November 2026: 3,000).",
    });
  });

  it("names a representative's target", () => {
    const line = targetLineFor(targets, november, 'day', 'cases', days(1, 30), { representatives: ['Ann'] });
    expect(targetLineText(line!, formatInteger).note).toBe(
      "Dashed line: Ann's target, 20 per day (600 for November 2026 spread evenly over its days).",
    );
  });
});
