import { z } from 'zod';
import { filterSchemas } from '@/filters/schemas';
import type { SortDirection } from '@/ui/table/sort-rows';
import { STATUS_NAMES } from './schedule-model';

/**
 * The Schedule page's shareable VIEW state (docs/filters.md, "View state in the URL"):
 * hidden visit statuses, the selected status tab, the ASM column's sort and name filter.
 * Not filter: `parseFilter` strips these keys, so they never reach request params or
 * query keys. Defaults are `undefined`, so they never appear in the URL.
 */

/** Joined with '~' as one string, like the Sales page's hidden series (never escaped). */
export const HIDDEN_SEPARATOR = '~';

const splitHidden = (value: string): string[] => value.split(/[~,]/).filter((item) => item.length > 0);

const hiddenStatuses = z
  .union([z.array(z.string()), z.string()])
  .transform((value) => {
    const items = (Array.isArray(value) ? value : splitHidden(value)).filter((item) =>
      (STATUS_NAMES as readonly string[]).includes(item),
    );
    // A link that hides every status hides none: the last shown status cannot be hidden.
    if (items.length === 0 || STATUS_NAMES.every((s) => items.includes(s))) return undefined;
    return [...new Set(items)].sort().join(HIDDEN_SEPARATOR);
  })
  .optional()
  .catch(undefined);

export const scheduleViewSearchShape = {
  /** Visit statuses switched off in the legend (hidden in the calendar and the chart). */
  hideStatuses: hiddenStatuses,
  /** The selected status tab of the representative visit tables. */
  statusTab: z
    .enum(STATUS_NAMES as [string, ...string[]])
    .optional()
    .catch(undefined),
  /** The ASM column's sort (none: server order) and its name-prefix filter. */
  asmSort: z.enum(['asc', 'desc']).optional().catch(undefined),
  asmPrefix: z
    .string()
    .transform((value) => (value.length > 0 ? value : undefined))
    .optional()
    .catch(undefined),
};

export type ScheduleViewKey = keyof typeof scheduleViewSearchShape;
export const SCHEDULE_VIEW_KEYS = Object.keys(scheduleViewSearchShape) as ScheduleViewKey[];

export const scheduleSearchSchema = filterSchemas.schedule.extend(scheduleViewSearchShape);

export type ScheduleViewSearch = { [K in ScheduleViewKey]?: z.output<(typeof scheduleViewSearchShape)[K]> };

export interface ScheduleView {
  hidden: ReadonlySet<string>;
  statusTab: string | undefined;
  asmSort: SortDirection | null;
  asmPrefix: string;
}

export const readScheduleView = (search: ScheduleViewSearch): ScheduleView => ({
  hidden: new Set(splitHidden(search.hideStatuses ?? '')),
  statusTab: search.statusTab,
  asmSort: search.asmSort ?? null,
  asmPrefix: search.asmPrefix ?? '',
});

export const hiddenPatch = (hidden: ReadonlySet<string>): ScheduleViewSearch => ({
  hideStatuses: hidden.size > 0 ? [...hidden].sort().join(HIDDEN_SEPARATOR) : undefined,
});

/** The ASM header cycles ascending, descending, then back to the server's order. */
export const nextAsmSort = (current: SortDirection | null): SortDirection | null =>
  current === null ? 'asc' : current === 'asc' ? 'desc' : null;
