import { getRouteApi } from '@tanstack/react-router';
import { useViewUpdate } from '@/filters/use-view-update';
import { useMemo } from 'react';
import type { SortDirection } from '@/ui/table/sort-rows';
import {
  dailySortPatch,
  pagePatch,
  readDailyView,
  readRepPage,
  readUdsView,
  udsAsmPatch,
  type DailyView,
  type EffortsViewSearch,
  type UdsView,
} from './view-state';

const routeApi = getRouteApi('/_authenticated/uds');

// Each hook selects only the view keys its table shows (docs/filters.md, "A view change
// renders only its readers"): the daily table's page does not draw the hours tables again.

/** The daily table's sort column, direction and page. */
export function useDailyView(): {
  view: DailyView;
  /** A header click; `firstDirection`: the column's own first direction. */
  onSort: (column: string, firstDirection: SortDirection) => void;
  onPage: (page: number) => void;
} {
  const dailySort = routeApi.useSearch({ select: (search) => search.dailySort });
  const dailyOrder = routeApi.useSearch({ select: (search) => search.dailyOrder });
  const dailyPage = routeApi.useSearch({ select: (search) => search.dailyPage });
  const update = useViewUpdate<EffortsViewSearch>();
  return useMemo(() => {
    const view = readDailyView({ dailySort, dailyOrder, dailyPage });
    return {
      view,
      onSort: (column: string, firstDirection: SortDirection) =>
        update(dailySortPatch(view, column, firstDirection)),
      onPage: (page: number) => update(pagePatch('dailyPage', page)),
    };
  }, [dailySort, dailyOrder, dailyPage, update]);
}

/** The page of representatives of the weekly or monthly hours table. */
export function useHoursPage(interval: 'week' | 'month'): { page: number; onPage: (page: number) => void } {
  const key = interval === 'week' ? 'weekPage' : 'monthPage';
  const page = routeApi.useSearch({ select: (search) => search[key] });
  const update = useViewUpdate<EffortsViewSearch>();
  return useMemo(
    () => ({ page: readRepPage(page), onPage: (next: number) => update(pagePatch(key, next)) }),
    [key, page, update],
  );
}

/** The ASM UDS table's ASM and page of representatives. */
export function useUdsView(): {
  view: UdsView;
  /** Another ASM's table; `undefined`: the first ASM's. */
  onAsm: (asm: string | undefined, asms: readonly string[]) => void;
  onPage: (page: number) => void;
} {
  const udsAsm = routeApi.useSearch({ select: (search) => search.udsAsm });
  const udsPage = routeApi.useSearch({ select: (search) => search.udsPage });
  const update = useViewUpdate<EffortsViewSearch>();
  return useMemo(
    () => ({
      view: readUdsView({ udsAsm, udsPage }),
      onAsm: (asm: string | undefined, asms: readonly string[]) => update(udsAsmPatch(asm, asms)),
      onPage: (page: number) => update(pagePatch('udsPage', page)),
    }),
    [udsAsm, udsPage, update],
  );
}
