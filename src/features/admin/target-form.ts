import { BRAND_TARGET_MAX, BRAND_TARGET_MIN } from '@/api/contract/brands';
import { isIsoDate } from '@/lib/dates';

/** The Target section's rules (SPEC.md sections 5 and 9). */

export const TARGET_NOTICES = {
  invalid: 'Incorrect input values!',
  saved: 'Brand target date has been changed!',
} as const;

export interface TargetFormValues {
  brands: string[];
  /** Representative ids as the multi-select holds them (strings). */
  representatives: string[];
  /** 'YYYY-MM-DD', or null while empty. */
  date: string | null;
  target: number;
}

export const emptyTargetForm = (): TargetFormValues => ({
  brands: [],
  representatives: [],
  date: null,
  target: BRAND_TARGET_MIN,
});

/**
 * The amount as typed, made a target: non-numeric becomes 0, a negative its absolute
 * value, and the result stays within 0 to 10.
 */
export function normaliseTargetAmount(input: string | number | null | undefined): number {
  const value = typeof input === 'number' ? input : Number(String(input ?? '').trim());
  if (input === '' || input === null || input === undefined || !Number.isFinite(value))
    return BRAND_TARGET_MIN;
  return Math.min(BRAND_TARGET_MAX, Math.abs(value));
}

/**
 * Brands, representatives and a valid date are required; the date is not after today and
 * not before the earliest target date; the target is 0 to 10. Anything else is
 * 'Incorrect input values!'.
 */
export function isTargetValid(
  values: TargetFormValues,
  limits: { today: string; earliest: string },
): boolean {
  return (
    values.brands.length > 0 &&
    values.representatives.length > 0 &&
    values.date !== null &&
    isIsoDate(values.date) &&
    values.date <= limits.today &&
    values.date >= limits.earliest &&
    Number.isFinite(values.target) &&
    values.target >= BRAND_TARGET_MIN &&
    values.target <= BRAND_TARGET_MAX
  );
}

/** The /brands/target-date parameters (lists comma-joined by the client). */
export const targetRequest = (values: TargetFormValues) => ({
  brands: values.brands,
  representativeIDs: values.representatives,
  date: values.date,
  target: values.target,
});
