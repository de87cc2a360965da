import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import type { SortDirection } from '@/ui/table/sort-rows';
import { hiddenPatch, readScheduleView, type ScheduleView, type ScheduleViewSearch } from './view-state';

const routeApi = getRouteApi('/_authenticated/schedule');

export interface ScheduleViewControls extends ScheduleView {
  setHidden: (hidden: ReadonlySet<string>) => void;
  setStatusTab: (status: string) => void;
  setAsmSort: (sort: SortDirection | null) => void;
  setAsmPrefix: (prefix: string) => void;
}

/**
 * The page's view state in the URL, through the router (never nuqs). A view change
 * REPLACES the history entry, so Back steps through weeks, and keeps the scroll position.
 */
export function useScheduleView(): ScheduleViewControls {
  const { hideStatuses, statusTab, asmSort, asmPrefix } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const view = useMemo(
    () => readScheduleView({ hideStatuses, statusTab, asmSort, asmPrefix }),
    [hideStatuses, statusTab, asmSort, asmPrefix],
  );
  const update = useCallback(
    (patch: ScheduleViewSearch) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false }),
    [navigate],
  );
  return useMemo(
    () => ({
      ...view,
      setHidden: (hidden) => update(hiddenPatch(hidden)),
      setStatusTab: (status) => update({ statusTab: status }),
      setAsmSort: (sort) => update({ asmSort: sort ?? undefined }),
      setAsmPrefix: (prefix) => update({ asmPrefix: prefix.length > 0 ? prefix : undefined }),
    }),
    [view, update],
  );
}
