import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useViewUpdate } from '@/filters/use-view-update';
import { pagePatch, readListView, sortPatch, type DatabaseViewSearch, type ListView } from './list-view';

const routeApi = getRouteApi('/_authenticated/database');

/**
 * The preview list's sort and page, selected by the list alone (docs/filters.md, "A view
 * change renders only its readers"): a page of the list does not draw the filter board again.
 */
export function useListView(): {
  view: ListView;
  onSort: (column: string) => void;
  onPage: (page: number) => void;
} {
  const sort = routeApi.useSearch({ select: (search) => search.sort });
  const order = routeApi.useSearch({ select: (search) => search.order });
  const page = routeApi.useSearch({ select: (search) => search.page });
  const update = useViewUpdate<DatabaseViewSearch>();
  return useMemo(() => {
    const view = readListView({ sort, order, page });
    return {
      view,
      onSort: (column: string) => update(sortPatch(view, column)),
      onPage: (next: number) => update(pagePatch(next)),
    };
  }, [sort, order, page, update]);
}
