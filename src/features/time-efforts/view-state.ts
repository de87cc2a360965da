import { z } from 'zod';
import { filterSchemas } from '@/filters/schemas';

/**
 * The page's view state in the URL (docs/filters.md, "View state in the URL"): the daily
 * table's page. Not filter (parseFilter strips it); page 1 stays out of the URL, and
 * applying a filter starts over at page 1 (the key is not retained).
 */
export const effortsViewSearchShape = {
  dailyPage: z.coerce.number().int().min(1).optional().catch(undefined),
};

export const effortsSearchSchema = filterSchemas.timeEfforts.extend(effortsViewSearchShape);

export const dailyPagePatch = (page: number): { dailyPage: number | undefined } => ({
  dailyPage: page > 1 ? page : undefined,
});
