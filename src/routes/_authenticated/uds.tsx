import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { EffortsPage } from '@/features/time-efforts/time-efforts-page';
import {
  EFFORTS_RETAINED_VIEW_KEYS,
  effortsSearchSchema,
  readDailyView,
} from '@/features/time-efforts/view-state';
import { effortsRequests } from '@/features/time-efforts/queries';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';

export const Route = createFileRoute('/_authenticated/uds')({
  // The Time & Efforts filter plus the daily table's sort and page.
  validateSearch: effortsSearchSchema,
  // Applying a filter keeps the daily table's sort; the page starts over.
  search: { middlewares: [retainSearchParams([...EFFORTS_RETAINED_VIEW_KEYS])] },
  beforeLoad: ({ context }) => requireSection(context.session, 'timeEfforts'),
  // The daily table's page and sort are part of its one request.
  loaderDeps: ({ search }) => ({ ...sectionLoaderDeps('timeEfforts', search), daily: readDailyView(search) }),
  // Not awaited: the page renders at once while the options and then the tables' data load.
  // Failures surface in the page's own queries.
  loader: ({ context, deps }) => {
    startSectionRequests(context, 'timeEfforts', effortsRequests(deps.daily), deps.filter);
  },
  component: EffortsPage,
});
