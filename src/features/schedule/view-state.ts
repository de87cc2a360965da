import { z } from 'zod';
import { SCHEDULE_LIST_PAGE_SIZE } from '@/api/contract/schedule';
import { filterSchemas } from '@/filters/schemas';
import { pageCountOf } from '@/ui/table/server-paging';
import type { SortDirection } from '@/ui/table/sort-rows';
import { STATUS_NAMES } from './schedule-model';

/**
 * The Schedule page's shareable VIEW state (docs/filters.md, "View state in the URL"):
 * hidden visit statuses, the selected status tab and its page of representatives, and the
 * ASM calendar's page, name order and name filter. Not filter: `parseFilter` strips these
 * keys, so they never reach the filter's request params; the calendar's three are its own
 * request values (`listValues`) and the status page the tables' (`statusPageValues`), as the
 * Database list's page and sort are. Defaults are `undefined`, so they never appear
 * in the URL.
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
  /** The ASM column's name order (default A-Z), its name-prefix filter and the calendar's page. */
  asmSort: z.enum(['asc', 'desc']).optional().catch(undefined),
  asmPrefix: z
    .string()
    .transform((value) => (value.length > 0 ? value : undefined))
    .optional()
    .catch(undefined),
  asmPage: z.coerce.number().int().min(1).optional().catch(undefined),
  /** The page of representatives the status tables show. */
  statusPage: z.coerce.number().int().min(1).optional().catch(undefined),
};

export type ScheduleViewKey = keyof typeof scheduleViewSearchShape;
export const SCHEDULE_VIEW_KEYS = Object.keys(scheduleViewSearchShape) as ScheduleViewKey[];

/** The pages of representatives: another window holds other rows, so they start over. */
const PAGE_KEYS: readonly ScheduleViewKey[] = ['asmPage', 'statusPage'];

/** Kept across Apply and Prev/Next Week (the view is the user's choice), the pages aside. */
export const SCHEDULE_RETAINED_VIEW_KEYS = SCHEDULE_VIEW_KEYS.filter((key) => !PAGE_KEYS.includes(key));

export const scheduleSearchSchema = filterSchemas.schedule.extend(scheduleViewSearchShape);

export type ScheduleViewSearch = { [K in ScheduleViewKey]?: z.output<(typeof scheduleViewSearchShape)[K]> };

/** The calendar's request view: which page of representatives, in which order, by which name start. */
export interface AsmListView {
  /** 1-based. */
  page: number;
  order: SortDirection;
  prefix: string;
}

export interface ScheduleView {
  hidden: ReadonlySet<string>;
  statusTab: string | undefined;
  list: AsmListView;
  /** The status tables' page of representatives (1-based). */
  statusPage: number;
}

export const readAsmListView = (search: ScheduleViewSearch): AsmListView => ({
  page: search.asmPage ?? 1,
  order: search.asmSort ?? 'asc',
  prefix: search.asmPrefix ?? '',
});

export const readScheduleView = (search: ScheduleViewSearch): ScheduleView => ({
  hidden: new Set(splitHidden(search.hideStatuses ?? '')),
  statusTab: search.statusTab,
  list: readAsmListView(search),
  statusPage: search.statusPage ?? 1,
});

export const hiddenPatch = (hidden: ReadonlySet<string>): ScheduleViewSearch => ({
  hideStatuses: hidden.size > 0 ? [...hidden].sort().join(HIDDEN_SEPARATOR) : undefined,
});

/**
 * The ASM header flips the name order; back to page 1, since the page number means other
 * rows in another order. The default (A-Z) is written as `undefined`.
 */
export const asmSortPatch = (list: AsmListView): ScheduleViewSearch => ({
  asmSort: list.order === 'asc' ? 'desc' : undefined,
  asmPage: undefined,
});

/** A new name filter starts at page 1 of its own rows. */
export const asmPrefixPatch = (prefix: string): ScheduleViewSearch => ({
  asmPrefix: prefix.length > 0 ? prefix : undefined,
  asmPage: undefined,
});

export const asmPagePatch = (page: number): ScheduleViewSearch => ({ asmPage: page > 1 ? page : undefined });

export const statusPagePatch = (page: number): ScheduleViewSearch => ({
  statusPage: page > 1 ? page : undefined,
});

/** The calendar and the status tables page representatives alike, 10 a page. */
export const repPageCount = (total: number): number => pageCountOf(total, SCHEDULE_LIST_PAGE_SIZE);

/** The status tables' request values: the page, left out when it is the first. */
export const statusPageValues = (page: number): Record<string, string> =>
  page > 1 ? { page: String(page) } : {};

/** The calendar's request values (`page`, `order`, `asmPrefix`); defaults are left out, as in the URL. */
export const listValues = (list: AsmListView): Record<string, string> => {
  const values: Record<string, string> = {};
  if (list.page > 1) values.page = String(list.page);
  if (list.order === 'desc') values.order = 'desc';
  if (list.prefix.trim().length > 0) values.asmPrefix = list.prefix.trim();
  return values;
};
