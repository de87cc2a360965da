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
import { dailyPagePatch, dailySortPatch, readDailyView, type EffortsViewSearch } from './view-state';

const routeApi = getRouteApi('/_authenticated/uds');

/**
 * Time & Efforts (/uds): the filter board, the report downloads, the daily table, weekly
 * and monthly hours and mileage, and the UDS tables, each with its own permission.
 */
export function EffortsPage() {
  const filter = useSectionFilter('timeEfforts');
  const permissions = usePermissions();
  const { dailySort, dailyOrder, dailyPage } = routeApi.useSearch();
  const daily = useMemo(
    () => readDailyView({ dailySort, dailyOrder, dailyPage }),
    [dailySort, dailyOrder, dailyPage],
  );
  // A new period opens the daily table at page 1 in the same order: that is what hovering a
  // period shortcut warms.
  const firstPageRequests = useMemo(
    () => effortsRequests({ sort: daily.sort, order: daily.order, page: 1 }),
    [daily.sort, daily.order],
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
    (column: string, firstDirection: SortDirection) => update(dailySortPatch(daily, column, firstDirection)),
    [update, daily],
  );
  const onDailyPage = useCallback((page: number) => update(dailyPagePatch(page)), [update]);
  return (
    <SectionPage section="timeEfforts">
      <FilterBoard filter={filter} permissions={permissions} onPrefetch={onPrefetch} />
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <TimeReportsPanel params={filter.params} />
          <UdsReportsPanel params={filter.params} />
          <DailyPanel params={filter.params} view={daily} onSort={onDailySort} onPage={onDailyPage} />
          <HoursPanel params={filter.params} interval="week" />
          <HoursPanel params={filter.params} interval="month" />
          <UdsBrandPanel params={filter.params} />
          <UdsAsmPanel params={filter.params} />
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}
