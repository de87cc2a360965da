import { createFileRoute, retainSearchParams } from '@tanstack/react-router';
import { requireSection } from '@/auth/route-guards';
import { sectionLoaderDeps, startSectionRequests } from '@/app/section-requests';
import { scheduleRequests } from '@/features/schedule/queries';
import { SchedulePage } from '@/features/schedule/schedule-page';
import {
  readAsmListView,
  SCHEDULE_RETAINED_VIEW_KEYS,
  scheduleSearchSchema,
} from '@/features/schedule/view-state';
import { warmFilterOptions } from '@/filters/options-query';

export const Route = createFileRoute('/_authenticated/schedule')({
  // The schedule filter plus the page's view keys (hidden statuses, status tab and page, the
  // calendar's page, name order and name filter).
  validateSearch: scheduleSearchSchema,
  // Applying a filter (or Prev/Next Week) navigates with the filter only: the view stays,
  // the calendar's page starts over.
  search: { middlewares: [retainSearchParams(SCHEDULE_RETAINED_VIEW_KEYS)] },
  beforeLoad: ({ context }) => requireSection(context.session, 'schedule'),
  // The calendar's page, order and name filter are part of its one request; the status
  // tables' page of theirs.
  loaderDeps: ({ search }) => ({
    ...sectionLoaderDeps('schedule', search),
    list: readAsmListView(search),
    statusPage: search.statusPage ?? 1,
  }),
  // The options are awaited; the panels' requests start as soon as they arrive.
  loader: ({ context, deps }) => {
    startSectionRequests(context, 'schedule', scheduleRequests(deps.list, deps.statusPage), deps.filter);
    return warmFilterOptions(context.queryClient, 'schedule');
  },
  component: SchedulePage,
});
