import { getRouteApi } from '@tanstack/react-router';
import { useMemo } from 'react';
import type { SortState } from '@/ui/table/sort-rows';
import { readUsersSort, usersSortPatch } from './users-model';

const routeApi = getRouteApi('/_authenticated/admin');

/**
 * The Users table's sort, selected by the table alone (docs/filters.md, "A view change renders
 * only its readers"). A sort is view state: it replaces the history entry, keeps the scroll
 * position, and a pasted link restores it.
 */
export function useUsersSort(): { sort: SortState; onSortChange: (sort: SortState) => void } {
  const usersSort = routeApi.useSearch({ select: (search) => search.usersSort });
  const usersOrder = routeApi.useSearch({ select: (search) => search.usersOrder });
  const navigate = routeApi.useNavigate();
  return useMemo(
    () => ({
      sort: readUsersSort({ usersSort, usersOrder }),
      onSortChange: (next: SortState) =>
        void navigate({
          search: (prev) => ({ ...prev, ...usersSortPatch(next) }),
          replace: true,
          resetScroll: false,
        }),
    }),
    [usersSort, usersOrder, navigate],
  );
}
