import type { AlertOperator } from '@/api/contract/alerts';

/**
 * The rules' two pure decisions: whether a check meets its condition, and whether a met
 * check fires the alert. An alert fires once when its condition becomes true and again only
 * after a check has found it false, so a number that stays past its threshold is told once.
 */

export interface Reading {
  /** The metric for the scope; null: no value (nothing to compare). */
  value: number | null;
  /** The previous period's value (change rules only). */
  baseline: number | null;
}

/** The change against the baseline in percent, or null when there is none to speak of (no baseline, a baseline of 0). */
export function changePercent(value: number | null, baseline: number | null): number | null {
  if (value === null || baseline === null || baseline === 0) return null;
  return ((value - baseline) / Math.abs(baseline)) * 100;
}

/**
 * above / below: strictly past the threshold (a value equal to it has not crossed).
 * up / down: changed by at least the threshold percentage against the previous period; a
 * previous period of 0 has no percentage, so it is not met.
 */
export function conditionMet(operator: AlertOperator, threshold: number, reading: Reading): boolean {
  const { value } = reading;
  if (value === null) return false;
  switch (operator) {
    case 'above':
      return value > threshold;
    case 'below':
      return value < threshold;
    case 'up': {
      const change = changePercent(value, reading.baseline);
      return change !== null && change >= threshold;
    }
    case 'down': {
      const change = changePercent(value, reading.baseline);
      return change !== null && -change >= threshold;
    }
  }
}

/**
 * Notify once: a met check fires unless the check before it was met too. `previousMet` is
 * null before the first check, so a rule made while its condition already holds fires at
 * its first check.
 */
export const firesNow = (previousMet: boolean | null, met: boolean): boolean => met && previousMet !== true;
