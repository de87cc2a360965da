import { describe, expect, it } from 'vitest';
import type { MetricTarget } from '@/api/contract/targets';
import { acrossBrandsTargetOf, cellPace, ownTargetOf, periodDays } from './table-pacing';

const t = (patch: Partial<MetricTarget>): MetricTarget => ({
  id: 1,
  brand: 'B',
  month: '2026-11',
  metric: 'orders',
  asm: null,
  representative: null,
  target: 300,
  ...patch,
});
const targets = [
  t({}),
  t({ id: 2, representative: 'Ann Lee', target: 30 }),
  t({ id: 3, asm: 'Dana', target: 90 }),
];
const filter = { startDate: '2026-01-01', endDate: '2026-11-27' };

describe('representative table pacing', () => {
  it("reads the row's own target only", () => {
    expect(ownTargetOf(targets, 'orders', { representative: 'Ann Lee' })('2026-11')).toBe(30);
    expect(ownTargetOf(targets, 'orders', { representative: 'Bo Chen' })('2026-11')).toBeNull();
    expect(ownTargetOf(targets, 'orders', { asm: 'Dana' })('2026-11')).toBe(90);
    expect(ownTargetOf(targets, 'cases', { representative: 'Ann Lee' })('2026-11')).toBeNull();
  });

  it("sums a representative's own targets across brands, where set", () => {
    const other = [t({ id: 4, brand: 'C', representative: 'Ann Lee', target: 12 })];
    const across = acrossBrandsTargetOf([targets, other], 'orders', 'Ann Lee');
    expect(across('2026-11')).toBe(42);
    expect(across('2026-10')).toBeNull();
    expect(acrossBrandsTargetOf([targets, []], 'orders', 'Ann Lee')('2026-11')).toBe(30);
    expect(acrossBrandsTargetOf([targets, other], 'orders', 'Bo Chen')('2026-11')).toBeNull();
  });

  it("clips a column to the filter's dates", () => {
    expect(periodDays('2026-11-01', 'month', filter)).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-27',
    });
    expect(periodDays('2025-12-29', 'week', filter)).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-01-04',
    });
  });

  it('grades a month to date against the days so far: amber under 90%, red under 75%', () => {
    const ann = ownTargetOf(targets, 'orders', { representative: 'Ann Lee' });
    // 27 of 30 days: 27 orders expected.
    expect(cellPace(27, '2026-11-01', 'month', filter, '2026-11-27', ann)).toBe('onPace');
    expect(cellPace(22, '2026-11-01', 'month', filter, '2026-11-27', ann)).toBe('behind');
    expect(cellPace(10, '2026-11-01', 'month', filter, '2026-11-27', ann)).toBe('farBehind');
    // A week of November: 7 expected.
    expect(cellPace(7, '2026-11-16', 'week', filter, '2026-11-27', ann)).toBe('onPace');
    // A week reaching into October, which has no target: no colour.
    expect(cellPace(7, '2026-10-26', 'week', filter, '2026-11-27', ann)).toBeNull();
  });
});
