import { Skeleton } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { can } from '@/api/contract/permissions';
import { DrillDownArea } from '@/filters/drill-down-area';
import { FilterBoard } from '@/filters/board/filter-board';
import { prefetchBaseline, useComparison } from '@/filters/use-comparison';
import { useSectionFilter } from '@/filters/use-section-filter';
import { SectionPage } from '@/ui/page/page-frame';
import { prefetchSchedulePanels, scheduleSummaryQuery } from './queries';
import { WeekNav } from './week-nav';

const loadPanels = () => import('./schedule-panels');

/** The panels (calendar, recharts bars, tables) are their own chunk, loaded beside the data. */
const SchedulePanels = lazy(() => loadPanels().then((m) => ({ default: m.SchedulePanels })));

/**
 * The Schedule page: the filter board with Prev Week / Next Week, then every permitted
 * block for the applied filter. Hovering a period shortcut or a week button warms the
 * queries the panels will read for that window.
 */
export function SchedulePage() {
  const filter = useSectionFilter('schedule');
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const comparison = useComparison('schedule');
  const onPrefetch = useCallback(
    (params: RequestParams) => {
      prefetchSchedulePanels(queryClient, params, permissions);
      prefetchBaseline(
        queryClient,
        comparison.baselineOf(params),
        scheduleSummaryQuery,
        can(permissions, 'schedule', 'summary'),
      );
    },
    [queryClient, permissions, comparison],
  );
  useEffect(() => {
    void loadPanels().catch(() => undefined);
  }, []);
  // Keyed by content: a view change (same filter, new params object) prefetches nothing.
  const params = filter.status === 'ready' ? filter.params : null;
  const paramsKey = params ? JSON.stringify(params) : null;
  useEffect(() => {
    if (params) onPrefetch(params);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paramsKey, onPrefetch]);
  return (
    <SectionPage section="schedule">
      <FilterBoard
        filter={filter}
        permissions={permissions}
        onPrefetch={onPrefetch}
        comparison={comparison}
        actions={filter.status === 'ready' ? <WeekNav filter={filter} onPrefetch={onPrefetch} /> : null}
      />
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <Suspense fallback={<Skeleton height={360} radius="md" />}>
            <SchedulePanels params={filter.params} />
          </Suspense>
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}
