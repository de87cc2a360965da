import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { usePermissions } from '@/auth/session-context';
import { DrillDownArea } from '@/filters/drill-down-area';
import { FilterBoard } from '@/filters/board/filter-board';
import { useSectionFilter } from '@/filters/use-section-filter';
import { SectionPage } from '@/ui/page/page-frame';
import { usePrefetchRequests } from '@/ui/page/use-panel-requests';
import {
  DailyPanel,
  HoursPanel,
  TimeReportsPanel,
  UdsAsmPanel,
  UdsBrandPanel,
  UdsReportsPanel,
} from './time-efforts-panels';
import { effortsRequests } from './queries';
import type { SortDirection } from '@/ui/table/sort-rows';
import {
  dailySortPatch,
  firstPages,
  pagePatch,
  readEffortsView,
  udsAsmPatch,
  type EffortsViewSearch,
} from './view-state';

const routeApi = getRouteApi('/_authenticated/uds');

/**
 * Time & Efforts (/uds): the filter board, the report downloads, the daily table, weekly
 * and monthly hours and mileage, and the UDS tables, each with its own permission.
 */
export function EffortsPage() {
  const filter = useSectionFilter('timeEfforts');
  const permissions = usePermissions();
  const search = routeApi.useSearch();
  const { dailySort, dailyOrder, dailyPage, weekPage, monthPage, udsAsm, udsPage } = search;
  const view = useMemo(
    () => readEffortsView({ dailySort, dailyOrder, dailyPage, weekPage, monthPage, udsAsm, udsPage }),
    [dailySort, dailyOrder, dailyPage, weekPage, monthPage, udsAsm, udsPage],
  );
  // A new period opens every table at page 1 (the daily one in the same order): that is
  // what hovering a period shortcut warms.
  const firstPageRequests = useMemo(
    () => effortsRequests(firstPages(view.daily.sort, view.daily.order)),
    [view.daily.sort, view.daily.order],
  );
  const onPrefetch = usePrefetchRequests('timeEfforts', firstPageRequests);
  const navigate = routeApi.useNavigate();
  // View changes replace the history entry: Back steps through filters, not pages.
  const update = useCallback(
    (patch: EffortsViewSearch) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false }),
    [navigate],
  );
  const onDailySort = useCallback(
    (column: string, firstDirection: SortDirection) =>
      update(dailySortPatch(view.daily, column, firstDirection)),
    [update, view.daily],
  );
  const onDailyPage = useCallback((page: number) => update(pagePatch('dailyPage', page)), [update]);
  const onWeekPage = useCallback((page: number) => update(pagePatch('weekPage', page)), [update]);
  const onMonthPage = useCallback((page: number) => update(pagePatch('monthPage', page)), [update]);
  const onUdsPage = useCallback((page: number) => update(pagePatch('udsPage', page)), [update]);
  const onUdsAsm = useCallback(
    (asm: string | undefined, asms: readonly string[]) => update(udsAsmPatch(asm, asms)),
    [update],
  );
  return (
    <SectionPage section="timeEfforts">
      <FilterBoard filter={filter} permissions={permissions} onPrefetch={onPrefetch} />
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <TimeReportsPanel params={filter.params} />
          <UdsReportsPanel params={filter.params} />
          <DailyPanel params={filter.params} view={view.daily} onSort={onDailySort} onPage={onDailyPage} />
          <HoursPanel params={filter.params} interval="week" page={view.weekPage} onPage={onWeekPage} />
          <HoursPanel params={filter.params} interval="month" page={view.monthPage} onPage={onMonthPage} />
          <UdsBrandPanel params={filter.params} />
          <UdsAsmPanel params={filter.params} view={view.uds} onAsm={onUdsAsm} onPage={onUdsPage} />
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}
