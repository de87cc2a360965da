import { z } from 'zod';
import {
  EFFORTS_DAILY_DEFAULT_SORT,
  EFFORTS_DAILY_PAGE_SIZE,
  EFFORTS_DAILY_SORT_KEYS,
  EFFORTS_REPS_PAGE_SIZE,
  type EffortsDailySortKey,
} from '@/api/contract/time-efforts';
import { filterSchemas } from '@/filters/schemas';
import { clampPageOf, pageCountOf, rangeTextOf } from '@/ui/table/server-paging';
import { nextSort, type SortDirection } from '@/ui/table/sort-rows';

const pageNumber = z.coerce.number().int().min(1).optional().catch(undefined);

/**
 * The page's view state in the URL (docs/filters.md, "View state in the URL"): the daily
 * table's sort column, its direction and the page, as the Database list has them; the
 * weekly and monthly hours tables' pages; the ASM UDS table's ASM and page. Not filter
 * (parseFilter strips them). The server orders and pages the rows, so each table holds one
 * page however long the range and however many representatives. Defaults (latest day
 * first, page 1, the first ASM) are `undefined` and stay out of the URL; applying a filter
 * keeps the daily sort and starts every table over at page 1 (and the first ASM: another
 * filter has other ASMs).
 */
export const effortsViewSearchShape = {
  dailySort: z.enum(EFFORTS_DAILY_SORT_KEYS).optional().catch(undefined),
  dailyOrder: z.enum(['asc', 'desc']).optional().catch(undefined),
  dailyPage: pageNumber,
  weekPage: pageNumber,
  monthPage: pageNumber,
  udsAsm: z.string().min(1).optional().catch(undefined),
  udsPage: pageNumber,
};

/** Kept when a filter is applied (the sort is the user's choice); pages and the ASM start over. */
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

/** The ASM UDS table's view: which ASM (undefined: the first of the answer's) and which page of its reps. */
export interface UdsView {
  asm: string | undefined;
  /** 1-based. */
  page: number;
}

/** Every representative table's view: the request values of each are part of its one request. */
export interface EffortsView {
  daily: DailyView;
  weekPage: number;
  monthPage: number;
  uds: UdsView;
}

export const readDailyView = (search: EffortsViewSearch): DailyView => ({
  sort: search.dailySort ?? EFFORTS_DAILY_DEFAULT_SORT.sort,
  order: search.dailyOrder ?? EFFORTS_DAILY_DEFAULT_SORT.order,
  page: search.dailyPage ?? 1,
});

/** A representative table's page: 1 when the URL has none. */
export const readRepPage = (page: number | undefined): number => page ?? 1;

export const readUdsView = (search: EffortsViewSearch): UdsView => ({
  asm: search.udsAsm,
  page: readRepPage(search.udsPage),
});

export const readEffortsView = (search: EffortsViewSearch): EffortsView => ({
  daily: readDailyView(search),
  weekPage: readRepPage(search.weekPage),
  monthPage: readRepPage(search.monthPage),
  uds: readUdsView(search),
});

/** What a new period opens at: page 1 of every table, the daily one in its order, the first ASM. */
export const firstPages = (sort: EffortsDailySortKey, order: SortDirection): EffortsView => ({
  daily: { sort, order, page: 1 },
  weekPage: 1,
  monthPage: 1,
  uds: { asm: undefined, page: 1 },
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

/** The URL keys of the tables' pages. */
export type EffortsPageKey = 'dailyPage' | 'weekPage' | 'monthPage' | 'udsPage';

/** A table's new page; page 1 is the default, out of the URL. */
export const pagePatch = (key: EffortsPageKey, page: number): EffortsViewSearch => ({
  [key]: page > 1 ? page : undefined,
});

/**
 * Another ASM's table starts at its page 1. The first ASM (or none: `undefined`) is the
 * default, so it leaves the URL (and shares the request the page made without one).
 */
export const udsAsmPatch = (asm: string | undefined, asms: readonly string[]): EffortsViewSearch => ({
  udsAsm: asm === asms[0] ? undefined : asm,
  udsPage: undefined,
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

export const repPageCount = (total: number): number => pageCountOf(total, EFFORTS_REPS_PAGE_SIZE);

/** The request values of a representative table's page (`page`); page 1 is left out, as in the URL. */
export const repPageValues = (page: number): Record<string, string> =>
  page > 1 ? { page: String(page) } : {};

/** The ASM UDS table's request values (`asm`, `page`); defaults are left out, as in the URL. */
export const udsValues = (uds: UdsView): Record<string, string> => ({
  ...repPageValues(uds.page),
  ...(uds.asm === undefined ? {} : { asm: uds.asm }),
});
