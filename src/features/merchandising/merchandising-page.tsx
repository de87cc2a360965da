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
import { dropOtherPictures, prefetchMerchandisingPanels, merchandisingDataQuery } from './queries';

const loadPanels = () => import('./merchandising-panels');

/**
 * The panels (charts, map shell, photo gallery) are their own chunk, as on the Sales page:
 * the board shows at once, and the panels' requests start as soon as the filter is known,
 * so code and data arrive side by side.
 */
const MerchandisingPanels = lazy(() => loadPanels().then((m) => ({ default: m.MerchandisingPanels })));

/** The Merchandising page (SPEC.md section 2): the filter board, then every permitted panel. */
export function MerchandisingPage() {
  const filter = useSectionFilter('merchandising');
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const comparison = useComparison('merchandising');
  const onPrefetch = useCallback(
    (params: RequestParams) => {
      prefetchMerchandisingPanels(queryClient, params, permissions);
      prefetchBaseline(
        queryClient,
        comparison.baselineOf(params),
        merchandisingDataQuery,
        can(permissions, 'merchandising', 'summary'),
      );
    },
    [queryClient, permissions, comparison],
  );
  useEffect(() => {
    void loadPanels().catch(() => undefined);
  }, []);
  const params = filter.status === 'ready' ? filter.params : null;
  const paramsKey = params ? JSON.stringify(params) : null;
  useEffect(() => {
    if (!params) return;
    onPrefetch(params);
    // Applying clears the cached merchandising images of other filters (SPEC.md section 2).
    dropOtherPictures(queryClient, params);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paramsKey, onPrefetch]);
  return (
    <SectionPage section="merchandising">
      <FilterBoard
        filter={filter}
        permissions={permissions}
        onPrefetch={onPrefetch}
        comparison={comparison}
      />
      {filter.status === 'ready' ? (
        <DrillDownArea filter={filter} permissions={permissions}>
          <Suspense fallback={<Skeleton height={360} radius="md" />}>
            <MerchandisingPanels
              params={filter.params}
              placements={filter.options.placements}
              endDate={filter.applied.endDate ?? filter.today}
            />
          </Suspense>
        </DrillDownArea>
      ) : null}
    </SectionPage>
  );
}
