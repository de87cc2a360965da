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
import { prefetchSalesPanels, salesDataQuery } from './queries';

const loadPanels = () => import('./sales-panels');

/**
 * The panels (charts, table, map shell) are their own chunk, so the page and its filter
 * board show without waiting for recharts. The page starts loading that chunk as soon as
 * it mounts, and starts the panels' requests as soon as the filter is known, so code and
 * data arrive side by side instead of one after the other.
 */
const SalesPanels = lazy(() => loadPanels().then((m) => ({ default: m.SalesPanels })));

/**
 * The Sales page: the filter board, then every permitted panel for the applied filter.
 * Hovering or focusing a period shortcut warms the same queries the panels will read.
 */
export function SalesPage() {
  const filter = useSectionFilter('sales');
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const comparison = useComparison('sales');
  const onPrefetch = useCallback(
    (params: RequestParams) => {
      prefetchSalesPanels(queryClient, params, permissions);
      prefetchBaseline(
        queryClient,
        comparison.baselineOf(params),
        salesDataQuery,
        can(permissions, 'sales', 'summary'),
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
    <SectionPage section="sales">
      <FilterBoard
        filter={filter}
        permissions={permissions}
        onPrefetch={onPrefetch}
        comparison={comparison}
      />
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <Suspense fallback={<Skeleton height={360} radius="md" />}>
            <SalesPanels params={filter.params} />
          </Suspense>
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}
