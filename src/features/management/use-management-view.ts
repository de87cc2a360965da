import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { readViewSearch, type ManagementViewSearch } from './view-state';

const routeApi = getRouteApi('/_authenticated/management');

/**
 * The page's view state in the URL, through the router (never nuqs). A view change
 * REPLACES the history entry, so Back steps through filters, and keeps the scroll position.
 */
export function useManagementView(): [ManagementViewSearch, (patch: ManagementViewSearch) => void] {
  const search = routeApi.useSearch();
  const navigate = routeApi.useNavigate();
  const { view, accountMetric, merchandisingMetric, salesMetric, accountPage, merchandisingPage, salesPage } =
    search;
  const viewSearch = useMemo(
    () =>
      readViewSearch({
        view,
        accountMetric,
        merchandisingMetric,
        salesMetric,
        accountPage,
        merchandisingPage,
        salesPage,
      }),
    [view, accountMetric, merchandisingMetric, salesMetric, accountPage, merchandisingPage, salesPage],
  );
  const update = useCallback(
    (patch: ManagementViewSearch) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false }),
    [navigate],
  );
  return [viewSearch, update];
}
