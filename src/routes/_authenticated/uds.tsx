import { createFileRoute } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { EffortsPage } from '@/features/efforts/efforts-page';
import { effortsSearchSchema } from '@/features/efforts/view-state';
import { effortsRequests } from '@/features/efforts/queries';
import { sessionPermissions } from '@/auth/session';
import { prefetchSectionRoute } from '@/filters/panel-requests';

export const Route = createFileRoute('/_authenticated/uds')({
  // The Time & Efforts filter plus the daily table's page (dropped when a filter is applied).
  validateSearch: effortsSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, 'timeEfforts'),
  loaderDeps: ({ search }) => ({ search }),
  // Not awaited: the page renders at once while the options and then the tables' data load.
  // Failures surface in the page's own queries.
  loader: ({ context, deps }) => {
    void prefetchSectionRoute(context.queryClient, 'timeEfforts', effortsRequests, deps.search, () =>
      sessionPermissions(context.session),
    ).catch(() => undefined);
  },
  component: EffortsPage,
});
