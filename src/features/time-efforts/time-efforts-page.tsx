import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
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
import { firstPages, readDailyView } from './view-state';

const routeApi = getRouteApi('/_authenticated/uds');

/**
 * Time & Efforts (/uds): the filter board, the report downloads, the daily table, weekly
 * and monthly hours and mileage, and the UDS tables, each with its own permission.
 */
export function EffortsPage() {
  const filter = useSectionFilter('timeEfforts');
  const permissions = usePermissions();
  // The page reads only what its prefetch uses; each table reads its own view keys
  // (use-efforts-view.ts), so a table's page or sort draws that table alone again.
  const dailySort = routeApi.useSearch({ select: (search) => search.dailySort });
  const dailyOrder = routeApi.useSearch({ select: (search) => search.dailyOrder });
  // A new period opens every table at page 1 (the daily one in the same order): that is
  // what hovering a period shortcut warms.
  const firstPageRequests = useMemo(() => {
    const daily = readDailyView({ dailySort, dailyOrder });
    return effortsRequests(firstPages(daily.sort, daily.order));
  }, [dailySort, dailyOrder]);
  const onPrefetch = usePrefetchRequests('timeEfforts', firstPageRequests);
  return (
    <SectionPage section="timeEfforts">
      <FilterBoard filter={filter} permissions={permissions} onPrefetch={onPrefetch} />
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <TimeReportsPanel params={filter.params} />
          <UdsReportsPanel params={filter.params} />
          <DailyPanel params={filter.params} />
          <HoursPanel params={filter.params} interval="week" />
          <HoursPanel params={filter.params} interval="month" />
          <UdsBrandPanel params={filter.params} />
          <UdsAsmPanel params={filter.params} />
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}
