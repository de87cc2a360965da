import { describe, expect, it } from 'vitest';
import type { MetricTarget } from '@/api/contract/targets';
import { BRAND_SCOPE, scopedTarget, scopeWords, targetScopeOf } from './target-scope';

const t = (patch: Partial<MetricTarget>): MetricTarget => ({
  id: 1,
  brand: 'B',
  month: '2026-11',
  metric: 'cases',
  asm: null,
  representative: null,
  target: 5000,
  ...patch,
});

describe('scopedTarget', () => {
  const targets = [
    t({}),
    t({ id: 2, asm: 'Dana', target: 900 }),
    t({ id: 3, representative: 'Ann, Jr', target: 300 }),
    t({ id: 4, representative: 'Bo', target: 200 }),
    t({ id: 5, month: '2026-10', target: 4000 }),
  ];

  it("reads the whole brand's target without representatives in the filter", () => {
    expect(scopedTarget(targets, '2026-11', 'cases', BRAND_SCOPE)).toBe(5000);
    expect(scopedTarget(targets, '2026-10', 'cases', BRAND_SCOPE)).toBe(4000);
    expect(scopedTarget(targets, '2026-11', 'sales', BRAND_SCOPE)).toBeNull();
    expect(scopedTarget([t({ asm: 'Dana' })], '2026-11', 'cases', BRAND_SCOPE)).toBeNull();
  });

  it("sums the filtered representatives' own targets, null when one lacks one", () => {
    const scope = targetScopeOf({ representatives: 'Ann%2C Jr,Bo' });
    expect(scope.representatives).toEqual(['Ann, Jr', 'Bo']);
    expect(scopedTarget(targets, '2026-11', 'cases', scope)).toBe(500);
    expect(scopedTarget(targets, '2026-11', 'cases', { representatives: ['Bo', 'Cy'] })).toBeNull();
  });

  it('names the scope', () => {
    expect(scopeWords(BRAND_SCOPE)).toBeNull();
    expect(scopeWords({ representatives: ['Bo'] })).toBe('Bo');
    expect(scopeWords({ representatives: ['Bo', 'Cy', 'Di'] })).toBe('3 representatives');
  });
});
