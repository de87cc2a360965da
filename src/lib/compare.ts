import { LOCALE } from './format';

/**
 * Sort comparators for names and other display text, pinned to en-US like the formatting
 * (src/lib/format.ts). `a.localeCompare(b, 'en-US')` builds a collator on every call: 42 ms
 * of sorting a page's representatives at Lighthouse's 4x CPU (docs/performance-log.md);
 * one collator, made on first use, compares the same way.
 */
let collator: Intl.Collator | undefined;

/** Alphabetical, as `localeCompare` in en-US ('ann' before 'Bob'). */
export const compareText = (a: string, b: string): number =>
  (collator ??= new Intl.Collator(LOCALE)).compare(a, b);

/** Code point order: for keys whose text sorts as written, such as 'YYYY-MM-DD' dates. */
export const compareCodePoints = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
