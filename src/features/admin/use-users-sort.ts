import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useViewUpdate } from '@/filters/use-view-update';
import type { SortState } from '@/ui/table/sort-rows';
import { readUsersSort, usersSortPatch, type AdminSearch } from './users-model';

const routeApi = getRouteApi('/_authenticated/admin');

/**
 * The Users table's sort, selected by the table alone (docs/filters.md, "A view change renders
 * only its readers"). A sort is view state: a pasted link restores it.
 */
export function useUsersSort(): { sort: SortState; onSortChange: (sort: SortState) => void } {
  const usersSort = routeApi.useSearch({ select: (search) => search.usersSort });
  const usersOrder = routeApi.useSearch({ select: (search) => search.usersOrder });
  const update = useViewUpdate<AdminSearch>();
  return useMemo(
    () => ({
      sort: readUsersSort({ usersSort, usersOrder }),
      onSortChange: (next: SortState) => update(usersSortPatch(next)),
    }),
    [usersSort, usersOrder, update],
  );
}
