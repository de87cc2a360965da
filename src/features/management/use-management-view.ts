import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import type { ManagementViewSearch } from './view-state';

const routeApi = getRouteApi('/_authenticated/management');

/**
 * The page's view state in the URL, through the router (never nuqs). A view change
 * REPLACES the history entry, so Back steps through filters, and keeps the scroll position.
 */
export function useManagementView(): [ManagementViewSearch, (patch: ManagementViewSearch) => void] {
  const { view, accountMetric, merchandisingMetric, salesMetric } = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const update = useCallback(
    (patch: ManagementViewSearch) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false }),
    [navigate],
  );
  return [{ view, accountMetric, merchandisingMetric, salesMetric }, update];
}
