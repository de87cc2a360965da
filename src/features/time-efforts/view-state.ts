import { z } from 'zod';
import {
  EFFORTS_DAILY_DEFAULT_SORT,
  EFFORTS_DAILY_PAGE_SIZE,
  EFFORTS_DAILY_SORT_KEYS,
  type EffortsDailySortKey,
} from '@/api/contract/time-efforts';
import { filterSchemas } from '@/filters/schemas';
import { clampPageOf, pageCountOf, rangeTextOf } from '@/ui/table/server-paging';
import { nextSort, type SortDirection } from '@/ui/table/sort-rows';

/**
 * The page's view state in the URL (docs/filters.md, "View state in the URL"): the daily
 * table's sort column, its direction and the page, as the Database list has them. Not
 * filter (parseFilter strips them). The server orders and pages the whole range, so the
 * page holds one page of rows however long the range. Defaults (latest day first, page 1)
 * are `undefined` and stay out of the URL; applying a filter keeps the sort and starts
 * over at page 1.
 */
export const effortsViewSearchShape = {
  dailySort: z.enum(EFFORTS_DAILY_SORT_KEYS).optional().catch(undefined),
  dailyOrder: z.enum(['asc', 'desc']).optional().catch(undefined),
  dailyPage: z.coerce.number().int().min(1).optional().catch(undefined),
};

/** Kept when a filter is applied (the sort is the user's choice); the page starts over. */
export const EFFORTS_RETAINED_VIEW_KEYS = ['dailySort', 'dailyOrder'] as const;

export const effortsSearchSchema = filterSchemas.timeEfforts.extend(effortsViewSearchShape);

export type EffortsViewSearch = {
  [K in keyof typeof effortsViewSearchShape]?: z.output<(typeof effortsViewSearchShape)[K]>;
};

export interface DailyView {
  sort: EffortsDailySortKey;
  order: SortDirection;
  /** 1-based. */
  page: number;
}

export const readDailyView = (search: EffortsViewSearch): DailyView => ({
  sort: search.dailySort ?? EFFORTS_DAILY_DEFAULT_SORT.sort,
  order: search.dailyOrder ?? EFFORTS_DAILY_DEFAULT_SORT.order,
  page: search.dailyPage ?? 1,
});

const isSortKey = (key: string): key is EffortsDailySortKey =>
  (EFFORTS_DAILY_SORT_KEYS as readonly string[]).includes(key);

/**
 * A header click (`firstDirection`: the column's own first direction): the same column
 * flips, another starts at its first direction; back to page 1. Defaults are `undefined`.
 */
export const dailySortPatch = (
  view: DailyView,
  column: string,
  firstDirection: SortDirection,
): EffortsViewSearch => {
  if (!isSortKey(column)) return {};
  const next = nextSort({ key: view.sort, direction: view.order }, column, firstDirection);
  return {
    dailySort: next.key === EFFORTS_DAILY_DEFAULT_SORT.sort ? undefined : (next.key as EffortsDailySortKey),
    dailyOrder: next.direction === EFFORTS_DAILY_DEFAULT_SORT.order ? undefined : next.direction,
    dailyPage: undefined,
  };
};

export const dailyPagePatch = (page: number): EffortsViewSearch => ({
  dailyPage: page > 1 ? page : undefined,
});

export const dailyPageCount = (total: number): number => pageCountOf(total, EFFORTS_DAILY_PAGE_SIZE);

export const clampDailyPage = (page: number, total: number): number =>
  clampPageOf(page, total, EFFORTS_DAILY_PAGE_SIZE);

/** 'Showing 51-100 of 1,234' for the rows on screen. */
export const dailyRangeText = (view: DailyView, shown: number, total: number): string =>
  rangeTextOf(view.page, EFFORTS_DAILY_PAGE_SIZE, shown, total);

/** The request values of a view (`page`, `sort`, `order`); defaults are left out, as in the URL. */
export const dailyValues = (view: DailyView): Record<string, string> => {
  const values: Record<string, string> = {};
  if (view.page > 1) values.page = String(view.page);
  if (view.sort !== EFFORTS_DAILY_DEFAULT_SORT.sort) values.sort = view.sort;
  if (view.order !== EFFORTS_DAILY_DEFAULT_SORT.order) values.order = view.order;
  return values;
};
