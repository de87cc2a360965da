import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import {
  asmPagePatch,
  statusPagePatch,
  asmPrefixPatch,
  asmSortPatch,
  hiddenPatch,
  readScheduleView,
  type ScheduleView,
  type ScheduleViewSearch,
} from './view-state';

const routeApi = getRouteApi('/_authenticated/schedule');

export interface ScheduleViewControls extends ScheduleView {
  setHidden: (hidden: ReadonlySet<string>) => void;
  setStatusTab: (status: string) => void;
  /** Flips the ASM column's name order. */
  flipAsmSort: () => void;
  setAsmPrefix: (prefix: string) => void;
  setAsmPage: (page: number) => void;
  setStatusPage: (page: number) => void;
}

/**
 * The page's view state in the URL, through the router (never nuqs). A view change
 * REPLACES the history entry, so Back steps through weeks, and keeps the scroll position.
 */
export function useScheduleView(): ScheduleViewControls {
  const { hideStatuses, statusTab, asmSort, asmPrefix, asmPage, statusPage } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const view = useMemo(
    () => readScheduleView({ hideStatuses, statusTab, asmSort, asmPrefix, asmPage, statusPage }),
    [hideStatuses, statusTab, asmSort, asmPrefix, asmPage, statusPage],
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
      flipAsmSort: () => update(asmSortPatch(view.list)),
      setAsmPrefix: (prefix) => update(asmPrefixPatch(prefix)),
      setAsmPage: (page) => update(asmPagePatch(page)),
      setStatusPage: (page) => update(statusPagePatch(page)),
    }),
    [view, update],
  );
}
