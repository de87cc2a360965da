import { useQueryClient, type QueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { can, type Permissions } from '@/api/contract/permissions';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { prefetchPanelRequests, type PanelRequest } from '@/filters/panel-requests';
import type { FilterSection } from '@/filters/schemas';
import type { SectionFilterState } from '@/filters/section-filter';
import { prefetchBaseline, useComparison, type Comparison } from '@/filters/use-comparison';
import { useSectionFilter } from '@/filters/use-section-filter';

type PanelsSection = Extract<FilterSection, 'sales' | 'merchandising' | 'schedule'>;

export interface SectionPanelsOptions<S extends PanelsSection, T, K extends QueryKey> {
  section: S;
  /**
   * The panels' own chunk (charts, tables, map shell). Its import starts when the page
   * mounts, and the panels' requests in the route's loader, so code and data arrive side by
   * side.
   */
  loadPanels: () => Promise<unknown>;
  /**
   * The section's panel requests, warmed for a hovered period here; the route's loader
   * starts them for the applied filter (startSectionRequests).
   */
  requests: Record<string, PanelRequest<S>>;
  /** The summary query a comparison's baseline period reads (allowed with the `summary` permission). */
  baselineQuery: (params: RequestParams) => UseQueryOptions<T, Error, T, K>;
  /** Once per newly applied filter, after its prefetch. */
  onApplied?: (queryClient: QueryClient, params: RequestParams) => void;
}

export interface SectionPanels<S extends PanelsSection> {
  filter: SectionFilterState<S>;
  permissions: Permissions | null;
  comparison: Comparison;
  /** For the board: hovering or focusing a period (or week) warms what its panels will read. */
  onPrefetch: (params: RequestParams) => void;
}

/**
 * What a section page with lazily loaded panels does around them (Sales, Merchandising,
 * Schedule): the applied filter, the comparison, and the prefetching that lets the panels'
 * code and data load in parallel. One place, so the three pages cannot drift apart.
 */
export function useSectionPanels<S extends PanelsSection, T, K extends QueryKey>({
  section,
  loadPanels,
  requests,
  baselineQuery,
  onApplied,
}: SectionPanelsOptions<S, T, K>): SectionPanels<S> {
  const filter = useSectionFilter(section);
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  const comparison = useComparison(section);
  const onPrefetch = useCallback(
    (params: RequestParams) => {
      void prefetchPanelRequests(queryClient, section, requests, params, permissions).catch(() => undefined);
      prefetchBaseline(
        queryClient,
        comparison.baselineOf(params),
        baselineQuery,
        can(permissions, section, 'summary'),
      );
    },
    [queryClient, permissions, comparison, requests, baselineQuery, section],
  );
  useEffect(() => {
    void loadPanels().catch(() => undefined);
  }, [loadPanels]);
  // The panels' requests start in the route's loader (startSectionRequests); the comparison's
  // baseline depends on the page's comparison setting, so it starts here. Keyed by content: a
  // view change (same filter, new params object) starts nothing.
  const params = filter.status === 'ready' ? filter.params : null;
  const paramsKey = params ? JSON.stringify(params) : null;
  useEffect(() => {
    if (!params) return;
    prefetchBaseline(
      queryClient,
      comparison.baselineOf(params),
      baselineQuery,
      can(permissions, section, 'summary'),
    );
    onApplied?.(queryClient, params);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paramsKey, comparison, baselineQuery]);
  return { filter, permissions, comparison, onPrefetch };
}
