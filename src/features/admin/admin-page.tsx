import { getRouteApi } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useCan, useSessionUser } from '@/auth/session-context';
import { SectionPage } from '@/ui/page/page-frame';
import { PanelCodeLoading } from '@/ui/panel/panel-code-loading';
import { lazyComponent } from '@/ui/lazy/lazy-component';
import type { SortState } from '@/ui/table/sort-rows';
import { readUsersSort, usersSortPatch } from './users-model';
import { UsersPanel } from './users-panel';

const routeApi = getRouteApi('/_authenticated/admin');

/**
 * Brands, Chain Scorecard (with the drop zone) and Target (with the date picker) are lazy
 * chunks: the route's first load stays the users table, and a part the user may not see
 * is never downloaded.
 */
const BrandsPanel = lazyComponent(() => import('./brands-panel').then((m) => m.BrandsPanel));
const ScorecardPanel = lazyComponent(() => import('./scorecard-panel').then((m) => m.ScorecardPanel));
const TargetPanel = lazyComponent(() => import('./target-panel').then((m) => m.TargetPanel));
const MetricTargetsPanel = lazyComponent(() =>
  import('./metric-targets-panel').then((m) => m.MetricTargetsPanel),
);

/**
 * The Admin page: one panel per SPEC.md block, each gated by its own permission: Users,
 * Brands, Chain Scorecard (admin plus the scorecard permission) and Target (super admin
 * plus the target permission).
 */
export function AdminPage() {
  const { usersSort, usersOrder } = routeApi.useSearch();
  const sort = useMemo(() => readUsersSort({ usersSort, usersOrder }), [usersSort, usersOrder]);
  const navigate = routeApi.useNavigate();
  const me = useSessionUser();
  const can = {
    brands: useCan('admin', 'brandsTable'),
    scorecards: useCan('admin', 'chainScorecard'),
    target: useCan('admin', 'target'),
  };
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
      {can.brands ? <BrandsPanel fallback={<PanelCodeLoading height={160} />} /> : null}
      {can.scorecards && (me?.isAdmin ?? false) ? (
        <ScorecardPanel fallback={<PanelCodeLoading height={240} />} />
      ) : null}
      {can.target && (me?.isSuperAdmin ?? false) ? (
        <TargetPanel fallback={<PanelCodeLoading height={240} />} />
      ) : null}
      {can.target && (me?.isSuperAdmin ?? false) ? (
        <MetricTargetsPanel fallback={<PanelCodeLoading height={320} />} />
      ) : null}
    </SectionPage>
  );
}
