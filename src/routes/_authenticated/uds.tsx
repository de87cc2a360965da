import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { EffortsPage } from '@/features/time-efforts/time-efforts-page';
import {
  EFFORTS_RETAINED_VIEW_KEYS,
  effortsSearchSchema,
  readEffortsView,
} from '@/features/time-efforts/view-state';
import { effortsRequests } from '@/features/time-efforts/queries';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';

export const Route = createFileRoute('/_authenticated/uds')({
  // The Time & Efforts filter plus the tables' views: the daily sort and page, the hours
  // tables' pages, the ASM UDS table's ASM and page.
  validateSearch: effortsSearchSchema,
  // Applying a filter keeps the daily table's sort; the pages and the ASM start over.
  search: { middlewares: [retainSearchParams([...EFFORTS_RETAINED_VIEW_KEYS])] },
  beforeLoad: ({ context }) => requireSection(context.session, 'timeEfforts'),
  // Each table's view is part of its one request.
  loaderDeps: ({ search }) => ({
    ...sectionLoaderDeps('timeEfforts', search),
    view: readEffortsView(search),
  }),
  // Not awaited: the page renders at once while the options and then the tables' data load.
  // Failures surface in the page's own queries.
  loader: ({ context, deps }) => {
    startSectionRequests(context, 'timeEfforts', effortsRequests(deps.view), deps.filter);
  },
  component: EffortsPage,
});
