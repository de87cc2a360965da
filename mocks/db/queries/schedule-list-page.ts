import { SCHEDULE_LIST_PAGE_SIZE } from '@/api/contract/schedule';
import { compareText } from '@/lib/compare';

/**
 * The ASM Schedule's paging rules, pure: which representatives a page holds. The server
 * orders and pages the rows, so a national brand's hundreds of representatives cost one
 * page of rows, and the calendar shows a pager instead of receiving every row.
 */

export interface ScheduleListView {
  /** 1-based; past the last page the page holds no rows. */
  page: number;
  order: 'asc' | 'desc';
  /** Only names starting with it (case-insensitive, trimmed); '' keeps every name. */
  prefix: string;
}

export const DEFAULT_SCHEDULE_LIST_VIEW: ScheduleListView = { page: 1, order: 'asc', prefix: '' };

/** The ASM column's name filter: the name starts with the typed text, whatever its case. */
export const startsWithPrefix = (name: string, prefix: string): boolean =>
  name.toLowerCase().startsWith(prefix.trim().toLowerCase());

/** The names that match the view's prefix, in its order. */
export const orderedNames = (names: readonly string[], view: ScheduleListView): string[] => {
  const sign = view.order === 'desc' ? -1 : 1;
  return names.filter((name) => startsWithPrefix(name, view.prefix)).sort((a, b) => sign * compareText(a, b));
};

/** The view's page of `names`, and how many names match in all. */
export const pageOfNames = (
  names: readonly string[],
  view: ScheduleListView,
  size = SCHEDULE_LIST_PAGE_SIZE,
): { total: number; names: string[] } => {
  const matching = orderedNames(names, view);
  const start = (view.page - 1) * size;
  return { total: matching.length, names: matching.slice(start, start + size) };
};
