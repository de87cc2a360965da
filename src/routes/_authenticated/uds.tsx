import { createFileRoute } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { EffortsPage } from '@/features/time-efforts/time-efforts-page';
import { effortsSearchSchema } from '@/features/time-efforts/view-state';
import { effortsRequests } from '@/features/time-efforts/queries';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';

export const Route = createFileRoute('/_authenticated/uds')({
  // The Time & Efforts filter plus the daily table's page (dropped when a filter is applied).
  validateSearch: effortsSearchSchema,
  beforeLoad: ({ context }) => requireSection(context.session, 'timeEfforts'),
  loaderDeps: ({ search }) => sectionLoaderDeps('timeEfforts', search),
  // Not awaited: the page renders at once while the options and then the tables' data load.
  // Failures surface in the page's own queries.
  loader: ({ context, deps }) => {
    startSectionRequests(context, 'timeEfforts', effortsRequests, deps.filter);
  },
  component: EffortsPage,
});
