import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { pagePatch, readListView, sortPatch, type DatabaseViewSearch, type ListView } from './list-view';

const routeApi = getRouteApi('/_authenticated/database');

/**
 * The preview list's sort and page, selected by the list alone (docs/filters.md, "A view
 * change renders only its readers"): a page of the list does not draw the filter board again.
 * A view change REPLACES the history entry, so Back steps through filters, not pages, and
 * keeps the scroll position.
 */
export function useListView(): {
  view: ListView;
  onSort: (column: string) => void;
  onPage: (page: number) => void;
} {
  const sort = routeApi.useSearch({ select: (search) => search.sort });
  const order = routeApi.useSearch({ select: (search) => search.order });
  const page = routeApi.useSearch({ select: (search) => search.page });
  const navigate = routeApi.useNavigate();
  return useMemo(() => {
    const view = readListView({ sort, order, page });
    const update = (patch: DatabaseViewSearch) =>
      void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false });
    return {
      view,
      onSort: (column: string) => update(sortPatch(view, column)),
      onPage: (next: number) => update(pagePatch(next)),
    };
  }, [sort, order, page, navigate]);
}
