import { z } from 'zod';

/**
 * The URL key of the period comparison, on its own so the signed-in layout
 * route and the last-view rule read it without the comparison rules (and their date
 * code) joining every route's first download.
 */
export const COMPARE_MODES = ['prev', 'year'] as const;
export type CompareMode = (typeof COMPARE_MODES)[number];

export const compareSearchSchema = z.object({
  compare: z.enum(COMPARE_MODES).optional().catch(undefined),
});

/** Kept on every navigation by the layout route's `retainSearchParams`. */
export const COMPARE_KEYS: 'compare'[] = ['compare'];

export const parseCompare = (value: unknown): CompareMode | undefined =>
  compareSearchSchema.shape.compare.parse(value);
