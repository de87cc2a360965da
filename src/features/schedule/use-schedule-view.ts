import { getRouteApi } from '@tanstack/react-router';
import { useViewUpdate } from '@/filters/use-view-update';
import { useMemo } from 'react';
import {
  asmPagePatch,
  statusPagePatch,
  asmPrefixPatch,
  asmSortPatch,
  hiddenPatch,
  readAsmListView,
  readScheduleView,
  type AsmListView,
  type ScheduleViewSearch,
} from './view-state';

const routeApi = getRouteApi('/_authenticated/schedule');

// Each hook selects only the view keys its reader shows (docs/filters.md, "A view change
// renders only its readers"): a status table's tab does not draw the calendar again.

/** The statuses hidden from the calendar and the daily visits chart: one set. */
export function useHiddenStatuses(): {
  hidden: ReadonlySet<string>;
  setHidden: (hidden: ReadonlySet<string>) => void;
} {
  const hideStatuses = routeApi.useSearch({ select: (search) => search.hideStatuses });
  const update = useViewUpdate<ScheduleViewSearch>();
  return useMemo(
    () => ({
      hidden: readScheduleView({ hideStatuses }).hidden,
      setHidden: (hidden: ReadonlySet<string>) => update(hiddenPatch(hidden)),
    }),
    [hideStatuses, update],
  );
}

/** The calendar's page of representatives: its name order, name prefix and page. */
export function useAsmList(): {
  list: AsmListView;
  /** Flips the ASM column's name order. */
  flipAsmSort: () => void;
  setAsmPrefix: (prefix: string) => void;
  setAsmPage: (page: number) => void;
} {
  const asmSort = routeApi.useSearch({ select: (search) => search.asmSort });
  const asmPrefix = routeApi.useSearch({ select: (search) => search.asmPrefix });
  const asmPage = routeApi.useSearch({ select: (search) => search.asmPage });
  const update = useViewUpdate<ScheduleViewSearch>();
  return useMemo(() => {
    const list = readAsmListView({ asmSort, asmPrefix, asmPage });
    return {
      list,
      flipAsmSort: () => update(asmSortPatch(list)),
      setAsmPrefix: (prefix: string) => update(asmPrefixPatch(prefix)),
      setAsmPage: (page: number) => update(asmPagePatch(page)),
    };
  }, [asmSort, asmPrefix, asmPage, update]);
}

/** The status tables' tab and page of representatives. */
export function useStatusTables(): {
  tab: string | undefined;
  page: number;
  setTab: (status: string) => void;
  setPage: (page: number) => void;
} {
  const statusTab = routeApi.useSearch({ select: (search) => search.statusTab });
  const statusPage = routeApi.useSearch({ select: (search) => search.statusPage });
  const update = useViewUpdate<ScheduleViewSearch>();
  return useMemo(
    () => ({
      tab: statusTab,
      page: readScheduleView({ statusPage }).statusPage,
      setTab: (status: string) => update({ statusTab: status }),
      setPage: (page: number) => update(statusPagePatch(page)),
    }),
    [statusTab, statusPage, update],
  );
}
