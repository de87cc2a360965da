import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { SectionPage } from '@/ui/page/page-frame';
import type { SortState } from '@/ui/table/sort-rows';
import { readUsersSort, usersSortPatch } from './users-model';
import { UsersPanel } from './users-panel';

const routeApi = getRouteApi('/_authenticated/admin');

/**
 * The Admin page: one panel per SPEC.md block, each gated by its own permission. Users
 * now; Brands, Chain Scorecard and Target (issue 21) are further panels in this column.
 */
export function AdminPage() {
  const { usersSort, usersOrder } = routeApi.useSearch();
  const sort = useMemo(() => readUsersSort({ usersSort, usersOrder }), [usersSort, usersOrder]);
  const navigate = routeApi.useNavigate();
  // A sort is view state: it replaces the history entry, and a pasted link restores it.
  const onSortChange = useCallback(
    (next: SortState) =>
      void navigate({
        search: (prev) => ({ ...prev, ...usersSortPatch(next) }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  );
  return (
    <SectionPage section="admin">
      <UsersPanel sort={sort} onSortChange={onSortChange} />
    </SectionPage>
  );
}
