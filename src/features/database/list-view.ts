import { z } from 'zod';
import {
  MASTER_LIST_PAGE_SIZE,
  MASTER_LIST_SORT_KEYS,
  type MasterListSortKey,
} from '@/api/contract/database';
import { filterSchemas } from '@/filters/schemas';
import { clampPageOf, pageCountOf, rangeTextOf } from '@/ui/table/server-paging';
import { nextSort, type SortState } from '@/ui/table/sort-rows';

/**
 * The account preview's VIEW state in the URL (docs/filters.md, "View state in the URL"):
 * the sort column, its direction and the page. Not filter: `parseFilter` strips these keys,
 * so they never reach the filter's request params. The server orders and pages the whole
 * list (25,000 accounts at demo scale 10), so the page holds 100 rows whatever the size.
 * Defaults (name, A-Z, page 1) are `undefined` and stay out of the URL.
 */

export const DEFAULT_LIST_SORT: SortState = { key: 'name', direction: 'asc' };

export const databaseViewSearchShape = {
  sort: z.enum(MASTER_LIST_SORT_KEYS).optional().catch(undefined),
  order: z.enum(['asc', 'desc']).optional().catch(undefined),
  page: z.coerce.number().int().min(1).optional().catch(undefined),
};

/** Kept when a filter is applied (the sort is the user's choice); the page starts over. */
export const DATABASE_RETAINED_VIEW_KEYS = ['sort', 'order'] as const;

export const databaseSearchSchema = filterSchemas.database.extend(databaseViewSearchShape);

export type DatabaseViewSearch = {
  [K in keyof typeof databaseViewSearchShape]?: z.output<(typeof databaseViewSearchShape)[K]>;
};

export interface ListView {
  sort: MasterListSortKey;
  order: 'asc' | 'desc';
  /** 1-based. */
  page: number;
}

export const readListView = (search: DatabaseViewSearch): ListView => ({
  sort: search.sort ?? 'name',
  order: search.order ?? 'asc',
  page: search.page ?? 1,
});

const isSortKey = (key: string): key is MasterListSortKey =>
  (MASTER_LIST_SORT_KEYS as readonly string[]).includes(key);

/**
 * A header click: the same column flips, another starts A-Z; back to page 1, since the
 * page number means other rows in another order. Defaults are written as `undefined`.
 */
export const sortPatch = (view: ListView, column: string): DatabaseViewSearch => {
  if (!isSortKey(column)) return {};
  const next = nextSort({ key: view.sort, direction: view.order }, column, 'asc');
  return {
    sort: next.key === DEFAULT_LIST_SORT.key ? undefined : (next.key as MasterListSortKey),
    order: next.direction === 'asc' ? undefined : 'desc',
    page: undefined,
  };
};

export const pagePatch = (page: number): DatabaseViewSearch => ({ page: page > 1 ? page : undefined });

export const pageCount = (total: number): number => pageCountOf(total, MASTER_LIST_PAGE_SIZE);

/** The page a link asks for, or the last page when the list got shorter (a narrower filter). */
export const clampPage = (page: number, total: number): number =>
  clampPageOf(page, total, MASTER_LIST_PAGE_SIZE);

/** 'Showing 101-200 of 2,454' for the rows on screen. */
export const rangeText = (view: ListView, shown: number, total: number): string =>
  rangeTextOf(view.page, MASTER_LIST_PAGE_SIZE, shown, total);

/** The request values of a view; defaults are left out, like in the URL. */
export const listValues = (view: ListView): Record<string, string> => {
  const values: Record<string, string> = {};
  if (view.page > 1) values.page = String(view.page);
  if (view.sort !== DEFAULT_LIST_SORT.key) values.sort = view.sort;
  if (view.order === 'desc') values.order = 'desc';
  return values;
};
