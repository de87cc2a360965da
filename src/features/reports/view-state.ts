import { z } from 'zod';
import { filterSchemas } from '@/filters/schemas';

/**
 * The Reports page's view state (docs/filters.md, "View state in the URL"): the chosen
 * chain scorecard file. Not a filter field, so it never reaches request params or query
 * keys; the downloads send it as `scorecardId`.
 */
export const REPORTS_VIEW_KEYS = ['scorecard'] as const;

export const reportsSearchSchema = filterSchemas.reports.extend({
  scorecard: z.string().regex(/^\d+$/).optional().catch(undefined),
});
