import { useCan, useSessionUser } from '@/auth/session-context';
import { SectionPage } from '@/ui/page/page-frame';
import { PanelCodeLoading } from '@/ui/panel/panel-code-loading';
import { lazyComponent } from '@/ui/lazy/lazy-component';
import { UsersPanel } from './users-panel';

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
  const me = useSessionUser();
  const can = {
    brands: useCan('admin', 'brandsTable'),
    scorecards: useCan('admin', 'chainScorecard'),
    target: useCan('admin', 'target'),
  };
  return (
    <SectionPage section="admin">
      <UsersPanel />
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
