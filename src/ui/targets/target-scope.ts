import type { MetricTarget, TargetMetric } from '@/api/contract/targets';
import type { RequestParams } from '@/api/contract/request-params';
import type { IsoMonth } from '@/lib/months';
import { splitList } from '@/lib/request-list';

/**
 * Whose monthly target a filtered view paces against: with representatives chosen in the
 * filter, the sum of their own targets (each of them needs one); otherwise the whole
 * brand's. A filter on one rep is then measured against what that rep was asked for, not
 * against the brand's number.
 */
export interface TargetScope {
  representatives: readonly string[];
}

export const BRAND_SCOPE: TargetScope = { representatives: [] };

export const targetScopeOf = (params: RequestParams): TargetScope => ({
  representatives: splitList(params.representatives),
});

const isBrandWide = (t: MetricTarget) => t.asm === null && t.representative === null;

/** The scope's target for a month and metric, or null when it (or one of its reps) has none. */
export function scopedTarget(
  targets: readonly MetricTarget[],
  month: IsoMonth,
  metric: TargetMetric,
  scope: TargetScope,
): number | null {
  const of = (match: (t: MetricTarget) => boolean) =>
    targets.find((t) => t.month === month && t.metric === metric && match(t))?.target ?? null;
  if (scope.representatives.length === 0) return of(isBrandWide);
  let sum = 0;
  for (const rep of scope.representatives) {
    const target = of((t) => t.representative === rep);
    if (target === null) return null;
    sum += target;
  }
  return sum;
}

/** The scope in words for a reading ('Jasmine Patel', '3 representatives'), null for the brand. */
export function scopeWords(scope: TargetScope): string | null {
  const reps = scope.representatives;
  if (reps.length === 0) return null;
  return reps.length === 1 ? (reps[0] ?? null) : `${reps.length} representatives`;
}

/** A per-month target reader for the scope (what the spread rules take). */
export const scopedTargetOf =
  (targets: readonly MetricTarget[], metric: TargetMetric, scope: TargetScope) =>
  (month: IsoMonth): number | null =>
    scopedTarget(targets, month, metric, scope);
