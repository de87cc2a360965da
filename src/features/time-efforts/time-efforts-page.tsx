import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
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
import { dailyPagePatch } from './view-state';

const routeApi = getRouteApi('/_authenticated/uds');

/**
 * Time & Efforts (/uds): the filter board, the report downloads, the daily table, weekly
 * and monthly hours and mileage, and the UDS tables, each with its own permission.
 */
export function EffortsPage() {
  const filter = useSectionFilter('timeEfforts');
  const permissions = usePermissions();
  const onPrefetch = usePrefetchRequests('timeEfforts', effortsRequests);
  const { dailyPage } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const onDailyPage = useCallback(
    (page: number) =>
      void navigate({
        search: (prev) => ({ ...prev, ...dailyPagePatch(page) }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  return (
    <SectionPage section="timeEfforts">
      <FilterBoard filter={filter} permissions={permissions} onPrefetch={onPrefetch} />
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <TimeReportsPanel params={filter.params} />
          <UdsReportsPanel params={filter.params} />
          <DailyPanel params={filter.params} page={dailyPage ?? 1} onPage={onDailyPage} />
          <HoursPanel params={filter.params} interval="week" />
          <HoursPanel params={filter.params} interval="month" />
          <UdsBrandPanel params={filter.params} />
          <UdsAsmPanel params={filter.params} />
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}
