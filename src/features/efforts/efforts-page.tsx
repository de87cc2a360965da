import { getRouteApi } from '@tanstack/react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { DrillDownArea } from '@/filters/drill-down-area';
import { FilterBoard } from '@/filters/board/filter-board';
import { useSectionFilter } from '@/filters/use-section-filter';
import { SectionPage } from '@/ui/page/page-frame';
import {
  DailyPanel,
  HoursPanel,
  TimeReportsPanel,
  UdsAsmPanel,
  UdsBrandPanel,
  UdsReportsPanel,
} from './efforts-panels';
import { prefetchEffortsPanels } from './queries';
import { dailyPagePatch } from './view-state';

const routeApi = getRouteApi('/_authenticated/uds');

/**
 * Time & Efforts (/uds): the filter board, the report downloads, the daily table, weekly
 * and monthly hours and mileage, and the UDS tables, each with its own permission.
 */
export function EffortsPage() {
  const filter = useSectionFilter('timeEfforts');
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const onPrefetch = useCallback(
    (params: RequestParams) => prefetchEffortsPanels(queryClient, params, permissions),
    [queryClient, permissions],
  );
  const params = filter.status === 'ready' ? filter.params : null;
  const paramsKey = params ? JSON.stringify(params) : null;
  // Every permitted table's request starts together, before the panels mount.
  useEffect(() => {
    if (params) onPrefetch(params);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paramsKey, onPrefetch]);
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
      {filter.status === 'ready' && params ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <TimeReportsPanel params={params} />
          <UdsReportsPanel params={params} />
          <DailyPanel params={params} page={dailyPage ?? 1} onPage={onDailyPage} />
          <HoursPanel params={params} interval="week" />
          <HoursPanel params={params} interval="month" />
          <UdsBrandPanel params={params} />
          <UdsAsmPanel params={params} />
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}
