import { useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { RequestParams } from '@/api/contract/request-params';
import { usePermissions } from '@/auth/session-context';
import { isRequested, prefetchPanelRequests, type PanelRequest } from '@/filters/panel-requests';
import type { FilterSection } from '@/filters/schemas';

/**
 * A panel's query from its section's declared request: asked for only when a permitted
 * panel reads it (the same rule the route's warm-up and the hover prefetch follow).
 */
export function usePanelQuery<S extends FilterSection, T, K extends QueryKey>(
  section: S,
  request: Omit<PanelRequest<S>, 'query'> & {
    query: (params: RequestParams) => UseQueryOptions<T, Error, T, K>;
  },
  params: RequestParams,
) {
  const permissions = usePermissions();
  return useQuery({ ...request.query(params), enabled: isRequested(section, request, permissions) });
}

/** For the filter board: hovering or focusing a period warms what its panels will read. */
export function usePrefetchRequests<S extends FilterSection>(
  section: S,
  requests: Record<string, PanelRequest<S>>,
): (params: RequestParams) => void {
  const permissions = usePermissions();
  const queryClient = useQueryClient();
  return useCallback(
    (params: RequestParams) =>
      void prefetchPanelRequests(queryClient, section, requests, params, permissions).catch(() => undefined),
    [queryClient, section, requests, permissions],
  );
}
