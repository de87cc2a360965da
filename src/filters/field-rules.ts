/**
 * Per-field input rules (SPEC.md section 5). Pure, so the filter schemas (URL side) and
 * the filter board (typing side) apply the same rule.
 */

const DIGITS_RE = /^\d*$/;

export const isZipCode = (value: string): boolean => DIGITS_RE.test(value);

/** Zip code accepts digits only; any other edit is ignored (the previous value stays). */
export const acceptZipInput = (prev: string, next: string): string => (isZipCode(next) ? next : prev);

/**
 * No Activity (notVisitedIn, in days): empty or non-numeric becomes 0, negative becomes
 * its absolute value. Fractions are cut to whole days, the unit the API counts in.
 */
export const parseNoActivity = (input: unknown): number => {
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  if (text === '') return 0;
  const value = Number(text);
  if (!Number.isFinite(value)) return 0;
  const days = Math.trunc(Math.abs(value));
  return Number.isSafeInteger(days) ? days : 0;
};

/**
 * What a whole-number field (No Activity, a comparison's value) keeps of an edit: its
 * digits, after one leading '-' when `signed`. Anything else typed (letters, '.', the
 * ' days' unit the field shows) is dropped, as NumberInput did; null when a '-' lands
 * after a digit, which the field ignores (it keeps its value).
 */
export const acceptWholeNumberInput = (next: string, signed: boolean): string | null => {
  const kept = next.replace(signed ? /[^\d-]/g : /\D/g, '');
  return /^-?\d*$/.test(kept) ? kept : null;
};

export type ComparisonOp = 'm' | 'l' | 'e';

export interface Comparison {
  op: ComparisonOp;
  value: number;
}

export const COMPARISON_OPTIONS: readonly { value: ComparisonOp; label: string }[] = [
  { value: 'm', label: 'More Than' },
  { value: 'l', label: 'Less Than' },
  { value: 'e', label: 'Equal To' },
];

/** Default of numberOfSkus and numberOfFacings (SPEC.md section 9): "more than 0", i.e. no limit. */
export const DEFAULT_COMPARISON = 'm0';

const COMPARISON_RE = /^([mle])(\d+)$/;

/** 'm5' -> { op: 'm', value: 5 }; anything else (sign missing, negative, fraction) -> null. */
export const parseComparison = (input: string): Comparison | null => {
  const match = COMPARISON_RE.exec(input.trim());
  if (!match) return null;
  const value = Number(match[2]);
  if (!Number.isSafeInteger(value)) return null;
  return { op: match[1] as ComparisonOp, value };
};

export const formatComparison = ({ op, value }: Comparison): string =>
  `${op}${Math.max(0, Math.trunc(value))}`;

/** Canonical form ('m007' -> 'm7'), or null when the input is not a comparison. */
export const normaliseComparison = (input: string): string | null => {
  const parsed = parseComparison(input);
  return parsed ? formatComparison(parsed) : null;
};
