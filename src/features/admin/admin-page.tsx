import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useMemo, type ReactNode } from 'react';
import { useCan, useSessionUser } from '@/auth/session-context';
import { SectionPage } from '@/ui/page/page-frame';
import { PanelCodeLoading } from '@/ui/panel/panel-code-loading';
import type { SortState } from '@/ui/table/sort-rows';
import { readUsersSort, usersSortPatch } from './users-model';
import { UsersPanel } from './users-panel';

const routeApi = getRouteApi('/_authenticated/admin');

/**
 * Brands, Chain Scorecard (with the drop zone) and Target (with the date picker) are lazy
 * chunks: the route's first load stays the users table, and a part the user may not see
 * is never downloaded.
 */
const BrandsPanel = lazy(() => import('./brands-panel').then((m) => ({ default: m.BrandsPanel })));
const ScorecardPanel = lazy(() => import('./scorecard-panel').then((m) => ({ default: m.ScorecardPanel })));
const TargetPanel = lazy(() => import('./target-panel').then((m) => ({ default: m.TargetPanel })));

function LazyPart({ shown, height, children }: { shown: boolean; height: number; children: ReactNode }) {
  if (!shown) return null;
  return <Suspense fallback={<PanelCodeLoading height={height} />}>{children}</Suspense>;
}

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
      <LazyPart shown={can.brands} height={160}>
        <BrandsPanel />
      </LazyPart>
      <LazyPart shown={can.scorecards && (me?.isAdmin ?? false)} height={240}>
        <ScorecardPanel />
      </LazyPart>
      <LazyPart shown={can.target && (me?.isSuperAdmin ?? false)} height={240}>
        <TargetPanel />
      </LazyPart>
    </SectionPage>
  );
}
